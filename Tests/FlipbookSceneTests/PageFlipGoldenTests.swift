import Foundation
import Testing
import FlipbookSwiftTesting
@testable import FlipbookScene

/// The golden of the shipped page-flip example (issue 3): its frames at 0, 25, 50, 75 and
/// 100 % of the 0.8 s clip, rendered at scale 1 (375×667 px) and shrunk to a third (125×222 px), side by side.
@Suite struct PageFlipGoldenTests {
    @Test func pageFlipFilmstrip() throws {
        let path = ExampleSceneTests.examples.appendingPathComponent("page-flip.json").path
        let doc = try SceneLoader(scaleOverride: 1).load(path: path)
        let times = [0, 0.25, 0.5, 0.75, 1].map { $0 * doc.duration }
        assertSnapshot(of: SceneClip(document: doc), as: .filmstrip(times: times, downscale: 3) { clip, time in
            Renderer().render(clip.renderTree(at: time))
        })
    }
}
