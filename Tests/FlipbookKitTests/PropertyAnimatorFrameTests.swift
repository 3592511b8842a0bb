import FlipbookAnimation
import FlipbookCodecs
import FlipbookGeometry
@testable import FlipbookKit
import FlipbookLayers
import FlipbookRaster
import Foundation
import Testing

extension KitTests {
    /// Rendered frames of the card slide-in of ``CardAnimator`` (a property animator with a
    /// dimming view), written to `$FLIPBOOK_KIT_PREVIEW` when it is set.
    @Suite struct PropertyAnimatorFrames {
        func scene(interactive: Bool) -> (Application, ColourController, ColourController, ModalDelegate,
                                          PercentDrivenInteractiveTransition) {
            let app = Application()
            let first = ColourController(Color(red8: 230, green8: 230, blue8: 230))
            let stripe = View(frame: Rect(x: 0, y: 300, width: 375, height: 60))
            stripe.backgroundColor = Color(red8: 200, green8: 40, blue8: 40)
            first.view.addSubview(stripe)
            app.rootViewController = first
            let card = ColourController(Color(red8: 40, green8: 90, blue8: 220))
            card.modalPresentationStyle = .custom
            let delegate = ModalDelegate()
            delegate.present = CardAnimator(duration: 0.5)
            let interaction = PercentDrivenInteractiveTransition()
            if interactive { delegate.interaction = interaction }
            card.transitioningDelegate = delegate
            return (app, first, card, delegate, interaction)
        }

        func frame(_ app: Application, _ t: Double, _ name: String) throws -> Bitmap {
            let bitmap = Renderer().render(app.renderTree(at: t, scale: 1))
            if let directory = ProcessInfo.processInfo.environment["FLIPBOOK_KIT_PREVIEW"] {
                try PNG.write(bitmap, path: "\(directory)/card-\(name).png")
            }
            return bitmap
        }

        @Test func cardSlidesInOverTheDimmingAndACancelLeavesNoDimming() throws {
            let (app, first, card, delegate, _) = scene(interactive: false)
            app.schedule(at: 0.1) { first.present(card, animated: true) }
            let start = try frame(app, 0.1, "0-start")
            let middle = try frame(app, 0.25, "1-middle")
            let end = try frame(app, 0.7, "2-end")
            // Start: the stripe undimmed, no card. End: the stripe under 50 % black, the card from y 200.
            #expect(start[10, 330] == Pixel(r: 200, g: 40, b: 40, a: 255))
            #expect(end[10, 100] == Pixel(r: 115, g: 115, b: 115, a: 255))
            #expect(end[10, 400] == Pixel(r: 40, g: 90, b: 220, a: 255))
            let cardTop = (0..<667).first { middle[187, $0] == Pixel(r: 40, g: 90, b: 220, a: 255) }
            #expect(cardTop.map { $0 > 200 && $0 < 667 } == true)
            withExtendedLifetime(delegate) {}

            let (app2, first2, card2, delegate2, interaction) = scene(interactive: true)
            app2.schedule(at: 0.1) { first2.present(card2, animated: true) }
            app2.schedule(at: 0.2) { interaction.update(0.5) }
            app2.schedule(at: 0.3) { interaction.cancel() }
            let scrubbed = try frame(app2, 0.25, "3-scrubbed")
            let cancelled = try frame(app2, 1, "4-cancelled")
            // Half way: the card's top at 667 − 0.5 · 467 = 433.5.
            #expect(scrubbed[187, 440] == Pixel(r: 40, g: 90, b: 220, a: 255) && scrubbed[187, 425] != scrubbed[187, 440])
            // After the cancel: exactly the first screen again, no dimming view left over.
            #expect(cancelled == start)
            withExtendedLifetime(delegate2) {}
        }
    }
}
