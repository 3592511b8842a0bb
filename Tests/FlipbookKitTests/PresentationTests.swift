import FlipbookAnimation
import FlipbookGeometry
import FlipbookKit
import FlipbookLayers
import FlipbookRaster
import Testing
import FlipbookTestSupport

extension KitTests {
    @Suite struct Presentation {
        @Test func presentAndDismissWithCustomAnimators() {
            let app = Application()
            let first = ColourController(.white)
            app.rootViewController = first
            let second = ColourController(.black)
            let delegate = ModalDelegate()
            delegate.present = FadeAnimator(duration: 0.4)
            delegate.dismiss = FadeAnimator(duration: 0.4)
            second.transitioningDelegate = delegate
            var presented = false
            first.present(second, animated: true) { presented = true }
            #expect(second.presentingViewController === first && first.presentedViewController === second)
            #expect(first.view.window != nil && second.view.superview === first.view.superview)
            app.advance(to: 0.4)
            #expect(presented)
            #expect(first.view.superview == nil)
            #expect(second.view.superview === app.window)
            first.dismiss(animated: true)
            app.advance(to: 0.5)
            #expect(first.view.window != nil && second.view.window != nil)
            app.advance(to: 0.8)
            #expect(second.view.superview == nil && first.view.superview === app.window)
            #expect(first.presentedViewController == nil && second.presentingViewController == nil)
            #expect(app.window.subviews.count == 1)
        }

        @Test func defaultPresentationCoversVerticallyOnCurve7() {
            let app = Application()
            let first = ColourController(.white)
            app.rootViewController = first
            let second = ColourController(.black)
            first.present(second, animated: true)
            let y = shown(second.view, at: 0.1).frame.minY
            #expect(close(y, 667 * (1 - Spring.systemCurve7.progress(at: 0.1)), 0.01))
            app.advance(to: 0.5)
            #expect(first.view.superview == nil && second.view.frame.minY == 0)
        }

        @Test func unanimatedPresentationAfterACustomSegueKeepsTheViews() {
            final class SlideUp: StoryboardSegue {
                override func perform() {
                    let window = source.view.window!
                    destination.view.frame = Rect(x: 0, y: 667, width: 375, height: 667)
                    window.insertSubview(destination.view, aboveSubview: source.view)
                    View.animate(withDuration: 0.5, animations: { self.destination.view.frame.origin.y = 0 }) { _ in
                        self.source.present(self.destination, animated: false)
                    }
                }
            }
            final class Source: ViewController {
                var prepared: String?
                override func prepare(for segue: StoryboardSegue, sender: Any?) { prepared = segue.identifier }
            }
            let app = Application()
            let first = Source()
            app.rootViewController = first
            let second = ColourController(.black)
            first.registerSegue("firstSegue", kind: .custom(SlideUp.self)) { second }
            first.performSegue(withIdentifier: "firstSegue", sender: nil)
            #expect(first.prepared == "firstSegue")
            app.advance(to: 0.5)
            #expect(first.presentedViewController === second)
            #expect(second.view.superview === app.window && second.view.frame.minY == 0)
            second.performUnwind(identifier: "firstSegueUnwind", to: first)   // default unwind: dismiss
            app.advance(to: 1.5)
            #expect(first.presentedViewController == nil && first.view.superview === app.window)
        }

        @Test func aSegueCanBeTheTransitioningDelegateOfBothDirections() {
            final class ScaleLikeSegue: StoryboardSegue, ViewControllerTransitioningDelegate {
                // The one test that reads it runs the scene on its own thread, start to end.
                nonisolated(unsafe) static var dismissAnimator: FadeAnimator?
                override func perform() {
                    destination.transitioningDelegate = self
                    super.perform()
                }
                func animationController(forPresented presented: ViewController, presenting: ViewController,
                                         source: ViewController) -> AnimatedTransitioning? { FadeAnimator(duration: 0.2) }
                func animationController(forDismissed dismissed: ViewController) -> AnimatedTransitioning? {
                    let animator = FadeAnimator(duration: 0.2)
                    Self.dismissAnimator = animator
                    return animator
                }
            }
            let app = Application()
            let detail = ColourController(.white, title: "Bubbles")
            let nav = NavigationController(rootViewController: detail)
            app.rootViewController = nav
            let photo = ColourController(.black)
            detail.registerSegue("PhotoDetail", kind: .present(.formSheet), segueClass: ScaleLikeSegue.self) { photo }
            detail.performSegue(withIdentifier: "PhotoDetail", sender: nil)
            #expect(photo.presentingViewController === nav)
            app.advance(to: 1)
            #expect(nav.view.superview == nil)
            photo.dismiss(animated: true)
            app.advance(to: 2)
            #expect(ScaleLikeSegue.dismissAnimator?.completions.count == 1)
            #expect(nav.view.superview === app.window && photo.view.superview == nil)
        }

        @Test func showSegueFallsBackToAPresentationWithoutNavigation() {
            let app = Application()
            let first = ColourController(.white)
            app.rootViewController = first
            first.registerSegue("present", kind: .show) { ColourController(.black) }
            first.performSegue(withIdentifier: "present", sender: nil)
            app.advance(to: 1)
            #expect(first.presentedViewController != nil)
        }
    }
}
