import FlipbookKit
import FlipbookSwiftTesting
import Testing
@testable import FlipbookDemos

extension DemoTests {
    /// Goldens: every variant at 0, 25, 50, 75 and 100 % of its transition, rendered at scale 0.25
    /// (94 × 167 px per frame) so that the PNGs stay small (~80 KB) and the suite fast. Labels are
    /// render times (seconds after the first frame).
    @Suite struct DemoFilmstripTests {
        /// Transition fractions of the filmstrip frames.
        static let fractions = [0, 0.25, 0.5, 0.75, 1.0]

        @Test(arguments: DemoCatalog.names)
        func filmstrip(of name: String) throws {
            let demo = try #require(DemoCatalog.variant(named: name))
            let times = Self.fractions.map { demo.transitionStart + $0 * demo.transitionDuration }
            let app = demo.makeApplication()
            assertSnapshot(of: app, as: .filmstrip(times: times) { app, time in
                Renderer().render(app.renderTree(at: demo.origin + time, scale: 0.25))
            }, named: name, tolerance: Tolerance(maxChannelDelta: 4, maxDifferingPixels: .fraction(0.005)))
        }
    }
}
