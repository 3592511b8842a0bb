import FlipbookAnimation
import FlipbookCodecs
import FlipbookGeometry
@testable import FlipbookKit
import FlipbookLayers
import FlipbookRaster
import Foundation
import Testing
import FlipbookTestSupport

extension KitTests {
    /// `PresentationController`: frames, the dimming view faded by the coordinator, the kept
    /// container and the presenter's view per style.
    @Suite struct PresentationControllers {
        @Test func presentedViewEndsAtFrameOfPresentedViewInContainerView() throws {
            let scene = CardScene()
            scene.list.present(scene.card, animated: true)
            let controller = try #require(scene.presentation)
            #expect(scene.card.presentationController === controller)
            #expect(controller.presentingViewController === scene.list)
            #expect(controller.presentationStyle == .custom && !controller.shouldRemovePresentersView)
            // The context's finalFrame of the card is the presentation controller's frame.
            let expected = Rect(x: 0, y: 222, width: 375, height: 445)
            #expect(scene.delegate.animators.first?.finalFrames == [expected])
            scene.app.advance(to: 0.5)
            #expect(scene.card.view.frame == expected)
            // The container lays out before the next frame and asks the presentation controller.
            _ = scene.app.renderTree(at: 0.6, scale: 1)
            #expect(scene.card.view.frame == expected)
            scene.list.dismiss(animated: true)
            #expect(scene.delegate.animators.last?.finalFrames == [expected])
        }

        /// UIKit answers the presentation controller's frame for `finalFrame(for:)` of the
        /// presented controller in a dismissal too (animators written for iOS, Presentr's among
        /// them, start the dismissal from it); the presenter's is the full screen.
        @Test func dismissalsFinalFrameOfThePresentedControllerIsItsPresentationFrameAsUIKitAnswersIt() throws {
            let scene = CardScene()
            scene.list.present(scene.card, animated: false)
            var frames: (presented: Rect, presenter: Rect)?
            final class Probe: AnimatedTransitioning {
                let seen: (Rect, Rect) -> Void
                init(_ seen: @escaping (Rect, Rect) -> Void) { self.seen = seen }
                func transitionDuration(using context: TransitionContext?) -> Double { 0.1 }
                func animateTransition(using context: TransitionContext) {
                    if let from = context.viewController(forKey: .from), let to = context.viewController(forKey: .to) {
                        seen(context.finalFrame(for: from), context.finalFrame(for: to))
                    }
                    context.completeTransition(true)
                }
            }
            scene.delegate.dismissAnimator = Probe { frames = ($0, $1) }
            scene.list.dismiss(animated: true)
            #expect(frames?.presented == Rect(x: 0, y: 222, width: 375, height: 445))
            #expect(frames?.presenter == Rect(x: 0, y: 0, width: 375, height: 667))
        }

        @Test func containerLayoutCallsWillLayoutSubviewsOfThePresentationController() throws {
            let log = CallLog()
            let scene = CardScene(log: log)
            scene.list.present(scene.card, animated: true)
            _ = scene.app.renderTree(at: 0.1, scale: 1)
            #expect(log.entries.filter { $0 == "containerViewWillLayoutSubviews" }.count == 1)
            try #require(scene.presentation).containerView?.setNeedsLayout()
            _ = scene.app.renderTree(at: 0.2, scale: 1)
            #expect(log.entries.filter { $0 == "containerViewWillLayoutSubviews" }.count == 2)
        }

