import FlipbookSwiftTesting
import Testing

@Suite struct DownscaleTests {
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
