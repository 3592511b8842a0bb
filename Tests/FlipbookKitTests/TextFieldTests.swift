import FlipbookGeometry
@testable import FlipbookKit
import FlipbookKitTesting
import FlipbookRaster
import FlipbookSwiftTesting
import Foundation
import Testing

/// A delegate that logs what it is asked and answers from its flags.
final class FieldDelegate: TextFieldDelegate {
    var log: [String] = []
    var allowsBegin = true, allowsEnd = true, allowsChange = true, allowsClear = true
    func textFieldShouldBeginEditing(_ textField: TextField) -> Bool { log.append("shouldBegin"); return allowsBegin }
    func textFieldDidBeginEditing(_ textField: TextField) { log.append("didBegin") }
    func textFieldShouldEndEditing(_ textField: TextField) -> Bool { log.append("shouldEnd"); return allowsEnd }
    func textFieldDidEndEditing(_ textField: TextField) { log.append("didEnd") }
    func textField(_ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        log.append("change \(range.location),\(range.length) '\(string)'")
        return allowsChange
    }
    func textFieldShouldClear(_ textField: TextField) -> Bool { log.append("shouldClear"); return allowsClear }
    func textFieldShouldReturn(_ textField: TextField) -> Bool {
        log.append("shouldReturn")
        textField.resignFirstResponder()
        return true
    }
}

extension KitTests {
    @Suite struct TextFields {
        @Test func defaultsAreUIKits() {
            _ = Application()
            let field = TextField(frame: Rect(x: 0, y: 0, width: 200, height: 34))
            #expect(field.text == "")
            #expect(field.placeholder == nil)
            #expect(field.font == .system(size: 17))  // Kit's choice: iOS's code-made field
            #expect(field.borderStyle == .none && field.borderStyle.rawValue == 0)
            #expect(TextField.BorderStyle.roundedRect.rawValue == 3 && TextField.ViewMode.always.rawValue == 3)
            #expect(field.clearButtonMode == .never && !field.isEditing && !field.hasText)
            let control: Control = field
            #expect(control.isEnabled)
        }

        @Test func roundedRectInsetsTheTextSevenPointsAndSideViewsTakeTheirWidth() {
            _ = Application()
            let field = TextField(frame: Rect(x: 0, y: 0, width: 200, height: 34))
            #expect(field.textRect(forBounds: field.bounds) == Rect(x: 0, y: 0, width: 200, height: 34))
            field.borderStyle = .roundedRect
            #expect(field.textRect(forBounds: field.bounds) == Rect(x: 7, y: 0, width: 186, height: 34))
            field.borderStyle = .line
            #expect(field.textRect(forBounds: field.bounds) == Rect(x: 2, y: 0, width: 196, height: 34))
            let left = View(frame: Rect(x: 0, y: 0, width: 30, height: 20))
            field.leftView = left
            #expect(field.textRect(forBounds: field.bounds).minX == 2)  // mode .never: not shown
            field.leftViewMode = .always
            field.layoutIfNeeded()
            #expect(field.leftViewRect(forBounds: field.bounds) == Rect(x: 0, y: 7, width: 30, height: 20))
            #expect(field.textRect(forBounds: field.bounds) == Rect(x: 30, y: 0, width: 168, height: 34))
            #expect(left.frame == Rect(x: 0, y: 7, width: 30, height: 20) && !left.isHidden)
            field.rightView = View(frame: Rect(x: 0, y: 0, width: 24, height: 24))
            field.rightViewMode = .unlessEditing
            #expect(field.rightViewRect(forBounds: field.bounds) == Rect(x: 176, y: 5, width: 24, height: 24))
            #expect(field.textRect(forBounds: field.bounds).maxX == 176)
        }

        @Test func beginningToEditAsksTheDelegateSendsEventsAndReportsTheKeyboard() {
            let app = Application()
            let field = TextField(frame: Rect(x: 0, y: 0, width: 200, height: 34))
            let delegate = FieldDelegate()
            field.delegate = delegate
            var events: [String] = []
            field.addAction(for: .editingDidBegin) { events.append("began") }
            field.addAction(for: .editingDidEnd) { events.append("ended") }
            #expect(!field.becomeFirstResponder())  // not in a window
            #expect(delegate.log.isEmpty)
            app.window.addSubview(field)
            delegate.allowsBegin = false
            #expect(!field.becomeFirstResponder() && !field.isEditing)
            delegate.allowsBegin = true
            #expect(field.becomeFirstResponder() && field.isEditing && field.isFirstResponder)
            #expect(delegate.log == ["shouldBegin", "shouldBegin", "didBegin"])
            #expect(events == ["began"])
            #expect(app.diagnostics.map(\.code) == ["textField.keyboard"])
            delegate.allowsEnd = false
            #expect(!field.resignFirstResponder() && field.isEditing)
            delegate.allowsEnd = true
            #expect(field.resignFirstResponder() && !field.isEditing)
            #expect(events == ["began", "ended"])
            #expect(delegate.log.suffix(3) == ["shouldEnd", "shouldEnd", "didEnd"])
        }

