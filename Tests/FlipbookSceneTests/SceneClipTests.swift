import Foundation
import Testing
import FlipbookGeometry
import FlipbookLayers
import FlipbookRaster
@testable import FlipbookScene

@Suite struct SceneClipTests {
    let fixture = SceneFixture()

    func clip(_ json: String) throws -> SceneClip {
        SceneClip(document: try fixture.load(json))
    }

    @Test func framesDependOnTheTimeAloneWhateverTheOrder() throws {
        let c = try clip(sceneWithLayer("\"name\": \"a\", \"bounds\": [0, 0, 10, 10], \"backgroundColor\": \"#F00\"",
                                        top: "\"duration\": 1, \"animations\": [{\"layer\": \"a\", \"keyPath\": \"position.x\", \"to\": 80, \"duration\": 1}, {\"layer\": \"a\", \"keyPath\": \"opacity\", \"from\": 0.5, \"to\": 1, \"begin\": 0.5, \"duration\": 0.5}]"))
        let forwards = [0.0, 0.25, 0.5, 0.75, 1].map(c.renderTree(at:))
        let backwards = [1.0, 0.75, 0.5, 0.25, 0].map(c.renderTree(at:)).reversed()
        #expect(forwards == Array(backwards))
        #expect(forwards[0] != forwards[2])
    }

    @Test func layersKeepTheirTypeAndProperties() throws {
        let c = try clip(scene(root: """
            "sublayers": [
              {"name": "g", "frame": [0, 0, 10, 10], "gradient": {"type": "conic", "colors": ["#000", "#FFF"]}},
              {"name": "t", "frame": [0, 0, 50, 20], "text": {"string": "Hi", "fontSize": 12, "alignment": "center"}},
              {"name": "p", "frame": [0, 0, 10, 10], "contentsGravity": "topLeft", "contentsScale": 2,
               "cornerRadius": 3, "masksToBounds": true, "shadowOffset": [1, 2]}]
            """))
        let layers = c.root.sublayers
        #expect((layers[0] as? GradientLayer)?.type == .conic)
        #expect((layers[0] as? GradientLayer)?.colors == [.black, .white])
        #expect((layers[1] as? TextLayer)?.string == "Hi" && (layers[1] as? TextLayer)?.alignmentMode == .center)
        #expect(layers[2].contentsGravity == .topLeft && layers[2].contentsScale == 2)
        #expect(layers[2].cornerRadius == 3 && layers[2].masksToBounds && layers[2].shadowOffset == Size(width: 1, height: 2))
        #expect(layers[2].frame == Rect(x: 0, y: 0, width: 10, height: 10))
    }

    @Test func pageFlipIsEdgeOnAtTheEnd() throws {
        let c = SceneClip(document: try SceneLoader().load(path: ExampleSceneTests.examples.appendingPathComponent("page-flip.json").path))
        #expect(c.pixelWidth == 750 && c.pixelHeight == 1334 && c.fps == 30 && c.duration == 0.8)
        var first = c.root.presentation(at: 0.8).sublayers[1]
        #expect(first.transform == Transform3D(rotationAngle: -1.5707963267948966, x: 0, y: 1, z: 0))
        #expect(first.sublayers[2].opacity == 1)
        first = c.root.presentation(at: -1).sublayers[1]
        #expect(first.transform == .identity && first.sublayers[2].opacity == 0)
    }
}