        /// Presentr's pattern: the presentation controller puts the presented view back at
        /// `frameOfPresentedViewInContainerView` in `containerViewWillLayoutSubviews`, and the
        /// dismissal's animator moves it off screen in a block. On iOS the container is laid out
        /// in the run-loop turn of the presentation (Core Animation's commit), so the dismissal
        /// plays from where the card rests, whichever frames are drawn. Only frames after the
        /// dismissal's start are rendered here: the card goes down, never above its rest.
        @Test func containerIsLaidOutAtTheEndOfThePresentingTurnNotInTheDismissal() throws {
            let log = CallLog()
            let scene = CardScene(log: log)
            scene.app.schedule(at: 0.1) { scene.list.present(scene.card, animated: true) }
            scene.app.schedule(at: 1) { scene.list.dismiss(animated: true) }
            scene.app.advance(to: 0.2)
            #expect(log.entries.filter { $0 == "containerViewWillLayoutSubviews" }.count == 1)
            var previous = 222.0
            for time in [1.0, 1.1, 1.25, 1.4, 1.5] {
                _ = scene.app.renderTree(at: time, scale: 1)
                let y = scene.card.view.layer.presentation(atRootTime: time).frame.minY
                #expect(y >= previous - 1e-9, "at \(time) s the card is at y \(y), above \(previous)")
                previous = y
            }
            #expect(previous == 667)
            #expect(log.entries.filter { $0 == "containerViewWillLayoutSubviews" }.count == 1)
        }

        @Test func dimmingFadesInStepWithTheCardOnTheAnimatorsEaseInEaseOut() {
            let scene = CardScene()
            scene.list.present(scene.card, animated: true)
            for time in [0.1, 0.15, 0.25, 0.4] {
                let expected = AnimationCurve.easeInOut.progress(at: time / 0.5)
                #expect(close(scene.dimming(at: time), expected, 1e-9))
                #expect(close(scene.cardProgress(at: time), expected, 1e-9))
            }
            // 0.15 s into 0.5 s: ease in, ease out at u = 0.3 gives 0.187, not the linear 0.3.
            #expect(close(scene.dimming(at: 0.15), 0.187, 0.001))
            scene.app.advance(to: 0.5)
            #expect(scene.presentation?.dimming.alpha == 1)
        }

        @Test(arguments: [ScrubbingModel.legacy, .modern])
        func cancelledInteractivePresentationFadesTheDimmingBackWithTheCardAndRemovesIt(scrubbing: ScrubbingModel) throws {
            let log = CallLog()
            let scene = CardScene(log: log)
            let interaction = PercentDrivenInteractiveTransition()
            interaction.scrubbing = scrubbing
            scene.delegate.interaction = interaction
            var interactionEnded: (interactive: Bool, cancelled: Bool)?
            scene.app.schedule(at: 0) {
                scene.list.present(scene.card, animated: true)
                scene.card.transitionCoordinator?.notifyWhenInteractionChanges { context in
                    interactionEnded = (context.isInteractive, context.isCancelled)
                }
            }
            scene.app.schedule(at: 0.1) { interaction.update(0.6) }
            scene.app.schedule(at: 0.2) { interaction.cancel() }
            scene.app.advance(to: 0.15)
            let controller = try #require(scene.presentation)
            #expect(scene.card.transitionCoordinator?.isInteractive == true)
            #expect(close(scene.card.transitionCoordinator?.percentComplete ?? -1, 0.6))
            // Paused at 60 %: legacy shows each animation's curve at 0.6 · D, modern scrubs linearly.
            let paused = scrubbing == .legacy ? AnimationCurve.easeInOut.progress(at: 0.6) : 0.6
            #expect(close(scene.dimming(at: 0.15), paused, 1e-9))
            #expect(close(scene.cardProgress(at: 0.15), paused, 1e-9))
            scene.app.advance(to: 0.3)
            #expect(interactionEnded?.interactive == false && interactionEnded?.cancelled == true)
            // Going back: the dimming view and the card are at the same progress at every time.
            for time in [0.25, 0.3, 0.35] {
                let card = scene.cardProgress(at: time)
                #expect(card > 0.01 && card < paused)
                #expect(close(scene.dimming(at: time), card, 1e-9))
            }
            scene.app.advance(to: 1)
            #expect(log.entries.contains("presentationTransitionDidEnd(false)"))
            #expect(log.entries.contains("coordinator.completion(cancelled: true)"))
            #expect(controller.dimming.superview == nil && controller.containerView == nil)
            #expect(same(scene.app.window.subviews.map(\.layer), [scene.list.view.layer]))
            #expect(scene.card.presentationController == nil && scene.list.presentedViewController == nil)
            #expect(scene.card.transitionCoordinator == nil)
        }

