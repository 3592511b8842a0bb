import Foundation
import Testing
import FlipbookLayers
import FlipbookRaster
@testable import FlipbookScene

/// `allowsEdgeAntialiasing` and `edgeAntialiasingMask` on a layer, and the file's top-level
/// `allowsEdgeAntialiasing`, the default of every layer (false, as iOS without
/// `UIViewEdgeAntialiasing`).
@Suite struct SceneEdgeAntialiasingTests {
    let fixture = SceneFixture()

    func layers(_ json: String) throws -> [Layer] {
        let root = SceneClip(document: try fixture.load(json)).root
        return [root] + root.sublayers
    }

    @Test func layersDoNotAntialiasTheirEdgesByDefault() throws {
        let all = try layers(sceneWithLayer("\"name\": \"a\""))
        #expect(all.allSatisfy { !$0.allowsEdgeAntialiasing && $0.edgeAntialiasingMask == .all })
        #expect(all.allSatisfy { $0.antialiasedEdges == [] })
    }

    @Test func aLayerKeyAndAMaskOfEdgeNamesAreRead() throws {
        let sub = try layers(
            sceneWithLayer("\"allowsEdgeAntialiasing\": true, \"edgeAntialiasingMask\": [\"minX\", \"maxY\"]"))[1]
        #expect(sub.allowsEdgeAntialiasing && sub.edgeAntialiasingMask == [.minX, .maxY])
        #expect(sub.renderNode(placement: .identity, scale: 2)?.antialiasedEdges == [.minX, .maxY])
    }

    @Test func theTopLevelKeyIsEveryLayersDefaultAndALayerKeyWins() throws {
        let all = try layers(
            sceneWithLayer("\"allowsEdgeAntialiasing\": false", top: "\"allowsEdgeAntialiasing\": true"))
        #expect(all[0].allowsEdgeAntialiasing && !all[1].allowsEdgeAntialiasing)
        #expect(try fixture.load(scene(top: "\"allowsEdgeAntialiasing\": true")).allowsEdgeAntialiasing)
    }

    @Test func anUnknownEdgeNameIsAnError() throws {
        #expect(throws: (any Error).self) {
            try fixture.load(sceneWithLayer("\"edgeAntialiasingMask\": [\"left\"]"))
        }
        #expect(throws: (any Error).self) {
            try fixture.load(sceneWithLayer("\"allowsEdgeAntialiasing\": 1"))
        }
    }
}
