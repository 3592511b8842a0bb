import FlipbookAnimation
import FlipbookGeometry
import FlipbookLayers
import FlipbookRaster
import Testing

/// Every layer kind's property table drives its key-value access, presentation copies and
/// animations: one round trip per row.
@Suite struct LayerPropertyTableTests {
    /// Each layer class with its table, and a fresh layer of it.
    static let kinds: [(name: String, make: @Sendable () -> Layer, own: [LayerProperty])] = [
        ("Layer", { Layer() }, Layer.properties),
        ("ShapeLayer", { ShapeLayer() }, ShapeLayer.shapeProperties),
        ("GradientLayer", { GradientLayer() }, GradientLayer.gradientProperties),
        ("TextLayer", { TextLayer() }, TextLayer.textProperties),
        ("BackdropLayer", { BackdropLayer() }, BackdropLayer.backdropProperties),
    ]

    /// Every (class, row) pair, the plain layer's rows on each class.
    static let cases: [(kind: String, row: String)] = kinds.flatMap { kind in
        (kind.name == "Layer" ? kind.own : Layer.properties + kind.own).map { (kind.name, $0.name) }
    }

    /// A value of the row's kind that differs from `old` and lies in the row's domain, exact in
    /// the property's storage (a `Float` holds 0.5 exactly).
    static func otherValue(for row: LayerProperty, than old: AnimatableValue) -> AnimatableValue {
        switch row.valueType {
        case .number:
            guard case let .number(v) = old else { fatalError("\(row.name) reads as \(old)") }
            return .number(v == 0.5 ? 0.25 : 0.5)
        case .boolean:
            return .number(old == .number(1) ? 0 : 1)
        case .point: return .point(Point(x: 0.25, y: 0.75))
        case .offset: return .size(Size(width: 3, height: 4))
        case .rect: return .rect(Rect(x: 1, y: 2, width: 30, height: 40))
        case .color, .optionalColor: return .vector([0.25, 0.5, 0.75, 1])
        case .transform: return .transform(Transform3D(rotationAngle: 0.5, x: 0, y: 0, z: 1))
        case .path: return .path(Path(rect: Rect(x: 1, y: 2, width: 3, height: 4)))
        case .colors: return .vector([1, 0, 0, 1, 0, 0, 1, 0.5])
        case .numbers: return .vector([0.25, 0.75])
        }
    }

    static func layer(_ kind: String) -> Layer { kinds.first { $0.name == kind }!.make() }

    @Test(arguments: cases)
    func rowRoundTripsThroughKeyValueCopiesAndAnimations(kind: String, key: String) throws {
        let layer = Self.layer(kind)
        let row = try #require(type(of: layer).propertyTable[key], "\(kind) has no row \(key)")
        let old = try #require(layer.value(forKey: key))
        #expect(old == row.defaultValue, "\(kind).\(key): a new layer reads the row's default")
        let new = Self.otherValue(for: row, than: old)
        #expect(new != old)

        // Key-value access goes through the row.
        #expect(layer.setValue(new, forKey: key))
        #expect(layer.value(forKey: key) == new)
        #expect(row.value(of: layer) == new)
        let wrongKind: AnimatableValue = row.valueType == .transform ? .point(.zero) : .transform(.identity)
        #expect(!layer.setValue(wrongKind, forKey: key), "a value of another kind changes nothing")
        #expect(layer.value(forKey: key) == new)

        // A presentation copy keeps it.
        #expect(type(of: layer).init(layer: layer).value(forKey: key) == new)

        // An animation from the old value to the new one ends on the new one and starts on the old.
        let animated = Self.layer(kind)
        animated.add(
            BasicAnimation(keyPath: key, from: old, to: new, timing: MediaTiming(duration: 1, fillMode: .both)),
            forKey: "k")
        if old.components.count == new.components.count {
            // (An empty gradient's colours and locations start as zeros of the new count.)
            #expect(animated.presentation(at: 0).value(forKey: key) == old)
        }
        #expect(animated.presentation(at: 1).value(forKey: key) == new)
        #expect(animated.value(forKey: key) == old, "the model is unchanged")
    }

    @Test func everyClassAnswersItsTableAndNoOtherKeys() {
        for kind in Self.kinds {
            let layer = kind.make()
            let table = type(of: layer).propertyTable
            #expect(table.names == (kind.name == "Layer" ? [] : Layer.animatableKeys) + kind.own.map(\.name))
            for row in table.rows { #expect(layer.value(forKey: row.name) != nil, "\(kind.name).\(row.name)") }
            #expect(layer.value(forKey: "noSuchKey") == nil)
            #expect(!layer.setValue(.number(1), forKey: "noSuchKey"))
        }
        // A plain layer does not answer a subclass's keys.
        #expect(Layer().value(forKey: "strokeEnd") == nil)
        #expect(!Layer().setValue(.number(0.5), forKey: "fontSize"))
    }

    @Test func rowsNameTheirClass() {
        #expect(Layer.properties.allSatisfy { $0.layerClass == Layer.self })
        #expect(ShapeLayer.shapeProperties.allSatisfy { $0.layerClass == ShapeLayer.self })
        #expect(GradientLayer.gradientProperties.allSatisfy { $0.layerClass == GradientLayer.self })
        #expect(TextLayer.textProperties.allSatisfy { $0.layerClass == TextLayer.self })
        #expect(BackdropLayer.backdropProperties.allSatisfy { $0.layerClass == BackdropLayer.self })
    }

    @Test func defaultsAreTheSubclassesOwn() {
        let strokeEnd = ShapeLayer.propertyTable["strokeEnd"]!
        #expect(strokeEnd.defaultValue == .number(1))
        #expect(TextLayer.propertyTable["fontSize"]!.defaultValue == .number(36))
        #expect(TextLayer.propertyTable["foregroundColor"]!.defaultValue == .vector([1, 1, 1, 1]))
        #expect(ShapeLayer.propertyTable["path"]!.defaultValue == .path(Path()))
        // The gradient's `nil` locations read as the even spacing of its colours.
        let gradient = GradientLayer()
        gradient.colors = [.black, .white, .black]
        #expect(gradient.value(forKey: "locations") == .vector([0, 0.5, 1]))
    }

    /// `opacity` is a `Float`, as `CALayer.opacity`; the layer keeps what `View.alpha` and
    /// animations give it at `Double` precision, so an alpha of 0.7 still draws as 0.7
    /// (a `Float` store would give 178.499…/255 and draw one level fainter).
    @Test func opacityIsAFloatOverADoubleStore() {
        let layer = Layer()
        let fromFloat: Float = 0.7
        layer.opacity = fromFloat
        #expect(layer.opacity == fromFloat)
        #expect(layer.value(forKey: "opacity") == .number(Double(fromFloat)))
        layer.opacityValue = 0.7
        #expect(layer.opacity == Float(0.7) && layer.value(forKey: "opacity") == .number(0.7))
        #expect(layer.renderNode(placement: .identity, scale: 1)?.opacity == 0.7)
        layer.opacity = 3
        #expect(layer.opacityValue == 1, "clamped to 0…1")
        #expect(Layer.property(for: \Layer.opacity)?.name == "opacity")
        #expect(Layer.property(for: \Layer.shadowOpacity)?.name == "shadowOpacity")
    }
}
