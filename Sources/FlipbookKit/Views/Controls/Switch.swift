import class Foundation.NSCoder
import FlipbookGeometry
import FlipbookRaster

/// An on/off switch (`UISwitch`), drawn as iOS 13 and later draw it: a 51 × 31 pt pill, filled
/// with ``onTintColor`` (system green) when on and with `secondarySystemFill` when off, and a
/// white 27-pt thumb with a soft shadow, 2 pt inside the pill's end.
///
/// A tap flips the switch and sends ``ControlEvents/valueChanged``; a finger dragged across it
/// moves the thumb to the side it is over, and lifting it keeps that side (sending
/// `.valueChanged` when the value changed). While the finger is down the thumb widens by
/// ``pressedThumbGrowth``. Setting ``isOn`` or calling ``setOn(_:animated:)`` sends nothing, as
/// in UIKit. See the article “Switches, sliders and segmented controls”.
open class Switch: Control {
    /// The size UIKit gives every switch: 51 × 31 pt.
    public static let switchSize = Size(width: 51, height: 31)
    /// The thumb's diameter: 27 pt (the pill's height less 2 pt on each side).
    public static let thumbDiameter = 27.0
    /// How much wider the thumb draws while a finger is down: 7 pt (Kit's reading of iOS's
    /// pressed switch; the thumb grows towards the middle).
    public static let pressedThumbGrowth = 7.0
    /// Seconds a switch takes to move to its new side when animated: 0.25.
    public static let toggleDuration = 0.25
    /// The off pill's fill: `secondarySystemFill` (#787880 at 16 %).
    public static let offTrackColor = Color.secondarySystemFill

    let trackView = View()
    let thumbView = View()

    /// Whether the switch is on. Setting it moves the thumb at once and sends no action. Default false.
    public var isOn: Bool {
        get { onStorage }
        set { setOn(newValue, animated: false) }
    }
    private var onStorage = false

    /// The pill's fill when on (`onTintColor`); `nil` means system green. Default `nil`.
    public var onTintColor: Color? {
        get { onTintStorage }
        set {
            onTintStorage = newValue
            updateAppearance()
        }
    }
    private var onTintStorage: Color?

    /// The thumb's colour (`thumbTintColor`); `nil` means white. Default `nil`.
    public var thumbTintColor: Color? {
        get { thumbTintStorage }
        set {
            thumbTintStorage = newValue
            updateAppearance()
        }
    }
    private var thumbTintStorage: Color?

    /// Where a finger that went down on the switch is now, in the switch's bounds; `nil` when
    /// it has not moved since it went down.
    private var dragLocation: Point?

    /// A switch at `frame`'s origin; UIKit ignores the frame's size, and Kit draws the pill at
    /// 51 × 31 pt whatever the size (``intrinsicContentSize`` gives Auto Layout that size).
    public override init(frame: Rect = .zero) {
        super.init(frame: Rect(origin: frame.origin, size: Self.switchSize))
        addParts()
    }

