import FlipbookGeometry
import FlipbookKit
import FlipbookKitTesting
import FlipbookSwiftTesting
import Testing

extension KitTests {
    /// The card presentation of ``CardPresentationController`` on a 160 × 284 pt screen at 1×:
    /// the blue card slides up over the lower two thirds while the 50 % black dimming view fades
    /// in over the white list (ease in, ease out, 0.5 s).
    @Suite struct CardPresentationGoldens {
        static func scene(interactive: Bool) -> ApplicationScript {
            ApplicationScript {
                let scene = CardScene(screen: Size(width: 160, height: 284), statusBar: nil)
                let interaction = PercentDrivenInteractiveTransition()
                if interactive {
                    scene.delegate.interaction = interaction
                    scene.app.schedule(at: 0.1) { interaction.update(0.6) }
                    scene.app.schedule(at: 0.2) { interaction.cancel() }
                }
                scene.app.schedule(at: 0) { scene.list.present(scene.card, animated: true) }
                return scene.app
            }
        }

        @Test func cardSlidesUpOverTheFadingDimmingView() {
            // Start (nothing yet), middle (card half up, list half dimmed to 75 % grey), end (card at
            // y = 95 over the list at 50 % grey).
            assertSnapshot(of: Self.scene(interactive: false), as: .filmstrip(times: [0, 0.25, 0.5], scale: 1),
                           suite: "CardPresentationGoldens")
        }

        @Test func cancelledInteractiveCardGoesBackAndTakesTheDimmingWithIt() {
            // Paused at 60 % (0.15 s), going back after the cancel (0.3 s), and the list alone again (0.6 s).
            assertSnapshot(of: Self.scene(interactive: true), as: .filmstrip(times: [0.15, 0.3, 0.6], scale: 1),
                           suite: "CardPresentationGoldens")
        }
    }
}
