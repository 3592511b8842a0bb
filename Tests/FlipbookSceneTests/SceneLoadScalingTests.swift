import Foundation
import Testing
@testable import FlipbookScene

/// Loading (parse, validate, compile the clip) grows linearly with the number of
/// animations, whether they share one layer or spread over many.
@Suite(.serialized) struct SceneLoadScalingTests {
    /// `count` back-to-back opacity animations (half without `from`) over `layers` layers.
    static func json(animations count: Int, layers: Int) -> String {
        let layerList = (0..<layers).map { "{\"name\": \"l\($0)\", \"frame\": [0, 0, 10, 10]}" }.joined(separator: ",")
        let perLayer = (count + layers - 1) / layers
        let anims = (0..<count).map { i -> String in
            let slot = i / layers
            let from = i % 2 == 0 ? "\"from\": 0.5, " : ""
            return "{\"layer\": \"l\(i % layers)\", \"keyPath\": \"opacity\", \(from)\"to\": \(Double(slot % 10) / 10), "
                + "\"begin\": \(slot), \"duration\": 1}"
        }.joined(separator: ",\n")
        return "{\"canvas\": {\"width\": 20, \"height\": 20}, \"duration\": \(perLayer), "
            + "\"root\": {\"sublayers\": [\(layerList)]}, \"animations\": [\(anims)]}"
    }

    /// CPU seconds to load `json` and evaluate one frame.
    static func loadTime(_ json: String) throws -> Double {
        let data = Data(json.utf8)
        let start = threadCPUSeconds()
        let doc = try SceneLoader().load(data: data, path: "scale.json", baseDirectory: URL(fileURLWithPath: "/tmp"))
        _ = SceneClip(document: doc).renderTree(at: 3.5)
        return (threadCPUSeconds() - start)
    }

    @Test(arguments: [1, 100])
    func loadingAnimationsIsLinear(layers: Int) throws {
        let smallJSON = SceneLoadScalingTests.json(animations: 10_000, layers: layers)
        let largeJSON = SceneLoadScalingTests.json(animations: 40_000, layers: layers)
        // The faster of two runs each: allocation and cache effects vary between runs.
        let small = min(try SceneLoadScalingTests.loadTime(smallJSON), try SceneLoadScalingTests.loadTime(smallJSON))
        let large = min(try SceneLoadScalingTests.loadTime(largeJSON), try SceneLoadScalingTests.loadTime(largeJSON))
        // Linear (with a log factor) gives about 4×; the quadratic step gave 16×.
        #expect(large < 8 * small + 0.5, "10k: \(small) s, 40k: \(large) s")
    }

    @Test func twentyThousandAnimationsLoadWithinAGenerousBound() throws {
        // Debug build on a shared machine: the bound only catches a return of the quadratic step
        // (which took minutes here); release loads 20 000 animations in a fraction of a second.
        let t = try SceneLoadScalingTests.loadTime(SceneLoadScalingTests.json(animations: 20_000, layers: 20))
        #expect(t < 15, "\(t) s")
    }
}

/// CPU seconds used by the calling thread: unlike the wall clock, not inflated when other tests
/// or processes share the cores.
func threadCPUSeconds() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
}
