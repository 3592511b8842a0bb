import FlipbookCodecs
import FlipbookGeometry
@testable import FlipbookKit
import FlipbookRaster
import Foundation
import Testing
import FlipbookTestSupport

extension KitTests {
    @Suite struct InteractivePop {
        /// A navigation controller with "Root" and, pushed without animation, "Detail".
        func makePushed() -> (Application, NavigationController, root: ColourController, detail: ColourController) {
            let app = Application()
            let root = ColourController(.white, title: "Root")
            let nav = NavigationController(rootViewController: root)
            app.rootViewController = nav
            let detail = ColourController(.black, title: "Detail")
            nav.pushViewController(detail, animated: false)
            return (app, nav, root, detail)
        }

        /// The x of `view`'s frame origin as shown at `time`.
        func shownX(_ view: View, at time: Double) -> Double {
            let layer = shown(view, at: time)
            return layer.position.x - layer.bounds.width / 2
        }

        @Test func theBackSwipeIsALeftEdgePanOnTheNavigationView() {
            let (_, nav, _, _) = makePushed()
            let pan = nav.interactivePopGestureRecognizer as? ScreenEdgePanGestureRecognizer
            #expect(pan?.edges == .left && pan?.view === nav.view && pan?.isEnabled == true)
        }

        @Test func aSwipePastHalfwayFinishesThePopWithTheTopViewUnderTheFinger() throws {
            let (app, nav, root, detail) = makePushed()
            // From x = 5 to 255 in 0.5 s (500 pt/s), lifted while still moving right.
            try app.touch(along: [(1, Point(x: 5, y: 300)), (1.5, Point(x: 255, y: 300))])
            app.advance(to: 1.25)
            // Finger at 130: translation 125 = progress 1/3; the top view's left edge is at 125,
            // the root view's at −113 · (1 − 1/3).
            #expect(close(shownX(detail.view, at: 1.25), 125, 1e-6))
            #expect(close(shownX(root.view, at: 1.25), -113 * (2.0 / 3), 1e-6))
            // Root view, the dimming over it, the edge shadow, the top view.
            #expect(nav.transitionView.subviews.map { $0 === root.view } == [true, false, false, false])
            app.advance(to: 1.3)
            #expect(close(shownX(root.view, at: 1.3), -113 * 0.6, 1e-6))     // finger at 155: p = 0.4
            app.advance(to: 1.5)
            #expect(close(shownX(detail.view, at: 1.5), 250, 1e-6))
            // Lifted at p = 2/3 moving right: the rest, 1/3 of 0.5 s, eases in and out to the end.
            app.advance(to: 1.5 + 0.5 / 3 - 1e-4)
            // As in UIKit, the stack loses the top controller when the pop starts (it comes back on cancel).
            #expect(nav.viewControllers.count == 1 && nav.transitionView.subviews.count == 4)
            #expect(close(shownX(detail.view, at: 1.5 + 0.25 / 3), 250 + 125 * 0.5, 1e-6))
            app.advance(to: 1.5 + 0.5 / 3 + 1e-4)
            #expect(nav.viewControllers.count == 1 && nav.transitionView.subviews.count == 1)
            app.advance(to: 3)
            #expect(nav.viewControllers.count == 1 && nav.topViewController === root)
            #expect(nav.transitionView.subviews.count == 1 && nav.transitionView.subviews[0] === root.view)
            #expect(detail.view.superview == nil && detail.navigationController == nil)
            #expect(root.view.frame == nav.transitionView.bounds && shownX(root.view, at: 3) == 0)
            #expect(root.view.layer.animationKeys.isEmpty && detail.view.layer.animationKeys.isEmpty)
        }

