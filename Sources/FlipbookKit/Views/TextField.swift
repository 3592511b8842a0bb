import Foundation
import FlipbookGeometry
import FlipbookLayers
import FlipbookRaster
import FlipbookText

/// A one-line editable text control (`UITextField`): its text or grey placeholder, a border
/// style, side views, a clear button, a delegate, and editing through ``becomeFirstResponder()``
/// and the `UIKeyInput` calls (``insertText(_:)``, ``deleteBackward()``).
///
/// It draws as iOS draws it, with one difference that is reported, never silent: there is no
/// keyboard and no caret offline. When a text field in a window begins editing, Kit reports a
/// ``KitDiagnostic`` (`textField.keyboard`), because the scene on a device would show the
/// keyboard sliding up over it.
///
/// - The text and the placeholder are one line, centred vertically in ``textRect(forBounds:)``
///   (``editingRect(forBounds:)`` while editing, ``placeholderRect(forBounds:)`` for the
///   placeholder), truncated at the tail; the placeholder is iOS's placeholder grey
///   (`placeholderText`) in the text field's font and shows only when the text is empty.
/// - ``BorderStyle-swift.enum/roundedRect`` draws a white fill with 5 pt corners and a hairline
///   (0.5 pt) light grey border; ``BorderStyle-swift.enum/line`` a 1 pt black frame;
///   ``BorderStyle-swift.enum/bezel`` a 1 pt grey frame. The text keeps 7 pt clear of a rounded
///   border's sides and 2 pt of a line or bezel's (0 with no border), and meets a side view.
/// - The clear button (a grey circle with a white cross, 19 pt square) shows by
///   ``clearButtonMode`` and only when there is text; a tap on it while editing clears the text
///   when the delegate allows.
/// - A tap on an enabled text field makes it the first responder (it begins editing).
///
/// Kit's choices where iOS's exact metrics are not documented: the insets above, the bezel's
/// grey (white 0.55), the rounded border's grey (white 0.8) and the clear button's drawing. The
/// default font is the 17 pt system font.
open class TextField: Control {
    /// How a text field's border is drawn (`UITextField.BorderStyle`), with UIKit's raw values.
    public enum BorderStyle: Int, Sendable {
        /// No border (the default).
        case none = 0
        /// A 1 pt black frame.
        case line = 1
        /// A 1 pt grey frame.
        case bezel = 2
        /// A white field with 5 pt corners and a hairline grey border.
        case roundedRect = 3
    }

    /// When an overlay (a side view or the clear button) shows (`UITextField.ViewMode`), with
    /// UIKit's raw values.
    public enum ViewMode: Int, Sendable {
        /// Never.
        case never = 0
        /// Only while the text field is editing.
        case whileEditing = 1
        /// Only while it is not editing.
        case unlessEditing = 2
        /// Always.
        case always = 3
    }

    /// Why editing ended (`UITextField.DidEndEditingReason`).
    public enum DidEndEditingReason: Int, Sendable {
        /// The text field resigned first responder.
        case committed = 0
    }

    /// Posted (with the text field as the object) after the text changes through typing
    /// (`UITextField.textDidChangeNotification`).
    public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    /// Posted when the text field begins editing (`UITextField.textDidBeginEditingNotification`).
    public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    /// Posted when the text field ends editing (`UITextField.textDidEndEditingNotification`).
    public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")

