import FlipbookGeometry
@testable import FlipbookKit
import Testing

/// A controller that logs `isBeingPresented` / `isBeingDismissed` in its appearance callbacks.
final class PresentationFlagController: ViewController {
    var log: [String] = []
    private func note(_ callback: String) { log.append("\(callback) \(isBeingPresented) \(isBeingDismissed)") }
    override func viewWillAppear(_ animated: Bool) { note("willAppear") }
    override func viewDidAppear(_ animated: Bool) { note("didAppear") }
    override func viewWillDisappear(_ animated: Bool) { note("willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { note("didDisappear") }
}

extension KitTests {
    @Suite struct BeingPresented {
        @Test func isBeingPresentedIsTrueInTheAppearanceCallbacksAndFalseInTheCompletion() {
            let app = Application()
            let root = ViewController()
            app.rootViewController = root
            let presented = PresentationFlagController()
            var inCompletion: [Bool] = []
            root.present(presented, animated: true) { inCompletion.append(presented.isBeingPresented) }
            #expect(presented.isBeingPresented && !root.isBeingPresented)
            app.advance(to: 1)
            #expect(presented.log == ["willAppear true false", "didAppear true false"])
            #expect(inCompletion == [false] && !presented.isBeingPresented)
        }

        @Test func isBeingDismissedIsTrueInTheDisappearanceCallbacksAndFalseInTheCompletion() {
            let app = Application()
            let root = ViewController()
            app.rootViewController = root
            let presented = PresentationFlagController()
            root.present(presented, animated: false)
            presented.log = []
            var inCompletion: [Bool] = []
            presented.dismiss(animated: true) { inCompletion.append(presented.isBeingDismissed) }
            #expect(presented.isBeingDismissed)
            app.advance(to: 1)
            #expect(presented.log == ["willDisappear false true", "didDisappear false true"])
            #expect(inCompletion == [false] && !presented.isBeingDismissed)
        }

        @Test func anUnanimatedPresentationSetsTheFlagOnlyDuringItsCallbacks() {
            let app = Application()
            let root = ViewController()
            app.rootViewController = root
            let presented = PresentationFlagController()
            root.present(presented, animated: false)
            #expect(presented.log == ["willAppear true false", "didAppear true false"])
            #expect(!presented.isBeingPresented)
        }
    }
}
