import class Foundation.NSCoder
import FlipbookAnimation
import FlipbookGeometry
@testable import FlipbookKit
import FlipbookLayers
import FlipbookRaster
import Testing
import FlipbookTestSupport

/// A navigation delegate that logs `willShow`/`didShow` and returns fixed animators.
final class LoggingNavigationDelegate: NavigationControllerDelegate {
    let log: CallLog
    var animator: AnimatedTransitioning?
    var interaction: InteractiveTransitioning?
    init(log: CallLog) { self.log = log }
    func navigationController(_ nc: NavigationController, animationControllerFor operation: NavigationOperation,
                              from: ViewController, to: ViewController) -> AnimatedTransitioning? { animator }
    func navigationController(_ nc: NavigationController,
                              interactionControllerFor animationController: AnimatedTransitioning) -> InteractiveTransitioning? {
        interaction
    }
    func navigationController(_ nc: NavigationController, willShow viewController: ViewController, animated: Bool) {
        log.add("willShow \(viewController.title ?? "?")")
    }
    func navigationController(_ nc: NavigationController, didShow viewController: ViewController, animated: Bool) {
        log.add("didShow \(viewController.title ?? "?")")
    }
}

extension KitTests {
    /// Appearance callbacks, navigation delegate calls and the transition coordinator, in UIKit's order.
    @Suite struct AppearanceOrder {
        func stack() -> (Application, NavigationController, LoggingController, LoggingController, LoggingNavigationDelegate, CallLog) {
            let log = CallLog()
            let app = Application()
            let a = LoggingController("A", log: log)
            let b = LoggingController("B", colour: .black, log: log)
            let nav = NavigationController(rootViewController: a)
            let delegate = LoggingNavigationDelegate(log: log)
            nav.delegate = delegate
            app.rootViewController = nav
            log.entries = []
            return (app, nav, a, b, delegate, log)
        }