        @Test func aSwipeReleasedBeforeHalfwayWithoutVelocityCancels() throws {
            let (app, nav, root, detail) = makePushed()
            // To x = 105 in 0.4 s, held still for 0.3 s, lifted: progress 0.267, velocity 0.
            try app.touch(along: [(1, Point(x: 5, y: 300)), (1.4, Point(x: 105, y: 300)), (1.7, Point(x: 105, y: 300))])
            app.advance(to: 1.7)
            #expect(close(shownX(detail.view, at: 1.7), 100, 1e-6))
            // Cancelling from p = 100/375 takes p · 0.5 s = 0.1333 s, easing back to 0.
            #expect(close(shownX(detail.view, at: 1.7 + 0.2 / 3), 50, 1e-6))
            app.advance(to: 1.7 + 0.4 / 3 - 1e-4)
            #expect(nav.transitionView.subviews.count == 4)   // both views, the dimming and the shadow
            app.advance(to: 1.7 + 0.4 / 3 + 1e-4)
            #expect(nav.transitionView.subviews.count == 1)
            app.advance(to: 3)
            #expect(nav.viewControllers.count == 2 && nav.topViewController === detail)
            #expect(nav.transitionView.subviews.count == 1 && nav.transitionView.subviews[0] === detail.view)
            #expect(root.view.superview == nil && detail.navigationController === nav)
            #expect(detail.view.frame == nav.transitionView.bounds && shownX(detail.view, at: 3) == 0)
            #expect(detail.view.layer.animationKeys.isEmpty)
        }

        @Test func aRightwardFlickFinishesEvenBeforeHalfway() throws {
            let (app, nav, root, _) = makePushed()
            try app.touch(along: [(1, Point(x: 5, y: 300)), (1.2, Point(x: 105, y: 300))])
            app.advance(to: 3)
            #expect(nav.viewControllers.count == 1 && nav.transitionView.subviews.map { $0 === root.view } == [true])
        }

        @Test func theBackSwipeDoesNotBeginWithOneControllerOrACustomAnimatorWithoutInteraction() throws {
            let app = Application()
            let root = ColourController(.white, title: "Root")
            let nav = NavigationController(rootViewController: root)
            app.rootViewController = nav
            var states: [GestureRecognizer.State] = []
            nav.interactivePopGestureRecognizer?.addTarget { states.append($0.state) }
            try app.touch(along: [(0, Point(x: 5, y: 300)), (0.5, Point(x: 255, y: 300))])
            app.advance(to: 1)
            #expect(states.isEmpty && nav.viewControllers.count == 1)
            let detail = ColourController(.black, title: "Detail")
            nav.pushViewController(detail, animated: false)
            let delegate = NavigationDelegate()
            delegate.animator = FadeAnimator(duration: 0.5)
            nav.delegate = delegate
            try app.touch(along: [(1, Point(x: 5, y: 300)), (1.5, Point(x: 255, y: 300))])
            app.advance(to: 2)
            #expect(states.isEmpty && nav.viewControllers.count == 2 && detail.view.superview === nav.transitionView)
            // With an interaction controller as well, the swipe begins and pops with the delegate's pair.
            let interaction = PercentDrivenInteractiveTransition()
            delegate.interaction = interaction
            try app.touch(along: [(3, Point(x: 5, y: 300)), (3.5, Point(x: 255, y: 300))])
            app.advance(to: 3.2)
            #expect(states.first == .began && nav.isTransitioning)
            interaction.finish()
            app.advance(to: 5)
            #expect(nav.viewControllers.count == 1 && !nav.isTransitioning)
        }

