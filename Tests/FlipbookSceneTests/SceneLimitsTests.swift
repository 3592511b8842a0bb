import Foundation
import Testing
import FlipbookRaster
@testable import FlipbookScene

/// Hostile scene files: numbers out of range, duplicate keys, and the size caps, each rejected
/// with the key path; and the largest accepted numbers in every field render without trapping.
@Suite struct SceneLimitsTests {
    let fixture = SceneFixture()

    /// Every numeric layer field, set to `v`.
    static func layerFields(_ v: String) -> [(String, String)] {
        [("position", "\"position\": [\(v), 1]"), ("bounds", "\"bounds\": [0, 0, \(v), 10]"),
         ("frame", "\"frame\": [\(v), 0, 10, 10]"), ("anchorPoint", "\"anchorPoint\": [0.5, \(v)]"),
         ("zPosition", "\"zPosition\": \(v)"), ("anchorPointZ", "\"anchorPointZ\": \(v)"),
         ("cornerRadius", "\"cornerRadius\": \(v)"), ("borderWidth", "\"borderWidth\": \(v)"),
         ("shadowOffset", "\"shadowOffset\": [\(v), 0]"), ("contentsScale", "\"contentsScale\": \(v)"),
         ("transform[0].translate[0]", "\"transform\": [{\"translate\": [\(v), 0]}]"),
         ("transform[0].scale[1]", "\"transform\": [{\"scale\": [1, \(v)]}]"),
         ("transform[0].rotate[0]", "\"transform\": [{\"rotate\": [\(v), 0, 0, 1]}]"),
         ("transform[0].m34", "\"transform\": [{\"m34\": \(v)}]"),
         ("sublayerTransform[0].matrix[15]",
          "\"sublayerTransform\": [{\"matrix\": [1,0,0,0, 0,1,0,0, 0,0,1,0, 0,0,0,\(v)]}]"),
         ("gradient.startPoint", "\"gradient\": {\"colors\": [\"#fff\", \"#000\"], \"startPoint\": [\(v), 0]}"),
         ("gradient.locations[1]", "\"gradient\": {\"colors\": [\"#fff\", \"#000\"], \"locations\": [0, \(v)]}"),
         ("text.fontSize", "\"text\": {\"string\": \"Hi\", \"fontSize\": \(v)}")]
    }

