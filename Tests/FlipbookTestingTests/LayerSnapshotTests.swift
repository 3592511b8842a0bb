import FlipbookAnimation
import FlipbookGeometry
import FlipbookLayers
import FlipbookSwiftTesting
import Foundation
import Testing

/// A 48 × 24 pt white canvas with a rounded square sliding right and turning from blue to
/// orange over one second (linear), inside a grey track.
func slidingBadge() -> Layer {
    let track = Layer()
    track.frame = Rect(x: 4, y: 4, width: 40, height: 16)
    track.backgroundColor = Color(white: 0.85)
    track.cornerRadius = 8
    let knob = Layer()
    knob.frame = Rect(x: 0, y: 0, width: 16, height: 16)
    knob.cornerRadius = 8
    knob.backgroundColor = Color(red: 0.1, green: 0.4, blue: 0.9)
    knob.add(BasicAnimation(keyPath: "position.x", from: .number(8), to: .number(32),
                            timing: MediaTiming(duration: 1, fillMode: .both)), forKey: "slide")
    knob.add(BasicAnimation(keyPath: "backgroundColor", to: Color(red: 1, green: 0.55, blue: 0).animatableValue,
                            timing: MediaTiming(duration: 1, fillMode: .both)), forKey: "tint")
    track.addSublayer(knob)
    return track
}

@Suite struct LayerSnapshotTests {
    @Test func animatedLayerTreeAtThreeTimes() {
        // Rendered at 2× and box-filtered to 1×: smooth edges, a golden of a few hundred bytes.
        assertSnapshot(of: slidingBadge(), as: .filmstrip(times: [0, 0.5, 1], size: Size(width: 48, height: 24),
                                                          scale: 2, downscale: 2))
    }

    @Test func oneMomentMatchesTheFilmstripsMiddleFrame() throws {
        let strategy = Snapshotting<Layer>.image(at: 0.5, size: Size(width: 48, height: 24), scale: 2, downscale: 2)
        let frame = try strategy.snapshot(slidingBadge())
        #expect(frame.width == 48 && frame.height == 24)
        let strip = try Snapshotting<Layer>.filmstrip(times: [0, 0.5, 1], size: Size(width: 48, height: 24),
                                                      scale: 2, downscale: 2).snapshot(slidingBadge())
        let column = max(48, BitmapFont.width(of: "t=0s", scale: Filmstrip.labelScale) + 4) + Filmstrip.gap
        for y in 0 ..< 24 {
            for x in 0 ..< 48 { #expect(strip[column + x, y] == frame[x, y]) }
        }
        // Mid-slide the knob's centre is at x = 4 + 20 = 24 pt, half-way from blue to orange.
        let centre = frame[24, 12]
        #expect(centre.a == 255 && centre.r > 120 && centre.r < 150 && centre.b > 100 && centre.b < 130)
    }

    @Test func backgroundAndScaleAreHonoured() throws {
        let layer = Layer()
        layer.frame = Rect(x: 0, y: 0, width: 2, height: 2)
        let strategy = Snapshotting<Layer>.image(size: Size(width: 3, height: 2), scale: 2, background: .clear)
        let bitmap = try strategy.snapshot(layer)
        #expect(bitmap.width == 6 && bitmap.height == 4 && bitmap[5, 3] == .clear)
    }

    @Test func emptyTimesFailWithAMessage() throws {
        let scratch = NSTemporaryDirectory() + "flipbook-layer-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let message = SnapshotVerifier.verify(
            slidingBadge(), as: .filmstrip(times: [], size: Size(width: 4, height: 4)),
            environment: SnapshotEnvironment(["FLIPBOOK_ARTIFACTS": scratch]),
            filePath: scratch + "/Tests/X.swift", function: "empty()")
        #expect(message?.contains("needs at least one time") == true)
        #expect(!FileManager.default.fileExists(atPath: scratch + "/Tests/__Goldens__"), "nothing is recorded")
    }
}
