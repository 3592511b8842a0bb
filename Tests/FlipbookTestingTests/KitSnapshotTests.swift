import FlipbookGeometry
import FlipbookKit
import FlipbookKitTesting
import FlipbookSwiftTesting
import Foundation
import Testing

/// An 80 × 40 pt screen without a status bar: a green card slides from the left edge to the
/// right in `View.animate` (ease-in-ease-out, 0.6 s) starting at 0.1 s, and fades to 50 %.
var slidingCard: ApplicationScript {
    ApplicationScript {
        let app = Application(screenSize: Size(width: 80, height: 40), statusBar: nil)
        let card = View(frame: Rect(x: 4, y: 8, width: 24, height: 24))
        card.backgroundColor = Color(red: 0.2, green: 0.7, blue: 0.3)
        card.layer.cornerRadius = 6
        app.window.backgroundColor = .white
        app.window.addSubview(card)
        app.schedule(at: 0.1) {
            View.animate(withDuration: 0.6) {
                card.center = Point(x: 60, y: 20)
                card.alpha = 0.5
            }
        }
        return app
    }
}

@Suite struct KitSnapshotTests {
    @Test func viewSlidingWithAnAnimationBlock() {
        // The example shape: 1× rendering, halved for the golden (40 × 20 px frames).
        assertSnapshot(of: slidingCard, as: .filmstrip(times: [0.1, 0.4, 0.7], scale: 1, downscale: 2))
    }

    @Test func everySnapshotBuildsAFreshScene() throws {
        let strategy = Snapshotting<ApplicationScript>.image(at: 0.7, scale: 1)
        let first = try strategy.snapshot(slidingCard), second = try strategy.snapshot(slidingCard)
        #expect(first == second)
        #expect(first.width == 80 && first.height == 40)
        let start = try Snapshotting<ApplicationScript>.image(at: 0, scale: 1).snapshot(slidingCard)
        #expect(start[16, 20] == Pixel(r: 51, g: 179, b: 77, a: 255), "the card at its start, opaque")
        #expect(first[16, 20] == Pixel(r: 255, g: 255, b: 255, a: 255), "the card has left its start")
        #expect(first[60, 20] == Pixel(r: 153, g: 217, b: 166, a: 255), "half-transparent green over white")
    }

    @Test func scenesRenderedFromParallelThreadsDoNotInterfere() throws {
        let strategy = Snapshotting<ApplicationScript>.filmstrip(times: [0.1, 0.2, 0.3, 0.4], scale: 0.25)
        let expected = try strategy.snapshot(slidingCard)
        let results = ResultBox()
        DispatchQueue.concurrentPerform(iterations: 200) { _ in
            let strategy = Snapshotting<ApplicationScript>.filmstrip(times: [0.1, 0.2, 0.3, 0.4], scale: 0.25)
            results.append(try? strategy.snapshot(slidingCard))
        }
        #expect(results.values.count == 200 && results.values.allSatisfy { $0 == expected })
    }

    @Test func timesMustIncrease() {
        #expect(throws: SnapshotConfigurationError.self) {
            try Snapshotting<ApplicationScript>.filmstrip(times: [0.5, 0.2]).snapshot(slidingCard)
        }
        #expect(throws: SnapshotConfigurationError.self) {
            try slidingCard.frames(at: [], scale: 1)
        }
    }
}

/// Bitmaps collected from several threads.
final class ResultBox: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [Bitmap?] = []
    var values: [Bitmap?] { lock.withLock { stored } }
    func append(_ bitmap: Bitmap?) { lock.withLock { stored.append(bitmap) } }
}
