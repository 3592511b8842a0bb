import FlipbookGeometry
import FlipbookKit
import Testing
@testable import ElasticTransitionApp

/// The example app's other transitions: Options from the bottom, Modal (an
/// `ElasticModalViewController`) and About brought in by a drag from the right edge.
@Suite struct ElasticTransitionAppScreensTests {
    typealias Script = ElasticTransitionAppScript

    @Test func optionsPresentFilmstrip() {
        assertFilmstrip(
            { Script.optionsPresent() }, at: transitionTimes(start: Script.start, duration: Script.duration),
            named: "elastic-app-options-present")
    }

    @Test func modalPresentFilmstrip() {
        assertFilmstrip(
            { Script.modalPresent() }, at: transitionTimes(start: Script.start, duration: Script.duration),
            named: "elastic-app-modal-present")
    }

    /// Frames while the finger drags from the right edge, at the lift, while the springs finish
    /// the presentation and at rest.
    @Test func aboutEdgeDragFilmstrip() {
        let t = Script.dragStart
        assertFilmstrip(
            { Script.aboutInteractivePresent() }, at: [t + 0.1, t + 0.25, t + 0.4, t + 0.5, t + 0.8, t + 1.2, t + 2],
            named: "elastic-app-about-edge-drag")
    }

    /// The options are presented from the bottom; the modal presents the storyboard's
    /// `modalExample`; the right-edge drag past 30 % presents About.
    @Test func eachButtonOrDragPresentsItsScreen() {
        let options = Script.optionsPresent()
        options.advance(to: 1.5)
        #expect(Script.home(options)?.presentedViewController is OptionsViewController)
        let modal = Script.modalPresent()
        modal.advance(to: 1.5)
        #expect(Script.home(modal)?.presentedViewController is ModalExampleViewController)
        let about = Script.aboutInteractivePresent()
        about.advance(to: 2.4)
        #expect(Script.home(about)?.presentedViewController is AboutViewController)
        #expect(Script.home(about)?.transition.transitioning == false)
    }
}
