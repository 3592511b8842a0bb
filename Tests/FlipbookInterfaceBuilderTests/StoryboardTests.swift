import Foundation
import FlipbookGeometry
import FlipbookInterfaceBuilder
import FlipbookKit
import FlipbookLayers
import FlipbookRaster
import FlipbookText
import Testing

@Suite struct StoryboardTests {
    func openMain(_ options: InterfaceBuilderOptions = Fixtures.options) throws -> (Application, NavigationController, HomeViewController) {
        let app = Application()
        let storyboard = try Storyboard(name: "Main", bundle: Fixtures.bundle, options: options)
        let nav = try #require(try storyboard.makeInitialViewController() as? NavigationController)
        let home = try #require(nav.viewControllers.first as? HomeViewController)
        app.rootViewController = nav
        return (app, nav, home)
    }

    @Test func initialNavigationControllerHasTheRootRelationshipsScene() throws {
        let (_, nav, home) = try openMain()
        #expect(nav.viewControllers.count == 1)
        #expect(home.title == "Home")        // the controller's title wins over its navigation item's
        #expect(home.awoken == 1)
    }

    @Test func sceneViewsHaveTheFilesFramesAndAttributes() throws {
        let (_, _, home) = try openMain()
        let view = try #require(home.view)
        #expect(view.frame == Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(view.backgroundColor == Color.white)     // systemBackgroundColor, light
        #expect(view.subviews.count == 7)
        let label = try #require(home.titleLabel)
        #expect(label === view.subviews[0])
        #expect(label.frame == Rect(x: 20, y: 84, width: 335, height: 40))
        #expect(label.text == "Hello, storyboard")
        #expect(label.font == Font.system(size: 24, weight: .semibold))
        #expect(label.textColor == Color(red8: 255, green8: 59, blue8: 48))
        #expect(label.textAlignment == .center && label.numberOfLines == 2)
        #expect(!label.isUserInteractionEnabled)
        let next = try #require(home.nextButton)
        #expect(next.frame == Rect(x: 20, y: 150, width: 100, height: 44) && next.tag == 7)
        #expect(next.title(for: .normal) == "Next" && next.title(for: .highlighted) == "Going")
        #expect(next.titleColor(for: .normal) == Color(red: 0.2, green: 0.4, blue: 0.6))   // the asset colour "Brand"
        #expect(next.titleLabel.font == Font.system(size: 18, weight: .bold))
        let image = try #require(view.subviews[4] as? ImageView)
        #expect(image.contentMode == .scaleAspectFit && image.clipsToBounds)
        #expect(image.image?.scale == 2 && image.image?.width == 16)   // star@2x at the default scale 2
    }

    @Test func customViewsGetAttributesBeforeTheirInitCodeAndRuntimeAttributesAfter() throws {
        let (_, _, home) = try openMain()
        _ = home.view
        #expect(home.badges.count == 2)
        let one = home.badges[0], two = home.badges[1]
        #expect(one.frameSeenInInit == Rect(x: 100, y: 220, width: 40, height: 40))
        #expect(one.alpha == 0.5 && one.tag == 3)
        #expect(one.backgroundColor == Color(red: 0.25, green: 0.5, blue: 0.75))
        #expect(one.layer.cornerRadius == 8 && one.layer.masksToBounds)
        #expect(one.caption == "one")
        #expect(one.awoken && two.awoken)
        #expect(two.isHidden && two.backgroundColor == Color(white: 0.5))
    }

    @Test func outletsAreConnectedBeforeViewDidLoad() throws {
        let (_, _, home) = try openMain()
        #expect(home.log.first == "viewDidLoad label=Hello, storyboard")
    }

    @Test func tappingAButtonPerformsItsShowSegueAfterShouldPerformAndPrepare() throws {
        let (app, nav, home) = try openMain()
        app.tap(home.nextButton, at: 0.5)
        app.advance(to: 2)
        #expect(nav.viewControllers.count == 2)
        #expect(nav.viewControllers.last is DetailViewController)
        #expect(home.log.contains("should showDetail"))
        #expect(home.log.contains("prepare showDetail -> DetailViewController"))
    }

    @Test func shouldPerformSegueVetoesATriggeredSegue() throws {
        let (app, nav, home) = try openMain()
        home.vetoes = ["showDetail"]
        app.tap(home.nextButton, at: 0.5)
        app.advance(to: 2)
        #expect(nav.viewControllers.count == 1)
    }

    @Test func anActionPerformsAManualSegueWithTheFilesPresentationAndTransitionStyles() throws {
        let (app, _, home) = try openMain()
        let modal = try #require(home.view.subviews[2] as? Button)
        app.tap(modal, at: 0.5)
        app.advance(to: 2)
        let presented = try #require(home.navigationController?.presentedViewController as? DetailViewController)
        #expect(presented.modalPresentationStyle == .overFullScreen)
        #expect(presented.modalTransitionStyle == .crossDissolve)
        #expect(home.log.contains("showModal"))
        #expect(home.log.contains("prepare present -> DetailViewController"))
    }