    @Test func numbersBeyondTheMagnitudeLimitAreRejectedWithTheirKeyPath() {
        for v in ["1e308", "-1e308", "1e8"] {
            for (key, json) in SceneLimitsTests.layerFields(v) {
                let message = fixture.message(sceneWithLayer(json)) ?? ""
                #expect(message.hasPrefix("root.sublayers[0].\(key)") && message.contains("is out of range (magnitude at most 1e7)"),
                        "\(key) = \(v): \(message)")
            }
        }
        // A number beyond Double's range is not a JSON number Foundation accepts.
        #expect(fixture.error(sceneWithLayer("\"opacity\": 1e400")) != nil)
        #expect(fixture.message(scene(top: "\"fps\": 1e308")) == "fps: number 1e+308 is out of range (magnitude at most 1e7)")
    }

    @Test func transformThatMultipliesBeyondRangeIsRejected() {
        let ops = Array(repeating: "{\"scale\": [1e7, 1e7]}", count: 30).joined(separator: ", ")
        let message = fixture.message(sceneWithLayer("\"transform\": [\(ops)]")) ?? ""
        #expect(message.hasPrefix("root.sublayers[0].transform: the transform's operations multiply to a matrix too large"),
                "\(message)")
    }

    @Test func largestAcceptedNumbersInEveryFieldRenderWithoutTrapping() throws {
        var rendered = 0
        for v in ["1e7", "-1e7", "1e-300"] {
            for (key, json) in SceneLimitsTests.layerFields(v) {
                let layer = "\"name\": \"x\", \"frame\": [2, 2, 10, 10], \"backgroundColor\": \"#f00\", "
                    + "\"shadowOpacity\": 0.5, \"shadowRadius\": 1000, \"borderColor\": \"#00f\", \(json)"
                let nested = "\"frame\": [0, 0, 20, 20], \(json), \"sublayers\": [{ \(layer) }]"
                let anim = "\"duration\": 1, \"animations\": [{\"layer\": \"x\", \"keyPath\": \"transform.scale\", "
                    + "\"from\": \(v.hasPrefix("-") ? "-1e7" : "1e7"), \"to\": 1e7, \"duration\": 1, "
                    + "\"timing\": {\"spring\": {\"mass\": 1e-300, \"stiffness\": 1e7, \"damping\": 0}}}]"
                // Some values are rejected for other reasons (a negative size, a font above 1000 pt).
                guard let doc = try? fixture.load(sceneWithLayer(nested, top: anim)) else { continue }
                rendered += 1
                let clip = SceneClip(document: doc)
                for t in [0.0, 0.5, 1.0] {
                    let b = Renderer().render(clip.renderTree(at: t))
                    #expect(b.width == 200 && b.height == 100, "\(key) = \(v)")
                }
            }
        }
        #expect(rendered >= 39, "only \(rendered) of the hostile scenes loaded")
    }

    @Test func duplicateKeyIsRejectedWithItsKeyPath() {
        #expect(fixture.message(sceneWithLayer("\"opacity\": 0.5, \"opacity\": 1"))
                == "root.sublayers[0].opacity: duplicate key; each key may appear only once in an object")
        #expect(fixture.message("{\"canvas\": {\"width\": 10, \"height\": 10}, \"root\": {}, \"canvas\": {}}")
                == "canvas: duplicate key; each key may appear only once in an object")
        // Escapes spell the same key; equal names in different objects are fine.
        #expect(fixture.message(sceneWithLayer("\"name\": \"a\", \"n\\u0061me\": \"b\""))?.hasPrefix("root.sublayers[0].name: duplicate key") == true)
        #expect(fixture.error(scene(root: "\"sublayers\": [{\"name\": \"a\"}, {\"name\": \"b\"}], \"name\": \"c\"")) == nil)
        #expect(JSONDuplicateKeys.first(in: Data("{\"a\": [{\"b\": {\"c\": 1, \"c\": 2}}]}".utf8)) == "a[0].b.c")
        #expect(JSONDuplicateKeys.first(in: Data("{\"a\": \"x\\\"y\", \"x\\\"y\": 1, \"b\": [1, \"a\"]}".utf8)) == nil)
    }

    @Test func tooManyLayersIsRejected() {
        let layers = Array(repeating: "{}", count: SceneLimits.maxLayers).joined(separator: ",")
        #expect(fixture.message(scene(root: "\"sublayers\": [\(layers)]"))
                == "root.sublayers[9999]: the scene has more than 10000 layers, the limit; simplify it")
        let fits = Array(repeating: "{}", count: SceneLimits.maxLayers - 1).joined(separator: ",")
        #expect(fixture.error(scene(root: "\"sublayers\": [\(fits)]")) == nil)
    }

    @Test func nestingDeeperThanTheLimitIsRejected() {
        var root = "{}"
        for _ in 0..<SceneLimits.maxDepth { root = "{\"sublayers\": [\(root)]}" }
        let json = "{\"canvas\": {\"width\": 10, \"height\": 10}, \"root\": \(root)}"
        #expect(fixture.message(json)?.contains("sublayers are nested more than 64 deep") == true)
    }

    @Test func tooManyAnimationsKeyframesColoursOrOperationsAreRejected() {
        let anims = Array(repeating: "{}", count: SceneLimits.maxAnimations + 1).joined(separator: ",")
        #expect(fixture.message(scene(top: "\"animations\": [\(anims)]"))
                == "animations: 100001 animations is more than the limit of 100000; split the scene or simplify it")
        let values = Array(repeating: "1", count: SceneLimits.maxKeyframes + 1).joined(separator: ",")
        #expect(fixture.message(sceneWithLayer("\"name\": \"a\"", top: "\"animations\": [{\"layer\": \"a\", \"keyPath\": \"opacity\", \"values\": [\(values)]}]"))
                == "animations[0].values: 10001 keyframe values is more than the limit of 10000; split the scene or simplify it")
        let colors = Array(repeating: "\"#fff\"", count: SceneLimits.maxGradientColors + 1).joined(separator: ",")
        #expect(fixture.message(sceneWithLayer("\"gradient\": {\"colors\": [\(colors)]}"))?
                .hasPrefix("root.sublayers[0].gradient.colors: 1001 colours is more than the limit of 1000") == true)
        let ops = Array(repeating: "{\"m34\": 0}", count: SceneLimits.maxTransformOperations + 1).joined(separator: ",")
        #expect(fixture.message(sceneWithLayer("\"transform\": [\(ops)]"))?
                .hasPrefix("root.sublayers[0].transform: 1001 transform operations is more than the limit of 1000") == true)
    }

    @Test func textLongerThanTheLimitIsRejectedQuickly() {
        let long = String(repeating: "a", count: 10_000_000)
        let start = threadCPUSeconds()
        #expect(fixture.message(sceneWithLayer("\"text\": {\"string\": \"\(long)\"}"))
                == "root.sublayers[0].text.string: the text is 10000000 characters long, more than the limit of 100000; "
                   + "split it into several text layers")
        #expect(threadCPUSeconds() - start < 10)
    }

    @Test func shadowRadiusAboveTheLimitIsRejected() {
        #expect(fixture.message(sceneWithLayer("\"shadowRadius\": 1001"))
                == "root.sublayers[0].shadowRadius: shadowRadius 1001 is above the limit of 1000 points")
        #expect(fixture.error(sceneWithLayer("\"shadowRadius\": 1000")) == nil)
    }
}
