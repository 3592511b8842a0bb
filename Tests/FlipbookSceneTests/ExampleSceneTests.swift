import Foundation
import Testing
import FlipbookGeometry
import FlipbookRaster
@testable import FlipbookScene

/// The shipped examples must always load.
@Suite struct ExampleSceneTests {
    static let examples = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("examples")

    @Test func pageFlipFollowsTheFlipDemo() throws {
        let doc = try SceneLoader().load(path: Self.examples.appendingPathComponent("page-flip.json").path)
        #expect(doc.canvas.pixelWidth == 750 && doc.duration == 0.8)
        // The demos' stand-in pictures from assets/, decoded by the PNG codec.
        #expect(doc.root.sublayers[1].sublayers[0].contents?.width == 883)
        #expect(doc.root[property: \.sublayerTransform]?.m34 == -0.002)
        let first = doc.root.sublayers[1]
        #expect(first[property: \.anchorPoint] == Point(x: 0, y: 0.5) && first[property: \.position] == Point(x: 0, y: 333.5))
        #expect(doc.animations.map(\.timing) == [.easeOut, .easeOut])
        #expect(doc.animations[0].to == .transform(Transform3D(rotationAngle: -.pi / 2, x: 0, y: 1, z: 0)))
    }

    @Test func helloLoads() throws {
        let doc = try SceneLoader().load(path: Self.examples.appendingPathComponent("hello.json").path)
        #expect(doc.animations.count == 3)
    }
}