    @Test func aCustomSegueRunsItsClassFromTheFile() throws {
        let (app, nav, home) = try openMain()
        RecordingSegue.performed = []
        let custom = try #require(home.view.subviews[3] as? Button)
        app.tap(custom, at: 0.5)
        app.advance(to: 1)
        #expect(RecordingSegue.performed == ["HomeViewController -> DetailViewController"])
        #expect(nav.viewControllers.count == 2)
        #expect(home.log.contains("prepare nil -> DetailViewController"))   // an anonymous segue
    }

    @Test func anUnwindSegueCallsTheUnwindActionAndPopsBack() throws {
        let (app, nav, home) = try openMain()
        app.tap(home.nextButton, at: 0.5)
        app.advance(to: 2)
        let detail = try #require(nav.viewControllers.last as? DetailViewController)
        let back = try #require(detail.view.subviews.first as? Button)
        app.tap(back, at: 2.5)
        app.advance(to: 4)
        #expect(nav.viewControllers.count == 1)
        #expect(home.log.contains("unwind from DetailViewController"))
        #expect(detail.prepared.contains("nil -> HomeViewController"))
        // TN2298's order: the source's prepare(for:sender:), then the destination's unwind action.
        #expect(home.log.suffix(2) == ["source prepare", "unwind from DetailViewController"])
    }

    @Test func aDestinationThatDoesNotListItsActionsIsFoundByCallingTheActionFirst() throws {
        let storyboard = try Storyboard(name: "Main", bundle: Fixtures.bundle, options: Fixtures.options)
        let app = Application()
        let nav = try #require(try storyboard.makeInitialViewController() as? NavigationController)
        let home = try #require(nav.viewControllers.first as? HomeViewController)
        app.rootViewController = nav
        home.listsActions = false
        app.tap(home.nextButton, at: 0.5)
        app.advance(to: 2)
        let detail = try #require(nav.viewControllers.last as? DetailViewController)
        app.tap(try #require(detail.view.subviews.first as? Button), at: 2.5)
        app.advance(to: 4)
        #expect(nav.viewControllers.count == 1)
        #expect(home.log.suffix(2) == ["unwind from DetailViewController", "source prepare"])
        #expect(storyboard.diagnostics.contains { $0.message.contains("before the source's prepare(for:sender:)") })
    }

    @Test func aGestureRecognizerFromTheFileSendsItsAction() throws {
        let (app, _, home) = try openMain()
        let recognizer = try #require(home.titleLabel.gestureRecognizers.first as? TapGestureRecognizer)
        #expect(recognizer.numberOfTapsRequired == 2)
        app.tap(recognizer, at: 0.5)
        app.advance(to: 1)
        #expect(home.log.contains("titleTapped"))
    }

    @Test func aSceneDesignedSmallerIsResizedWithItsAutoresizingMasks() throws {
        _ = Application()   // 375 × 667
        let storyboard = try Storyboard(name: "Main", bundle: Fixtures.bundle, options: Fixtures.options)
        let detail = try #require(try storyboard.makeViewController(withIdentifier: "detail") as? DetailViewController)
        #expect(detail.view.frame == Rect(x: 0, y: 0, width: 375, height: 667))
        let back = try #require(detail.view.subviews.first)
        // Flexible width and top margin: 55 pt wider, 99 pt lower.
        #expect(back.frame == Rect(x: 20, y: 599, width: 335, height: 48))
        // All four margins flexible: the change is split between the equal margins.
        #expect(detail.box.frame == Rect(x: 137.5, y: 283.5, width: 100, height: 100))
    }

    @Test func darkAppearanceResolvesNamedAndSystemColoursToTheirDarkVariants() throws {
        _ = Application()
        let storyboard = try Storyboard(name: "Main", bundle: Fixtures.bundle,
                                        options: InterfaceBuilderOptions(userInterfaceStyle: .dark, printsDiagnostics: false))
        let detail = try #require(try storyboard.makeViewController(withIdentifier: "detail") as? DetailViewController)
        #expect(detail.view.backgroundColor == Color.black)
        #expect(detail.box.backgroundColor == Color(red8: 200, green8: 100, blue8: 50))
    }

    @Test func constraintsAreParsedIntoTheModel() throws {
        let document = try InterfaceBuilderDocument(contentsOf: Fixtures.folder.appendingPathComponent("Main.storyboard"))
        let root = try #require(document.root.element(withID: "hom-01-view"))
        let constraints = try root.child("constraints")!.children("constraint").map {
            try InterfaceBuilderConstraint($0, owner: root.id, file: document.fileName, scene: "hom-scn-001")
        }
        #expect(constraints.count == 3)
        #expect(constraints[0].firstItem == "hom-lbl-tit" && constraints[0].firstAttribute == "leading" && constraints[0].constant == 20)
        #expect(constraints[1].priority == 750)
        #expect(abs(constraints[2].multiplier - 16.0 / 9) < 1e-12 && constraints[2].secondAttribute == "height")
        #expect(document.scenes.map(\.id) == ["nav-scn-001", "hom-scn-001", "det-scn-001"])
    }

    @Test func constraintsAreInstalledOnTheViewThatHoldsThem() throws {
        _ = Application()
        let storyboard = try Storyboard(name: "Main", bundle: Fixtures.bundle, options: Fixtures.options)
        let home = try #require(try storyboard.makeViewController(withIdentifier: "home") as? HomeViewController)
        #expect(home.view.constraints.count == 3)
        #expect(home.view.constraints.map(\.priority.rawValue) == [1000, 750, 1000])
        #expect(!storyboard.diagnostics.contains { $0.message.contains("constraints") })
    }
}

@Suite struct SegueKindTests {
    @Test(arguments: [("detail", ModalPresentationStyle.fullScreen), ("popover", .popover)])
    func manualSeguesPresentWithTheirKindsStyle(identifier: String, style: ModalPresentationStyle) throws {
        let app = Application()
        let storyboard = try Storyboard(name: "Main", bundle: Fixtures.bundle, options: Fixtures.options)
        let nav = try #require(try storyboard.makeInitialViewController() as? NavigationController)
        app.rootViewController = nav
        let home = try #require(nav.viewControllers.first as? HomeViewController)
        app.schedule(at: 0.5) { home.performSegue(withIdentifier: identifier, sender: nil) }
        app.advance(to: 2)
        // Show detail without a split view presents from the window's root; a popover adapts to
        // full screen in a compact width but keeps its style.
        let presented = try #require(nav.presentedViewController as? DetailViewController)
        #expect(presented.modalPresentationStyle == style)
        #expect(presented.modalTransitionStyle == .coverVertical)
        #expect(home.log.contains("prepare \(identifier) -> DetailViewController"))
        #expect(!home.log.contains("should \(identifier)"))     // not asked for performSegue(withIdentifier:)
    }

