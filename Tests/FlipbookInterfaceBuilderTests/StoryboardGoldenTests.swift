import Foundation
import FlipbookInterfaceBuilder
import FlipbookGeometry
import FlipbookKit
import FlipbookKitTesting
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

@Suite struct ListsStoryboardGoldenTests {
    @Test func thePeopleTableAndItsCellSegueRenderAsTheFileDescribes() throws {
        // Start: the people table, its content not inset (`contentInsetAdjustmentBehavior`
        // never, so the first row is under the translucent navigation bar, as on iOS), three
        // custom cells 60 pt tall (an orange dot, a bold name, a disclosure chevron) and a Right
        // Detail cell ("Wi-Fi", grey "Home"). Middle: the push the third cell's selection segue started, the row grey.
        // End: the detail scene.
        let storyboard = try Storyboard(name: "Lists", bundle: Fixtures.bundle, options: Fixtures.options)
        let script = ApplicationScript {
            let app = Application()
            app.rootViewController = storyboard.instantiateInitialViewController()!
            app.schedule(at: 0.1) {
                let people = (app.rootViewController as! NavigationController).viewControllers[0] as! PeopleViewController
                let cell = people.tableView.cellForRow(at: IndexPath(row: 2, section: 0))!
                try? app.tap(at: cell.convert(Point(x: 100, y: 30), to: nil), time: 0.15)
            }
            return app
        }
        assertSnapshot(of: script, as: .filmstrip(times: [0, 0.45, 1], scale: 0.5), suite: "ListsStoryboardGoldens")
    }

    @Test func theGridRendersItsPrototypeCellsInTheFlowLayout() throws {
        // The file's section header (40 pt, grey, bold "Swatches"), then seven blue swatches,
        // 100 × 80 with a 10 pt frame of the cell, three to a row inset 20 pt from the sides and
        // 10 below the header, on light grey; under the status bar (the file's inset adjustment
        // is never).
        let storyboard = try Storyboard(name: "Lists", bundle: Fixtures.bundle, options: Fixtures.options)
        let script = ApplicationScript {
            let app = Application()
            app.rootViewController = storyboard.instantiateViewController(withIdentifier: "grid")
            return app
        }
        assertSnapshot(of: script, as: .filmstrip(times: [0.1], scale: 0.5), suite: "ListsStoryboardGoldens")
    }
}

@Suite struct ScrollStoryboardGoldenTests {
    @Test func aTallStackScrollsToItsEndThroughTheContentLayoutGuide() throws {
        // Start: twelve coloured 100 pt rows (red to magenta), 20 pt from the sides, the first
        // 20 pt under the iPhone X's 44 pt safe area top. Middle: scrolling (0.3 s animation
        // from 0.1 s). End: the last row 20 pt above the 34 pt home-indicator inset.
        let storyboard = try Storyboard(name: "Scroll", bundle: Fixtures.bundle, options: Fixtures.options)
        let script = ApplicationScript {
            let app = Application(device: .iPhoneX)
            let controller = storyboard.instantiateInitialViewController()!
            app.rootViewController = controller
            app.schedule(at: 0.1) {
                let scroll = controller.view.subviews[0] as! ScrollView
                scroll.setContentOffset(scroll.maximumContentOffset, animated: true)
            }
            return app
        }
        assertSnapshot(of: script, as: .filmstrip(times: [0, 0.25, 0.5], scale: 0.25), suite: "ScrollStoryboardGoldens")
    }
}