        /// Renders the card presentation at 1× (set `FLIPBOOK_KIT_PREVIEW` to a folder to get the
        /// PNGs) and reads the list's grey above the card and the card's blue.
        @Test(arguments: [false, true])
        func cardFramesShowTheListDimmedAboveTheCard(interactive: Bool) throws {
            let scene = CardScene()
            let interaction = PercentDrivenInteractiveTransition()
            if interactive {
                scene.delegate.interaction = interaction
                scene.app.schedule(at: 0.1) { interaction.update(0.6) }
                scene.app.schedule(at: 0.2) { interaction.cancel() }
            }
            scene.app.schedule(at: 0) { scene.list.present(scene.card, animated: true) }
            func frame(_ time: Double, _ name: String) throws -> Bitmap {
                let bitmap = Renderer().render(scene.app.renderTree(at: time, scale: 1))
                if let directory = ProcessInfo.processInfo.environment["FLIPBOOK_KIT_PREVIEW"] {
                    try PNG.write(bitmap, path: "\(directory)/presentation-\(interactive ? "cancelled" : "card")-\(name).png")
                }
                return bitmap
            }
            let times = interactive ? [0.15, 0.3, 0.6] : [0, 0.25, 0.5]
            let frames = try zip(times, ["0-start", "1-middle", "2-end"]).map { try frame($0, $1) }
            let blue = Pixel(r: 51, g: 115, b: 242, a: 255)
            func grey(_ frame: Bitmap) -> Int { Int(frame[187, 100].r) }
            if interactive {
                // Paused at 60 % of 0.5 s: ease in, ease out at 0.6 is 0.668, so 33 % black over
                // white (170), and the card's top at 667 − 0.668 · 445 = 370.
                let p = AnimationCurve.easeInOut.progress(at: 0.6)
                #expect(close(p, 0.668, 0.001))
                #expect(abs(grey(frames[0]) - Int((255 * (1 - 0.5 * p)).rounded())) <= 1)
                #expect(frames[0][187, 375] == blue && frames[0][187, 365] != blue)
                // The list alone again: no dimming left, no card.
                #expect(grey(frames[2]) == 255 && frames[2][187, 600] == Pixel(r: 255, g: 255, b: 255, a: 255))
            } else {
                #expect(grey(frames[0]) == 255 && frames[0][187, 600].r == 255)
                // Half-way (0.25 s of 0.5 s): 25 % black over white, the card's top at 444.5.
                #expect(abs(grey(frames[1]) - 191) <= 1)
                #expect(frames[1][187, 450] == blue && frames[1][187, 440].r < 200)
                // At rest: 50 % black, the card from y = 222.
                #expect(abs(grey(frames[2]) - 128) <= 1)
                #expect(frames[2][187, 230] == blue && frames[2][187, 215].r < 130)
            }
        }

