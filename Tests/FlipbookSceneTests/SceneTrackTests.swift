import Foundation
import Testing
import FlipbookAnimation
import FlipbookGeometry
import FlipbookRaster
@testable import FlipbookScene

@Suite struct SceneTrackTests {
    let fixture = SceneFixture()

    /// A scene with layer "a" (with `layerKeys`) and the given animations.
    func evaluator(_ animations: String, layer layerKeys: String = "") throws -> SceneValues {
        let keys = layerKeys.isEmpty ? "\"name\": \"a\"" : "\"name\": \"a\", " + layerKeys
        return SceneValues(SceneClip(document: try fixture.load(sceneWithLayer(keys, top: "\"animations\": [\(animations)]"))))
    }

    func number(_ v: AnimatableValue?) -> Double? {
        if case .number(let d)? = v { return d }
        return nil
    }

    @Test func basicAnimationInterpolatesWithItsCurve() throws {
        let e = try evaluator("{\"layer\": \"a\", \"keyPath\": \"opacity\", \"from\": 0, \"to\": 1, \"begin\": 1, \"duration\": 2, \"timing\": \"easeIn\"}")
        #expect(number(e.values(at: 0)["a"]?["opacity"]) == 0)
        #expect(abs(number(e.values(at: 2)["a"]?["opacity"])! - TimingFunction.easeIn.progress(at: 0.5)) < 1e-12)
        #expect(number(e.values(at: 3)["a"]?["opacity"]) == 1)
        #expect(number(e.values(at: 50)["a"]?["opacity"]) == 1)
    }

    @Test func fromDefaultsToTheModelValue() throws {
        let e = try evaluator("{\"layer\": \"a\", \"keyPath\": \"opacity\", \"to\": 0, \"duration\": 1}", layer: "\"opacity\": 0.8")
        #expect(abs(number(e.values(at: 0.5)["a"]?["opacity"])! - 0.4) < 1e-12)
        // Before the begin the key is left alone: the model value.
        #expect(e.values(at: -1)["a"] == ["opacity": .number(0.8)])
    }

    @Test func aLaterAnimationStartsFromTheEarliersTo() throws {
        let e = try evaluator("""
            {"layer": "a", "keyPath": "position.x", "from": 0, "to": 100, "duration": 1},
            {"layer": "a", "keyPath": "position.x", "to": 50, "begin": 2, "duration": 1}
            """, layer: "\"position\": [7, 9]")
        #expect(e.values(at: 1.5)["a"]?["position"] == .point(Point(x: 100, y: 9)))
        #expect(e.values(at: 2.5)["a"]?["position"] == .point(Point(x: 75, y: 9)))
        #expect(e.values(at: 3)["a"]?["position"] == .point(Point(x: 50, y: 9)))
    }

    @Test func autoreverseAndRepeatFollowMediaTimingThenHoldTo() throws {
        let e = try evaluator("{\"layer\": \"a\", \"keyPath\": \"cornerRadius\", \"from\": 0, \"to\": 10, \"duration\": 1, \"autoreverses\": true, \"repeatCount\": 2}")
        #expect(abs(number(e.values(at: 0.25)["a"]?["cornerRadius"])! - 2.5) < 1e-9)
        #expect(abs(number(e.values(at: 1.25)["a"]?["cornerRadius"])! - 7.5) < 1e-9)
        #expect(abs(number(e.values(at: 2.5)["a"]?["cornerRadius"])! - 5) < 1e-9)
        #expect(number(e.values(at: 4)["a"]?["cornerRadius"]) == 10)
    }

    @Test func keyframesUseTheirKeyTimes() throws {
        let e = try evaluator("{\"layer\": \"a\", \"keyPath\": \"zPosition\", \"values\": [0, 10, 0], \"keyTimes\": [0, 0.25, 1], \"begin\": 1, \"duration\": 1}")
        #expect(number(e.values(at: 0)["a"]?["zPosition"]) == 0)
        #expect(abs(number(e.values(at: 1.25)["a"]?["zPosition"])! - 10) < 1e-9)
        #expect(abs(number(e.values(at: 1.625)["a"]?["zPosition"])! - 5) < 1e-9)
    }

    @Test func uikitSpringOvershootsLikeTheSegueDemo() throws {
        // FlipbookDemos article “Conventions shared by the demos”: ζ = 0.5, T = 0.5 s peaks at
        // 1.163 near 0.143 s.
        let e = try evaluator("""
            {"layer": "a", "keyPath": "position.y", "from": 0, "to": 1, "duration": 0.5,
             "timing": {"spring": {"damping": 0.5, "velocity": 0}}}
            """)
        guard case .point(let p)? = e.values(at: 0.15)["a"]?["position"] else { Issue.record("no position"); return }
        #expect(abs(p.y - 1.16) < 0.01)
        #expect(e.values(at: 0.5)["a"]?["position"] == .point(Point(x: 0, y: 1)))
    }

    @Test func transformSubPathsComposeOnTheModelTransform() throws {
        let e = try evaluator("{\"layer\": \"a\", \"keyPath\": \"transform.rotation.y\", \"to\": -1.5707963267948966, \"duration\": 0.8}",
                              layer: "\"transform\": [{\"m34\": -0.002}]")
        var expected = Transform3D.identity
        expected.m34 = -0.002
        #expect(e.values(at: 0.8)["a"]?["transform"] == .transform(expected.rotated(by: -.pi / 2, x: 0, y: 1, z: 0)))
        #expect(e.values(at: 0)["a"]?["transform"] == .transform(expected.rotated(by: 0, x: 0, y: 1, z: 0)))
    }

    @Test func pageFlipReachesEdgeOnAtTheEnd() throws {
        let doc = try SceneLoader(imageLoader: { _ in Image(Bitmap(width: 2, height: 3)) })
            .load(path: ExampleSceneTests.examples.appendingPathComponent("page-flip.json").path)
        let e = SceneValues(SceneClip(document: doc))
        #expect(Set(e.animatedLayers) == ["first", "shadow"])
        let end = e.values(at: 0.8)
        #expect(end["first"]?["transform"] == .transform(Transform3D(rotationAngle: -1.5707963267948966, x: 0, y: 1, z: 0)))
        #expect(end["shadow"]?["opacity"] == .number(1))
        // Shadow alpha equals the page-turn progress (FlipbookDemos article “Flip, frame by
        // frame”): both follow easeOut.
        let q = TimingFunction.easeOut.progress(at: 0.25)
        #expect(abs(number(e.values(at: 0.2)["shadow"]?["opacity"])! - q) < 1e-12)
    }

    @Test func coloursAndOffsetsTravelAsFlipbookAnimationExpects() throws {
        let e = try evaluator("""
            {"layer": "a", "keyPath": "backgroundColor", "to": "#FFFFFF", "duration": 1},
            {"layer": "a", "keyPath": "shadowOffset", "from": [0, 0], "to": [4, 8], "duration": 1}
            """)
        #expect(e.values(at: 0.5)["a"]?["backgroundColor"] == .vector([0.5, 0.5, 0.5, 0.5]))
        #expect(e.values(at: 0.5)["a"]?["shadowOffset"] == .size(Size(width: 2, height: 4)))
    }
}
