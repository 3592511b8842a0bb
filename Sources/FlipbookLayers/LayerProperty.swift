import FlipbookAnimation
import FlipbookGeometry
import FlipbookRaster

/// One of ``Layer``'s key-value properties: its Core Animation name, the kind of value, its
/// default, whether and where it animates, and how it is read and written.
///
/// ``Layer/properties`` is the one list of them. Key-value access (``Layer/value(forKey:)``,
/// ``Layer/setValue(_:forKey:)``), presentation copies (``Layer/init(layer:)``), the keys a
/// UIKit animation block animates (FlipbookKit) and the layer keys of a scene file
/// (FlipbookScene) all read it, so a new property needs its stored property on ``Layer`` and
/// one row here.
public struct LayerProperty: @unchecked Sendable {
    /// The Swift type of a property, as key-value access carries it.
    public enum ValueType: String, Sendable {
        /// A `Double`, as `.number`.
        case number
        /// A `Bool`, as `.number` 0 or 1 (a value ≥ 0.5 sets true).
        case boolean
        /// A `Point`, as `.point`.
        case point
        /// A `Size` that is a displacement (`shadowOffset`), as `.size`.
        case offset
        /// A `Rect`, as `.rect`.
        case rect
        /// A `Color`, as an `[r, g, b, a]` `.vector` (straight alpha).
        case color
        /// A `Color?`, as a `.vector`; `nil` reads as transparent black.
        case optionalColor
        /// A `Transform3D`, as `.transform`.
        case transform
        /// A `Path?`, as `.path`; `nil` reads as an empty path.
        case path
        /// A `[Color]`, as a 4n `.vector` (`[r, g, b, a]` per colour).
        case colors
        /// A `[Double]?`, as a `.vector`.
        case numbers
    }

    /// The values Core Animation gives the property a meaning for (what a scene file accepts).
    public enum Domain: Sendable {
        /// Any finite value.
        case any
        /// 0…1 (opacities).
        case unit
        /// ≥ 0 (radii, widths).
        case nonNegative
        /// > 0 (scales).
        case positive
    }

    /// Where a change of the property animates.
    public enum AnimationScope: Sendable, Equatable {
        /// Only through an attached animation (a layer property UIKit changes at once inside an
        /// animation block, such as `hidden` or `borderWidth`).
        case layer
        /// Also inside a UIKit animation block (`View.animate`, property animators, keyframe
        /// blocks): the view's animatable properties and the layer geometry behind them.
        case view
        /// Inside a UIKit animation block from the given major iOS version on, and only through
        /// an attached animation before it (`cornerRadius`: iOS 11).
        case viewSince(iOS: Int)

        /// Whether a change inside a UIKit animation block animates on iOS `major`.
        public func animatesInViewBlocks(onIOS major: Int) -> Bool {
            switch self {
            case .layer: false
            case .view: true
            case let .viewSince(first): major >= first
            }
        }
    }

    /// The key-value name, Core Animation's (`"shadowRadius"`, `"hidden"`).
    public let name: String
    /// The kind of value.
    public let valueType: ValueType
    /// The values it takes. Default ``Domain/any``.
    public let domain: Domain
    /// Where it animates.
    public let animationScope: AnimationScope
    /// The class that declares the property (``Layer``, ``ShapeLayer``, …): the row applies to
    /// instances of it and of its subclasses.
    public let layerClass: Layer.Type
    /// The stored property, a `ReferenceWritableKeyPath<Layer, Value>` (`\Layer.shadowRadius`),
    /// rooted at ``layerClass``.
    public let keyPath: AnyKeyPath
    /// The components a key path may name below the property (Core Animation's names, such as
    /// `"x"` of `position` or `"rotation.z"` of `transform`) that a scene file animates; the
    /// animation engine resolves any component its value kind has (see `AnimationKeyPath`).
    public let subPaths: [String]
    private let read: (Layer) -> AnimatableValue
    private let write: (Layer, AnimatableValue) -> Bool
    private let copy: (_ from: Layer, _ to: Layer) -> Void

