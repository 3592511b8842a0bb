import FlipbookGeometry
import FlipbookRaster
import FlipbookText

/// The states a control's title can be set for (`UIControl.State`); only `.normal` is drawn
/// (scripted taps have no highlighted phase).
public enum ControlState: Hashable, Sendable {
    /// The resting state.
    case normal
    /// While touched.
    case highlighted
    /// Disabled.
    case disabled
    /// Selected.
    case selected
}

/// A tappable view with a centred title (`UIButton` of type `.system`).
///
/// Actions run on ``sendActions()``: when a finger delivered by hit testing lifts inside the
/// button (``Application/touch(along:)``), or directly at ``Application/tap(_:at:)``.
open class Button: View {
    /// The title's label, filling the bounds, centred; system font 15 pt.
    public let titleLabel = Label()

    private var titles: [ControlState: String] = [:]
    private var titleColors: [ControlState: Color] = [:]
    private var actions: [() -> Void] = []

    /// A button at `frame` (superview bounds space, points) with no title. Default `.zero`.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        titleLabel.font = .system(size: 15)
        titleLabel.textAlignment = .center
        titleLabel.textColor = Color(red8: 0, green8: 122, blue8: 255)
        titleLabel.frame = bounds
        addSubview(titleLabel)
    }

    /// Sets the title for `state`; the `.normal` title is the one shown.
    public func setTitle(_ title: String?, for state: ControlState = .normal) {
        titles[state] = title
        if state == .normal { titleLabel.text = title }
    }

    /// The title set for `state`, falling back to `.normal`'s.
    public func title(for state: ControlState) -> String? { titles[state] ?? titles[.normal] }

    /// Sets the title colour for `state`; `nil` restores the default (system blue #007AFF).
    public func setTitleColor(_ color: Color?, for state: ControlState = .normal) {
        titleColors[state] = color
        if state == .normal { titleLabel.textColor = color ?? Color(red8: 0, green8: 122, blue8: 255) }
    }

    /// Adds an action run on every tap (`addTarget(_:action:for: .touchUpInside)`).
    public func addAction(_ action: @escaping () -> Void) {
        actions.append(action)
    }

    /// Runs the actions in the order they were added: a scripted tap.
    public func sendActions() {
        for action in actions { action() }
    }

    /// Makes the title label fill the bounds.
    open override func layoutSubviews() {
        super.layoutSubviews()
        titleLabel.frame = bounds
    }

    // MARK: Touch delivery

    /// A finger that lifts inside the bounds fires the actions (`.touchUpInside`); a finger a
    /// recognizer took (`touchesCancelled`) does not.
    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        guard let touch = touches.first, point(inside: touch.location(in: self), with: event) else { return }
        sendActions()
    }

    /// Claims the finger from the responder chain (UIControl tracks its own touches).
    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {}
    /// Claims the finger from the responder chain.
    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {}
    /// Claims the finger from the responder chain; no action runs.
    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {}

    /// Refuses a tap recognizer attached to another view (an ancestor), so tapping the button
    /// fires the button, as UIKit's controls do since iOS 6.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        !(gestureRecognizer is TapGestureRecognizer && gestureRecognizer.view !== self)
    }
}
