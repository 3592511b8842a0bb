import FlipbookGeometry
import FlipbookKit
import FlipbookKitTesting
import FlipbookLayers
import FlipbookSwiftTesting
import Testing

/// `slidingBadge()` as a clip of its own (no Kit): a 48 × 24 pt canvas at 2×, one second long.
final class BadgeClip: Clip {
    let root = slidingBadge()
    var fps: Double { 30 }
    var duration: Double { 1 }
    var pixelWidth: Int { 96 }
    var pixelHeight: Int { 48 }
    private(set) var times: [Double] = []

    func renderTree(at time: Double) -> RenderTree {
        times.append(time)
        return root.renderTree(at: time, canvasSize: Size(width: 48, height: 24), scale: 2, background: .white)
    }
}

/// `ClipScript`: the golden-image core's strategies over any `Clip`, made afresh per snapshot.
@Suite struct ClipSnapshotTests {
    @Test func aClipFilmstripIsTheLayerFilmstrip() throws {
        let clip = ClipScript { BadgeClip() }
        let strip = try Snapshotting<ClipScript>.filmstrip(times: [0, 0.5, 1], downscale: 2).snapshot(clip)
        let layers = try Snapshotting<Layer>.filmstrip(
            times: [0, 0.5, 1], size: Size(width: 48, height: 24),
            scale: 2, downscale: 2
        ).snapshot(slidingBadge())
        #expect(strip == layers)
        let middle = try Snapshotting<ClipScript>.image(at: 0.5, downscale: 2).snapshot(clip)
        #expect(
            middle
                == (try Snapshotting<Layer>.image(at: 0.5, size: Size(width: 48, height: 24), scale: 2, downscale: 2)
                    .snapshot(slidingBadge())))
    }

    @Test func everySnapshotMakesAFreshClipAndAsksForTimesInOrder() throws {
        var made: [BadgeClip] = []
        let clip = ClipScript {
            let badge = BadgeClip()
            made.append(badge)
            return badge
        }
        _ = try clip.frames(at: [0, 0.25, 0.75])
        _ = try clip.frames(at: [0.5])
        #expect(made.count == 2)
        #expect(made.map(\.times) == [[0, 0.25, 0.75], [0.5]])
    }

    @Test func aKitApplicationIsAClipToo() throws {
        // The same scene through the Kit-free strategy (at the application's own scale) and
        // through Kit's ApplicationScript: the same pixels.
        let asClip = ClipScript {
            let app = slidingCard.build()
            app.scale = 1
            return app
        }
        let viaClip = try Snapshotting<ClipScript>.filmstrip(times: [0.1, 0.4, 0.7]).snapshot(asClip)
        let viaKit = try Snapshotting<ApplicationScript>.filmstrip(times: [0.1, 0.4, 0.7], scale: 1).snapshot(slidingCard)
        #expect(viaClip == viaKit)
    }

    @Test func timesMustIncreaseAndDownscaleBeAFactor() {
        let clip = ClipScript { BadgeClip() }
        #expect(throws: SnapshotConfigurationError.self) { try clip.frames(at: [0.5, 0.2]) }
        #expect(throws: SnapshotConfigurationError.self) { try clip.frames(at: []) }
        #expect(throws: SnapshotConfigurationError.self) {
            try Snapshotting<ClipScript>.image(at: 0, downscale: 0).snapshot(clip)
        }
    }
}