    @Test func anAttributeThatChangesThePictureButIsNotDrawnIsADiagnostic() throws {
        _ = Application()
        let storyboard = try Storyboard(name: "Main", bundle: Fixtures.bundle, options: Fixtures.options)
        _ = try storyboard.makeViewController(withIdentifier: "home")
        let shadow = try #require(storyboard.diagnostics.first { $0.message.contains("shadowColor") })
        #expect(shadow.description == "warning: Main.storyboard, scene hom-scn-001, element hom-lbl-tit: shadowColor is not drawn")
    }
}

@Suite struct StoryboardPropertyTests {
    @Test func aControllerFromAStoryboardInstantiatesItsSiblingsThroughItsStoryboard() throws {
        _ = Application()
        let home = try Storyboard(name: "Main", bundle: Fixtures.bundle, options: Fixtures.options)
            .makeViewController(withIdentifier: "home")
        let storyboard = try #require(home.storyboard)
        #expect(storyboard.instantiateViewController(withIdentifier: "detail") is DetailViewController)
        #expect(ViewController().storyboard == nil)
    }
}

@Suite struct ManualUnwindTests {
    @Test func anUnwindSegueWithAnIdentifierRunsFromPerformSegue() throws {
        let app = Application()
        let storyboard = try Storyboard(name: "Main", bundle: Fixtures.bundle, options: Fixtures.options)
        let nav = try #require(try storyboard.makeInitialViewController() as? NavigationController)
        app.rootViewController = nav
        let home = try #require(nav.viewControllers.first as? HomeViewController)
        app.schedule(at: 0.1) { home.performSegue(withIdentifier: "showDetail", sender: nil) }
        app.advance(to: 1.5)
        let detail = try #require(nav.viewControllers.last as? DetailViewController)
        app.schedule(at: 2) { detail.performSegue(withIdentifier: "backHome", sender: nil) }
        app.advance(to: 3.5)
        #expect(nav.viewControllers.count == 1)
        #expect(home.log.contains("unwind from DetailViewController"))
        #expect(detail.prepared.contains("backHome -> HomeViewController"))
        #expect(home.log.suffix(2) == ["source prepare", "unwind from DetailViewController"])
    }
}

@Suite struct MissingImageTests {
    @Test func anImageNotInTheBundleShowsNothingWithADiagnosticAsOnIOS() throws {
        _ = Application()
        let storyboard = try Storyboard(name: "Main", bundle: Fixtures.bundle, options: Fixtures.options)
        let detail = try storyboard.makeViewController(withIdentifier: "detail")
        let imageView = try #require(detail.view.subviews.last as? ImageView)
        #expect(imageView.image == nil && imageView.frame == Rect(x: 10, y: 10, width: 20, height: 20))
        #expect(storyboard.diagnostics.contains {
            $0.element == "det-img-001" && $0.message == "no image named 'no-such-image' in the bundle; nothing is shown, as on iOS"
        })
    }
}
