import class Foundation.NSCoder
import FlipbookGeometry
@testable import FlipbookKit
import Testing

/// A controller that logs the touches that reach it through the responder chain.
final class TouchLoggingController: ViewController {
    var log: [Touch.Phase] = []
    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { log.append(.began) }
    override func touchesMoved(_ touches: Set<Touch>, with event: Event?) { log.append(.moved) }
    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) { log.append(.ended) }
    override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) { log.append(.cancelled) }
}

/// A view that may become first responder and counts its resignations.
final class FocusableView: View {
    var refusesToResign = false
    var resignations = 0
    override var canBecomeFirstResponder: Bool { true }
    override var canResignFirstResponder: Bool { !refusesToResign }
    override func resignFirstResponder() -> Bool {
        resignations += 1
        return super.resignFirstResponder()
    }
}

/// An app delegate that is a responder, as every UIKit app's `AppDelegate` is.
final class LoggingAppDelegate: Responder, ApplicationDelegate {
    var window: Window?
    var calls: [String] = []
    var build: ((LoggingAppDelegate) -> Void)?
    func application(
        _ application: Application, willFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?
    ) -> Bool {
        calls.append("will \(launchOptions == nil ? "nil" : "options")")
        return true
    }
    func application(
        _ application: Application, didFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?
    ) -> Bool {
        calls.append("did")
        build?(self)
        return true
    }
    func applicationDidBecomeActive(_ application: Application) { calls.append("active") }
}

extension KitTests {
    @Suite struct ResponderChain {
        @Test func aRootViewsNextIsItsControllerThenTheWindowTheApplicationAndTheDelegate() {
            let app = Application()
            let delegate = LoggingAppDelegate()
            app.launch(delegate: delegate)
            let controller = ViewController()
            app.rootViewController = controller
            let button = View(frame: Rect(x: 10, y: 10, width: 40, height: 40))
            controller.view.addSubview(button)
            #expect(button.next === controller.view)
            #expect(controller.view.next === controller)
            #expect(controller.next === app.window)
            #expect(app.window.next === app)
            #expect(app.next === delegate)
            #expect(delegate.next == nil)
        }

        @Test func aDelegateThatIsAViewControllerIsNotTheApplicationsNext() {
            final class ControllerDelegate: ViewController, ApplicationDelegate {}
            let app = Application()
            app.delegate = ControllerDelegate()
            #expect(app.next == nil)
            app.delegate = LoggingAppDelegate()
            #expect(app.next === app.delegate as? Responder)
        }

        @Test func aChildsNextIsTheParentsViewAndAPresentedControllersIsItsContainerOrPresenter() {
            let app = Application()
            let parent = ViewController(), child = ViewController()
            app.rootViewController = parent
            parent.addChild(child)
            parent.view.addSubview(child.view)
            child.didMove(toParent: parent)
            #expect(child.next === parent.view)
            // A view that is not a controller's root view passes to its superview, even when a
            // controller knows it: only the root view's next is the controller.
            let presented = ViewController()
            parent.present(presented, animated: false)
            #expect(presented.next === presented.view.superview && presented.view.superview != nil)
            presented.view.removeFromSuperview()
            #expect(presented.next === parent)
            // Not loaded, not presented: the end of the chain.
            #expect(ViewController().next == nil)
        }

        @Test func aTouchNoViewHandlesReachesTheControllerOfTheRootView() throws {
            let app = Application()
            let controller = TouchLoggingController()
            app.rootViewController = controller
            let plain = View(frame: Rect(x: 50, y: 100, width: 100, height: 100))
            controller.view.addSubview(plain)
            try app.tap(at: Point(x: 100, y: 150), time: 0.5)
            app.advance(to: 1)
            #expect(controller.log == [.began, .ended])
        }

        @Test func aViewThatHandlesTheTouchKeepsItFromItsController() throws {
            let app = Application()
            let controller = TouchLoggingController()
            app.rootViewController = controller
            let logging = TouchLoggingView(frame: Rect(x: 50, y: 100, width: 100, height: 100))
            controller.view.addSubview(logging)
            try app.tap(at: Point(x: 100, y: 150), time: 0.5)
            app.advance(to: 1)
            #expect(logging.log == [.began, .ended] && controller.log.isEmpty)
        }

