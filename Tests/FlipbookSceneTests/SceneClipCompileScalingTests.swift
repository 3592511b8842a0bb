import Foundation
import Testing
import FlipbookGeometry
import FlipbookRaster
@testable import FlipbookScene

/// Compiling a scene's animations onto its layers grows linearly with their number.
@Suite struct SceneClipCompileScalingTests {
    /// `n` animations on 8 layers, cycling through whole properties, sub-paths and transforms,
    /// each layer's one after the other, every other one without `from` (so each resolves its
    /// start). Built directly: the loader's own checks are not what is measured here.
    func document(animations n: Int) -> SceneDocument {
        var root = LayerSpec(keyPath: "root")
        root.sublayers = (0..<8).map { i in
            var layer = LayerSpec(keyPath: "root.sublayers[\(i)]")
            layer.name = "l\(i)"
            layer.properties["bounds"] = .rect(Rect(x: 0, y: 0, width: 10, height: 10))
            return layer
        }
        let kinds: [(SceneKeyPath, SceneValue)] = [
            ("opacity", .number(0.5)), ("position.x", .number(3)), ("transform.rotation.y", .number(0.1)),
            ("position", .point(Point(x: 1, y: 2))), ("transform", .transform(Transform3D(rotationAngle: 0.2, x: 0, y: 0, z: 1))),
        ]
        let animations = (0..<n).map { k -> AnimationSpec in
            let (key, value) = kinds[k % kinds.count]
            return AnimationSpec(keyPath: "animations[\(k)]", layer: "l\(k % 8)", property: key,
                                 from: k % 2 == 0 ? value : nil, to: value, begin: Double(k) * 0.0005, duration: 0.002)
        }
        return SceneDocument(canvas: Canvas(width: 100, height: 50), fps: 30, duration: 1, root: root, animations: animations)
    }

    /// CPU seconds of the calling thread spent building the clip of `document`.
    func compileSeconds(_ document: SceneDocument) -> Double {
        func now() -> Double {
            var ts = timespec()
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
            return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
        }
        let t0 = now()
        let clip = SceneClip(document: document)
        let seconds = now() - t0
        #expect(clip.renderTree(at: 0.5).pixelWidth == 200)
        return seconds
    }

    @Test func fourTimesTheAnimationsCostAboutFourTimesTheTime() throws {
        let small = document(animations: 10_000), large = document(animations: 40_000)
        // Best of 3 against scheduling noise; linear is 4×, quadratic would be 16×.
        let t10k = (0..<3).map { _ in compileSeconds(small) }.min()!
        let t40k = (0..<3).map { _ in compileSeconds(large) }.min()!
        print("SceneClip with 10k animations: \(t10k) s, 40k: \(t40k) s, ratio \(t40k / t10k)")
        #expect(t40k / t10k < 8)
    }
}
