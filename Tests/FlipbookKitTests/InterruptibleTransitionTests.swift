import FlipbookAnimation
import FlipbookGeometry
@testable import FlipbookKit
import FlipbookLayers
import FlipbookRaster
import Testing
import FlipbookTestSupport

/// A card slide-in driven by a property animator (`interruptibleAnimator(using:)`): a 50 % dimming
/// view fades in while the card springs up from below the screen to y = 200.
final class CardAnimator: AnimatedTransitioning {
    let duration: Double
    var animator: ViewPropertyAnimator?
    var dimming: View?
    var card: View?
    init(duration: Double = 0.5) { self.duration = duration }

    func transitionDuration(using context: TransitionContext?) -> Double { duration }

    func animateTransition(using context: TransitionContext) {
        interruptibleAnimator(using: context).startAnimation()
    }

    func interruptibleAnimator(using context: TransitionContext) -> ViewImplicitlyAnimating {
        if let animator { return animator }
        let container = context.containerView
        let card = context.view(forKey: .to)!
        let dim = View(frame: container.bounds)
        dim.backgroundColor = Color(red: 0, green: 0, blue: 0, alpha: 0.5)
        dim.alpha = 0
        container.addSubview(dim)
        card.frame = Rect(x: 0, y: container.bounds.height, width: container.bounds.width, height: 467)
        container.addSubview(card)
        let animator = ViewPropertyAnimator(duration: duration, dampingRatio: 0.8) {
            dim.alpha = 1
            card.frame.origin.y = 200
        }
        animator.addCompletion { position in
            context.completeTransition(position == .end && !context.transitionWasCancelled)
        }
        self.animator = animator
        self.dimming = dim
        self.card = card
        return animator
    }
}

extension KitTests {
    /// Interactive transitions driven the iOS 10+ ways.
    @Suite struct InterruptibleTransitions {
        func cardScene() -> (Application, ColourController, ColourController, ModalDelegate, CardAnimator,
                             PercentDrivenInteractiveTransition) {
            let app = Application()
            let first = ColourController(.white)
            app.rootViewController = first
            let card = ColourController(Color(red: 0.2, green: 0.4, blue: 0.9))
            card.modalPresentationStyle = .custom
            let delegate = ModalDelegate()
            let animator = CardAnimator()
            delegate.present = animator
            let interaction = PercentDrivenInteractiveTransition()
            delegate.interaction = interaction
            card.transitioningDelegate = delegate
            return (app, first, card, delegate, animator, interaction)
        }

        /// The card's top edge on screen at `time`.
        func top(_ view: View, _ time: Double) -> Double {
            let layer = shown(view, at: time)
            return layer.position.y - layer.bounds.height / 2
        }

        @Test func percentDrivenInteractionDrivesTheInterruptibleAnimatorAndFinishesWithItsSpring() throws {
            let (app, first, card, delegate, animator, interaction) = cardScene()
            defer { withExtendedLifetime(delegate) {} }
            first.present(card, animated: true)
            let driven = try #require(animator.animator)
            #expect(driven.state == .active && !driven.isRunning)
            app.schedule(at: 0.2) { interaction.update(0.3) }
            app.advance(to: 0.2)
            // Linear scrubbing: 30 % of the way from 667 to 200.
            #expect(close(top(card.view, 0.2), 667 - 0.3 * 467, 1e-9))
            #expect(close(shown(try #require(animator.dimming), at: 0.2).opacityValue, 0.3, 1e-9))
            interaction.finish()
            // The rest (0.7 · 0.5 s) on the ζ 0.8 spring fitted to 0.35 s, not ease-in-out.
            let rest = Spring(dampingRatio: 0.8, duration: 0.35)
            let start = 667 - 0.3 * 467
            #expect(close(top(card.view, 0.3), start + (200 - start) * rest.progress(at: 0.1), 1e-9))
            app.advance(to: 0.6)
            #expect(first.presentedViewController === card && card.view.frame.origin.y == 200)
            #expect(card.view.superview?.superview === app.window)
        }

        @Test func cancelledInteractionReversesTheAnimatorAndRestoresTheHierarchy() throws {
            let (app, first, card, delegate, animator, interaction) = cardScene()
            defer { withExtendedLifetime(delegate) {} }
            first.present(card, animated: true)
            app.schedule(at: 0.2) {
                interaction.update(0.4)
                interaction.cancel()
            }
            app.advance(to: 0.25)
            let rest = Spring(dampingRatio: 0.8, duration: 0.2)
            let start = 667 - 0.4 * 467
            #expect(close(top(card.view, 0.25), start + (667 - start) * rest.progress(at: 0.05), 1e-9))
            app.advance(to: 1)
            #expect(first.presentedViewController == nil)
            #expect(same(app.window.subviews.map(\.layer), [first.view.layer]))
            #expect(animator.dimming?.window == nil && card.view.superview == nil)
        }

        /// A push whose animator slides the to view in with `View.animate(… usingSpringWithDamping: 0.5 …)`.
        final class SpringSlide: AnimatedTransitioning {
            func transitionDuration(using context: TransitionContext?) -> Double { 0.6 }
            func animateTransition(using context: TransitionContext) {
                let to = context.view(forKey: .to)!
                to.frame = Rect(x: 375, y: 0, width: 375, height: 667)
                context.containerView.addSubview(to)
                View.animate(withDuration: 0.6, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0,
                             animations: { to.frame.origin.x = 0 },
                             completion: { _ in context.completeTransition(!context.transitionWasCancelled) })
            }
        }

        @Test func modernScrubbingIsLinearForSpringsAndFinishingContinuesTheSpring() {
            let app = Application()
            let root = ColourController(.white, title: "Root")
            let nav = NavigationController(rootViewController: root)
            let delegate = NavigationDelegate()
            delegate.animator = SpringSlide()
            let interaction = PercentDrivenInteractiveTransition()
            interaction.scrubbing = .modern
            delegate.interaction = interaction
            nav.delegate = delegate
            app.rootViewController = nav
            let detail = ColourController(.black, title: "Detail")
            nav.pushViewController(detail, animated: true)
            app.schedule(at: 0.1) { interaction.update(0.234) }
            app.advance(to: 0.1)
            let left = { (t: Double) in shown(detail.view, at: t).position.x - 187.5 }
            // Linear: 375 · (1 − 0.234) = 287.25 (the spring at 0.234 · 0.6 s would be 179 pt off).
            #expect(close(left(0.1), 287.25, 1e-9))
            let spring = Spring(dampingRatio: 0.5, duration: 0.6)
            #expect(abs(left(0.1) - 375 * (1 - spring.progress(at: 0.234 * 0.6))) > 170)
            interaction.finish()
            let rest = Spring(dampingRatio: 0.5, duration: 0.766 * 0.6)
            #expect(close(left(0.2), 287.25 * (1 - rest.progress(at: 0.1)), 1e-9))
            app.advance(to: 1)
            #expect(nav.topViewController === detail && detail.view.frame.origin.x == 0)
            withExtendedLifetime(delegate) {}
        }
    }
}
