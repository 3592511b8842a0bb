import FlipbookGeometry
import FlipbookKit
import FlipbookKitTesting
import FlipbookRaster
import FlipbookSwiftTesting
import FlipbookTesting
import Testing

extension KitTests {
    /// Filmstrips of layer properties animating inside view blocks (goldens in
    /// `__Goldens__/AnimationGoldens`).
    @Suite struct AnimationGoldens {
        /// A 200 × 240 screen with a striped page; a 120 × 80 card with 16 pt corners expands to
        /// the whole screen in a 0.5 s linear property animator while its corners go to 0, as a
        /// card transition on iOS 11 and later shows it.
        static func cardExpansion(systemVersion: SystemVersion) -> ApplicationScript {
            ApplicationScript {
                let app = Application(screenSize: Size(width: 200, height: 240), statusBar: nil)
                app.systemVersion = systemVersion
                let page = View(frame: Rect(x: 0, y: 0, width: 200, height: 240))
                page.backgroundColor = .white
                for row in 0..<6 {
                    let stripe = View(frame: Rect(x: 0, y: Double(row) * 40, width: 200, height: 20))
                    stripe.backgroundColor = Color(red: 0.85, green: 0.88, blue: 0.95)
                    page.addSubview(stripe)
                }
                app.window.addSubview(page)
                let card = View(frame: Rect(x: 40, y: 80, width: 120, height: 80))
                card.backgroundColor = Color(red: 0.12, green: 0.14, blue: 0.2)
                card.layer.cornerRadius = 16
                card.clipsToBounds = true
                page.addSubview(card)
                app.schedule(at: 0) {
                    let animator = ViewPropertyAnimator(duration: 0.5, curve: .linear) {
                        card.frame = page.bounds
                        card.layer.cornerRadius = 0
                    }
                    animator.startAnimation()
                }
                return app
            }
        }

        @Test func cardCornersAnimateWithTheExpansionFromIOS11() {
            // Corners 16 → 12 → 8 → 4 → 0 pt at 0, 25, 50, 75 and 100 %.
            assertSnapshot(
                of: Self.cardExpansion(systemVersion: .current),
                as: .filmstrip(times: [0, 0.125, 0.25, 0.375, 0.5], scale: 1), suite: "AnimationGoldens")
        }

        @Test func cardCornersSnapToZeroOnIOS10() {
            // The same block emulating iOS 10.3: square corners from the first frame of the block.
            assertSnapshot(
                of: Self.cardExpansion(systemVersion: SystemVersion(10, 3)),
                as: .filmstrip(times: [0, 0.25, 0.5], scale: 1), suite: "AnimationGoldens")
        }
    }
}
