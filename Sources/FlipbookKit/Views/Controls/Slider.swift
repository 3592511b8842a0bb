import class Foundation.NSCoder
import FlipbookGeometry
import FlipbookRaster

/// A horizontal slider (`UISlider`), drawn as iOS 13 and later draw it: a 4-pt track with round
/// ends across the bounds, filled with ``minimumTrackTintColor`` (system blue) left of the thumb
/// and ``maximumTrackTintColor`` (`systemFill`) right of it, and a white 28-pt thumb with a soft
/// shadow whose centre travels from 14 pt inside one end of the track to 14 pt inside the other.
///
/// A finger that goes down on the thumb drags it: the value follows the finger's horizontal
/// movement (not its position: the thumb keeps its offset under the finger) and, when
/// ``isContinuous``, sends ``ControlEvents/valueChanged`` at every move; otherwise once, when
/// the finger lifts. A finger that goes down on the track beside the thumb does nothing, as in
/// UIKit. Setting ``value`` sends nothing. See the article “Switches, sliders and segmented
/// controls”.
open class Slider: Control {
    /// The track's thickness: 4 pt.
    public static let trackHeight = 4.0
    /// The thumb's diameter: 28 pt.
    public static let thumbDiameter = 28.0
    /// The height Auto Layout gives a slider: 31 pt (Interface Builder's slider height).
    public static let intrinsicHeight = 31.0
    /// Seconds ``setValue(_:animated:)`` takes to move the thumb when animated: 0.25.
    public static let moveDuration = 0.25

    let minimumTrackView = View()
    let maximumTrackView = View()
    let thumbView = View()

    private var valueStorage: Float = 0.5
    private var minimumStorage: Float = 0
    private var maximumStorage: Float = 1

    /// The value, clamped to ``minimumValue``…``maximumValue``. Setting it moves the thumb at
    /// once and sends no action. Default 0.5.
    public var value: Float {
        get { valueStorage }
        set { setValue(newValue, animated: false) }
    }

    /// The value at the track's left end. Setting it above ``maximumValue`` raises that too,
    /// and the value is clamped again. Default 0.
    public var minimumValue: Float {
        get { minimumStorage }
        set {
            minimumStorage = newValue
            if maximumStorage < newValue { maximumStorage = newValue }
            setValue(valueStorage, animated: false)
        }
    }

    /// The value at the track's right end. Setting it below ``minimumValue`` lowers that too,
    /// and the value is clamped again. Default 1.
    public var maximumValue: Float {
        get { maximumStorage }
        set {
            maximumStorage = newValue
            if minimumStorage > newValue { minimumStorage = newValue }
            setValue(valueStorage, animated: false)
        }
    }

    /// Whether a drag sends `.valueChanged` at every move (true) or once when the finger lifts. Default true.
    public var isContinuous = true

    /// The track's colour left of the thumb; `nil` means system blue. Default `nil`.
    public var minimumTrackTintColor: Color? {
        get { minimumTintStorage }
        set {
            minimumTintStorage = newValue
            updateAppearance()
        }
    }
    private var minimumTintStorage: Color?

    /// The track's colour right of the thumb; `nil` means `systemFill`. Default `nil`.
    public var maximumTrackTintColor: Color? {
        get { maximumTintStorage }
        set {
            maximumTintStorage = newValue
            updateAppearance()
        }
    }
    private var maximumTintStorage: Color?

    /// The thumb's colour; `nil` means white. Default `nil`.
    public var thumbTintColor: Color? {
        get { thumbTintStorage }
        set {
            thumbTintStorage = newValue
            updateAppearance()
        }
    }
    private var thumbTintStorage: Color?

    /// The thumb images set per state (`setThumbImage(_:for:)`).
    private var thumbImages: [ControlState: Image] = [:]
    private var minimumTrackImages: [ControlState: Image] = [:]
    private var maximumTrackImages: [ControlState: Image] = [:]

    /// Sets the thumb's image for `state` (`setThumbImage(_:for:)`); `nil` removes it. Kit keeps
    /// the images and draws its own thumb: setting one reports the diagnostic
    /// `slider.imagesNotDrawn`.
    public func setThumbImage(_ image: Image?, for state: ControlState) {
        thumbImages[state] = image
        reportImage(image, part: "thumb")
    }

    /// Sets the track's image left of the thumb for `state` (`setMinimumTrackImage(_:for:)`);
    /// kept, not drawn, as ``setThumbImage(_:for:)``.
    public func setMinimumTrackImage(_ image: Image?, for state: ControlState) {
        minimumTrackImages[state] = image
        reportImage(image, part: "minimum track")
    }

    /// Sets the track's image right of the thumb for `state` (`setMaximumTrackImage(_:for:)`);
    /// kept, not drawn, as ``setThumbImage(_:for:)``.
    public func setMaximumTrackImage(_ image: Image?, for state: ControlState) {
        maximumTrackImages[state] = image
        reportImage(image, part: "maximum track")
    }

    /// The thumb image set for `state` (`thumbImage(for:)`).
    public func thumbImage(for state: ControlState) -> Image? { thumbImages[state] }
    /// The minimum track image set for `state` (`minimumTrackImage(for:)`).
    public func minimumTrackImage(for state: ControlState) -> Image? { minimumTrackImages[state] }
    /// The maximum track image set for `state` (`maximumTrackImage(for:)`).
    public func maximumTrackImage(for state: ControlState) -> Image? { maximumTrackImages[state] }

