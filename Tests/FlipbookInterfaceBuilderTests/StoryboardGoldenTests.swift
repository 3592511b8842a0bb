import Foundation
import FlipbookInterfaceBuilder
import FlipbookKit
import FlipbookSwiftTesting
import FlipbookTesting
import Testing

@Suite struct StoryboardGoldenTests {
    @Test func theHomeSceneAndItsShowSegueRenderAsTheFileDescribes() throws {
        // Start: the home scene (red semibold title placed by its constraints: 20 from the left,
        // 84 from the top, 16:9 at its text's width, so the text is centred in a taller label;
        // "Next" in the asset colour, the 2x star aspect-fitted, the rounded half-transparent
        // badge; the second badge hidden). Middle: the
        // push the button's segue started, the detail scene resized from 320 × 568. End: the
        // detail scene, its box centred by its flexible margins and "Back home" at the bottom.
        let storyboard = try Storyboard(name: "Main", bundle: Fixtures.bundle, options: Fixtures.options)
        let script = ApplicationScript {
            let app = Application()
            let nav = storyboard.instantiateInitialViewController()!
            app.rootViewController = nav
            let home = (nav as! NavigationController).viewControllers[0] as! HomeViewController
            app.tap(home.nextButton, at: 0.1)
            return app
        }
        assertSnapshot(of: script, as: .filmstrip(times: [0, 0.45, 1], scale: 1), suite: "StoryboardGoldens")
    }
}