    /// The text; setting it in code sends no control event, as in UIKit. Default empty (UIKit
    /// returns `""` for a text field with no text).
    open var text: String? {
        get { textStorage }
        set { textStorage = newValue ?? ""; updateContent() }
    }
    /// The grey text shown while the text is empty. Default `nil`.
    open var placeholder: String? {
        get { placeholderStorage }
        set { placeholderStorage = newValue; placeholderAttributes = PlaceholderAttributes(); updateContent() }
    }
    /// The placeholder with its attributes (`attributedPlaceholder`): its string is the
    /// ``placeholder``, drawn in the attributed string's `.foregroundColor` and `.font` (of the
    /// first character) instead of iOS's placeholder grey and the field's font. Other
    /// attributes, or several runs, report the diagnostic `textField.attributedPlaceholder`.
    /// Setting ``placeholder`` sets the default attributes back, as in UIKit.
    open var attributedPlaceholder: NSAttributedString? {
        get {
            placeholderStorage.map { text in
                var attributes: [NSAttributedString.Key: Any] = [.font: placeholderAttributes.font ?? fontStorage]
                attributes[.foregroundColor] = placeholderAttributes.color ?? Color.placeholderText
                return NSAttributedString(string: text, attributes: attributes)
            }
        }
        set {
            placeholderStorage = newValue?.string
            placeholderAttributes = PlaceholderAttributes()
            if let value = newValue, value.length > 0 {
                var range = NSRange(location: 0, length: 0)
                let attributes = value.attributes(at: 0, effectiveRange: &range)
                placeholderAttributes = PlaceholderAttributes(
                    color: attributes[.foregroundColor] as? Color, font: attributes[.font] as? Font)
                let others = attributes.keys.filter { $0 != .font && $0 != .foregroundColor }
                if range.length < value.length || !others.isEmpty {
                    Application.current?.report(
                        KitDiagnostic(
                            code: "textField.attributedPlaceholder",
                            message: "\(type(of: self)) draws its attributed placeholder in its first character's font and "
                                + "colour (iOS draws every run's attributes)"))
                }
            }
            updateContent()
        }
    }
    private struct PlaceholderAttributes {
        var color: Color?
        var font: Font?
    }
    private var placeholderAttributes = PlaceholderAttributes()
    /// The font of the text and the placeholder. Default the 17 pt system font.
    open var font: Font? {
        get { fontStorage }
        set { fontStorage = newValue ?? .system(size: 17); updateContent() }
    }
    /// The text colour. Default black.
    open var textColor: Color? {
        get { textColorStorage }
        set { textColorStorage = newValue ?? .black; updateContent() }
    }
    /// The alignment of the text and the placeholder. Default `.natural` (left).
    open var textAlignment: TextAlignment {
        get { textAlignmentStorage }
        set { textAlignmentStorage = newValue; updateContent() }
    }
    /// The border. Default `.none`.
    open var borderStyle: BorderStyle {
        get { borderStyleStorage }
        set { borderStyleStorage = newValue; updateBorder(); setNeedsLayout() }
    }
    /// Whether the text shows as bullets (a password field). Default false.
    open var isSecureTextEntry: Bool {
        get { secureStorage }
        set { secureStorage = newValue; updateContent() }
    }
    /// When the clear button shows (while there is text). Default `.never`.
    open var clearButtonMode: ViewMode {
        get { clearButtonModeStorage }
        set { clearButtonModeStorage = newValue; setNeedsLayout() }
    }
    /// Whether beginning to edit clears the text. Default false.
    open var clearsOnBeginEditing = false
    /// A view at the left edge (its own size, centred vertically), shown by ``leftViewMode``.
    open var leftView: View? {
        get { leftViewStorage }
        set { replaceSideView(&leftViewStorage, with: newValue) }
    }
    /// When ``leftView`` shows. Default `.never`.
    open var leftViewMode: ViewMode {
        get { leftViewModeStorage }
        set { leftViewModeStorage = newValue; setNeedsLayout() }
    }
    /// A view at the right edge (its own size, centred vertically), shown by ``rightViewMode``.
    open var rightView: View? {
        get { rightViewStorage }
        set { replaceSideView(&rightViewStorage, with: newValue) }
    }
    /// When ``rightView`` shows. Default `.never`.
    open var rightViewMode: ViewMode {
        get { rightViewModeStorage }
        set { rightViewModeStorage = newValue; setNeedsLayout() }
    }
    /// The delegate, held weakly, asked before editing begins, ends, the text changes, the clear
    /// button clears and the return key returns.
    open weak var delegate: TextFieldDelegate?

    /// Whether the text field is the first responder (editing).
    public private(set) var isEditing = false
    /// Whether there is text (`UIKeyInput.hasText`).
    open var hasText: Bool { !textStorage.isEmpty }

    // Computed over storage, not observed: Swift skips `didSet` in initializers, and these
    // must reach the subviews whichever initializer sets them.
    private var textStorage = ""
    private var placeholderStorage: String?
    private var fontStorage: Font = .system(size: 17)
    private var textColorStorage: Color = .black
    private var textAlignmentStorage: TextAlignment = .natural
    private var borderStyleStorage = BorderStyle.none
    private var secureStorage = false
    private var clearButtonModeStorage = ViewMode.never
    private var leftViewStorage: View?
    private var leftViewModeStorage = ViewMode.never
    private var rightViewStorage: View?
    private var rightViewModeStorage = ViewMode.never

    /// The border and fill (behind everything else), the text, the placeholder and the clear button.
    private let borderView = View()
    let textLabel = Label()
    let placeholderLabel = Label()
    private let clearButtonView = View()
    private let clearCircle = ShapeLayer()
    private let clearCross = ShapeLayer()

