import FlipbookSwiftTesting
import Foundation
import Testing

/// A 24 × 16 frame with a blue square sliding right as `time` goes from 0 to 1.
func slidingSquare(_ unused: Void, at time: Double) -> Bitmap {
    var frame = Bitmap(width: 24, height: 16, fill: Pixel(r: 255, g: 255, b: 255, a: 255))
    let left = Int((time * 16).rounded())
    for y in 4 ..< 12 {
        for x in left ..< left + 8 { frame[x, y] = Pixel(r: 20, g: 60, b: 220, a: 255) }
    }
    return frame
}

@Suite struct FilmstripTests {
    @Test func framesSitSideBySideAboveALabelBand() {
        let a = Bitmap(width: 10, height: 6, fill: Pixel(r: 255, g: 0, b: 0, a: 255))
        let b = Bitmap(width: 7, height: 9, fill: Pixel(r: 0, g: 255, b: 0, a: 255))
        let strip = Filmstrip.compose([(0, a), (0.5, b)])
        #expect(strip.width == (BitmapFont.width(of: "t=0s", scale: 2) + 4) + Filmstrip.gap + (BitmapFont.width(of: "t=0.5s", scale: 2) + 4))
        #expect(strip.height == 9 + Filmstrip.labelHeight)
        #expect(strip[9, 5] == a[9, 5] && strip[34 + Filmstrip.gap, 8] == b[0, 0])
        #expect(strip[10, 0] == .clear && strip[34, 0] == .clear && strip[3, 7] == .clear, "gaps and the space under short frames stay transparent")
    }

    @Test func labelsShowTrimmedSeconds() {
        #expect(Filmstrip.label(for: 0) == "t=0s")
        #expect(Filmstrip.label(for: 0.25) == "t=0.25s")
        #expect(Filmstrip.label(for: 1.0 / 3) == "t=0.333s")
        #expect(BitmapFont.width(of: "t=0s", scale: 2) == (4 * 4 - 1) * 2)
    }

    @Test func slidingSquareAtThreeTimes() {
        assertSnapshot(of: (), as: .filmstrip(times: [0, 0.5, 1], frame: slidingSquare))
    }

    @Test func failingAssertionRecordsAnIssue() throws {
        let scratch = NSTemporaryDirectory() + "flipbook-frontend-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        withKnownIssue {
            assertSnapshot(of: Bitmap(width: 2, height: 2), named: "neverRecorded",
                           environment: SnapshotEnvironment(["CI": "true", "FLIPBOOK_ARTIFACTS": scratch]))
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("record mode is never") }
        }
    }
}
