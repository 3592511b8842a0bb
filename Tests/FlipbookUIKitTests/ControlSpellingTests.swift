import FlipbookUIKit
import Testing

/// A control written the way an iOS app writes one: a `UIControl` subclass that tracks its own
/// value and sends `.valueChanged`, with the SDK's nested names (`Event` is the control event here).
private final class StepperControl: UIControl {
    private(set) var value = 0
    let changeEvents: Event = .valueChanged
    override var isHighlighted: Bool {
        didSet { alpha = isHighlighted ? 0.5 : 1 }
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        value += 1
        sendActions(for: changeEvents)
    }
}

/// A target with the action shapes ported code has after `flipbook port` (the `@objc` gone,
/// `#selector(…)` a method reference).
private final class StepperScreen {
    var values: [Int] = []
    var senders: [String] = []
    func valueChanged(_ sender: StepperControl) { values.append(sender.value) }
    func anySender(_ sender: Any) { senders.append("\(type(of: sender))") }
}

@Suite struct ControlSpellingTests {
    @Test func uiControlIsKitsControlWithTheSDKsNestedNames() {
        #expect(UIControl.self == Control.self)
        #expect(UIControl.State.self == ControlState.self && UIControl.Event.self == ControlEvents.self)
        #expect(UIControl.ContentHorizontalAlignment.self == ContentHorizontalAlignment.self)
        #expect(UIControl.ContentVerticalAlignment.self == ContentVerticalAlignment.self)
        #expect(UIControl.Event.valueChanged.rawValue == 4096 && UIControl.Event.allEvents.rawValue == 0xFFFF_FFFF)
        let button: UIControl = UIButton()
        #expect(button.state == .normal)
    }

    @Test func anAppControlSendsValueChangedToAPortedTarget() throws {
        let app = UIApplication()
        let stepper = StepperControl(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        app.window.addSubview(stepper)
        let screen = StepperScreen()
        stepper.addTarget(screen, action: StepperScreen.valueChanged(_:), for: .valueChanged)
        stepper.addTarget(screen, action: StepperScreen.anySender(_:), for: [.touchDown, .valueChanged])
        var alphas: [Double] = []
        stepper.addAction(for: .touchDown) { alphas.append(stepper.alpha) }
        try app.tap(at: CGPoint(x: 50, y: 22), time: 1)
        try app.tap(at: CGPoint(x: 50, y: 22), time: 2)
        app.advance(to: 3)
        #expect(screen.values == [1, 2])
        #expect(screen.senders == Array(repeating: "StepperControl", count: 4))
        #expect(alphas == [0.5, 0.5] && stepper.alpha == 1)
    }

    @Test func cfTimeIntervalIsSeconds() {
        let app = UIApplication()
        app.advance(to: 0.25)
        let now: CFTimeInterval = CACurrentMediaTime()
        #expect(CFTimeInterval.self == Double.self && now == 0.25)
    }

    @Test func fontNamedByPostScriptNameMapsFamilyAndWeight() throws {
        _ = UIApplication()
        let bold = try #require(UIFont(name: "HelveticaNeue-Bold", size: 20))
        #expect(bold.family == "HelveticaNeue" && bold.weight == .bold && bold.size == 20)
        let medium = try #require(UIFont(name: "HelveticaNeue-Medium", size: 17))
        #expect(medium.weight == .medium)
        let light = try #require(UIFont(name: "Helvetica-Light", size: 12))
        #expect(light.weight == .light && light.family == "Helvetica")
    }

    @Test func aMissingFamilyIsTheSystemSansAndReportedNeverNil() throws {
        let app = UIApplication()
        let font = try #require(UIFont(name: "NoSuchFamilyAnywhere-DemiBold", size: 15))
        #expect(font == UIFont.systemFont(ofSize: 15, weight: .semibold))
        let italic = try #require(UIFont(name: "HelveticaNeue-BoldItalic", size: 15))
        #expect(italic.weight == .bold)
        #expect(app.diagnostics.map(\.code) == ["font.missingFamily", "font.italic"])
    }

    @Test func presentationFlagsSpellAsInUIKit() {
        let app = UIApplication()
        let root = UIViewController()
        app.rootViewController = root
        let presented = UIViewController()
        root.present(presented, animated: true)
        #expect(presented.isBeingPresented && !presented.isBeingDismissed)
        app.advance(to: 1)
        #expect(!presented.isBeingPresented)
    }
}
