import class Foundation.NSCoder
import FlipbookAnimation
import FlipbookGeometry
@testable import FlipbookKit
import FlipbookLayers
import FlipbookRaster
import Testing
import FlipbookTestSupport

/// A child controller that also logs its parent moves.
final class MovingController: ViewController {
    let name: String
    let log: CallLog
    /// Not made from Interface Builder files: nil.
    required init?(coder: NSCoder) { nil }
    init(_ name: String, log: CallLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }
    override func loadView() { view = View(frame: Rect(x: 0, y: 0, width: 375, height: 667)) }
    override func willMove(toParent parent: ViewController?) { log.add("\(name).willMove(\(parent == nil ? "nil" : "parent"))") }
    override func didMove(toParent parent: ViewController?) { log.add("\(name).didMove(\(parent == nil ? "nil" : "parent"))") }
    override func viewWillAppear(_ animated: Bool) { log.add("\(name).viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { log.add("\(name).viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.add("\(name).viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.add("\(name).viewDidDisappear") }
}

/// The transition context of an app's own container (UIKit's custom-container pattern): the app
/// writes it, and Kit's animators, percent-driven transition and coordinators accept it.
final class AppTransitionContext: TransitionContext {
    let containerView: View
    let from: ViewController, to: ViewController
    var completion: ((Bool) -> Void)?
    var updates: [Double] = []
    var interactionMessages: [String] = []
    private(set) var transitionWasCancelled = false
    private(set) var isInteractive = false

    init(container: View, from: ViewController, to: ViewController, interactive: Bool) {
        containerView = container
        self.from = from
        self.to = to
        isInteractive = interactive
    }
    func viewController(forKey key: TransitionContextKey) -> ViewController? { key == .from ? from : to }
    func view(forKey key: TransitionContextKey) -> View? { viewController(forKey: key)?.view }
    func initialFrame(for vc: ViewController) -> Rect { vc === from ? containerView.bounds : .zero }
    func finalFrame(for vc: ViewController) -> Rect { vc === to ? containerView.bounds : .zero }
    func completeTransition(_ didComplete: Bool) { completion?(didComplete) }
    func updateInteractiveTransition(_ percentComplete: Double) { updates.append(percentComplete) }
    func finishInteractiveTransition() {
        isInteractive = false
        interactionMessages.append("finish")
    }
    func cancelInteractiveTransition() {
        isInteractive = false
        transitionWasCancelled = true
        interactionMessages.append("cancel")
    }
    func pauseInteractiveTransition() { interactionMessages.append("pause") }
}

/// An app's coordinator, returned by its container's `transitionCoordinator` override.
final class AppCoordinator: ViewControllerTransitionCoordinator {
    let context: AppTransitionContext
    init(context: AppTransitionContext) { self.context = context }
    var isAnimated: Bool { true }
    var presentationStyle: ModalPresentationStyle? { nil }
    var initiallyInteractive: Bool { true }
    var isInteractive: Bool { context.isInteractive }
    var isCancelled: Bool { context.transitionWasCancelled }
    var transitionDuration: Double { 0.4 }
    var percentComplete: Double { context.updates.last ?? 0 }
    var completionVelocity: Double { 1 }
    var completionCurve: AnimationCurve { .easeInOut }
    var containerView: View { context.containerView }
    func viewController(forKey key: TransitionContextKey) -> ViewController? { context.viewController(forKey: key) }
    func view(forKey key: TransitionContextKey) -> View? { context.view(forKey: key) }
    func animate(
        alongsideTransition animation: ((ViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((ViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool { false }
    func animateAlongsideTransition(
        in view: View?, animation: ((ViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((ViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool { false }
    func notifyWhenInteractionChanges(_ handler: @escaping (ViewControllerTransitionCoordinatorContext) -> Void) {}
}

/// An app's container that switches between two children with its own context.
final class SwitchingContainer: ViewController {
    var coordinator: AppCoordinator?
    /// Not made from Interface Builder files: nil.
    required init?(coder: NSCoder) { nil }
    init() { super.init(nibName: nil, bundle: nil) }
    override var transitionCoordinator: ViewControllerTransitionCoordinator? { coordinator ?? super.transitionCoordinator }

    /// Switches from `from` to `to` with `animator`, driven by `interaction` when given.
    func switchChild(
        from: ViewController, to: ViewController, animator: AnimatedTransitioning,
        interaction: PercentDrivenInteractiveTransition?
    ) -> AppTransitionContext {
        let context = AppTransitionContext(container: view, from: from, to: to, interactive: interaction != nil)
        coordinator = AppCoordinator(context: context)
        from.willMove(toParent: nil)
        addChild(to)
        context.completion = { [unowned self] didComplete in
            if didComplete {
                from.view.removeFromSuperview()
                from.removeFromParent()
                to.didMove(toParent: self)
            } else {
                to.view.removeFromSuperview()
                to.removeFromParent()
            }
            animator.animationEnded(didComplete)
            coordinator = nil
        }
        if let interaction {
            interaction.animator = animator
            interaction.startInteractiveTransition(context)
        } else {
            animator.animateTransition(using: context)
        }
        return context
    }
}

extension KitTests {
    /// Child controllers (`addChild`, `removeFromParent`, `willMove`/`didMove`, `transition(from:to:…)`,
    /// appearance forwarding) and a transition context an app writes itself.
    @Suite struct Containment {
        func container() -> (Application, SwitchingContainer, CallLog) {
            let app = Application(statusBar: nil)
            let parent = SwitchingContainer()
            app.rootViewController = parent
            return (app, parent, CallLog())
        }

        @Test func addChildCallsWillMoveRemoveFromParentDidMoveAndTheViewMoveGivesWillAndDidAtOnceAsKitChose() {
            let (_, parent, log) = container()
            let child = MovingController("C", log: log)
            parent.addChild(child)
            #expect(child.parent === parent && parent.children.count == 1)
            parent.view.addSubview(child.view)
            child.didMove(toParent: parent)
            child.willMove(toParent: nil)
            child.view.removeFromSuperview()
            child.removeFromParent()
            #expect(child.parent == nil && parent.children.isEmpty)
            // The view entering and leaving the window of an appeared parent gives the child its
            // appearance callbacks (will and did within the view move).
            #expect(
                log.entries == [
                    "C.willMove(parent)", "C.viewWillAppear", "C.viewDidAppear", "C.didMove(parent)",
                    "C.willMove(nil)", "C.viewWillDisappear", "C.viewDidDisappear", "C.didMove(nil)",
                ])
        }

        @Test func appearanceIsForwardedToChildrenUnlessTheParentOptsOut() {
            final class Quiet: ViewController {
                required init?(coder: NSCoder) { nil }
                init() { super.init(nibName: nil, bundle: nil) }
                override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
            }
            let log = CallLog()
            let app = Application(statusBar: nil)
            let parent = SwitchingContainer(), child = MovingController("C", log: log)
            parent.addChild(child)
            parent.view.addSubview(child.view)
            app.rootViewController = parent
            #expect(log.entries == ["C.willMove(parent)", "C.viewWillAppear", "C.viewDidAppear"])
            log.entries = []
            let quiet = Quiet(), other = MovingController("Q", log: log)
            quiet.addChild(other)
            quiet.view.addSubview(other.view)
            app.rootViewController = quiet
            #expect(log.entries == ["Q.willMove(parent)"])
        }

        @Test func transitionFromToSwapsTheViewsWithDidCallbacksBeforeTheCompletionAsKitChose() {
            let (app, parent, log) = container()
            let a = MovingController("A", log: log), b = MovingController("B", log: log)
            parent.addChild(a)
            parent.view.addSubview(a.view)
            parent.addChild(b)
            log.entries = []
            var finished: Bool?
            b.view.frame = Rect(x: 375, y: 0, width: 375, height: 667)
            parent.transition(
                from: a, to: b, duration: 0.4, options: [.curveLinear],
                animations: {
                    b.view.frame = Rect(x: 0, y: 0, width: 375, height: 667)
                },
                completion: { done in
                    log.add("completion")
                    finished = done
                })
            #expect(b.view.superview === parent.view)
            app.advance(to: 0.2)
            #expect(close(shown(b.view, at: 0.2).position.x, 187.5 + 187.5))
            app.advance(to: 1)
            #expect(finished == true && a.view.superview == nil)
            #expect(
                log.entries == [
                    "A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear", "B.viewDidAppear",
                    "completion",
                ])
        }

        @Test func animatorAcceptsAnAppsOwnContext() {
            let (app, parent, log) = container()
            let a = MovingController("A", log: log), b = MovingController("B", log: log)
            parent.addChild(a)
            parent.view.addSubview(a.view)
            a.didMove(toParent: parent)
            let animator = TabSlideAnimator(duration: 0.4)
            _ = parent.switchChild(from: a, to: b, animator: animator, interaction: nil)
            app.advance(to: 0.2)
            #expect(close(shown(b.view, at: 0.2).position.x, 375))
            app.advance(to: 1)
            #expect(animator.ended == true && parent.children.count == 1 && parent.children[0] === b)
        }

        @Test func percentDrivenTransitionDrivesAnAppsOwnContextAndCancels() {
            let (app, parent, log) = container()
            let a = MovingController("A", log: log), b = MovingController("B", log: log)
            parent.addChild(a)
            parent.view.addSubview(a.view)
            a.didMove(toParent: parent)
            let animator = TabSlideAnimator(duration: 0.4)
            let interaction = PercentDrivenInteractiveTransition()
            let context = parent.switchChild(from: a, to: b, animator: animator, interaction: interaction)
            // The child asks its parent, whose override gives the app's coordinator.
            #expect(b.transitionCoordinator === parent.coordinator)
            app.schedule(at: 0.1) { interaction.update(0.5) }
            app.advance(to: 0.1)
            #expect(close(shown(b.view, at: 0.1).position.x, 375))
            #expect(close(shown(a.view, at: 0.1).position.x, 0))
            #expect(context.updates == [0.5])
            #expect(b.transitionCoordinator?.percentComplete == 0.5)
            app.schedule(at: 0.2) { interaction.cancel() }
            // Cancelled from 50 %: 0.2 s back with the ease-in-out completion curve.
            app.advance(to: 0.3)
            let back = shown(b.view, at: 0.3).position.x
            #expect(back > 375 && back < 562.5)
            app.advance(to: 1)
            #expect(context.interactionMessages == ["cancel"] && context.transitionWasCancelled)
            #expect(animator.ended == false)
            #expect(parent.children.count == 1 && parent.children[0] === a && b.view.superview == nil)
            #expect(shown(a.view, at: 1).position.x == 187.5)
        }

        @Test func percentDrivenTransitionFinishesAnAppsOwnContext() {
            let (app, parent, log) = container()
            let a = MovingController("A", log: log), b = MovingController("B", log: log)
            parent.addChild(a)
            parent.view.addSubview(a.view)
            let animator = TabSlideAnimator(duration: 0.4)
            let interaction = PercentDrivenInteractiveTransition()
            let context = parent.switchChild(from: a, to: b, animator: animator, interaction: interaction)
            app.schedule(at: 0.1) { interaction.update(0.25) }
            app.schedule(at: 0.2) { interaction.finish() }
            app.advance(to: 1)
            #expect(context.updates == [0.25] && context.interactionMessages == ["finish"])
            #expect(animator.ended == true && parent.children.count == 1 && parent.children[0] === b)
            #expect(shown(b.view, at: 1).position.x == 187.5)
        }
    }
}