        @Test func pushAndPopCallWillCallbacksThenWillShowAndDidCallbacksThenDidShow() {
            // willShow after the will-callbacks and didShow after the did-callbacks is assumed (Apple
            // documents "just before"/"just after" the view is shown, not the order among them).
            let (app, nav, _, b, delegate, log) = stack()
            defer { withExtendedLifetime(delegate) {} }
            nav.pushViewController(b, animated: true)
            app.advance(to: 1)
            #expect(log.entries == ["A.viewWillDisappear", "B.viewWillAppear", "willShow B",
                                    "A.viewDidDisappear", "B.viewDidAppear", "didShow B"])
            log.entries = []
            nav.popViewController(animated: true)
            app.advance(to: 2)
            #expect(log.entries == ["B.viewWillDisappear", "A.viewWillAppear", "willShow A",
                                    "B.viewDidDisappear", "A.viewDidAppear", "didShow A"])
        }

        @Test func unanimatedPushCallsTheSameSequence() {
            let (_, nav, _, b, delegate, log) = stack()
            defer { withExtendedLifetime(delegate) {} }
            nav.pushViewController(b, animated: false)
            #expect(log.entries == ["A.viewWillDisappear", "B.viewWillAppear", "willShow B",
                                    "A.viewDidDisappear", "B.viewDidAppear", "didShow B"])
        }

        @Test func cancelledInteractivePopReversesTheAppearanceAsIOS7AndLaterAndSkipsDidShow() {
            // The order UIKit shows for a cancelled swipe back (iOS 7 on): the will-callbacks, then
            // the appearing controller disappears again and the disappearing one appears again.
            let (app, nav, _, b, delegate, log) = stack()
            nav.pushViewController(b, animated: false)
            log.entries = []
            delegate.animator = FadeAnimator(duration: 0.5)
            let interaction = PercentDrivenInteractiveTransition()
            delegate.interaction = interaction
            app.schedule(at: 1) { nav.popViewController(animated: true) }
            app.schedule(at: 1.1) { interaction.update(0.3) }
            app.schedule(at: 1.2) { interaction.cancel() }
            app.advance(to: 3)
            #expect(log.entries == ["B.viewWillDisappear", "A.viewWillAppear", "willShow A",
                                    "A.viewWillDisappear", "A.viewDidDisappear",
                                    "B.viewWillAppear", "B.viewDidAppear"])
            #expect(nav.topViewController === b)
        }

        @Test func finishedInteractivePopCallsDidShow() {
            let (app, nav, _, b, delegate, log) = stack()
            nav.pushViewController(b, animated: false)
            log.entries = []
            delegate.animator = FadeAnimator(duration: 0.5)
            let interaction = PercentDrivenInteractiveTransition()
            delegate.interaction = interaction
            app.schedule(at: 1) { nav.popViewController(animated: true) }
            app.schedule(at: 1.1) { interaction.update(0.7) }
            app.schedule(at: 1.2) { interaction.finish() }
            app.advance(to: 3)
            #expect(log.entries == ["B.viewWillDisappear", "A.viewWillAppear", "willShow A",
                                    "B.viewDidDisappear", "A.viewDidAppear", "didShow A"])
        }

        @Test func fullScreenPresentAndDismissNotifyBothControllers() {
            let log = CallLog()
            let app = Application()
            let a = LoggingController("A", log: log)
            app.rootViewController = a
            let b = LoggingController("B", log: log)
            log.entries = []
            a.present(b, animated: true)
            app.advance(to: 1)
            #expect(log.entries == ["A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear", "B.viewDidAppear"])
            log.entries = []
            a.dismiss(animated: true)
            app.advance(to: 2)
            #expect(log.entries == ["B.viewWillDisappear", "A.viewWillAppear", "B.viewDidDisappear", "A.viewDidAppear"])
        }

        @Test(arguments: [ModalPresentationStyle.overFullScreen, .overCurrentContext, .custom])
        func overStylesLeaveThePresenterWithoutAppearanceCallbacks(style: ModalPresentationStyle) {
            let log = CallLog()
            let app = Application()
            let a = LoggingController("A", log: log)
            app.rootViewController = a
            let b = LoggingController("B", log: log)
            b.modalPresentationStyle = style
            log.entries = []
            a.present(b, animated: true)
            app.advance(to: 1)
            a.dismiss(animated: true)
            app.advance(to: 2)
            #expect(log.entries == ["B.viewWillAppear", "B.viewDidAppear", "B.viewWillDisappear", "B.viewDidDisappear"])
        }

        @Test func customPresentationCallsThePresentationControllerBetweenTheAppearanceCallbacks() {
            // Apple does not document where presentationTransitionWillBegin falls relative to
            // viewWillAppear; Kit calls it after, so the coordinator exists in both.
            let log = CallLog()
            let scene = CardScene(log: log)
            log.entries = []
            scene.list.present(scene.card, animated: true) { log.add("present.completion") }
            scene.app.advance(to: 1)
            // The container lays out at the end of the first run-loop turn: here the clock event
            // that completes the presentation, since the test presents outside any event (on
            // iOS, and in Kit for a present(_:) made in an event, right after animateTransition).
            #expect(log.entries == ["card.viewWillAppear", "presentationTransitionWillBegin", "animateTransition",
                                    "presentationTransitionDidEnd(true)", "coordinator.completion(cancelled: false)",
                                    "card.viewDidAppear", "present.completion", "containerViewWillLayoutSubviews"])
            log.entries = []
            scene.list.dismiss(animated: true) { log.add("dismiss.completion") }
            scene.app.advance(to: 2)
            #expect(log.entries == ["card.viewWillDisappear", "dismissalTransitionWillBegin", "animateTransition",
                                    "dismissalTransitionDidEnd(true)", "card.viewDidDisappear", "dismiss.completion"])
        }

        @Test func cancelledInteractiveFullScreenPresentationReversesTheAppearance() {
            let log = CallLog()
            let app = Application()
            let a = LoggingController("A", log: log)
            app.rootViewController = a
            let b = LoggingController("B", log: log)
            let delegate = ModalDelegate()
            delegate.present = FadeAnimator(duration: 0.5)
            let interaction = PercentDrivenInteractiveTransition()
            delegate.interaction = interaction
            b.transitioningDelegate = delegate
            log.entries = []
            app.schedule(at: 0.1) { interaction.update(0.4) }
            app.schedule(at: 0.2) { interaction.cancel() }
            a.present(b, animated: true)
            app.advance(to: 1)
            #expect(log.entries == ["A.viewWillDisappear", "B.viewWillAppear", "B.viewWillDisappear", "B.viewDidDisappear",
                                    "A.viewWillAppear", "A.viewDidAppear"])
        }

        @Test func beginAndEndAppearanceTransitionCallTheCallbacksWithAnimated() {
            final class Child: ViewController {
                var calls: [String] = []
                override func viewWillAppear(_ animated: Bool) { calls.append("willAppear \(animated)") }
                override func viewDidAppear(_ animated: Bool) { calls.append("didAppear \(animated)") }
                override func viewWillDisappear(_ animated: Bool) { calls.append("willDisappear \(animated)") }
                override func viewDidDisappear(_ animated: Bool) { calls.append("didDisappear \(animated)") }
            }
            _ = Application()
            let child = Child()
            child.endAppearanceTransition()
            child.beginAppearanceTransition(true, animated: true)
            child.endAppearanceTransition()
            child.endAppearanceTransition()
            child.beginAppearanceTransition(false, animated: false)
            child.endAppearanceTransition()
            #expect(child.calls == ["willAppear true", "didAppear true", "willDisappear false", "didDisappear false"])
        }

        @Test func alongsideAnimationSharesTheAnimatorsDelayDurationAndCurve() throws {
            /// Pushes with one block: 0.8 s after a 0.1 s delay, ease in.
            final class EaseInAnimator: AnimatedTransitioning {
                func transitionDuration(using context: TransitionContext?) -> Double { 0.9 }
                func animateTransition(using context: TransitionContext) {
                    let to = context.view(forKey: .to)!
                    to.frame = context.finalFrame(for: context.viewController(forKey: .to)!)
                    to.alpha = 0
                    context.containerView.addSubview(to)
                    View.animate(withDuration: 0.8, delay: 0.1, options: .curveEaseIn, animations: { to.alpha = 1 },
                                 completion: { _ in context.completeTransition(!context.transitionWasCancelled) })
                }
            }
            final class Badge: ViewController {
                let badge = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
                var coordinatorInWillAppear: ViewControllerTransitionCoordinator?
                override func viewWillAppear(_ animated: Bool) {
                    coordinatorInWillAppear = transitionCoordinator
                    view.addSubview(badge)
                    badge.alpha = 0
                    transitionCoordinator?.animate(alongsideTransition: { _ in
                        self.badge.frame.origin.x = 100
                        self.badge.alpha = 1
                    })
                }
            }
            let log = CallLog()
            let app = Application()
            let nav = NavigationController(rootViewController: ColourController(.white))
            let delegate = LoggingNavigationDelegate(log: log)
            delegate.animator = EaseInAnimator()
            nav.delegate = delegate
            app.rootViewController = nav
            let detail = Badge()
            nav.pushViewController(detail, animated: true)
            let coordinator = try #require(detail.coordinatorInWillAppear)
            #expect(coordinator.presentationStyle == nil && !coordinator.initiallyInteractive)
            #expect(close(coordinator.transitionDuration, 0.9))
            #expect(close(shown(detail.badge, at: 0.05).opacityValue, 0))
            for time in [0.3, 0.5, 0.7] {
                let progress = AnimationCurve.easeIn.progress(at: (time - 0.1) / 0.8)
                #expect(close(shown(detail.badge, at: time).opacityValue, progress, 1e-9))
                #expect(close(shown(detail.badge, at: time).frame.minX, 100 * progress, 1e-9))
                #expect(close(shown(detail.view, at: time).opacityValue, progress, 1e-9))
            }
            // Ease in at u = 0.5 is 0.32 (±0.01): not the linear 0.5 nor the default ease in, ease out.
            #expect(close(shown(detail.badge, at: 0.5).opacityValue, 0.32, 0.01))
            app.advance(to: 1)
            #expect(detail.transitionCoordinator == nil)
            #expect(!coordinator.animate(alongsideTransition: { _ in }))
        }

        @Test func alongsideAnimationJoinsAPropertyAnimatorDrivenTransition() throws {
            /// Runs the transition with its interruptible animator (linear, 0.4 s).
            final class AnimatorTransition: AnimatedTransitioning {
                var animator: ViewPropertyAnimator?
                func transitionDuration(using context: TransitionContext?) -> Double { 0.4 }
                func animateTransition(using context: TransitionContext) {
                    interruptibleAnimator(using: context).startAnimation()
                }
                func interruptibleAnimator(using context: TransitionContext) -> ViewImplicitlyAnimating {
                    if let animator { return animator }
                    let to = context.view(forKey: .to)!
                    to.frame = context.finalFrame(for: context.viewController(forKey: .to)!)
                    to.alpha = 0
                    context.containerView.addSubview(to)
                    let animator = ViewPropertyAnimator(duration: 0.4, curve: .linear) { to.alpha = 1 }
                    animator.addCompletion { _ in context.completeTransition(!context.transitionWasCancelled) }
                    self.animator = animator
                    return animator
                }
            }
            /// Fades `marker` to 0.2 alongside its own appearance.
            final class Fading: ViewController {
                let marker: View
                /// Not made from Interface Builder files: nil.
                required init?(coder: NSCoder) { nil }

                init(marker: View) { self.marker = marker; super.init(nibName: nil, bundle: nil) }
                override func viewWillAppear(_ animated: Bool) {
                    transitionCoordinator?.animate(alongsideTransition: { _ in self.marker.alpha = 0.2 })
                }
            }
            let app = Application()
            let first = ColourController(.white)
            app.rootViewController = first
            let marker = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
            app.window.addSubview(marker)
            let second = Fading(marker: marker)
            let delegate = ModalDelegate()
            delegate.present = AnimatorTransition()
            second.transitioningDelegate = delegate
            first.present(second, animated: true)
            // Queued after the animations started: refused.
            #expect(second.transitionCoordinator?.animate(alongsideTransition: { _ in }) == false)
            // The animator opened no block: the alongside animation joined it (linear, 0.4 s).
            for time in [0.1, 0.2, 0.3] {
                #expect(close(shown(marker, at: time).opacityValue, 1 - 0.8 * time / 0.4, 1e-9))
                #expect(close(shown(second.view, at: time).opacityValue, time / 0.4, 1e-9))
            }
            app.advance(to: 0.5)
            #expect(marker.alpha == 0.2 && first.presentedViewController === second)
        }
    }
}