    private init<L: Layer, Value>(_ name: String, _ valueType: ValueType, _ keyPath: ReferenceWritableKeyPath<L, Value>,
                                  domain: Domain, animationScope: AnimationScope, subPaths: [String] = [],
                                  encode: @escaping (L, Value) -> AnimatableValue,
                                  decode: @escaping (AnimatableValue) -> Value?) {
        self.name = name
        self.valueType = valueType
        self.domain = domain
        self.animationScope = animationScope
        self.layerClass = L.self
        self.keyPath = keyPath
        self.subPaths = subPaths
        // Rows are looked up through the layer's class (``Layer/value(forKey:)``), so the cast
        // holds; another layer (the pristine ``Layer`` of ``defaultValue``) reads as a new
        // `L`'s value and refuses writes.
        read = { layer in
            let owner = layer as? L ?? L(layer: Layer.pristine)
            return encode(owner, owner[keyPath: keyPath])
        }
        write = { layer, value in
            guard let owner = layer as? L, let v = decode(value) else { return false }
            owner[keyPath: keyPath] = v
            return true
        }
        copy = { source, target in
            guard let s = source as? L, let t = target as? L else { return }
            t[keyPath: keyPath] = s[keyPath: keyPath]
        }
    }

    /// The value of a new layer of ``layerClass`` (Core Animation's default), as key-value
    /// access gives it.
    public var defaultValue: AnimatableValue { read(Layer.pristine) }

    /// The property's value on `layer`.
    public func value(of layer: Layer) -> AnimatableValue { read(layer) }

    /// Sets the property on `layer`; false (nothing changes) when `value` is of another kind or
    /// `layer` is not a ``layerClass``.
    @discardableResult
    public func setValue(_ value: AnimatableValue, on layer: Layer) -> Bool { write(layer, value) }

    /// Copies the property from `source` to `target` as it is stored (a `nil` colour stays `nil`).
    public func copyValue(from source: Layer, to target: Layer) { copy(source, target) }

    /// A `Double` property, as `.number`.
    public static func number<L: Layer>(_ name: String, _ keyPath: ReferenceWritableKeyPath<L, Double>,
                                        domain: Domain = .any, animationScope: AnimationScope = .layer) -> LayerProperty {
        LayerProperty(name, .number, keyPath, domain: domain, animationScope: animationScope,
                      encode: { .number($1) }) {
            if case let .number(v) = $0 { return v }
            return nil
        }
    }

    /// A `Float` property (Core Animation's `opacity`, `shadowOpacity`), carried as a `Double` `.number`.
    public static func float<L: Layer>(_ name: String, _ keyPath: ReferenceWritableKeyPath<L, Float>,
                                       domain: Domain = .any, animationScope: AnimationScope = .layer) -> LayerProperty {
        LayerProperty(name, .number, keyPath, domain: domain, animationScope: animationScope,
                      encode: { .number(Double($1)) }) {
            if case let .number(v) = $0 { return Float(v) }
            return nil
        }
    }

    /// A `Bool` property, as `.number` 0 or 1.
    public static func boolean<L: Layer>(_ name: String, _ keyPath: ReferenceWritableKeyPath<L, Bool>) -> LayerProperty {
        LayerProperty(name, .boolean, keyPath, domain: .any, animationScope: .layer, encode: { .number($1 ? 1 : 0) }) {
            if case let .number(v) = $0 { return v >= 0.5 }
            return nil
        }
    }

    /// A `Point` property, as `.point`.
    public static func point<L: Layer>(_ name: String, _ keyPath: ReferenceWritableKeyPath<L, Point>,
                                       animationScope: AnimationScope = .layer, subPaths: [String] = []) -> LayerProperty {
        LayerProperty(name, .point, keyPath, domain: .any, animationScope: animationScope, subPaths: subPaths,
                      encode: { .point($1) }) {
            if case let .point(v) = $0 { return v }
            return nil
        }
    }

    /// A `Size` displacement, as `.size`.
    public static func offset<L: Layer>(_ name: String, _ keyPath: ReferenceWritableKeyPath<L, Size>) -> LayerProperty {
        LayerProperty(name, .offset, keyPath, domain: .any, animationScope: .layer, encode: { .size($1) }) {
            if case let .size(v) = $0 { return v }
            return nil
        }
    }

