import FlipbookGeometry
@testable import FlipbookKit
import Testing

/// A control of the app's own, as UIKit apps subclass `UIControl`.
final class Toggle: Control {
    var redraws = 0
    override var isSelected: Bool {
        didSet { redraws += 1 }
    }
}

/// A target with the action shapes UIKit code uses on controls.
final class ControlHandler {
    var log: [String] = []
    func pressed() { log.append("pressed") }
    func toggled(_ sender: Toggle) { log.append("toggled \(sender.isSelected)") }
    func sent(_ sender: Any) { log.append("any \(type(of: sender))") }
    func object(_ sender: AnyObject) { log.append("object") }
    func button(_ sender: Button) { log.append("button") }
}

extension KitTests {
    @Suite struct ControlClass {
        @Test func aButtonIsAControlAndItsStateIsTheControlsFlags() {
            _ = Application()
            let button = Button(frame: Rect(x: 0, y: 0, width: 100, height: 44))
            let control: Control = button
            control.isSelected = true
            control.isEnabled = false
            #expect(button.state == [.selected, .disabled])
            #expect(control.state.rawValue == 6)
            control.isEnabled = true
            control.isHighlighted = true
            #expect(button.state == [.selected, .highlighted])
        }

        @Test func anAppControlReceivesTouchDownAndTouchUpInsideThroughHitTesting() throws {
            let app = Application()
            let toggle = Toggle(frame: Rect(x: 0, y: 0, width: 100, height: 44))
            app.window.addSubview(toggle)
            let handler = ControlHandler()
            toggle.addTarget(handler, action: ControlHandler.pressed, for: .touchDown)
            toggle.addTarget(handler, action: ControlHandler.toggled(_:), for: .touchUpInside)
            var tracking: [Bool] = []
            toggle.addAction(for: .touchDown) {
                tracking.append(toggle.isTracking && toggle.isTouchInside && toggle.isHighlighted)
            }
            try app.tap(at: Point(x: 50, y: 22), time: 1)
            app.advance(to: 2)
            #expect(handler.log == ["pressed", "toggled false"])
            #expect(tracking == [true])
            #expect(!toggle.isTracking && !toggle.isHighlighted && toggle.isTouchInside)
        }

        @Test func aFingerLiftedOutsideSendsTouchUpOutsideAndNoTouchUpInside() throws {
            let app = Application()
            let toggle = Toggle(frame: Rect(x: 0, y: 0, width: 100, height: 44))
            app.window.addSubview(toggle)
            var events: [String] = []
            toggle.addAction(for: .touchUpInside) { events.append("inside") }
            toggle.addAction(for: .touchUpOutside) { events.append("outside \(toggle.isTouchInside)") }
            try app.touch(along: [(1, Point(x: 50, y: 22)), (1.05, Point(x: 50, y: 200)), (1.1, Point(x: 50, y: 300))])
            app.advance(to: 2)
            #expect(events == ["outside false"])
            #expect(!toggle.isHighlighted && !toggle.isTracking)
        }

        @Test func aDisabledControlSendsNothing() throws {
            let app = Application()
            let toggle = Toggle(frame: Rect(x: 0, y: 0, width: 100, height: 44))
            app.window.addSubview(toggle)
            toggle.isEnabled = false
            var count = 0
            toggle.addAction(for: .allEvents) { count += 1 }
            try app.tap(at: Point(x: 50, y: 22), time: 1)
            app.advance(to: 2)
            #expect(count == 0 && !toggle.isHighlighted)
        }

        @Test func aSubclassOverridingIsSelectedWithDidSetSeesEveryChange() {
            _ = Application()
            let toggle = Toggle()
            toggle.isSelected = true
            toggle.isSelected = false
            #expect(toggle.redraws == 2 && toggle.state == .normal)
        }

        @Test func sendActionsRunsThePairsWhoseEventsMeetFirstAddedFirst() {
            _ = Application()
            let toggle = Toggle()
            let handler = ControlHandler()
            toggle.addTarget(handler, action: ControlHandler.sent(_:), for: .valueChanged)
            toggle.addTarget(handler, action: ControlHandler.object(_:), for: [.valueChanged, .editingChanged])
            toggle.addTarget(handler, action: ControlHandler.pressed, for: .touchDown)
            toggle.sendActions(for: .valueChanged)
            #expect(handler.log == ["any Toggle", "object"])
            handler.log = []
            toggle.sendActions(for: [.valueChanged, .editingChanged])  // one round: each pair once
            #expect(handler.log == ["any Toggle", "object"])
        }

