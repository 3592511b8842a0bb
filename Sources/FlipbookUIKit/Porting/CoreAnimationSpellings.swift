import FlipbookGeometry
import FlipbookGraphics
import FlipbookLayers
import FlipbookRaster
import Foundation

// Core Animation's and Core Graphics' Objective-C-shaped types where FlipbookLayers uses
// Swift's: `sublayers` as an optional array, dash patterns as `[NSNumber]`, `CFArray`. Each
// optional or boxed spelling is a disfavoured overload of the native property, so code that
// reads the value plainly (`for s in layer.sublayers`, `lineDashPattern = [4, 2]`) keeps the
// native type, and only code that needs the Core Animation type (`layer.sublayers = nil`,
// `layer.sublayers?.filter …`, `[dash as NSNumber]`) gets it.

/// Gives Core Animation's Objective-C-shaped spellings to every layer class. They live in an
/// extension of this protocol, constrained to the layer classes, rather than in an extension of
/// `Layer`: a member of FlipbookUIKit's own extension would shadow FlipbookLayers' member of the
/// same name in every module that imports FlipbookUIKit, where both must stay visible.
public protocol CoreAnimationSpellings: AnyObject {}

extension Layer: CoreAnimationSpellings {}

extension CoreAnimationSpellings where Self: Layer {
    /// Core Animation's `sublayers` (`[CALayer]?`): `nil` when there are none; setting `nil`
    /// removes them all. The same array as FlipbookLayers' non-optional `Layer.sublayers`.
    ///
    /// Chosen where only an optional compiles: `sublayers = nil`, `sublayers?.…`. An
    /// `if let s = layer.sublayers` does not compile (Swift checks the binding after choosing
    /// the native array), and `layer.sublayers == nil` compares the native array, never `nil`
    /// (the compiler warns); `layer.sublayers?.isEmpty ?? true` asks what they mean.
    @_disfavoredOverload
    public var sublayers: [Layer]? {
        get { sublayerArray.isEmpty ? nil : sublayerArray }
        set { sublayerArray = newValue ?? [] }
    }
}

extension CoreAnimationSpellings where Self: ShapeLayer {
    /// Core Animation's `lineDashPattern` (`[NSNumber]?`): `ShapeLayer.lineDashPattern` with
    /// each length boxed.
    @_disfavoredOverload
    public var lineDashPattern: [NSNumber]? {
        get { dashLengths?.map { NSNumber(value: $0) } }
        set { dashLengths = newValue?.map(\.doubleValue) }
    }
}

/// `CFArray`: an array of anything (`colors as CFArray` for a gradient's colours).
public typealias CFArray = [Any]

extension Gradient {
    /// `CGGradient(colorsSpace:colors:locations:)` with the colours as a `CFArray`: the
    /// elements that are colours (`CGColor`), in order; `nil` when there are none or when the
    /// count differs from `locations`'.
    public convenience init?(colorsSpace: ColorSpace?, colors: CFArray, locations: [Double]?) {
        let colours = colors.compactMap { $0 as? Color }
        guard colours.count == colors.count else { return nil }
        self.init(colorsSpace: colorsSpace, colors: colours, locations: locations)
    }
}
