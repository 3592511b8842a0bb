import class Foundation.NSCoder
import FlipbookGeometry
import FlipbookRaster
import FlipbookText

/// A row of segments of which one is selected (`UISegmentedControl`), drawn as iOS 13 and later
/// draw it: a rounded `tertiarySystemFill` plate, 32 pt high, with the selected segment on a white
/// rounded thumb with a soft shadow, titles in the system font at 13 pt (semibold when selected),
/// and 1-pt dividers between unselected segments. As on iOS 13, the tint colour does not colour
/// the control (``selectedSegmentTintColor`` colours the thumb).
///
/// A finger that lifts inside a segment selects it: the thumb slides there over
/// ``selectionDuration`` and the control sends ``ControlEvents/valueChanged``. Setting
/// ``selectedSegmentIndex`` sends nothing. The segments share the width equally. See the
/// article “Switches, sliders and segmented controls”.
open class SegmentedControl: Control {
    /// The index that means no segment is selected (`UISegmentedControl.noSegment`): −1.
    public static let noSegment = -1
    /// The height Auto Layout gives a segmented control: 32 pt.
    public static let intrinsicHeight = 32.0
    /// The plate's corner radius: 9 pt (the thumb's is 7 pt, 2 pt inside it).
    public static let cornerRadius = 9.0
    /// The thumb's inset from the plate: 2 pt.
    public static let thumbInset = 2.0
    /// The titles' font size: 13 pt.
    public static let titleFontSize = 13.0
    /// The dividers' height: 16 pt, centred.
    public static let dividerHeight = 16.0
    /// Seconds the thumb takes to slide to a newly selected segment: 0.25.
    public static let selectionDuration = 0.25
    /// A horizontal padding around each title in ``intrinsicContentSize``: 12 pt on each side.
    public static let titlePadding = 12.0

    private var titles: [String] = []
    private var selectedStorage = SegmentedControl.noSegment
    private var titleLabels: [Label] = []
    private var dividers: [View] = []
    let thumbView = View()

    /// The selected segment's index, or ``noSegment``. Setting it moves the thumb at once and
    /// sends no action; an index out of range selects no segment. Default ``noSegment``.
    public var selectedSegmentIndex: Int {
        get { selectedStorage }
        set {
            selectedStorage = titles.indices.contains(newValue) ? newValue : Self.noSegment
            View.performWithoutAnimation { self.updateAppearance() }
        }
    }

    /// The thumb's colour (`selectedSegmentTintColor`); `nil` means white. Default `nil`.
    public var selectedSegmentTintColor: Color? {
        get { thumbTintStorage }
        set {
            thumbTintStorage = newValue
            updateAppearance()
        }
    }
    private var thumbTintStorage: Color?

    /// The number of segments.
    public var numberOfSegments: Int { titles.count }

