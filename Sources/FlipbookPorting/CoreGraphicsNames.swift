// Foundation on Linux has its own CGFloat, CGPoint, CGSize and CGRect structs. Re-exporting it
// makes these typealiases shadow them in files that import FlipbookPorting *instead of*
// Foundation; a file importing both sees two candidates (Swift does not shadow across two
// direct imports).
@_exported import Foundation
import FlipbookGeometry

/// Core Graphics' scalar: a `Double` here (64-bit, as `CGFloat` is on every current Apple
/// device), so ported arithmetic needs no conversions to Flipbook's `Double` APIs.
public typealias CGFloat = Double
/// `CGPoint`: Flipbook's `FlipbookGeometry.Point` (points, y down).
public typealias CGPoint = FlipbookGeometry.Point
/// `CGSize`: Flipbook's `FlipbookGeometry.Size`.
public typealias CGSize = FlipbookGeometry.Size
/// `CGRect`: Flipbook's `FlipbookGeometry.Rect`.
/// > Note: `intersection(_:)` returns an optional instead of `CGRect.null`.
public typealias CGRect = FlipbookGeometry.Rect
/// `CGAffineTransform`: Flipbook's `FlipbookGeometry.AffineTransform`, with the same fields
/// (`a b c d tx ty`), initialisers (`scaleX:y:`, `translationX:y:`, `rotationAngle:`),
/// `.identity` and operations (`scaledBy`, `translatedBy`, `rotated(by:)`, `inverted()`,
/// `concatenating`).
public typealias CGAffineTransform = FlipbookGeometry.AffineTransform
/// `CGPath` and `CGMutablePath`: Flipbook's `FlipbookGeometry.Path`, a value type, so a
/// path that is built step by step must be a `var`.
public typealias CGPath = FlipbookGeometry.Path
/// `CGMutablePath`: see ``CGPath``.
public typealias CGMutablePath = FlipbookGeometry.Path
