// A ported file replaces `import UIKit` (and `import QuartzCore`, `import CoreGraphics`,
// `import Foundation`) with `import FlipbookUIKit`: Kit and its layers, the Core Animation and
// Core Graphics spellings of FlipbookPorting (which re-exports Foundation, shadowing
// Foundation's own `CGFloat`/`CGRect` on Linux), and the UIKit names of this module.
@_exported import FlipbookKit
@_exported import FlipbookLayers
@_exported import FlipbookGeometry
@_exported import FlipbookAnimation
@_exported import FlipbookRaster
@_exported import FlipbookText
@_exported import FlipbookGraphics
@_exported import FlipbookPorting
@_exported import FlipbookInterfaceBuilder
