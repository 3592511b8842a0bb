import FlipbookGeometry
import FlipbookKit
import Foundation

// Foundation's key-value observing and value-boxing names that UIKit code uses, for Kit's types
// (Foundation on Linux has no Objective-C runtime, so no key-value observing of its own).

/// `NSKeyValueObservation`: FlipbookKit's `KeyValueObservation` (the token; `invalidate()` or
/// its release ends the observation).
public typealias NSKeyValueObservation = KeyValueObservation
/// `NSKeyValueObservedChange<Value>`: FlipbookKit's `ObservedChange`.
public typealias NSKeyValueObservedChange<Value> = ObservedChange<Value>
/// `NSKeyValueObservingOptions`: FlipbookKit's `KeyValueObservingOptions`.
public typealias NSKeyValueObservingOptions = KeyValueObservingOptions
/// `NSKeyValueChange`: FlipbookKit's `KeyValueChange`, with Foundation's raw values.
public typealias NSKeyValueChange = KeyValueChange

/// UIKit's geometry boxing on `NSValue` (`NSValue(cgRect:)`, `cgRectValue`, …), for the
/// geometry of FlipbookPorting.
extension NSValue {
    /// A value boxing `rect`.
    public convenience init(cgRect rect: FlipbookGeometry.Rect) {
        self.init(rect: NSRect(x: rect.origin.x, y: rect.origin.y, width: rect.size.width, height: rect.size.height))
    }
    /// A value boxing `point`.
    public convenience init(cgPoint point: FlipbookGeometry.Point) {
        self.init(point: NSPoint(x: point.x, y: point.y))
    }
    /// A value boxing `size`.
    public convenience init(cgSize size: FlipbookGeometry.Size) {
        self.init(size: NSSize(width: size.width, height: size.height))
    }
    /// The boxed rectangle (zero when the value boxes no rectangle).
    public var cgRectValue: FlipbookGeometry.Rect {
        let r = rectValue
        return FlipbookGeometry.Rect(
            x: Double(r.origin.x), y: Double(r.origin.y), width: Double(r.size.width), height: Double(r.size.height))
    }
    /// The boxed point.
    public var cgPointValue: FlipbookGeometry.Point {
        let p = pointValue
        return FlipbookGeometry.Point(x: Double(p.x), y: Double(p.y))
    }
    /// The boxed size.
    public var cgSizeValue: FlipbookGeometry.Size {
        let s = sizeValue
        return FlipbookGeometry.Size(width: Double(s.width), height: Double(s.height))
    }
}