    /// An empty text field at `frame` (superview bounds space, points), with no border.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        addParts()
    }

    /// A text field from an Interface Builder file: its text, placeholder, font, colour,
    /// alignment, border and clear button mode are the file's.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addParts()
    }

    private func addParts() {
        borderView.isUserInteractionEnabled = false
        insertSubview(borderView, at: 0)
        placeholderLabel.textColor = .placeholderText
        addSubview(placeholderLabel)
        addSubview(textLabel)
        clearButtonView.isUserInteractionEnabled = false
        clearCircle.fillColor = Color(red: 199.0 / 255, green: 199.0 / 255, blue: 204.0 / 255)
        clearCircle.path = Path(ovalIn: Rect(x: 2.5, y: 2.5, width: 14, height: 14))
        var cross = Path()
        cross.move(to: Point(x: 7, y: 7))
        cross.addLine(to: Point(x: 12, y: 12))
        cross.move(to: Point(x: 12, y: 7))
        cross.addLine(to: Point(x: 7, y: 12))
        clearCross.path = cross
        clearCross.fillColor = nil
        clearCross.strokeColor = .white
        clearCross.lineWidth = 1.5
        clearCross.lineCap = .round
        for shape in [clearCircle, clearCross] {
            shape.actionDelegate = NoLayerActions.shared
            clearButtonView.layer.addSublayer(shape)
        }
        addSubview(clearButtonView)
        updateBorder()
        updateContent()
    }

    // MARK: Geometry (UIKit's overridable rectangles)

    /// The border's rectangle: the bounds.
    open func borderRect(forBounds bounds: Rect) -> Rect { bounds }

    /// The text's rectangle when not editing: the bounds less the border's side insets and the
    /// visible side views and clear button.
    open func textRect(forBounds bounds: Rect) -> Rect { contentRect(forBounds: bounds, editing: isEditing) }

    /// The text's rectangle while editing (the same as ``textRect(forBounds:)`` by default).
    open func editingRect(forBounds bounds: Rect) -> Rect { contentRect(forBounds: bounds, editing: true) }

    /// The placeholder's rectangle (the same as ``textRect(forBounds:)`` by default).
    open func placeholderRect(forBounds bounds: Rect) -> Rect { textRect(forBounds: bounds) }

    /// The left view's rectangle: its size at the left edge, centred vertically.
    open func leftViewRect(forBounds bounds: Rect) -> Rect {
        guard let leftView else { return .zero }
        let size = leftView.bounds.size
        return Rect(x: bounds.minX, y: bounds.minY + (bounds.height - size.height) / 2, width: size.width, height: size.height)
    }

    /// The right view's rectangle: its size at the right edge, centred vertically.
    open func rightViewRect(forBounds bounds: Rect) -> Rect {
        guard let rightView else { return .zero }
        let size = rightView.bounds.size
        return Rect(
            x: bounds.maxX - size.width, y: bounds.minY + (bounds.height - size.height) / 2,
            width: size.width, height: size.height)
    }

    /// The clear button's rectangle: 19 pt square at the right edge (left of a visible right
    /// view), inset as the text is, centred vertically.
    open func clearButtonRect(forBounds bounds: Rect) -> Rect {
        let right =
            isShown(rightViewModeStorage, view: rightView) ? rightViewRect(forBounds: bounds).minX : bounds.maxX - sideInset
        return Rect(x: right - 19, y: bounds.minY + (bounds.height - 19) / 2, width: 19, height: 19)
    }

    /// The space between the border and the text on each side: 7 pt for a rounded border, 2 pt
    /// for a line or bezel, none without a border.
    private var sideInset: Double {
        switch borderStyleStorage {
        case .none: 0
        case .line, .bezel: 2
        case .roundedRect: 7
        }
    }

    private func contentRect(forBounds bounds: Rect, editing: Bool) -> Rect {
        var minX = bounds.minX + sideInset, maxX = bounds.maxX - sideInset
        if isShown(leftViewModeStorage, view: leftView, editing: editing) { minX = leftViewRect(forBounds: bounds).maxX }
        if isShown(rightViewModeStorage, view: rightView, editing: editing) { maxX = rightViewRect(forBounds: bounds).minX }
        if showsClearButton(editing: editing) { maxX = clearButtonRect(forBounds: bounds).minX }
        return Rect(x: minX, y: bounds.minY, width: max(0, maxX - minX), height: bounds.height)
    }

    private func isShown(_ mode: ViewMode, view: View?, editing: Bool? = nil) -> Bool {
        guard view != nil else { return false }
        return Self.mode(mode, shows: editing ?? isEditing)
    }

    private static func mode(_ mode: ViewMode, shows editing: Bool) -> Bool {
        switch mode {
        case .never: false
        case .always: true
        case .whileEditing: editing
        case .unlessEditing: !editing
        }
    }

    /// Whether the clear button is drawn: by its mode, and only when there is text.
    private func showsClearButton(editing: Bool) -> Bool {
        hasText && Self.mode(clearButtonModeStorage, shows: editing)
    }

    /// Places the border, the text, the placeholder, the side views and the clear button.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds
        borderView.frame = borderRect(forBounds: b)
        textLabel.frame = isEditing ? editingRect(forBounds: b) : textRect(forBounds: b)
        placeholderLabel.frame = placeholderRect(forBounds: b)
        if let leftView {
            leftView.isHidden = !isShown(leftViewModeStorage, view: leftView)
            leftView.frame = leftViewRect(forBounds: b)
        }
        if let rightView {
            rightView.isHidden = !isShown(rightViewModeStorage, view: rightView)
            rightView.frame = rightViewRect(forBounds: b)
        }
        clearButtonView.isHidden = !showsClearButton(editing: isEditing)
        clearButtonView.frame = clearButtonRect(forBounds: b)
    }

    private func replaceSideView(_ storage: inout View?, with view: View?) {
        if storage?.superview === self { storage?.removeFromSuperview() }
        storage = view
        if let view { addSubview(view) }
        setNeedsLayout()
    }

    private func updateBorder() {
        let layer = borderView.layer
        switch borderStyleStorage {
        case .none:
            borderView.backgroundColor = nil
            layer.borderWidth = 0
            layer.cornerRadius = 0
        case .line:
            borderView.backgroundColor = nil
            layer.borderWidth = 1
            layer.borderColor = .black
            layer.cornerRadius = 0
        case .bezel:
            borderView.backgroundColor = nil
            layer.borderWidth = 1
            layer.borderColor = Color(white: 0.55)
            layer.cornerRadius = 0
        case .roundedRect:
            borderView.backgroundColor = .white
            layer.borderWidth = 0.5
            layer.borderColor = Color(white: 0.8)
            layer.cornerRadius = 5
        }
    }

    private func updateContent() {
        let shown = secureStorage ? String(repeating: "\u{2022}", count: textStorage.count) : textStorage
        textLabel.text = shown.replacingOccurrences(of: "\n", with: " ")
        textLabel.font = fontStorage
        textLabel.textColor = textColorStorage
        textLabel.textAlignment = textAlignmentStorage
        placeholderLabel.text = placeholderStorage
        placeholderLabel.font = placeholderAttributes.font ?? fontStorage
        placeholderLabel.textColor = placeholderAttributes.color ?? .placeholderText
        placeholderLabel.textAlignment = textAlignmentStorage
        placeholderLabel.isHidden = !textStorage.isEmpty
        setNeedsLayout()
    }

    // MARK: Editing

    /// True while the text field is enabled and shown, as in UIKit.
    open override var canBecomeFirstResponder: Bool { isEnabled && !isHidden }

    /// Begins editing, as a tap does: asks the delegate (`textFieldShouldBeginEditing`), ends
    /// the editing of another text field in the window (which may refuse), then calls
    /// `textFieldDidBeginEditing`, sends ``ControlEvents/editingDidBegin`` and posts
    /// ``textDidBeginEditingNotification``. A text field outside a window, disabled or hidden
    /// does not become first responder (false), as in UIKit.
    ///
    /// A device would show the keyboard now; Kit draws none and reports `textField.keyboard`.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isEditing { return true }
        guard window != nil, isEnabled, !isHidden else { return false }
        guard delegate?.textFieldShouldBeginEditing(self) ?? true else { return false }
        guard super.becomeFirstResponder() else { return false }
        isEditing = true
        if clearsOnBeginEditing { textStorage = ""; updateContent() }
        setNeedsLayout()
        layoutIfNeeded()
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
        Application.current?.report(
            KitDiagnostic(
                code: "textField.keyboard",
                message: "a text field began editing: iOS would show the keyboard and a blinking caret; Kit draws neither"))
        return true
    }

    /// Ends editing: asks the delegate (`textFieldShouldEndEditing`; false keeps editing and
    /// returns false), then calls `textFieldDidEndEditing(_:reason:)`, sends
    /// ``ControlEvents/editingDidEnd`` and posts ``textDidEndEditingNotification``. True when
    /// the text field is not editing.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isEditing else { return super.resignFirstResponder() }
        guard delegate?.textFieldShouldEndEditing(self) ?? true else { return false }
        guard super.resignFirstResponder() else { return false }
        isEditing = false
        setNeedsLayout()
        layoutIfNeeded()
        delegate?.textFieldDidEndEditing(self, reason: .committed)
        sendActions(for: .editingDidEnd)
        NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
        return true
    }

    /// Types `string` at the end of the text (`UIKeyInput.insertText`): `"\n"` is the return
    /// key (the delegate's `textFieldShouldReturn`; when it answers true Kit sends
    /// ``ControlEvents/editingDidEndOnExit``, and a text field with a target for that event
    /// resigns first responder); other text is inserted when the delegate's
    /// `textField(_:shouldChangeCharactersIn:replacementString:)` allows, then
    /// ``ControlEvents/editingChanged`` is sent and ``textDidChangeNotification`` posted.
    open func insertText(_ string: String) {
        if string == "\n" {
            guard delegate?.textFieldShouldReturn(self) ?? true else { return }
            let exits = controlTargets.contains { $0.events.contains(.editingDidEndOnExit) }
            sendActions(for: .editingDidEndOnExit)
            if exits { resignFirstResponder() }
            return
        }
        replace(NSRange(location: textStorage.utf16.count, length: 0), with: string)
    }

    /// Deletes the last character (`UIKeyInput.deleteBackward`), when the delegate allows.
    open func deleteBackward() {
        guard let last = textStorage.last else { return }
        let length = String(last).utf16.count
        replace(NSRange(location: textStorage.utf16.count - length, length: length), with: "")
    }

    private func replace(_ range: NSRange, with string: String) {
        guard delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: string) ?? true else { return }
        let utf16 = Array(textStorage.utf16)
        let new = Array(utf16[..<range.location]) + Array(string.utf16) + Array(utf16[(range.location + range.length)...])
        textStorage = String(decoding: new, as: UTF16.self)
        updateContent()
        layoutIfNeeded()
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
    }

    // MARK: Touches

    /// A tap that lifts inside: a tap on the shown clear button while editing clears the text
    /// (when `textFieldShouldClear` allows, sending ``ControlEvents/editingChanged``); any other
    /// makes the text field first responder. The control's events are sent first.
    open override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        let wasTracking = isTracking
        super.touchesEnded(touches, with: event)
        guard wasTracking, let touch = touches.first else { return }
        let point = touch.location(in: self)
        guard self.point(inside: point, with: event) else { return }
        if isEditing, showsClearButton(editing: true), clearButtonRect(forBounds: bounds).contains(point) {
            guard delegate?.textFieldShouldClear(self) ?? true else { return }
            replace(NSRange(location: 0, length: textStorage.utf16.count), with: "")
            return
        }
        becomeFirstResponder()
    }
}

