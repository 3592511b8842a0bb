import FlipbookGeometry
import FlipbookText
@testable import FlipbookKit
import Testing

// What published apps override or read of UIKit that Kit had sealed or left out: the
// navigation controller's push and pop, the deprecated layout guides, a popover's anchor, and
// the optional spellings of a button's label and a label's font.

/// A navigation controller that logs the override points UIKit calls.
private final class LoggingNavigationController: NavigationController {
    var log: [String] = []

    override func pushViewController(_ vc: ViewController, animated: Bool) {
        log.append("push")
        super.pushViewController(vc, animated: animated)
    }

    override func popViewController(animated: Bool) -> ViewController? {
        log.append("pop")
        return super.popViewController(animated: animated)
    }

    override func popToViewController(_ vc: ViewController, animated: Bool) -> [ViewController] {
        log.append("popTo")
        return super.popToViewController(vc, animated: animated)
    }
}

extension KitTests {
    @Suite struct PortedOverridePoints {
        @Test func pushAndPopAreOverridePointsAndPopToDoesNotCallPop() {
            let app = Application()
            let root = ViewController()
            let nav = LoggingNavigationController(rootViewController: root)
            app.rootViewController = nav
            nav.pushViewController(ViewController(), animated: false)
            nav.pushViewController(ViewController(), animated: false)
            #expect(nav.popViewController(animated: false) != nil)
            #expect(nav.viewControllers.count == 2)
            #expect(nav.popToRootViewController(animated: false)?.count == 1)
            #expect(nav.viewControllers.count == 1)
            // UIKit's popToViewController does not go through popViewController.
            #expect(nav.log == ["push", "push", "pop", "popTo"])
            #expect(nav.popToRootViewController(animated: false) == nil)
        }

        @Test func bottomLayoutGuideIsTheBottomOfTheSafeArea() {
            let app = Application(device: .iPhoneX)
            let root = ViewController()
            #expect(root.bottomLayoutGuide.length == 0)  // not in a window yet
            app.rootViewController = root
            root.view.layoutIfNeeded()
            #expect(root.bottomLayoutGuide.length == 34)
            let eight = Application(device: .iPhone8)
            let plain = ViewController()
            eight.rootViewController = plain
            #expect(plain.bottomLayoutGuide.length == 0)
        }

        @Test func layoutGuideAnchorsAreTheBandsOutsideTheSafeArea() {
            let app = Application(device: .iPhoneX)
            let root = ViewController()
            app.rootViewController = root
            let box = View()
            box.translatesAutoresizingMaskIntoConstraints = false
            root.view.addSubview(box)
            LayoutConstraint.activate([
                box.topAnchor.constraint(equalTo: root.topLayoutGuide.bottomAnchor),
                box.bottomAnchor.constraint(equalTo: root.bottomLayoutGuide.topAnchor),
                box.leadingAnchor.constraint(equalTo: root.view.leadingAnchor),
                box.widthAnchor.constraint(equalTo: root.bottomLayoutGuide.heightAnchor),
            ])
            root.view.layoutIfNeeded()
            #expect(box.frame == Rect(x: 0, y: 44, width: 34, height: 812 - 44 - 34))
        }

        @Test func popoverControllerExistsForThePopoverStyleAndPresentsAdaptedToFullScreen() {
            let app = Application()
            let root = ViewController()
            app.rootViewController = root
            let shown = ViewController()
            #expect(shown.popoverPresentationController == nil)
            shown.modalPresentationStyle = .popover
            let popover = shown.popoverPresentationController
            #expect(popover != nil && popover === shown.popoverPresentationController)
            popover?.sourceView = root.view
            popover?.sourceRect = Rect(x: 10, y: 10, width: 20, height: 20)
            root.present(shown, animated: false)
            app.advance(to: 0.1)
            #expect(shown.presentationController === popover)
            #expect(shown.popoverPresentationController === popover)
            #expect(shown.view.frame == Rect(x: 0, y: 0, width: 375, height: 667))
        }

        @Test func buttonTitleLabelAndLabelFontTakeUIKitsOptionalSpellings() {
            let button = Button()
            let missing: Font? = nil  // what `UIFont(name:size:)` gives for a font not installed
            button.titleLabel?.font = Font.system(size: 11)
            #expect(button.titleLabel.font == Font.system(size: 11))
            button.titleLabel?.font = missing  // a label's font set to nil is the default again
            #expect(button.titleLabel.font == Font.system(size: 17))
            let label = Label()
            label.font = Font.system(size: 30)
            label.font = nil
            #expect(label.font == Font.system(size: 17))
        }
    }
}