    /// A control with no segments at `frame`. Default `.zero`.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        addParts()
    }

    /// A control with one segment per item, its title the item's description (`init(items:)`;
    /// UIKit also takes images, which Kit does not draw: an image item's description is its title).
    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        for item in items ?? [] { insertSegment(withTitle: "\(item)", at: numberOfSegments, animated: false) }
        frame.size = intrinsicContentSize
    }

    /// A segmented control from an Interface Builder file (its segments and selected index).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addParts()
        (coder as? InterfaceBuilderDecoder)?.decodeControlProperties(of: self)
    }

    private func addParts() {
        backgroundColor = .tertiarySystemFill
        layer.cornerRadius = Self.cornerRadius
        thumbView.isUserInteractionEnabled = false
        thumbView.layer.cornerRadius = Self.cornerRadius - Self.thumbInset
        // The thumb's shadow and hairline: black at 12 %, 3 pt down, radius 4, and a 0.5-pt border
        // of black at 4 % (Kit's estimate of iOS's).
        thumbView.layer.shadowOpacity = 0.12
        thumbView.layer.shadowOffset = Size(width: 0, height: 3)
        thumbView.layer.shadowRadius = 4
        thumbView.layer.borderWidth = 0.5
        thumbView.layer.borderColor = Color(red: 0, green: 0, blue: 0, alpha: 0.04)
        addSubview(thumbView)
        View.performWithoutAnimation { self.updateAppearance() }
    }

    // MARK: Segments

    /// Inserts a segment titled `title` at `segment` (clamped to 0…``numberOfSegments``); the
    /// selected segment stays selected (its index moves up when the new one comes before it).
    /// `animated` is accepted for UIKit's spelling: the segments take their new widths at once.
    public func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        let index = min(max(segment, 0), titles.count)
        titles.insert(title ?? "", at: index)
        let label = Label()
        label.textAlignment = .center
        label.isUserInteractionEnabled = false
        titleLabels.insert(label, at: index)
        addSubview(label)
        let divider = View()
        divider.isUserInteractionEnabled = false
        divider.backgroundColor = .separator
        dividers.append(divider)
        insertSubview(divider, belowSubview: thumbView)
        if selectedStorage >= index { selectedStorage += 1 }
        invalidateIntrinsicContentSize()
        View.performWithoutAnimation { self.updateAppearance() }
    }

    /// Removes the segment at `segment`; removing the selected one selects no segment.
    public func removeSegment(at segment: Int, animated: Bool) {
        guard titles.indices.contains(segment) else { return }
        titles.remove(at: segment)
        titleLabels.remove(at: segment).removeFromSuperview()
        dividers.removeLast().removeFromSuperview()
        if selectedStorage == segment {
            selectedStorage = Self.noSegment
        } else if selectedStorage > segment {
            selectedStorage -= 1
        }
        invalidateIntrinsicContentSize()
        View.performWithoutAnimation { self.updateAppearance() }
    }

    /// Removes every segment; no segment is selected.
    public func removeAllSegments() {
        while !titles.isEmpty { removeSegment(at: titles.count - 1, animated: false) }
    }

    /// Sets the title of the segment at `segment`.
    public func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard titles.indices.contains(segment) else { return }
        titles[segment] = title ?? ""
        invalidateIntrinsicContentSize()
        updateAppearance()
    }

    /// The title of the segment at `segment`, or `nil` when there is none.
    public func titleForSegment(at segment: Int) -> String? {
        titles.indices.contains(segment) ? titles[segment] : nil
    }

    // MARK: Drawing

    /// Each segment as wide as the widest title plus ``titlePadding`` on each side; 32 pt high.
    open override var intrinsicContentSize: Size {
        let measure = Label()
        measure.font = .system(size: Self.titleFontSize, weight: .semibold)
        let widest =
            titles.map { title in
                measure.text = title
                return measure.sizeThatFits(.zero).width
            }.max() ?? 0
        return Size(width: Double(titles.count) * (widest.rounded(.up) + 2 * Self.titlePadding), height: Self.intrinsicHeight)
    }

    /// The frame of the segment at `index` in the bounds (equal widths).
    func segmentFrame(_ index: Int) -> Rect {
        let width = titles.isEmpty ? 0 : bounds.width / Double(titles.count)
        return Rect(x: Double(index) * width, y: 0, width: width, height: bounds.height)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        updateAppearance()
    }

    /// Places the thumb, titles and dividers for the selection.
    func updateAppearance() {
        for (i, label) in titleLabels.enumerated() {
            let selected = i == selectedStorage
            label.text = titles[i]
            label.font = .system(size: Self.titleFontSize, weight: selected ? .semibold : .regular)
            label.textColor = .label
            label.frame = segmentFrame(i)
        }
        for (i, divider) in dividers.enumerated() {
            // The divider after segment i, hidden beside the selected segment; none after the last.
            let frame = segmentFrame(i)
            divider.frame = Rect(
                x: frame.maxX - 0.5, y: (bounds.height - Self.dividerHeight) / 2, width: 1, height: Self.dividerHeight)
            let last = i == dividers.count - 1
            divider.alpha = last || i == selectedStorage || i + 1 == selectedStorage ? 0 : 1
        }
        thumbView.isHidden = selectedStorage == Self.noSegment
        if selectedStorage != Self.noSegment {
            thumbView.frame = segmentFrame(selectedStorage).insetBy(dx: Self.thumbInset, dy: Self.thumbInset)
        }
        thumbView.backgroundColor = selectedSegmentTintColor ?? .white
    }

    // MARK: Touches

    /// The segment under the finger's last position when it lifts inside is selected: the thumb
    /// slides there and `.valueChanged` is sent if the selection changed; then the control's
    /// touch-up-inside events.
    override func touchUpInside(in app: Application) {
        guard isHighlighted else { return }
        if let x = lastTouchX, !titles.isEmpty {
            let index = min(max(Int(x / (bounds.width / Double(titles.count))), 0), titles.count - 1)
            if index != selectedStorage {
                selectedStorage = index
                animateControlChanges(true, duration: Self.selectionDuration) { self.updateAppearance() }
                sendActions(for: .valueChanged)
            }
        }
        super.touchUpInside(in: app)
    }

    /// The finger's last x in the bounds.
    private var lastTouchX: Double?

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        lastTouchX = touches.first?.location(in: self).x
        super.touchesBegan(touches, with: event)
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
        lastTouchX = touches.first?.location(in: self).x
        super.touchesMoved(touches, with: event)
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        lastTouchX = touches.first?.location(in: self).x
        super.touchesEnded(touches, with: event)
        lastTouchX = nil
    }
}
