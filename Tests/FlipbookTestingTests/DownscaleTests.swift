import FlipbookSwiftTesting
import Testing

@Suite struct DownscaleTests {
    @Test func averagesPremultipliedBlocksWithRounding() {
        var bitmap = Bitmap(width: 4, height: 2)
        bitmap[0, 0] = Pixel(r: 255, g: 0, b: 0, a: 255)
        bitmap[1, 1] = Pixel(r: 0, g: 0, b: 100, a: 100)
        bitmap[2, 0] = Pixel(r: 1, g: 1, b: 1, a: 1)
        bitmap[3, 0] = Pixel(r: 1, g: 1, b: 1, a: 1)
        let small = bitmap.downscaled(by: 2)
        #expect(small.width == 2 && small.height == 1)
        #expect(small[0, 0] == Pixel(r: 64, g: 0, b: 25, a: 89))   // (255+2)/4, (100+2)/4, (355+2)/4
        #expect(small[1, 0] == Pixel(r: 1, g: 1, b: 1, a: 1))      // 2/4 rounds half up
    }

    @Test func raggedEdgesAverageThePixelsTheyHave() {
        let bitmap = Bitmap(width: 5, height: 3, fill: Pixel(r: 10, g: 20, b: 30, a: 255))
        let small = bitmap.downscaled(by: 2)
        #expect(small.width == 3 && small.height == 2)
        #expect(small[2, 1] == Pixel(r: 10, g: 20, b: 30, a: 255))
        #expect(bitmap.downscaled(by: 1) == bitmap)
    }

    @Test func factorBelowOneFailsTheAssertion() {
        #expect(throws: SnapshotConfigurationError.self) { try Snapshotting.image(downscale: 0).snapshot(Bitmap(width: 1, height: 1)) }
        #expect(throws: SnapshotConfigurationError.self) {
            try Snapshotting<Void>.filmstrip(times: [0], downscale: -1) { _, _ in Bitmap(width: 1, height: 1) }.snapshot(())
        }
    }

    @Test func filmstripDownscalesFramesButNotLabels() throws {
        let strip = try Snapshotting<Void>.filmstrip(times: [0], downscale: 4) { _, _ in
            Bitmap(width: 200, height: 8, fill: Pixel(r: 0, g: 0, b: 0, a: 255))
        }.snapshot(())
        #expect(strip.width == 50 && strip.height == 2 + Filmstrip.labelHeight)
    }
}
