import class Foundation.NSCoder
import FlipbookGeometry

/// A view that turns fingers into control events and sends them to its targets (`UIControl`),
/// with UIKit's enabled, selected and highlighted states.
///
/// The flags are computed over storage (a `didSet` would not run in initializers); a subclass
/// may still override them with `didSet`, as UIKit subclasses do.
///
/// A finger that goes down on an enabled control starts tracking (``isTracking``,
/// ``isTouchInside``), highlights the control and sends ``ControlEvents/touchDown``; lifting it
/// inside the bounds sends ``ControlEvents/touchUpInside`` and
/// ``ControlEvents/primaryActionTriggered`` (one round: an action added for both runs once)
/// and ends the highlight; a finger a gesture recognizer takes ends the highlight and sends
/// nothing. The other UIKit events (`.touchDragInside`, `.valueChanged`, …) are sent only by
/// ``sendActions(for:)``.
///
/// Target–action takes an unapplied method reference instead of a `#selector` (which needs the
/// Objective-C runtime): `addTarget(self, action: Self.close, for: .touchUpInside)`.
///
/// UIKit's nested names (`UIControl.State`, `UIControl.Event`) are declared by FlipbookUIKit,
/// where `Event` inside a control subclass means the control events, as in UIKit; in Kit's
/// spelling they are ``ControlState`` and ``ControlEvents``, and `Event` stays the touch event.
open class Control: View {
    /// The target–action pairs, first added first.
    var controlTargets: [ControlTargetAction] = []

    /// Whether the control reacts to fingers; a disabled control ignores touch-down and its
    /// state contains `.disabled`. Default true.
    open var isEnabled: Bool {
        get { enabledStorage }
        set {
            enabledStorage = newValue
            controlStateDidChange()
        }
    }
    private var enabledStorage = true

    /// Whether the control is selected (a toggle's on state). Default false.
    open var isSelected: Bool {
        get { selectedStorage }
        set {
            selectedStorage = newValue
            controlStateDidChange()
        }
    }
    private var selectedStorage = false

    /// Whether a finger is down on the control. Default false.
    open var isHighlighted: Bool {
        get { highlightedStorage }
        set {
            highlightedStorage = newValue
            controlStateDidChange()
        }
    }
    private var highlightedStorage = false

    /// Whether a finger that went down on the control is still down (`UIControl.isTracking`).
    public internal(set) var isTracking = false

    /// Whether the tracked finger is inside the bounds (`UIControl.isTouchInside`); it keeps the
    /// value of the finger's last position after the finger lifts.
    public internal(set) var isTouchInside = false

    /// How the content is placed across the bounds. Default `.center`.
    open var contentHorizontalAlignment: ContentHorizontalAlignment {
        get { horizontalAlignmentStorage }
        set {
            horizontalAlignmentStorage = newValue
            setNeedsLayout()
        }
    }
    private var horizontalAlignmentStorage = ContentHorizontalAlignment.center

    /// How the content is placed down the bounds. Default `.center`.
    open var contentVerticalAlignment: ContentVerticalAlignment {
        get { verticalAlignmentStorage }
        set {
            verticalAlignmentStorage = newValue
            setNeedsLayout()
        }
    }
    private var verticalAlignmentStorage = ContentVerticalAlignment.center

    /// A control at `frame` (superview bounds space, points). Default `.zero`.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
    }

    /// A control from an Interface Builder file (its view attributes applied by ``View/init(coder:)``).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The current state: the flags of ``isHighlighted``, ``isEnabled`` (as `.disabled`) and
    /// ``isSelected``.
    open var state: ControlState {
        var state = ControlState.normal
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    /// Called after ``isEnabled``, ``isSelected`` or ``isHighlighted`` is set; a button redraws.
    func controlStateDidChange() {}

    // MARK: Touch delivery

    /// The finger goes down inside the control: an enabled control starts tracking, highlights
    /// and sends `.touchDown`. A disabled one ignores it.
    func touchDown() {
        guard isEnabled else { return }
        isTracking = true
        isTouchInside = true
        isHighlighted = true
        sendActions(for: .touchDown)
    }

    /// The finger lifts inside the control: the control sends `.touchUpInside` and
    /// `.primaryActionTriggered`, stops tracking and ends the highlight.
    func touchUpInside(in app: Application) {
        guard isHighlighted else { return }
        isTracking = false
        isTouchInside = true
        sendPrimaryActions()
        isHighlighted = false
    }

    /// Sends the events of a touch-up inside.
    func sendPrimaryActions() {
        sendActions(for: [.touchUpInside, .primaryActionTriggered])
    }

    /// Starts tracking the finger and highlights the control (UIControl tracks its own
    /// touches, so the finger does not go up the responder chain).
    open override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { touchDown() }

    /// Follows the finger: ``Control/isTouchInside`` says whether it is inside the bounds.
    open override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
        guard isTracking, let touch = touches.first else { return }
        isTouchInside = point(inside: touch.location(in: self), with: event)
    }

    /// A finger that lifts inside the bounds sends the touch-up-inside actions; one that lifts
    /// outside ends the highlight and sends `.touchUpOutside`.
    open override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        guard let touch = touches.first, point(inside: touch.location(in: self), with: event) else {
            let wasTracking = isTracking
            isTracking = false
            isTouchInside = false
            isHighlighted = false
            if wasTracking { sendActions(for: .touchUpOutside) }
            return
        }
        if let app = Application.current {
            touchUpInside(in: app)
        } else {
            isTracking = false
            sendPrimaryActions()
        }
    }

    /// A finger a recognizer took: tracking and the highlight end, and `.touchCancel` is sent.
    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        let wasTracking = isTracking
        isTracking = false
        isTouchInside = false
        isHighlighted = false
        if wasTracking { sendActions(for: .touchCancel) }
    }
}

/// How a control places its content across its bounds (`UIControl.ContentHorizontalAlignment`),
/// with UIKit's raw values.
public enum ContentHorizontalAlignment: Int, Sendable {
    /// Centred (the default).
    case center = 0
    /// Against the left edge.
    case left = 1
    /// Against the right edge.
    case right = 2
    /// Stretched across the bounds.
    case fill = 3
    /// Against the leading edge: the left one (Kit lays out left to right).
    case leading = 4
    /// Against the trailing edge: the right one (Kit lays out left to right).
    case trailing = 5
}

/// How a control places its content down its bounds (`UIControl.ContentVerticalAlignment`),
/// with UIKit's raw values.
public enum ContentVerticalAlignment: Int, Sendable {
    /// Centred (the default).
    case center = 0
    /// Against the top edge.
    case top = 1
    /// Against the bottom edge.
    case bottom = 2
    /// Stretched down the bounds.
    case fill = 3
}
