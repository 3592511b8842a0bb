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
    /// The stored property, a `ReferenceWritableKeyPath<Layer, Value>` (`\Layer.shadowRadius`).
    public let keyPath: AnyKeyPath
    private let read: (Layer) -> AnimatableValue
    private let write: (Layer, AnimatableValue) -> Bool
    private let copy: (_ from: Layer, _ to: Layer) -> Void

    private init<Value>(_ name: String, _ valueType: ValueType, _ keyPath: ReferenceWritableKeyPath<Layer, Value>,
                        domain: Domain, animationScope: AnimationScope,
                        encode: @escaping (Value) -> AnimatableValue, decode: @escaping (AnimatableValue) -> Value?) {
        self.name = name
        self.valueType = valueType
        self.domain = domain
        self.animationScope = animationScope
        self.keyPath = keyPath
        read = { encode($0[keyPath: keyPath]) }
        write = { layer, value in
            guard let v = decode(value) else { return false }
            layer[keyPath: keyPath] = v
            return true
        }
        copy = { $1[keyPath: keyPath] = $0[keyPath: keyPath] }
    }

    /// The value of a new ``Layer`` (Core Animation's default), as key-value access gives it.
    public var defaultValue: AnimatableValue { read(Layer.pristine) }

    /// The property's value on `layer`.
    public func value(of layer: Layer) -> AnimatableValue { read(layer) }

    /// Sets the property on `layer`; false (nothing changes) when `value` is of another kind.
    @discardableResult
    public func setValue(_ value: AnimatableValue, on layer: Layer) -> Bool { write(layer, value) }

    /// Copies the property from `source` to `target` as it is stored (a `nil` colour stays `nil`).
    public func copyValue(from source: Layer, to target: Layer) { copy(source, target) }

    static func number(_ name: String, _ keyPath: ReferenceWritableKeyPath<Layer, Double>, domain: Domain = .any,
                       animationScope: AnimationScope = .layer) -> LayerProperty {
        LayerProperty(name, .number, keyPath, domain: domain, animationScope: animationScope, encode: { .number($0) }) {
            if case let .number(v) = $0 { return v }
            return nil
        }
    }

    /// A `Float` property (Core Animation's `shadowOpacity`), carried as a `Double` `.number`.
    static func float(_ name: String, _ keyPath: ReferenceWritableKeyPath<Layer, Float>, domain: Domain = .any,
                      animationScope: AnimationScope = .layer) -> LayerProperty {
        LayerProperty(name, .number, keyPath, domain: domain, animationScope: animationScope, encode: { .number(Double($0)) }) {
            if case let .number(v) = $0 { return Float(v) }
            return nil
        }
    }

    static func boolean(_ name: String, _ keyPath: ReferenceWritableKeyPath<Layer, Bool>) -> LayerProperty {
        LayerProperty(name, .boolean, keyPath, domain: .any, animationScope: .layer, encode: { .number($0 ? 1 : 0) }) {
            if case let .number(v) = $0 { return v >= 0.5 }
            return nil
        }
    }

    static func point(_ name: String, _ keyPath: ReferenceWritableKeyPath<Layer, Point>,
                      animationScope: AnimationScope = .layer) -> LayerProperty {
        LayerProperty(name, .point, keyPath, domain: .any, animationScope: animationScope, encode: { .point($0) }) {
            if case let .point(v) = $0 { return v }
            return nil
        }
    }

    static func offset(_ name: String, _ keyPath: ReferenceWritableKeyPath<Layer, Size>) -> LayerProperty {
        LayerProperty(name, .offset, keyPath, domain: .any, animationScope: .layer, encode: { .size($0) }) {
            if case let .size(v) = $0 { return v }
            return nil
        }
    }

    static func rect(_ name: String, _ keyPath: ReferenceWritableKeyPath<Layer, Rect>,
                     animationScope: AnimationScope = .layer) -> LayerProperty {
        LayerProperty(name, .rect, keyPath, domain: .any, animationScope: animationScope, encode: { .rect($0) }) {
            if case let .rect(v) = $0 { return v }
            return nil
        }
    }

    static func optionalColor(_ name: String, _ keyPath: ReferenceWritableKeyPath<Layer, Color?>,
                              animationScope: AnimationScope = .layer) -> LayerProperty {
        LayerProperty(name, .optionalColor, keyPath, domain: .any, animationScope: animationScope,
                      encode: { $0.animatableValue }) {
            if case let .vector(v) = $0 { return .some(Color(animatable: v)) }
            return nil
        }
    }

    static func transform(_ name: String, _ keyPath: ReferenceWritableKeyPath<Layer, Transform3D>,
                          animationScope: AnimationScope = .layer) -> LayerProperty {
        LayerProperty(name, .transform, keyPath, domain: .any, animationScope: animationScope, encode: { .transform($0) }) {
            if case let .transform(v) = $0 { return v }
            return nil
        }
    }
}

extension Layer {
    /// Every key-value property of a plain ``Layer``, one row each; see ``LayerProperty``.
    ///
    /// The order is the scene file format's order of layer keys.
    public static let properties: [LayerProperty] = [
        .rect("bounds", \.bounds, animationScope: .view),
        .point("position", \.position, animationScope: .view),
        .point("anchorPoint", \.anchorPoint, animationScope: .view),
        .number("zPosition", \.zPosition, animationScope: .view),
        .number("anchorPointZ", \.anchorPointZ, animationScope: .view),
        .boolean("doubleSided", \.isDoubleSided),
        .transform("transform", \.transform, animationScope: .view),
        .transform("sublayerTransform", \.sublayerTransform, animationScope: .view),
        .number("opacity", \.opacity, domain: .unit, animationScope: .view),
        .boolean("hidden", \.isHidden),
        .optionalColor("backgroundColor", \.backgroundColor, animationScope: .view),
        .number("cornerRadius", \.cornerRadius, domain: .nonNegative, animationScope: .viewSince(iOS: 11)),
        .boolean("masksToBounds", \.masksToBounds),
        .number("borderWidth", \.borderWidth, domain: .nonNegative),
        .optionalColor("borderColor", \.borderColor),
        .optionalColor("shadowColor", \.shadowColor),
        .float("shadowOpacity", \.shadowOpacity, domain: .unit),
        .number("shadowRadius", \.shadowRadius, domain: .nonNegative),
        .offset("shadowOffset", \.shadowOffset),
        .number("contentsScale", \.contentsScale, domain: .positive),
        .rect("contentsRect", \.contentsRect, animationScope: .view),
    ]

    /// ``properties`` by name.
    static let propertiesByName: [String: LayerProperty] =
        Dictionary(uniqueKeysWithValues: properties.map { ($0.name, $0) })

    /// The row of the property named `name` (`"shadowRadius"`), or nil.
    public static func property(named name: String) -> LayerProperty? { propertiesByName[name] }

    /// The row of the stored property `keyPath` (`\Layer.shadowRadius`), or nil.
    public static func property(for keyPath: AnyKeyPath) -> LayerProperty? {
        properties.first { $0.keyPath == keyPath }
    }

    /// A layer no one changes: where ``LayerProperty/defaultValue`` reads the defaults, which
    /// are the initial values of ``Layer``'s stored properties.
    nonisolated(unsafe) static let pristine = Layer()
}
