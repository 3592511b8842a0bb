import FlipbookXCTesting
import XCTest

final class XCTestFrontEndTests: XCTestCase {
    func testBitmapMatchesItsGolden() {
        var bitmap = Bitmap(width: 6, height: 6, fill: Pixel(r: 0, g: 0, b: 0, a: 0))
        for i in 0 ..< 6 { bitmap[i, i] = Pixel(r: 0, g: 128, b: 0, a: 128) }
        assertSnapshot(of: bitmap, suite: "XCTestFrontEndTests")
    }
}