        @Test func aDragOnAChildControllersViewReachesTheChildNotTheParent() throws {
            let app = Application()
            let parent = TouchLoggingController(), child = TouchLoggingController()
            app.rootViewController = parent
            parent.addChild(child)
            child.view.frame = Rect(x: 0, y: 300, width: 375, height: 200)
            parent.view.addSubview(child.view)
            child.didMove(toParent: parent)
            try app.touch(along: [(0, Point(x: 20, y: 400)), (0.1, Point(x: 60, y: 400))])
            app.advance(to: 1)
            #expect(child.log.first == .began && child.log.last == .ended)
            // 60 Hz moves at 1/60 … 5/60 s; the finger lifts at 6/60 s.
            #expect(child.log.filter { $0 == .moved }.count == 5)
            #expect(parent.log.isEmpty)
        }
    }

    @Suite struct KeyboardNames {
        @Test func theKeyboardsNamesAreTheSDKs() {
            #expect(Responder.keyboardWillShowNotification.rawValue == "UIKeyboardWillShowNotification")
            #expect(Responder.keyboardWillHideNotification.rawValue == "UIKeyboardWillHideNotification")
            #expect(Responder.keyboardFrameEndUserInfoKey == "UIKeyboardFrameEndUserInfoKey")
            #expect(Responder.keyboardAnimationDurationUserInfoKey == "UIKeyboardAnimationDurationUserInfoKey")
        }
    }

    @Suite struct FirstResponder {
        @Test func aPlainViewCannotBecomeFirstResponder() {
            let app = Application()
            let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
            app.window.addSubview(view)
            #expect(!view.canBecomeFirstResponder)
            #expect(!view.becomeFirstResponder() && !view.isFirstResponder)
            #expect(view.resignFirstResponder())  // true even when it was not first, as in UIKit
        }

        @Test func aViewOutsideAWindowCannotBecomeFirstResponder() {
            _ = Application()
            let view = FocusableView()
            #expect(!view.becomeFirstResponder() && !view.isFirstResponder)
        }

        @Test func becomingFirstResponderResignsThePreviousOne() {
            let app = Application()
            let a = FocusableView(), b = FocusableView()
            app.window.addSubview(a)
            app.window.addSubview(b)
            #expect(a.becomeFirstResponder() && a.isFirstResponder)
            #expect(a.becomeFirstResponder() && a.resignations == 0)  // already first: true, no change
            #expect(b.becomeFirstResponder())
            #expect(b.isFirstResponder && !a.isFirstResponder && a.resignations == 1)
            #expect(b.resignFirstResponder() && !b.isFirstResponder)
        }

        @Test func aResponderThatRefusesToResignKeepsTheStatus() {
            let app = Application()
            let a = FocusableView(), b = FocusableView()
            app.window.addSubview(a)
            app.window.addSubview(b)
            a.becomeFirstResponder()
            a.refusesToResign = true
            #expect(!b.becomeFirstResponder())
            #expect(a.isFirstResponder && !b.isFirstResponder)
            #expect(!a.resignFirstResponder() && a.isFirstResponder)
        }

        @Test func aFirstResponderThatLeavesTheWindowIsNoLongerFirst() {
            let app = Application()
            let container = View(), field = FocusableView()
            container.addSubview(field)
            app.window.addSubview(container)
            field.becomeFirstResponder()
            container.removeFromSuperview()
            #expect(!field.isFirstResponder)
            app.window.addSubview(container)
            #expect(!field.isFirstResponder)  // coming back does not restore it
        }
    }

    @Suite struct ApplicationLaunch {
        @Test func launchCallsTheDelegateInUIKitsOrderWithTheKeyWindow() {
            let app = Application()
            let delegate = LoggingAppDelegate()
            #expect(app.launch(delegate: delegate))
            #expect(delegate.calls == ["will nil", "did", "active"])
            #expect(delegate.window === app.window && app.delegate === delegate)
        }

        @Test func aWindowTheDelegateMakesHandsItsRootControllerToTheKeyWindow() {
            let app = Application()
            let delegate = LoggingAppDelegate()
            let root = ViewController()
            delegate.build = { delegate in
                delegate.window = Window(frame: Screen.main.bounds)
                delegate.window?.rootViewController = root
                delegate.window?.makeKeyAndVisible()
            }
            app.launch(delegate: delegate)
            #expect(app.rootViewController === root && root.view.superview === app.window)
            #expect(delegate.window === app.window && app.window.rootViewController === root)
            #expect(root.view.frame == Rect(x: 0, y: 0, width: 375, height: 667))
            #expect(app.diagnostics.isEmpty)
        }

        @Test func aSmallerWindowMadeKeyIsReported() {
            let app = Application()
            app.diagnosticHandler = { _ in }
            let window = Window(frame: Rect(x: 0, y: 0, width: 200, height: 200))
            window.rootViewController = ViewController()
            window.makeKeyAndVisible()
            #expect(app.diagnostics.map(\.code) == ["window.frame"])
        }
    }