    /// A switch from an Interface Builder file (its `on`, `onTintColor` and `thumbTintColor`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addParts()
        (coder as? InterfaceBuilderDecoder)?.decodeControlProperties(of: self)
    }

    private func addParts() {
        trackView.isUserInteractionEnabled = false
        thumbView.isUserInteractionEnabled = false
        trackView.layer.cornerRadius = Self.switchSize.height / 2
        thumbView.layer.cornerRadius = Self.thumbDiameter / 2
        // The thumb's shadow: black at 15 %, 3 pt down, blur radius 4 (Kit's estimate of iOS's).
        thumbView.layer.shadowOpacity = 0.15
        thumbView.layer.shadowOffset = Size(width: 0, height: 3)
        thumbView.layer.shadowRadius = 4
        addSubview(trackView)
        addSubview(thumbView)
        View.performWithoutAnimation { self.updateAppearance() }
    }

    /// 51 × 31 pt, the only size UIKit draws a switch at.
    open override var intrinsicContentSize: Size { Self.switchSize }

    /// Sets the state, sliding the thumb and cross-fading the fill over ``toggleDuration`` when
    /// `animated`; sends no action (`setOn(_:animated:)`).
    public func setOn(_ on: Bool, animated: Bool) {
        onStorage = on
        animateControlChanges(animated, duration: Self.toggleDuration) { self.updateAppearance() }
    }

    /// The thumb's frame for a state, in the bounds: 2 pt inside the pill's end, widened towards
    /// the middle while pressed.
    func thumbFrame(on: Bool, pressed: Bool) -> Rect {
        let inset = (Self.switchSize.height - Self.thumbDiameter) / 2
        let width = Self.thumbDiameter + (pressed ? Self.pressedThumbGrowth : 0)
        let x = on ? Self.switchSize.width - inset - width : inset
        return Rect(x: x, y: inset, width: width, height: Self.thumbDiameter)
    }

    /// Whether the thumb shows on now: the side a dragged finger is over, else ``isOn``.
    private var showsOn: Bool {
        guard let dragLocation else { return isOn }
        return dragLocation.x >= Self.switchSize.width / 2
    }

    /// Applies the state: the pill's fill and the thumb's place, colour and width.
    func updateAppearance() {
        let on = showsOn
        trackView.frame = Rect(origin: .zero, size: Self.switchSize)
        trackView.backgroundColor = on ? (onTintColor ?? .systemGreen) : Self.offTrackColor
        thumbView.frame = thumbFrame(on: on, pressed: isTracking)
        thumbView.backgroundColor = thumbTintColor ?? .white
    }

    /// Reports a bounds size other than 51 × 31 pt: UIKit resizes the switch, Kit draws the pill
    /// at its size from the bounds' top-left corner.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if bounds.size != Self.switchSize && bounds.size != .zero {
            Application.current?.report(
                KitDiagnostic(
                    code: "switch.size",
                    message: "a switch of \(bounds.width) × \(bounds.height) pt: UIKit makes every switch 51 × 31 pt; "
                        + "Kit draws it at that size from the top-left corner and keeps the frame"))
        }
    }

    // MARK: Touches

    /// The finger goes down: the control's touch-down, and the thumb widens.
    override func touchDown() {
        super.touchDown()
        dragLocation = nil
        guard isTracking else { return }
        animateControlChanges(true, duration: Self.toggleDuration) { self.updateAppearance() }
    }

    /// A tap lifts inside: the switch flips (animated) and sends `.valueChanged`, then the
    /// control's touch-up-inside events.
    override func touchUpInside(in app: Application) {
        guard isHighlighted else { return }
        let target = dragLocation == nil ? !isOn : showsOn
        finishTouch(settingOn: target)
        super.touchUpInside(in: app)
    }

    /// A dragged finger moves the thumb to the side it is over.
    open override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
        super.touchesMoved(touches, with: event)
        guard isTracking, let touch = touches.first else { return }
        let location = touch.location(in: self)
        let wasOn = showsOn
        dragLocation = location
        if showsOn != wasOn {
            animateControlChanges(true, duration: Self.toggleDuration) { self.updateAppearance() }
        }
    }

    /// A dragged finger that lifts outside keeps the side it left the thumb on (a tap that
    /// lifts outside changes nothing).
    open override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        if let touch = touches.first, !point(inside: touch.location(in: self), with: event), isTracking {
            let target = dragLocation == nil ? isOn : showsOn
            super.touchesEnded(touches, with: event)
            finishTouch(settingOn: target)
            return
        }
        super.touchesEnded(touches, with: event)
    }

    /// A recognizer took the finger: the thumb goes back to the current value.
    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        super.touchesCancelled(touches, with: event)
        finishTouch(settingOn: isOn)
    }

    private func finishTouch(settingOn target: Bool) {
        let changed = target != isOn
        dragLocation = nil
        isTracking = false
        setOn(target, animated: true)
        if changed { sendActions(for: .valueChanged) }
    }
}
