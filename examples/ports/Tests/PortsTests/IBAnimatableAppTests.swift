import FlipbookKit
import Testing

@testable import IBAnimatableApp

/// IBAnimatable's example app, ported whole: it launches from its storyboard (the first step
/// before its Transitions screen's goldens).
@Suite struct IBAnimatableAppTests {
    @Test func theAppLaunchesIntoItsMainStoryboard() throws {
        let app = IBAnimatableAppScript.launch(duration: 0.2)
        defer { Application.current = nil }
        app.advance(to: 0.1)
        #expect(app.rootViewController != nil)
        for diagnostic in app.diagnostics { print("IBAnimatableApp diagnostic: \(diagnostic.code): \(diagnostic.message)") }
    }
}

extension IBAnimatableAppTests {
    typealias Script = IBAnimatableAppScript

    @Test func openTransitionFilmstrip() {
        assertFilmstrip(
            { Script.openTransition() }, at: [0.1, 1.1, 2.1, 3.1], named: "ibanimatable-app-open-transition")
    }

    @Test func presentFilmstrip() {
        assertFilmstrip(
            { Script.present() }, at: transitionTimes(start: Script.presentStart, duration: Script.duration),
            named: "ibanimatable-app-present")
    }

    @Test func dismissFilmstrip() {
        assertFilmstrip(
            { Script.dismiss() }, at: transitionTimes(start: Script.dismissStart, duration: Script.duration),
            named: "ibanimatable-app-dismiss")
    }

    /// "Tap to dismiss" unwinds (`unwindToViewController:`, an extension action of every
    /// controller) to `TransitionViewController`, the top of the presenting navigation stack.
    @Test func tapToDismissUnwindsToTheTransitionScreen() {
        let app = Script.dismiss()
        defer { Application.current = nil }
        app.advance(to: Script.dismissStart + Script.duration + 0.3)
        #expect(Script.topController(app) is TransitionViewController)
        #expect(!app.diagnostics.contains { $0.message.contains("no controller handles the unwind action") })
    }
}