        @Test func typingAsksTheDelegateAndSendsEditingChanged() {
            let app = Application()
            let field = TextField(frame: Rect(x: 0, y: 0, width: 200, height: 34))
            app.window.addSubview(field)
            let delegate = FieldDelegate()
            field.delegate = delegate
            var changes: [String] = []
            field.addAction(for: .editingChanged) { changes.append(field.text ?? "") }
            nonisolated(unsafe) var notified = 0
            let token = NotificationCenter.default.addObserver(
                forName: TextField.textDidChangeNotification, object: field, queue: nil
            ) { _ in notified += 1 }
            field.text = "set in code"  // no event, as in UIKit
            #expect(changes.isEmpty)
            field.text = nil
            #expect(field.text == "")
            field.insertText("hé")
            field.insertText("!")
            field.deleteBackward()
            delegate.allowsChange = false
            field.insertText("x")
            #expect(changes == ["hé", "hé!", "hé"])
            #expect(notified == 3)
            #expect(delegate.log == ["change 0,0 'hé'", "change 2,0 '!'", "change 2,1 ''", "change 2,0 'x'"])
            NotificationCenter.default.removeObserver(token)
        }

        @Test func returnAsksShouldReturnAndAnExitTargetEndsEditing() {
            let app = Application()
            let field = TextField(frame: Rect(x: 0, y: 0, width: 200, height: 34))
            app.window.addSubview(field)
            var events: [String] = []
            field.addAction(for: .editingDidEndOnExit) { events.append("exit") }
            field.becomeFirstResponder()
            field.insertText("\n")
            #expect(events == ["exit"] && !field.isEditing && field.text == "")
            let delegate = FieldDelegate()
            field.delegate = delegate
            field.becomeFirstResponder()
            field.insertText("\n")
            #expect(delegate.log.contains("shouldReturn") && !field.isEditing)
        }

        @Test func aTapBeginsEditingAndTakesFirstResponderFromAnotherField() throws {
            let app = Application()
            let first = TextField(frame: Rect(x: 0, y: 100, width: 200, height: 34))
            let second = TextField(frame: Rect(x: 0, y: 200, width: 200, height: 34))
            app.window.addSubview(first)
            app.window.addSubview(second)
            try app.tap(at: Point(x: 50, y: 117), time: 1)
            app.advance(to: 1.5)
            #expect(first.isEditing && !second.isEditing)
            try app.tap(at: Point(x: 50, y: 217), time: 2)
            app.advance(to: 2.5)
            #expect(!first.isEditing && second.isEditing)
        }

        @Test func theClearButtonShowsByItsModeOnlyWithTextAndATapClears() throws {
            let app = Application()
            let field = TextField(frame: Rect(x: 0, y: 100, width: 200, height: 34))
            field.borderStyle = .roundedRect
            field.clearButtonMode = .whileEditing
            app.window.addSubview(field)
            field.text = "abc"
            let clear = field.clearButtonRect(forBounds: field.bounds)
            #expect(clear == Rect(x: 174, y: 7.5, width: 19, height: 19))
            #expect(field.textRect(forBounds: field.bounds).maxX == 193)  // not editing: no button
            field.becomeFirstResponder()
            #expect(field.editingRect(forBounds: field.bounds).maxX == 174)
            let delegate = FieldDelegate()
            field.delegate = delegate
            var changed = 0
            field.addAction(for: .editingChanged) { changed += 1 }
            try app.tap(at: Point(x: 183, y: 117), time: 1)
            app.advance(to: 1.5)
            #expect(field.text == "" && changed == 1 && delegate.log.first == "shouldClear")
            #expect(field.editingRect(forBounds: field.bounds).maxX == 193)  // no text: no button
        }

        @Test func secureEntryShowsBulletsAndThePlaceholderOnlyWhileEmpty() {
            _ = Application()
            let field = TextField(frame: Rect(x: 0, y: 0, width: 200, height: 34))
            field.placeholder = "Password"
            #expect(field.placeholderLabel.isHidden == false)
            field.isSecureTextEntry = true
            field.text = "abc"
            #expect(field.textLabel.text == "\u{2022}\u{2022}\u{2022}")
            #expect(field.placeholderLabel.isHidden)
        }

        /// The four border styles, a placeholder, text with a left view, and an editing field with
        /// its clear button.
        static func styles() -> ApplicationScript {
            ApplicationScript {
                let app = Application(screenSize: Size(width: 240, height: 300), statusBar: nil)
                app.window.backgroundColor = Color(white: 0.93)
                let styles: [TextField.BorderStyle] = [.none, .line, .bezel, .roundedRect]
                for (i, style) in styles.enumerated() {
                    let field = TextField(frame: Rect(x: 20, y: 20 + Double(i) * 50, width: 200, height: 34))
                    field.borderStyle = style
                    if i % 2 == 0 { field.placeholder = "Placeholder" } else { field.text = "Text \(i)" }
                    app.window.addSubview(field)
                }
                let side = TextField(frame: Rect(x: 20, y: 220, width: 200, height: 34))
                side.borderStyle = .roundedRect
                side.text = "Editing"
                side.clearButtonMode = .whileEditing
                let icon = View(frame: Rect(x: 0, y: 0, width: 28, height: 16))
                icon.backgroundColor = Color(red: 1, green: 0.6, blue: 0)
                side.leftView = icon
                side.leftViewMode = .always
                app.window.addSubview(side)
                side.becomeFirstResponder()
                return app
            }
        }

        @Test func borderStylesPlaceholderSideViewAndClearButton() {
            assertSnapshot(of: Self.styles(), as: .image(at: 0, scale: 0.5), suite: "TextFieldGoldens")
        }
    }
}