    /// A `Rect` property, as `.rect`.
    public static func rect<L: Layer>(_ name: String, _ keyPath: ReferenceWritableKeyPath<L, Rect>,
                                      animationScope: AnimationScope = .layer, subPaths: [String] = []) -> LayerProperty {
        LayerProperty(name, .rect, keyPath, domain: .any, animationScope: animationScope, subPaths: subPaths,
                      encode: { .rect($1) }) {
            if case let .rect(v) = $0 { return v }
            return nil
        }
    }

    /// A `Color` property, as an `[r, g, b, a]` `.vector`.
    public static func color<L: Layer>(_ name: String, _ keyPath: ReferenceWritableKeyPath<L, Color>,
                                       animationScope: AnimationScope = .layer) -> LayerProperty {
        LayerProperty(name, .color, keyPath, domain: .any, animationScope: animationScope,
                      encode: { $1.animatableValue }) {
            if case let .vector(v) = $0 { return Color(animatable: v) }
            return nil
        }
    }

    /// A `Color?` property, as an `[r, g, b, a]` `.vector`; `nil` reads as transparent black.
    public static func optionalColor<L: Layer>(_ name: String, _ keyPath: ReferenceWritableKeyPath<L, Color?>,
                                               animationScope: AnimationScope = .layer) -> LayerProperty {
        LayerProperty(name, .optionalColor, keyPath, domain: .any, animationScope: animationScope,
                      encode: { $1.animatableValue }) {
            if case let .vector(v) = $0 { return .some(Color(animatable: v)) }
            return nil
        }
    }

    /// A `Transform3D` property, as `.transform`.
    public static func transform<L: Layer>(_ name: String, _ keyPath: ReferenceWritableKeyPath<L, Transform3D>,
                                           animationScope: AnimationScope = .layer,
                                           subPaths: [String] = []) -> LayerProperty {
        LayerProperty(name, .transform, keyPath, domain: .any, animationScope: animationScope, subPaths: subPaths,
                      encode: { .transform($1) }) {
            if case let .transform(v) = $0 { return v }
            return nil
        }
    }

    /// A `Path?` property (a shape's `path`), as `.path`; `nil` reads as an empty path and an
    /// empty path sets `nil`.
    public static func path<L: Layer>(_ name: String, _ keyPath: ReferenceWritableKeyPath<L, Path?>) -> LayerProperty {
        LayerProperty(name, .path, keyPath, domain: .any, animationScope: .layer, encode: { .path($1 ?? Path()) }) {
            if case let .path(p) = $0 { return .some(p.isEmpty ? nil : p) }
            return nil
        }
    }

    /// A `[Color]` property (a gradient's `colors`), as a 4n `.vector` of `[r, g, b, a]` runs;
    /// a set keeps whole runs of four.
    public static func colors<L: Layer>(_ name: String, _ keyPath: ReferenceWritableKeyPath<L, [Color]>) -> LayerProperty {
        LayerProperty(name, .colors, keyPath, domain: .any, animationScope: .layer,
                      encode: { .vector($1.flatMap(\.animatableValue.components)) }) {
            guard case let .vector(v) = $0 else { return nil }
            return stride(from: 0, to: v.count - 3, by: 4).map { Color(animatable: Array(v[$0..<$0 + 4])) }
        }
    }

    /// A `[Double]?` property (a gradient's `locations`), as an n `.vector`; `nil` reads as
    /// `unset(layer)`.
    public static func numbers<L: Layer>(_ name: String, _ keyPath: ReferenceWritableKeyPath<L, [Double]?>,
                                         unset: @escaping (L) -> [Double]) -> LayerProperty {
        LayerProperty(name, .numbers, keyPath, domain: .any, animationScope: .layer,
                      encode: { .vector($1 ?? unset($0)) }) {
            if case let .vector(v) = $0 { return .some(v) }
            return nil
        }
    }
}