/// What a text field asks and tells its delegate (`UITextFieldDelegate`). Every method has a
/// default: the questions answer true, the notices do nothing.
public protocol TextFieldDelegate: AnyObject {
    /// Whether the text field may begin editing. Default true.
    func textFieldShouldBeginEditing(_ textField: TextField) -> Bool
    /// The text field began editing.
    func textFieldDidBeginEditing(_ textField: TextField)
    /// Whether the text field may end editing. Default true.
    func textFieldShouldEndEditing(_ textField: TextField) -> Bool
    /// The text field ended editing.
    func textFieldDidEndEditing(_ textField: TextField)
    /// The text field ended editing, and why; by default calls ``textFieldDidEndEditing(_:)``.
    func textFieldDidEndEditing(_ textField: TextField, reason: TextField.DidEndEditingReason)
    /// Whether typing may replace the characters in `range` (UTF-16 offsets) with `string`. Default true.
    func textField(_ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    /// Whether the clear button may clear the text. Default true.
    func textFieldShouldClear(_ textField: TextField) -> Bool
    /// Whether the return key does its default (sending `.editingDidEndOnExit`). Default true.
    func textFieldShouldReturn(_ textField: TextField) -> Bool
}

extension TextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: TextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: TextField) {}
    public func textFieldShouldEndEditing(_ textField: TextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: TextField) {}
    public func textFieldDidEndEditing(_ textField: TextField, reason: TextField.DidEndEditingReason) {
        textFieldDidEndEditing(textField)
    }
    public func textField(_ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
        -> Bool
    { true }
    public func textFieldShouldClear(_ textField: TextField) -> Bool { true }
    public func textFieldShouldReturn(_ textField: TextField) -> Bool { true }
}