    @Suite struct DeviceAnswers {
        @Test func thePresetAnswersIdiomModelAndOrientation() {
            let pad = Application(device: .iPadPro11, statusBar: nil)
            pad.systemVersion = SystemVersion(17)
            #expect(Device.current === Device.current)
            #expect(Device.current.userInterfaceIdiom == .pad && Device.current.model == "iPad")
            #expect(Device.current.systemName == "iPadOS" && Device.current.systemVersion == "17.0")
            _ = Application(device: DevicePreset.iPhoneX.landscape, statusBar: nil)
            #expect(Device.current.orientation == .landscapeLeft && Device.current.orientation.rawValue == 3)
            #expect(Device.current.model == "iPhone" && Device.current.systemName == "iOS")
            let phone = Application()
            phone.systemVersion = SystemVersion(12, 4)
            #expect(Device.current.orientation == .portrait && Device.current.systemVersion == "12.4")
            #expect(Device.current.userInterfaceIdiom == .phone)
        }
    }
}

/// A controller whose bar button item's action a tap would send.
final class SavingController: ViewController {
    var saves = 0
    func save(_ sender: BarButtonItem) { saves += 1 }
}

extension KitTests {
    @Suite struct NavigationItems {
        @Test func theItemFollowsTheControllersTitleAndTheBarShowsIt() {
            let app = Application()
            let root = ViewController(), second = ViewController()
            root.title = "Inbox"
            let nav = NavigationController(rootViewController: root)
            app.rootViewController = nav
            #expect(root.navigationItem.title == "Inbox")
            root.navigationItem.title = "Mail"
            #expect(root.title == "Inbox" && nav.navigationBar.items.titleLabel.text == "Mail")
            root.navigationItem.backBarButtonItem = BarButtonItem(title: "", style: .plain, target: nil, action: nil)
            nav.pushViewController(second, animated: false)
            #expect(nav.backTitle(below: second) == "")
            second.navigationItem.hidesBackButton = true
            #expect(nav.backTitle(below: second) == nil && !nav.navigationBar.items.hasBackItem)
            #expect(app.diagnostics.isEmpty)
        }

        @Test func barButtonItemsSendTheirActionAndAPromptIsReportedAsNotDrawn() {
            let app = Application()
            app.diagnosticHandler = { _ in }
            let root = SavingController()
            let nav = NavigationController(rootViewController: root)
            let save = BarButtonItem(barButtonSystemItem: .save, target: root, action: SavingController.save)
            #expect(save.title == "Save" && save.style == .plain && save.systemItem?.rawValue == 3)
            root.navigationItem.rightBarButtonItem = save
            root.navigationItem.prompt = "Choose"
            app.rootViewController = nav
            #expect(save.sendAction() && root.saves == 1)
            save.isEnabled = false
            #expect(!save.sendAction() && root.saves == 1)
            #expect(app.diagnostics.map(\.code) == ["navigationItem.notDrawn"])
            #expect(app.diagnostics[0].message.contains("prompt"))
            #expect(BarButtonItem(barButtonSystemItem: .done, target: nil, action: nil).style == .done)
        }
    }
}

/// An adaptation delegate that answers `.none` for the trait-collection form only, as PanModal's.
final class NoAdaptation: PopoverPresentationControllerDelegate {
    func adaptivePresentationStyle(for controller: PresentationController, traitCollection: TraitCollection)
        -> ModalPresentationStyle
    { .none }
}

extension KitTests {
    @Suite struct AdaptivePresentationDelegates {
        @Test func theDefaultsAreUIKitsAndTheDelegateIsHeldWeakly() {
            _ = Application()
            let presented = ViewController()
            let controller = PresentationController(presentedViewController: presented, presenting: nil)
            final class Silent: AdaptivePresentationControllerDelegate {}
            let silent = Silent()
            #expect(silent.adaptivePresentationStyle(for: controller) == .fullScreen)
            #expect(silent.adaptivePresentationStyle(for: controller, traitCollection: TraitCollection.current) == .fullScreen)
            #expect(silent.presentationControllerShouldDismiss(controller))
            let none = NoAdaptation()
            #expect(none.adaptivePresentationStyle(for: controller, traitCollection: TraitCollection.current) == .none)
            #expect(ModalPresentationStyle.none.rawValue == -1)
            do {
                let delegate = NoAdaptation()
                controller.delegate = delegate
                #expect(controller.delegate === delegate)
            }
            #expect(controller.delegate == nil)
        }
    }
}