extension Layer {
    /// Every key-value property of a plain ``Layer``, one row each; see ``LayerProperty``.
    ///
    /// The order is the scene file format's order of layer keys. Subclasses list their own rows
    /// (``ShapeLayer/shapeProperties``, ``GradientLayer/gradientProperties``,
    /// ``TextLayer/textProperties``, ``BackdropLayer/backdropProperties``); ``propertyTable``
    /// gives a class's rows and its superclasses'.
    public static let properties: [LayerProperty] = [
        .rect("bounds", \Layer.bounds, animationScope: .view, subPaths: ["size"]),
        .point("position", \Layer.position, animationScope: .view, subPaths: ["x", "y"]),
        .point("anchorPoint", \Layer.anchorPoint, animationScope: .view),
        .number("zPosition", \Layer.zPosition, animationScope: .view),
        .number("anchorPointZ", \Layer.anchorPointZ, animationScope: .view),
        .boolean("doubleSided", \Layer.isDoubleSided),
        .transform("transform", \Layer.transform, animationScope: .view,
                   subPaths: ["rotation.x", "rotation.y", "rotation.z", "scale", "scale.x", "scale.y",
                              "translation.x", "translation.y"]),
        .transform("sublayerTransform", \Layer.sublayerTransform, animationScope: .view),
        .number("opacity", \Layer.opacityValue, domain: .unit, animationScope: .view),
        .boolean("hidden", \Layer.isHidden),
        .optionalColor("backgroundColor", \Layer.backgroundColor, animationScope: .view),
        .number("cornerRadius", \Layer.cornerRadius, domain: .nonNegative, animationScope: .viewSince(iOS: 11)),
        .boolean("masksToBounds", \Layer.masksToBounds),
        .number("borderWidth", \Layer.borderWidth, domain: .nonNegative),
        .optionalColor("borderColor", \Layer.borderColor),
        .optionalColor("shadowColor", \Layer.shadowColor),
        .float("shadowOpacity", \Layer.shadowOpacity, domain: .unit),
        .number("shadowRadius", \Layer.shadowRadius, domain: .nonNegative),
        .offset("shadowOffset", \Layer.shadowOffset),
        .number("contentsScale", \Layer.contentsScale, domain: .positive),
        .rect("contentsRect", \Layer.contentsRect, animationScope: .view),
    ]

    /// ``properties`` by name.
    static let propertiesByName = LayerPropertyTable(properties)

    /// The row of the property named `name` (`"shadowRadius"`) of a plain ``Layer``, or nil;
    /// ``propertyTable`` has a subclass's too.
    public static func property(named name: String) -> LayerProperty? { propertiesByName[name] }

    /// The row of the stored property `keyPath` (`\Layer.shadowRadius`), or nil; `\Layer.opacity`
    /// (a `Float` view of the stored `Double`) names the `opacity` row.
    public static func property(for keyPath: AnyKeyPath) -> LayerProperty? {
        let stored = keyPath == \Layer.opacity ? \Layer.opacityValue : keyPath
        return properties.first { $0.keyPath == stored }
    }

    /// A layer no one changes: where ``LayerProperty/defaultValue`` reads the defaults, which
    /// are the initial values of ``Layer``'s stored properties.
    nonisolated(unsafe) static let pristine = Layer()
}

/// A layer class's property rows by name, its superclasses' rows first: what
/// ``Layer/value(forKey:)`` and ``Layer/setValue(_:forKey:)`` look keys up in.
public struct LayerPropertyTable: Sendable {
    /// The rows in order: the superclass's, then the class's own.
    public let rows: [LayerProperty]
    private let byName: [String: LayerProperty]

    /// A table of `rows` added to `base`'s.
    public init(_ rows: [LayerProperty], adding base: LayerPropertyTable? = nil) {
        self.rows = (base?.rows ?? []) + rows
        byName = Dictionary(uniqueKeysWithValues: self.rows.map { ($0.name, $0) })
    }

    /// The row named `name`, or nil.
    public subscript(name: String) -> LayerProperty? { byName[name] }

    /// The names of the rows, in order.
    public var names: [String] { rows.map(\.name) }
}
