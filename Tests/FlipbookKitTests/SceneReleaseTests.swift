import FlipbookGeometry
import FlipbookKit
import Testing

extension KitTests {
    /// What a finished scene leaves alive once its ``Application`` is gone: nothing. A process
    /// that renders many scenes (`flipbook render all`) would otherwise keep every earlier
    /// scene's views, snapshots and text images, and its peak memory would grow with each clip.
    @Suite struct SceneReleaseTests {
        final class Controller: ViewController {}

        /// Builds a scene with `script`, renders it for 2 s at 25 fps, drops it, and names the
        /// objects that are still alive.
        private func survivors(_ script: (Application, Controller, Controller) -> Void) -> [String] {
            var refs: [(name: String, ref: WeakObject)] = []
            do {
                let app = Application()
                let first = Controller(), second = Controller()
                script(app, first, second)
                for frame in 0...50 { _ = app.renderTree(at: Double(frame) / 25, scale: 1) }
                refs = [("application", WeakObject(app)), ("first", WeakObject(first)), ("second", WeakObject(second)),
                        ("first's view", WeakObject(first.view)), ("second's view", WeakObject(second.view))]
                Application.current = nil
            }
            return refs.filter { $0.ref.object != nil }.map(\.name)
        }

        @Test func animationCompletionIsReleasedOnceItHasRun() {
            #expect(survivors { app, first, _ in
                app.rootViewController = first
                app.schedule(at: 0.2) {
                    View.animate(withDuration: 0.3, animations: { first.view.alpha = 0.5 }, completion: { _ in _ = first })
                }
            } == [])
        }

        @Test func pushedControllersAreFreedWithTheApplication() {
            #expect(survivors { app, first, second in
                let nav = NavigationController(rootViewController: first)
                app.rootViewController = nav
                app.schedule(at: 0.2) { nav.pushViewController(second, animated: true) }
            } == [])
        }

        @Test(arguments: [false, true])
        func controllerStillPresentedAtTheEndIsFreedWithTheApplication(animated: Bool) {
            #expect(survivors { app, first, second in
                app.rootViewController = first
                app.schedule(at: 0.2) { first.present(second, animated: animated) }
            } == [])
        }

        @Test func presentedControllerKeepsItsTransitioningDelegateWhileShown() {
            final class Delegate: ViewControllerTransitioningDelegate {}
            let app = Application()
            let first = Controller(), second = Controller()
            app.rootViewController = first
            weak var delegate: Delegate?
            do {
                let strong = Delegate()
                delegate = strong
                second.transitioningDelegate = strong
                first.present(second, animated: false)
            }
            #expect(delegate != nil, "UIKit keeps a presented controller's delegate until its dismissal ends")
            first.dismiss(animated: false)
            #expect(delegate == nil)
            Application.current = nil
        }
    }
}

/// A weak reference, so that a test can ask whether an object is still alive.
private final class WeakObject {
    weak var object: AnyObject?
    init(_ object: AnyObject?) { self.object = object }
}