    private func reportImage(_ image: Image?, part: String) {
        guard image != nil else { return }
        Application.current?.report(
            KitDiagnostic(
                code: "slider.imagesNotDrawn",
                message: "\(type(of: self)) draws iOS's default \(part); the \(part) image set on it is not drawn"))
    }

    /// The finger's x and the value when it went down on the thumb; `nil` when no finger drags.
    private var dragStart: (x: Double, value: Float)?

    /// A slider at `frame` (superview bounds space, points). Default `.zero`.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        addParts()
    }

    /// A slider from an Interface Builder file (its `value`, `minValue`, `maxValue`,
    /// `continuous` and track and thumb colours).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addParts()
        (coder as? InterfaceBuilderDecoder)?.decodeControlProperties(of: self)
    }

    private func addParts() {
        for part in [maximumTrackView, minimumTrackView, thumbView] {
            part.isUserInteractionEnabled = false
            addSubview(part)
        }
        minimumTrackView.layer.cornerRadius = Self.trackHeight / 2
        maximumTrackView.layer.cornerRadius = Self.trackHeight / 2
        thumbView.layer.cornerRadius = Self.thumbDiameter / 2
        // The thumb's shadow: black at 15 %, 3 pt down, blur radius 4 (Kit's estimate of iOS's).
        thumbView.layer.shadowOpacity = 0.15
        thumbView.layer.shadowOffset = Size(width: 0, height: 3)
        thumbView.layer.shadowRadius = 4
        View.performWithoutAnimation { self.updateAppearance() }
    }

    /// No intrinsic width; 31 pt high.
    open override var intrinsicContentSize: Size { Size(width: View.noIntrinsicMetric, height: Self.intrinsicHeight) }

    /// Sets the value (clamped), moving the thumb over ``moveDuration`` when `animated`; sends
    /// no action (`setValue(_:animated:)`).
    public func setValue(_ value: Float, animated: Bool) {
        valueStorage = min(max(value, minimumStorage), maximumStorage)
        animateControlChanges(animated, duration: Self.moveDuration) { self.updateAppearance() }
    }

    /// The track's rectangle in `bounds` (`trackRect(forBounds:)`): the bounds' width, 4 pt
    /// high, centred vertically.
    open func trackRect(forBounds bounds: Rect) -> Rect {
        Rect(x: bounds.minX, y: bounds.midY - Self.trackHeight / 2, width: bounds.width, height: Self.trackHeight)
    }

    /// The thumb's rectangle for `value` (`thumbRect(forBounds:trackRect:value:)`): 28 pt,
    /// centred on the track's line, its left edge at the track's left end for the minimum
    /// value and its right edge at the right end for the maximum.
    open func thumbRect(forBounds bounds: Rect, trackRect rect: Rect, value: Float) -> Rect {
        let span = maximumStorage - minimumStorage
        let fraction = span > 0 ? Double((value - minimumStorage) / span) : 0
        let x = rect.minX + (rect.width - Self.thumbDiameter) * fraction
        return Rect(x: x, y: rect.midY - Self.thumbDiameter / 2, width: Self.thumbDiameter, height: Self.thumbDiameter)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        updateAppearance()
    }

    /// Places the two track parts and the thumb for the value, with their colours.
    func updateAppearance() {
        let track = trackRect(forBounds: bounds)
        let thumb = thumbRect(forBounds: bounds, trackRect: track, value: valueStorage)
        minimumTrackView.frame = Rect(x: track.minX, y: track.minY, width: max(0, thumb.midX - track.minX), height: track.height)
        maximumTrackView.frame = Rect(x: thumb.midX, y: track.minY, width: max(0, track.maxX - thumb.midX), height: track.height)
        minimumTrackView.backgroundColor = minimumTrackTintColor ?? .systemBlue
        maximumTrackView.backgroundColor = maximumTrackTintColor ?? .systemFill
        thumbView.frame = thumb
        thumbView.backgroundColor = thumbTintColor ?? .white
    }

    // MARK: Touches

    /// A finger on the thumb starts a drag (and the control's touch-down); elsewhere nothing.
    open override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        guard let touch = touches.first else { return }
        let location = touch.location(in: self)
        // UIKit takes a finger a little beside the thumb too; Kit takes the thumb's column.
        let thumb = thumbView.frame
        guard location.x >= thumb.minX, location.x <= thumb.maxX else { return }
        super.touchesBegan(touches, with: event)
        if isTracking { dragStart = (location.x, valueStorage) }
    }

    /// The thumb follows the finger's horizontal movement.
    open override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
        super.touchesMoved(touches, with: event)
        guard let start = dragStart, let touch = touches.first else { return }
        let track = trackRect(forBounds: bounds)
        let travel = track.width - Self.thumbDiameter
        guard travel > 0 else { return }
        let dx = touch.location(in: self).x - start.x
        let old = valueStorage
        setValue(start.value + Float(dx / travel) * (maximumStorage - minimumStorage), animated: false)
        if isContinuous, valueStorage != old { sendActions(for: .valueChanged) }
    }

    /// The drag ends; a slider that is not continuous sends `.valueChanged` now if the value changed.
    open override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        // The finger's last position counts, whether or not a move reported it.
        if dragStart != nil { touchesMoved(touches, with: event) }
        endDrag()
        super.touchesEnded(touches, with: event)
    }

    /// A recognizer took the finger: the drag ends where it is (UIKit keeps the value).
    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        endDrag()
        super.touchesCancelled(touches, with: event)
    }

    private func endDrag() {
        guard let start = dragStart else { return }
        dragStart = nil
        if !isContinuous, valueStorage != start.value { sendActions(for: .valueChanged) }
    }
}
