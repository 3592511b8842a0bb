import FlipbookGeometry
import FlipbookKit
import FlipbookLayers
import FlipbookXCTesting
import XCTest

final class XCTestFrontEndTests: XCTestCase {
    func testBitmapMatchesItsGolden() {
        var bitmap = Bitmap(width: 6, height: 6, fill: Pixel(r: 0, g: 0, b: 0, a: 0))
        for i in 0 ..< 6 { bitmap[i, i] = Pixel(r: 0, g: 128, b: 0, a: 128) }
        assertSnapshot(of: bitmap, suite: "XCTestFrontEndTests")
    }

    func testLayerTreeAtOneMoment() {
        assertSnapshot(of: slidingBadge(), as: .image(at: 0.25, size: Size(width: 48, height: 24), scale: 2, downscale: 2),
                       suite: "XCTestFrontEndTests")
    }

    func testScriptedSceneAsAFilmstrip() {
        assertSnapshot(of: slidingCard, as: .filmstrip(times: [0.1, 0.4, 0.7], scale: 1, downscale: 2),
                       suite: "XCTestFrontEndTests")
    }
}
