import FlipbookUIKit
import Testing

/// A screen written as iOS apps write one: a text field delegate, a scroll view observed
/// through Foundation's names, haptics and accessibility settings.
private final class FormScreen: UIViewController, UITextFieldDelegate {
    var returned = 0
    var offsets: [CGFloat] = []
    var observation: NSKeyValueObservation?
    let feedback = UISelectionFeedbackGenerator()

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        returned += 1
        textField.resignFirstResponder()
        return true
    }

    func watch(_ scrollView: UIScrollView) {
        observation = scrollView.observe(\.contentOffset, options: .old) { [weak self] scrollView, change in
            self?.scrolled(scrollView, change: change)
        }
    }

    func scrolled(_ scrollView: UIScrollView, change: NSKeyValueObservedChange<CGPoint>) {
        offsets.append(change.oldValue?.y ?? -1)
        feedback.selectionChanged()
    }
}

@Suite struct AppAPISpellingTests {
    @Test func aTextFieldDelegateAndKeyValueObservationCompileInApplesSpelling() {
        let app = UIApplication()
        let screen = FormScreen()
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        field.borderStyle = UITextField.BorderStyle.roundedRect
        field.clearButtonMode = UITextField.ViewMode.whileEditing
        field.delegate = screen
        app.window.addSubview(field)
        #expect(field.becomeFirstResponder())
        field.insertText("\n")
        #expect(screen.returned == 1 && !field.isEditing)

        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scroll.contentSize = CGSize(width: 100, height: 400)
        app.window.addSubview(scroll)
        screen.watch(scroll)
        scroll.contentOffset = CGPoint(x: 0, y: 30)
        scroll.contentOffset = CGPoint(x: 0, y: 60)
        #expect(screen.offsets == [0, 30])
        screen.observation?.invalidate()
        scroll.contentOffset = .zero
        #expect(screen.offsets == [0, 30])
        #expect(NSKeyValueObservingOptions.new == KeyValueObservingOptions.new)
    }

    @Test func accessibilityAndHapticsAnswerAsANewDevice() {
        _ = UIApplication()
        #expect(!UIAccessibility.isVoiceOverRunning && !UIAccessibility.isReduceMotionEnabled)
        let label = UILabel()
        label.text = "Title"
        #expect(label.isAccessibilityElement && label.accessibilityLabel == "Title")
        #expect(label.accessibilityTraits == .staticText && UIAccessibilityTraits.button.rawValue == 1)
        let view = UIView()
        #expect(!view.isAccessibilityElement && view.accessibilityLabel == nil)
        view.isAccessibilityElement = true
        view.accessibilityLabel = "Card"
        #expect(view.isAccessibilityElement && view.accessibilityLabel == "Card")
        let impact = UIImpactFeedbackGenerator(style: .heavy)
        impact.prepare()
        impact.impactOccurred()
        #expect(impact.style.rawValue == 2 && UIImpactFeedbackGenerator().style == .medium)
        UINotificationFeedbackGenerator().notificationOccurred(.success)
    }

    @Test func nsValueBoxesKitsGeometry() {
        let rect = CGRect(x: 1.5, y: 2, width: 30, height: 40.25)
        let value = NSValue(cgRect: rect)
        #expect(value.cgRectValue == rect)
        #expect(NSValue(cgPoint: CGPoint(x: 3, y: 4)).cgPointValue == CGPoint(x: 3, y: 4))
        #expect(NSValue(cgSize: CGSize(width: 5, height: 6)).cgSizeValue == CGSize(width: 5, height: 6))
        let info: [AnyHashable: Any] = ["frame": NSValue(cgRect: rect)]
        #expect((info["frame"] as? NSValue)?.cgRectValue == rect)
    }
}