        @Test func aControllersOwnEdgePanDrivesACustomPopWhileTheBackSwipeStaysOut() throws {
            let (app, nav, root, detail) = makePushed()
            let delegate = NavigationDelegate()
            let animator = FadeAnimator(duration: 0.5)
            delegate.animator = animator
            nav.delegate = delegate
            var backSwipe: [GestureRecognizer.State] = []
            nav.interactivePopGestureRecognizer?.addTarget { backSwipe.append($0.state) }
            var progresses: [Double] = []
            let pan = ScreenEdgePanGestureRecognizer { recognizer in
                let pan = recognizer as! ScreenEdgePanGestureRecognizer
                let progress = pan.translation(in: detail.view).x / detail.view.bounds.width
                switch pan.state {
                case .began:
                    delegate.interaction = PercentDrivenInteractiveTransition()
                    nav.popViewController(animated: true)
                case .changed:
                    progresses.append(progress)
                    (delegate.interaction as? PercentDrivenInteractiveTransition)?.update(progress)
                default:
                    let interaction = delegate.interaction as? PercentDrivenInteractiveTransition
                    progress > 0.5 ? interaction?.finish() : interaction?.cancel()
                    delegate.interaction = nil
                }
            }
            pan.edges = .left
            detail.view.addGestureRecognizer(pan)
            try app.touch(along: [(1, Point(x: 5, y: 300)), (1.5, Point(x: 255, y: 300))])
            app.advance(to: 1.25)
            // The detail view's pan (deeper) wins; the fade is at p = 125/375 of its legacy scrub.
            #expect(backSwipe.isEmpty && close(progresses.last ?? 0, 125.0 / 375, 1e-9))
            app.advance(to: 3)
            #expect(animator.completions.count == 1 && animator.completions[0].cancelled == false)
            #expect(nav.viewControllers.count == 1 && nav.transitionView.subviews.map { $0 === root.view } == [true])
        }

        @Test func aFingerAwayFromTheEdgeDoesNotPop() throws {
            let (app, nav, _, _) = makePushed()
            try app.touch(along: [(1, Point(x: 40, y: 300)), (1.5, Point(x: 290, y: 300))])
            app.advance(to: 3)
            #expect(nav.viewControllers.count == 2)
        }
    
        /// Frames of a finished and a cancelled back swipe, written to `$FLIPBOOK_KIT_PREVIEW` when set.
        @Test func interactivePopFrames() throws {
            let directory = ProcessInfo.processInfo.environment["FLIPBOOK_KIT_PREVIEW"]
            for (name, track) in [("finished", [(1.0, Point(x: 5, y: 300)), (1.5, Point(x: 255, y: 300))]),
                                  ("cancelled", [(1.0, Point(x: 5, y: 300)), (1.4, Point(x: 105, y: 300)),
                                                 (1.7, Point(x: 105, y: 300))])] {
                let app = Application()
                let root = ColourController(Color(red8: 200, green8: 220, blue8: 255), title: "Root")
                let nav = NavigationController(rootViewController: root)
                app.rootViewController = nav
                let detail = ColourController(Color(red8: 255, green8: 230, blue8: 200), title: "Detail")
                let label = Label(frame: Rect(x: 20, y: 120, width: 335, height: 40))
                label.text = "Detail"
                label.font = .system(size: 30)
                detail.view.addSubview(label)
                nav.pushViewController(detail, animated: false)
                try app.touch(along: track.map { (time: $0.0, location: $0.1) })
                for (i, t) in [0.9, 1.25, 1.4, 1.55, 2.0].enumerated() {
                    let bitmap = Renderer().render(app.renderTree(at: t, scale: 1))
                    if let directory { try PNG.write(bitmap, path: "\(directory)/pop-\(name)-\(i).png") }
                    if t == 1.25 {
                        // The top view's left edge is under the finger's translation (125 pt; 100 pt for
                        // the cancelled track, which is at x = 80 then): detail right of it, root left.
                        let edge = name == "finished" ? 125 : Int(100 * 0.25 / 0.4)
                        #expect(bitmap[edge + 3, 400] == Pixel(r: 255, g: 230, b: 200, a: 255))
                        #expect(bitmap[edge - 40, 400] != Pixel(r: 255, g: 230, b: 200, a: 255))
                    }
                    if t == 2.0 {
                        let colour = name == "finished" ? Pixel(r: 200, g: 220, b: 255, a: 255) : Pixel(r: 255, g: 230, b: 200, a: 255)
                        #expect(bitmap[10, 400] == colour && bitmap[370, 400] == colour)
                    }
                }
            }
        }
    }
}
