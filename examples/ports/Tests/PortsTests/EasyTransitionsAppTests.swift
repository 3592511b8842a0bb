import FlipbookGeometry
import FlipbookKit
import Foundation
import Testing
@testable import EasyTransitionsApp

/// EasyTransitions' example app, ported as published (marcosgriselli/EasyTransitions, library
/// and example app with its xibs and asset catalogue), driven by the touch scripts of
/// `Apps/EasyTransitionsApp`.
@Suite struct EasyTransitionsAppTests {
    typealias Script = EasyTransitionsAppScript

    @Test func presentFilmstrip() {
        assertFilmstrip(
            { Script.present() }, at: transitionTimes(start: Script.start, duration: Script.duration),
            named: "easy-app-present")
    }

    @Test func dismissFilmstrip() {
        assertFilmstrip(
            { Script.dismiss() }, at: transitionTimes(start: Script.dismissStart, duration: Script.duration),
            named: "easy-app-dismiss")
    }

    /// Frames while the finger drags down, while it rests, when it lifts (the library then
    /// cancels), and after the cancelled dismissal has ended.
    @Test func cancelledPanFilmstrip() {
        let t = Script.dismissStart
        assertFilmstrip(
            { Script.dismissInteractiveCancel() }, at: [t, t + 0.1, t + 0.2, t + 0.3, t + 0.4, t + 0.8, t + 1.4],
            named: "easy-app-dismiss-interactive-cancel")
    }
}
