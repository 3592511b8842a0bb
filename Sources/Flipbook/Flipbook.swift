// The one import of an app, a script or a CLI catalogue: `import Flipbook` brings every module a
// user of Flipbook calls, as if each were imported by name.
//
// Not re-exported: FlipbookPorting (Core Animation / Core Graphics spellings, opt-in because its
// `CG…`/`CA…` names would shadow nothing but clutter completion), FlipbookCLI (the command line,
// for your own `main.swift`) and the golden-test front ends FlipbookSwiftTesting and
// FlipbookXCTesting (they link a test framework, which an app must not).
@_exported import FlipbookAnimation
@_exported import FlipbookCodecs
@_exported import FlipbookExport
@_exported import FlipbookGeometry
@_exported import FlipbookKit
@_exported import FlipbookLayers
@_exported import FlipbookRaster
@_exported import FlipbookScene
@_exported import FlipbookText
// UIKit's required `init?(coder:)` takes Foundation's `NSCoder`: a view or controller with an
// initializer of its own implements it, so the one import brings the type too (Foundation
// itself is not re-exported: its `CGFloat` and `CGRect` would clash with FlipbookPorting's).
@_exported import class Foundation.NSCoder