        @Test func theSameLineAddsOnceAndASecondAddWidensItsEvents() {
            _ = Application()
            let toggle = Toggle()
            let handler = ControlHandler()
            for events in [ControlEvents.touchDown, .touchUpInside, .touchDown] {
                toggle.addTarget(handler, action: ControlHandler.pressed, for: events)
            }
            #expect(toggle.controlTargets.count == 1)
            #expect(toggle.allControlEvents == [.touchDown, .touchUpInside])
            toggle.addTarget(handler, action: ControlHandler.pressed, for: .touchDown)
            #expect(toggle.controlTargets.count == 2)
        }

        @Test func removeTargetTakesEventsAwayByParameterShapeAndNilRemovesAll() {
            _ = Application()
            let toggle = Toggle()
            let handler = ControlHandler()
            let other = ControlHandler()
            toggle.addTarget(handler, action: ControlHandler.pressed, for: [.touchDown, .touchUpInside])
            toggle.addTarget(handler, action: ControlHandler.toggled(_:), for: .touchUpInside)
            toggle.addTarget(other, action: ControlHandler.pressed, for: .touchUpInside)
            toggle.removeTarget(handler, action: ControlHandler.pressed, for: .touchDown)
            #expect(toggle.allControlEvents == [.touchUpInside])
            toggle.sendActions(for: .touchUpInside)
            #expect(handler.log == ["pressed", "toggled false"] && other.log == ["pressed"])
            toggle.removeTarget(handler, action: nil, for: .allEvents)
            #expect(toggle.allTargets.count == 1 && toggle.allTargets.first === other)
            toggle.removeTarget(nil, action: nil, for: .allEvents)
            #expect(toggle.allTargets.isEmpty && toggle.allControlEvents.isEmpty)
        }

        @Test func allTargetsListsEachLiveTargetOnceAndHoldsThemWeakly() {
            _ = Application()
            let toggle = Toggle()
            let kept = ControlHandler()
            var gone: ControlHandler? = ControlHandler()
            toggle.addTarget(kept, action: ControlHandler.pressed, for: .touchDown)
            toggle.addTarget(gone!, action: ControlHandler.pressed, for: .touchDown)
            toggle.addTarget(kept, action: ControlHandler.sent(_:), for: .touchDown)
            #expect(toggle.allTargets.count == 2)
            gone = nil
            #expect(toggle.allTargets.count == 1 && toggle.allTargets.first === kept)
            toggle.sendActions(for: .touchDown)
            #expect(kept.log == ["pressed", "any Toggle"])
        }

        @Test func actionsForTargetNamesWhereEachWasAddedSinceMethodsHaveNoSelector() {
            _ = Application()
            let toggle = Toggle()
            let handler = ControlHandler()
            toggle.addTarget(
                handler, action: ControlHandler.pressed, for: .touchUpInside, file: "App/Main.swift",
                line: 12, column: 5)
            #expect(toggle.actions(forTarget: handler, forControlEvent: .touchUpInside) == ["App/Main.swift:12:5"])
            #expect(toggle.actions(forTarget: handler, forControlEvent: .touchDown) == nil)
            #expect(toggle.actions(forTarget: nil, forControlEvent: .touchUpInside) == nil)
        }

        @Test func sendActionSendsOneActionToATargetNow() {
            _ = Application()
            let button = Button()
            let handler = ControlHandler()
            button.sendAction(ControlHandler.button(_:), to: handler, for: nil)
            button.sendAction(ControlHandler.pressed, to: handler, for: nil)
            button.sendAction(ControlHandler.sent(_:), to: handler, for: nil)
            #expect(handler.log == ["button", "pressed", "any Button"])
        }

        @Test func contentAlignmentPlacesTheButtonsTitleAgainstTheEdges() {
            _ = Application()
            let button = Button(frame: Rect(x: 0, y: 0, width: 200, height: 60))
            button.setTitle("FIRE")
            button.layoutSubviews()
            #expect(button.titleLabel.frame == button.bounds)
            let width = button.titleLabel.sizeThatFits(.zero).width
            let height = button.titleLabel.sizeThatFits(.zero).height
            button.contentHorizontalAlignment = .left
            button.contentVerticalAlignment = .top
            button.layoutSubviews()
            #expect(button.titleLabel.frame == Rect(x: 0, y: 0, width: width, height: height))
            button.contentHorizontalAlignment = .trailing
            button.contentVerticalAlignment = .bottom
            button.layoutSubviews()
            #expect(button.titleLabel.frame == Rect(x: 200 - width, y: 60 - height, width: width, height: height))
            #expect(ContentHorizontalAlignment.trailing.rawValue == 5 && ContentVerticalAlignment.bottom.rawValue == 2)
        }

        @Test func fillAlignmentCentresAndIsReported() {
            let app = Application()
            let button = Button(frame: Rect(x: 0, y: 0, width: 200, height: 60))
            button.setTitle("FIRE")
            button.contentHorizontalAlignment = .fill
            button.layoutSubviews()
            #expect(app.diagnostics.map(\.code) == ["button.fillAlignment"])
        }
    }
}