        @Test func legacyScrubbingPausesAnAlongsideViewOutsideTheContainerWithTheCard() throws {
            let other = CardScene()
            let outside = View(frame: Rect(x: 0, y: 0, width: 20, height: 20))
            other.list.view.addSubview(outside)
            final class FadesOutside: PresentationController {
                let outside: View
                init(_ presented: ViewController, _ presenting: ViewController?, outside: View) {
                    self.outside = outside
                    super.init(presentedViewController: presented, presenting: presenting)
                }
                override func presentationTransitionWillBegin() {
                    presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.outside.alpha = 0 })
                }
            }
            final class Delegate: ViewControllerTransitioningDelegate {
                let outside: View
                let interaction: PercentDrivenInteractiveTransition
                init(outside: View, interaction: PercentDrivenInteractiveTransition) {
                    self.outside = outside
                    self.interaction = interaction
                }
                func presentationController(forPresented presented: ViewController, presenting: ViewController?,
                                            source: ViewController) -> PresentationController? {
                    FadesOutside(presented, presenting, outside: outside)
                }
                func animationController(forPresented presented: ViewController, presenting: ViewController,
                                         source: ViewController) -> AnimatedTransitioning? { CardSlideAnimator(isPresenting: true) }
                func interactionControllerForPresentation(using animator: AnimatedTransitioning) -> InteractiveTransitioning? {
                    interaction
                }
            }
            let legacy = PercentDrivenInteractiveTransition()
            let delegate = Delegate(outside: outside, interaction: legacy)
            other.card.transitioningDelegate = delegate
            other.app.schedule(at: 1) { other.list.present(other.card, animated: true) }
            other.app.schedule(at: 1.1) { legacy.update(0.6) }
            other.app.schedule(at: 1.5) { legacy.cancel() }
            /// The card comes up over the whole screen here (a plain frame of presented view).
            func card(at time: Double) -> Double { (667 - shown(other.card.view, at: time).frame.minY) / 667 }
            other.app.advance(to: 1.3)
            // Paused at 60 % with the card (ease in, ease out at 0.6), whatever the clock says.
            let paused = AnimationCurve.easeInOut.progress(at: 0.6)
            #expect(close(1 - shown(outside, at: 1.3).opacityValue, paused, 1e-9))
            #expect(close(card(at: 1.3), paused, 1e-9))
            for time in [1.6, 1.7] {
                #expect(close(1 - shown(outside, at: time).opacityValue, card(at: time), 1e-9))
            }
            other.app.advance(to: 3)
            #expect(outside.layer.speed == 1 && outside.layer.animationKeys.isEmpty)
            #expect(same(other.app.window.subviews.map(\.layer), [other.list.view.layer]))
        }

        @Test func theContainerIsOneViewFromThePresentationUntilTheDismissalEnds() throws {
            let scene = CardScene()
            scene.list.present(scene.card, animated: true)
            let controller = try #require(scene.presentation)
            let container = try #require(controller.containerView)
            #expect(scene.card.transitionCoordinator?.containerView === container)
            scene.app.advance(to: 0.5)
            #expect(controller.containerView === container)
            #expect(same(scene.app.window.subviews.map(\.layer), [scene.list.view.layer, container.layer]))
            #expect(same(container.subviews.map(\.layer), [controller.dimming.layer, scene.card.view.layer]))
            scene.app.schedule(at: 1) { scene.list.dismiss(animated: true) }
            scene.app.advance(to: 1.25)
            #expect(scene.card.transitionCoordinator?.containerView === container)
            #expect(controller.dimming.superview === container)
            // Dismissing: the dimming view fades out with the card going down.
            #expect(close(scene.dimming(at: 1.25), 1 - AnimationCurve.easeInOut.progress(at: 0.5), 1e-9))
            scene.app.advance(to: 1.5)
            #expect(container.superview == nil && controller.containerView == nil)
            #expect(same(scene.app.window.subviews.map(\.layer), [scene.list.view.layer]))
            #expect(scene.card.presentationController == nil)
        }

        @Test func presenterViewStaysInTheWindowForTheOverStylesAndLeavesForFullScreen() {
            let styles: [(ModalPresentationStyle, Bool)] = [
                (.fullScreen, false), (.pageSheet, false), (.formSheet, false),
                (.overFullScreen, true), (.overCurrentContext, true), (.custom, true),
            ]
            for (style, staysInWindow) in styles {
                let app = Application()
                let first = ColourController(.white)
                app.rootViewController = first
                let second = ColourController(.black)
                second.modalPresentationStyle = style
                first.present(second, animated: true)
                #expect(second.presentationController?.shouldRemovePresentersView == !staysInWindow)
                app.advance(to: 0.5)
                #expect((first.view.window != nil) == staysInWindow, "\(style)")
                #expect(second.view.window != nil)
                first.dismiss(animated: true)
                app.advance(to: 1)
                #expect(first.view.superview === app.window && second.view.window == nil, "\(style)")
                #expect(app.window.subviews.count == 1, "\(style)")
            }
        }

        @Test(arguments: [(ModalPresentationStyle.fullScreen, true), (.overFullScreen, false), (.custom, false)])
        func viewForKeyIsNilForAPresenterThatStaysInPlace(style: ModalPresentationStyle, presenterInTransition: Bool) {
            /// Records the context's views, then cross-fades in 0.2 s.
            final class Recorder: AnimatedTransitioning {
                var views: [(from: View?, to: View?)] = []
                func transitionDuration(using context: TransitionContext?) -> Double { 0.2 }
                func animateTransition(using context: TransitionContext) {
                    let from = context.view(forKey: .from), to = context.view(forKey: .to)
                    views.append((from, to))
                    if let to, to.superview == nil { context.containerView.addSubview(to) }
                    View.animate(withDuration: 0.2, animations: { from?.alpha = 1 },
                                 completion: { _ in context.completeTransition(true) })
                }
            }
            let app = Application()
            let first = ColourController(.white)
            app.rootViewController = first
            let second = ColourController(.black)
            second.modalPresentationStyle = style
            let delegate = ModalDelegate()
            let recorder = Recorder()
            delegate.present = recorder
            delegate.dismiss = recorder
            second.transitioningDelegate = delegate
            first.present(second, animated: true)
            app.advance(to: 0.5)
            first.dismiss(animated: true)
            app.advance(to: 1)
            #expect(recorder.views.count == 2)
            #expect(recorder.views[0].to === second.view && recorder.views[1].from === second.view)
            #expect((recorder.views[0].from === first.view) == presenterInTransition)
            #expect((recorder.views[1].to === first.view) == presenterInTransition)
            #expect((recorder.views[0].from == nil) == !presenterInTransition)
            #expect(first.view.superview === app.window && app.window.subviews.count == 1)
        }

        @Test func defaultCoverVerticalSlidesACustomCardToItsPresentationFrame() throws {
            let app = Application()
            let first = ColourController(.white)
            app.rootViewController = first
            let card = ColourController(.black)
            card.modalPresentationStyle = .custom
            final class OnlyPresentationController: ViewControllerTransitioningDelegate {
                func presentationController(forPresented presented: ViewController, presenting: ViewController?,
                                            source: ViewController) -> PresentationController? {
                    CardPresentationController(presentedViewController: presented, presenting: presenting)
                }
            }
            let delegate = OnlyPresentationController()
            card.transitioningDelegate = delegate
            first.present(card, animated: true)
            // Curve 7 from 667 + 222 to 222.
            let expected = 222 + 667 * (1 - Spring.systemCurve7.progress(at: 0.1))
            #expect(close(shown(card.view, at: 0.1).frame.minY, expected, 0.01))
            app.advance(to: 0.5)
            #expect(card.view.frame == Rect(x: 0, y: 222, width: 375, height: 445))
            #expect(first.view.window != nil)
            first.dismiss(animated: true)
            app.advance(to: 1)
            #expect(card.view.window == nil && app.window.subviews.count == 1)
        }

        @Test func aDelegatesControllerMadeBeforeTheStyleWasSetPresentsAsCustom() throws {
            let app = Application()
            let first = ColourController(.white)
            app.rootViewController = first
            let card = ColourController(.black)
            // Made while the card is still `.fullScreen`, as EasyTransitions' example does.
            let early = PresentationController(presentedViewController: card, presenting: first)
            #expect(early.presentationStyle == .fullScreen && early.shouldRemovePresentersView)
            final class Early: ViewControllerTransitioningDelegate {
                let controller: PresentationController
                init(_ controller: PresentationController) { self.controller = controller }
                func presentationController(forPresented presented: ViewController, presenting: ViewController?,
                                            source: ViewController) -> PresentationController? { controller }
            }
            let delegate = Early(early)
            card.modalPresentationStyle = .custom
            card.transitioningDelegate = delegate
            first.present(card, animated: true)
            app.advance(to: 0.6)
            // UIKit keeps the presenter's view below a custom presentation: no black page behind it.
            #expect(early.presentationStyle == .custom && !early.shouldRemovePresentersView)
            #expect(card.presentationController === early && first.view.window != nil)
        }

        @Test func customPresentationControllerThatRemovesThePresenterPutsItBackAfterTheDismissal() throws {
            let app = Application()
            let first = ColourController(.white)
            app.rootViewController = first
            let other = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
            app.window.addSubview(other)
            let scene = (card: ColourController(.black), delegate: CardTransitioningDelegate())
            scene.delegate.removesPresenter = true
            scene.card.modalPresentationStyle = .custom
            scene.card.transitioningDelegate = scene.delegate
            first.present(scene.card, animated: true)
            app.advance(to: 0.25)
            #expect(first.view.window != nil)
            app.advance(to: 0.5)
            #expect(first.view.window == nil)
            let container = try #require(scene.card.presentationController?.containerView)
            #expect(same(app.window.subviews.map(\.layer), [other.layer, container.layer]))
            first.dismiss(animated: true)
            app.advance(to: 1)
            #expect(same(app.window.subviews.map(\.layer), [first.view.layer, other.layer]))
            #expect(first.view.frame == app.window.bounds)
        }

        @Test func overCurrentContextCoversTheViewOfTheControllerThatDefinesTheContext() throws {
            let app = Application()
            let root = ColourController(.white)
            let nav = NavigationController(rootViewController: root)
            app.rootViewController = nav
            root.definesPresentationContext = true
            let sheet = ColourController(.black)
            sheet.modalPresentationStyle = .overCurrentContext
            root.present(sheet, animated: true)
            #expect(sheet.presentingViewController === root && root.presentedViewController === sheet)
            let container = try #require(sheet.presentationController?.containerView)
            #expect(sheet.presentationController?.shouldPresentInFullscreen == false)
            // The container sits just above the context's view, inside the navigation controller.
            #expect(same(nav.transitionView.subviews.map(\.layer), [root.view.layer, container.layer]))
            #expect(container.frame == root.view.frame)
            app.advance(to: 0.5)
            #expect(root.view.window != nil && sheet.view.superview === container)
            root.dismiss(animated: true)
            app.advance(to: 1)
            #expect(same(nav.transitionView.subviews.map(\.layer), [root.view.layer]))
            // Without a context-defining controller the presentation root presents, over the screen.
            root.definesPresentationContext = false
            root.present(sheet, animated: false)
            #expect(sheet.presentingViewController === nav)
        }

        @Test func cancelledInteractiveOverFullScreenPresentationRestoresTheHierarchy() {
            let app = Application()
            let first = ColourController(.white)
            app.rootViewController = first
            let second = ColourController(.black)
            second.modalPresentationStyle = .overFullScreen
            let delegate = ModalDelegate()
            let interaction = PercentDrivenInteractiveTransition()
            delegate.interaction = interaction
            second.transitioningDelegate = delegate
            app.schedule(at: 0.1) {
                interaction.update(0.4)
                interaction.cancel()
            }
            first.present(second, animated: true)
            app.advance(to: 1)
            #expect(same(app.window.subviews.map(\.layer), [first.view.layer]))
            #expect(first.presentedViewController == nil && second.presentationController == nil)
        }
    }
}
