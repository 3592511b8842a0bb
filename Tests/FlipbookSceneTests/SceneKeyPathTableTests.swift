import Foundation
import Testing
import FlipbookAnimation
import FlipbookGeometry
import FlipbookLayers
import FlipbookRaster
@testable import FlipbookScene

/// The scene vocabulary is generated from FlipbookLayers' property tables: every key a scene
/// layer animates is a scene key path, and each one parses, animates and lands on its layer.
@Suite struct SceneKeyPathTableTests {
    let fixture = SceneFixture()

    @Test func everyKeyTheSceneLayersAnimateIsInTheVocabulary() {
        let tables: [(String?, LayerPropertyTable)] = [
            (nil, Layer.propertyTable), ("gradient", GradientLayer.propertyTable),
            ("text", TextLayer.propertyTable), ("shape", ShapeLayer.propertyTable),
        ]
        for (kind, table) in tables {
            for row in table.rows {
                let keyPath = SceneKeyPath(rawValue: row.name)
                #expect(keyPath != nil, "\(row.name) of \(kind ?? "every layer") is not a scene key path")
                // A plain layer's keys work on every kind; a subclass's only on its own.
                let ownKind = Layer.propertyTable[row.name] == nil ? kind : nil
                #expect(keyPath?.layerKind == ownKind, "\(row.name)")
                for sub in row.subPaths { #expect(SceneKeyPath(rawValue: row.name + "." + sub) != nil) }
            }
        }
        let rows = SceneKeyPath.layerKinds.flatMap(\.properties)
        #expect(SceneKeyPath.allCases.count == rows.count + rows.map(\.subPaths.count).reduce(0, +))
    }

    @Test func theAnimationsArticleListsEveryKeyPath() throws {
        let article = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/FlipbookScene/FlipbookScene.docc/SceneAnimations.md")
        let text = try String(contentsOf: article, encoding: .utf8)
        let row = try #require(text.split(separator: "\n").first { $0.hasPrefix("| `keyPath` |") })
        for keyPath in SceneKeyPath.allCases { #expect(row.contains("`\(keyPath.rawValue)`"), "\(keyPath)") }
    }

    @Test func backdropKeysAreNotSceneKeysBecauseScenesHaveNoBackdropLayer() {
        for key in BackdropLayer.backdropAnimatableKeys { #expect(SceneKeyPath(rawValue: key) == nil) }
    }

    /// A JSON value of each kind the vocabulary uses.
    static func json(_ kind: SceneValue.Kind) -> String {
        switch kind {
        case .number: "0.5"
        case .boolean: "true"
        case .point: "[0.25, 0.75]"
        case .size, .offset: "[3, 4]"
        case .rect: "[1, 2, 30, 40]"
        case .color: "\"#FF0000\""
        case .transform: "[{\"rotate\": [0.5, 0, 0, 1]}]"
        case .colors: "[\"#FF0000\", \"#0000FF80\"]"
        case .numbers: "[0.25, 0.75]"
        case .path: "\"M 0 0 L 10 0 L 10 10 Z\""
        }
    }

    /// The layer object a key path needs: a plain one, or one with a gradient, text or shape.
    static func layer(_ kind: String?) -> String {
        let own: String
        switch kind {
        case "gradient": own = ", \"gradient\": {\"colors\": [\"#000\", \"#FFF\"]}"
        case "text": own = ", \"text\": {\"string\": \"Hi\"}"
        case "shape": own = ", \"shape\": {\"path\": \"M 0 0 L 5 0 L 5 5 Z\"}"
        default: own = ""
        }
        return "{\"name\": \"a\", \"frame\": [0, 0, 20, 10]\(own)}"
    }

    @Test(arguments: SceneKeyPath.allCases.map(\.rawValue))
    func keyPathParsesAnimatesAndLands(key: String) throws {
        let keyPath = SceneKeyPath(stringLiteral: key)
        let json = scene(
            root: "\"sublayers\": [\(Self.layer(keyPath.layerKind))]",
            top: "\"duration\": 1, \"animations\": [{\"layer\": \"a\", \"keyPath\": \"\(key)\", "
                + "\"to\": \(Self.json(keyPath.valueKind)), \"duration\": 1}]")
        let document = try fixture.load(json)
        let spec = try #require(document.animations.first)
        #expect(spec.property == keyPath)
        let layer = document.root.makeLayer().sublayers[0]
        let root = keyPath.property.name
        let model = try #require(layer.value(forKey: root))
        let from = try #require(layer.value(forKeyPath: key))
        layer.add(spec.animation(from: from), forKey: "k")
        let expected =
            keyPath.subPath.map {
                AnimationKeyPath.applying($0, value: spec.to.animatable, to: model, additive: false)
            } ?? spec.to.animatable
        #expect(layer.presentation(at: 1).value(forKey: root) == expected)
        #expect(layer.value(forKey: root) == model, "the model is unchanged")
    }
}
