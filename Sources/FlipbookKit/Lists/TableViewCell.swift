import Foundation
import FlipbookRaster
import FlipbookGeometry
import FlipbookLayers
import FlipbookText

/// A row of a ``TableView`` (`UITableViewCell`): a ``contentView`` with the default content of
/// its ``CellStyle`` — ``textLabel``, ``detailTextLabel``, ``imageView`` — an ``accessoryType``,
/// and the selection's grey background.
///
/// Subclasses registered with ``TableView/register(_:forCellReuseIdentifier:)`` are made with
/// ``init(style:reuseIdentifier:)``, which is `required` (Swift needs it to build a registered
/// class; UIKit's override is written `required init` here).
open class TableViewCell: View {
    /// The standard layouts of a cell's labels (`UITableViewCell.CellStyle`).
    public enum CellStyle: Hashable, Sendable {
        /// An image on the left and a left-aligned title; no detail label.
        case `default`
        /// A left title and a right-aligned grey detail on the same line (Settings).
        case value1
        /// A right-aligned blue detail caption on the left, a left title after it (Contacts).
        case value2
        /// A title with a smaller grey subtitle under it.
        case subtitle
    }

    /// What is drawn at the right edge (`UITableViewCell.AccessoryType`).
    public enum AccessoryType: Hashable, Sendable {
        /// Nothing.
        case none
        /// A grey chevron.
        case disclosureIndicator
        /// A blue info button and a chevron (drawn as a circled "i" outline and the chevron).
        case detailDisclosureButton
        /// A blue checkmark.
        case checkmark
        /// A blue info button (a circled "i" outline).
        case detailButton
    }

    /// How a selected cell looks (`UITableViewCell.SelectionStyle`).
    public enum SelectionStyle: Hashable, Sendable {
        /// No change.
        case none
        /// The grey background (#D9D9D9), as `.gray` and `.default` in UIKit.
        case `default`
        /// Same as ``default``.
        case gray
        /// Same as ``default`` (blue was dropped in iOS 7).
        case blue
    }

    /// The cell's style.
    public let style: CellStyle
    /// The identifier the cell is reused under, or `nil`.
    public let reuseIdentifier: String?
    /// The view custom content goes into: the cell's bounds less the accessory.
    public let contentView = View()
    /// The title (system 17, black); in every style.
    public let textLabel: Label?
    /// The detail: ``CellStyle/value1`` grey 17 right-aligned, ``CellStyle/value2`` blue 15 on the
    /// left, ``CellStyle/subtitle`` black 12 under the title; `nil` in ``CellStyle/default``.
    public let detailTextLabel: Label?
    /// The image on the left (``CellStyle/default``, ``CellStyle/value1`` and
    /// ``CellStyle/subtitle``; `nil` in ``CellStyle/value2``). Its size is the image's.
    public let imageView: ImageView?
    /// The accessory drawn on the right. Default ``AccessoryType/none``.
    public var accessoryType: AccessoryType = .none {
        didSet { if accessoryType != oldValue { updateAccessory(); setNeedsLayout() } }
    }
    /// How selection shows. Default ``SelectionStyle/default``.
    public var selectionStyle: SelectionStyle = .default
    /// The view behind everything else of the cell (`backgroundView`), sized to the cell;
    /// `nil` shows the cell's ``View/backgroundColor``. Default `nil`.
    public var backgroundView: View? {
        get { backgroundViewStorage }
        set {
            backgroundViewStorage?.removeFromSuperview()
            backgroundViewStorage = newValue
            if let newValue { insertSubview(newValue, at: 0) }
            setNeedsLayout()
        }
    }
    private var backgroundViewStorage: View?
    /// The view under ``contentView`` shown while highlighted or selected; default a #D9D9D9 view.
    public var selectedBackgroundView: View? {
        didSet {
            oldValue?.removeFromSuperview()
            updateSelectionBackground(animated: false)
        }
    }
    /// The inset of the line under the cell, from its left and right edges. Default 15 pt on the
    /// left (iOS's before the readable margins); the table sets it from
    /// ``TableView/separatorInset``.
    public var separatorInset = EdgeInsets(left: 15) {
        didSet { setNeedsLayout() }
    }

    /// The corners an inset-grouped table rounds (10 pt) on its sections' first and last cells.
    var roundedCorners: RectCorner = [] {
        didSet { if roundedCorners != oldValue { setNeedsLayout() } }
    }

    /// Whether the cell shows selected. Set with ``setSelected(_:animated:)``.
    public var isSelected: Bool {
        get { selected }
        set { setSelected(newValue, animated: false) }
    }
    /// Whether a finger is on the cell. Set with ``setHighlighted(_:animated:)``.
    public var isHighlighted: Bool {
        get { highlighted }
        set { setHighlighted(newValue, animated: false) }
    }

    private var selected = false, highlighted = false
    private let accessoryLayer = ShapeLayer()
    /// The line under the cell (0.5 pt, #C8C7CC), hidden by the table where it draws none.
    let separatorView = View()
    /// The duration of an animated deselection's fade: 0.3 s (Kit's choice; UIKit's is private).
    public static let selectionFadeDuration = 0.3

    /// A cell from an Interface Builder file (a storyboard's prototype cell): the style and
    /// reuse identifier the file gives, then the file's attributes and content. With any other
    /// coder, a default-style cell. Designated, as UIKit's: a subclass's own
    /// `required init?(coder:)` calls `super.init(coder:)`.
    public required init?(coder: NSCoder) {
        let decoder = coder as? InterfaceBuilderDecoder
        let made = decoder?.tableViewCellStyle()
        let style = made?.style ?? .default
        self.style = style
        reuseIdentifier = made?.reuseIdentifier
        textLabel = Label()
        detailTextLabel = style == .default ? nil : Label()
        imageView = style == .value2 ? nil : ImageView(image: nil)
        super.init(frame: Rect(x: 0, y: 0, width: 320, height: 44))
        setUpCell()
        decoder?.decodeViewProperties(of: self)
    }

    /// Run when a tap selects the cell, before the delegate's `tableView(_:didSelectRowAt:)`:
    /// Interface Builder's selection segue (UIKit runs a cell's segue, and so
    /// `prepare(for:sender:)`, before `didSelectRowAt`). Default `nil`.
    public var selectionAction: (() -> Void)?

    /// Run when a tap on the detail button ends, before the delegate's
    /// `tableView(_:accessoryButtonTappedForRowWith:)`: Interface Builder's accessory-button
    /// segue (the order of ``selectionAction``'s, Kit's choice). Default `nil`.
    public var accessoryAction: (() -> Void)?

    /// Whether `point` (the cell's bounds space) is on the detail button: 44 pt wide, the cell's
    /// height, centred on the drawn "i" (UIKit's button is 44 pt wide; the chevron of a detail
    /// disclosure selects the row).
    func detailButtonContains(_ point: Point) -> Bool {
        guard accessoryType == .detailButton || accessoryType == .detailDisclosureButton else { return false }
        let centerX = bounds.width - (accessoryType == .detailButton ? 26 : 46)
        return abs(point.x - centerX) <= 22 && point.y >= 0 && point.y <= bounds.height
    }

    /// A cell of the default style with no reuse identifier (`init()`, as `UITableViewCell()`).
    public convenience init() {
        self.init(style: .default, reuseIdentifier: nil)
    }

    /// A cell of `style`, reusable under `reuseIdentifier`. Its frame is set by the table.
    public required init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        textLabel = Label()
        detailTextLabel = style == .default ? nil : Label()
        imageView = style == .value2 ? nil : ImageView(image: nil)
        super.init(frame: Rect(x: 0, y: 0, width: 320, height: 44))
        setUpCell()
    }

    /// The content, labels, separator, accessory and selection background of a new cell.
    private func setUpCell() {
        backgroundColor = .white
        addSubview(contentView)
        textLabel?.font = .system(size: style == .subtitle ? 17 : 17)
        textLabel?.textColor = .black
        switch style {
        case .value1:
            detailTextLabel?.textColor = Color(red: 0.557, green: 0.557, blue: 0.576)
            detailTextLabel?.textAlignment = .right
        case .value2:
            detailTextLabel?.font = .system(size: 15)
            detailTextLabel?.textColor = Color(red: 0, green: 0.478, blue: 1)
            detailTextLabel?.textAlignment = .right
            textLabel?.font = .system(size: 15)
        case .subtitle:
            detailTextLabel?.font = .system(size: 12)
        case .default:
            break
        }
        for view in [imageView as View?, textLabel, detailTextLabel].compactMap({ $0 }) { contentView.addSubview(view) }
        separatorView.backgroundColor = Color(red: 0.784, green: 0.78, blue: 0.8)
        // One device pixel: anti-aliased, as the bars' hairlines ("Differences from UIKit").
        separatorView.layer.allowsEdgeAntialiasing = true
        addSubview(separatorView)
        accessoryLayer.actionDelegate = NoLayerActions.shared
        accessoryLayer.fillColor = nil
        accessoryLayer.lineWidth = 2
        accessoryLayer.lineCap = .round
        accessoryLayer.lineJoin = .round
        layer.addSublayer(accessoryLayer)
        let background = View()
        background.backgroundColor = Color(red: 0.851, green: 0.851, blue: 0.851)
        selectedBackgroundView = background
    }

    /// Called before ``TableView/dequeueReusableCell(withIdentifier:for:)`` returns a reused
    /// cell: clears the highlight and selection (override to reset your content; call `super`).
    open func prepareForReuse() {
        setHighlighted(false, animated: false)
        setSelected(false, animated: false)
    }

    /// Shows or hides the selection; `animated` fades the grey background over
    /// ``selectionFadeDuration``.
    open func setSelected(_ selected: Bool, animated: Bool) {
        self.selected = selected
        updateSelectionBackground(animated: animated)
    }

    /// Shows or hides the highlight (the selection's look while a finger is down).
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        self.highlighted = highlighted
        updateSelectionBackground(animated: animated)
    }

    private func updateSelectionBackground(animated: Bool) {
        guard let background = selectedBackgroundView else { return }
        if background.superview !== self {
            background.frame = bounds
            // Above the background view, below everything else.
            insertSubview(background, at: backgroundViewStorage?.superview === self ? 1 : 0)
        }
        let shown = (selected || highlighted) && selectionStyle != .none
        if animated {
            View.animate(withDuration: Self.selectionFadeDuration) { background.alpha = shown ? 1 : 0 }
        } else {
            View.performWithoutAnimation { background.alpha = shown ? 1 : 0 }
        }
    }

    /// The size the cell needs at `size`'s width: at least 44 pt, or the default labels' heights
    /// plus 11 pt above and below, or the bottom of the lowest other subview of ``contentView``
    /// plus 11 pt, whichever is tallest. A table sizing ``TableView/automaticDimension`` rows
    /// asks it. Override to size custom content (UIKit's Auto Layout sizing is a seam: when Kit's
    /// cells have constraints, their fitting size answers here).
    open func sizeThatFits(_ size: Size) -> Size {
        let labels = [textLabel, detailTextLabel].compactMap { $0 }
        let width = max(0, size.width - accessoryWidth - 30)
        let heights = labels.map { $0.sizeThatFits(Size(width: width, height: 0)).height }
        let text = style == .subtitle ? heights.reduce(0, +) : (heights.max() ?? 0)
        let defaults: [View] = labels + [imageView].compactMap { $0 }
        let custom = contentView.subviews.filter { view in !defaults.contains { $0 === view } }
        let customBottom = custom.map(\.frame.maxY).max() ?? 0
        let imageHeight = imageView?.image?.size.height ?? 0
        return Size(width: size.width, height: max(44, text + 22, imageHeight + 22, customBottom > 0 ? customBottom + 11 : 0))
    }

    /// The width the accessory takes at the right (its glyph and margins).
    var accessoryWidth: Double {
        switch accessoryType {
        case .none: 0
        case .disclosureIndicator, .checkmark: 33
        case .detailButton: 47
        case .detailDisclosureButton: 67
        }
    }

    /// Lays out the content view, the default labels and image, the accessory and the separator
    /// (UIKit's metrics: 15 pt margins, the image then 15 pt, the labels centred vertically).
    open override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds
        backgroundViewStorage?.frame = b
        selectedBackgroundView?.frame = b
        contentView.frame = Rect(x: 0, y: 0, width: b.width - accessoryWidth, height: b.height)
        layoutDefaultContent(in: contentView.bounds)
        accessoryLayer.frame = Rect(x: b.width - accessoryWidth, y: 0, width: accessoryWidth, height: b.height)
        updateAccessory()
        let line = 0.5
        separatorView.frame = Rect(x: separatorInset.left, y: b.height - line,
                                   width: max(0, b.width - separatorInset.left - separatorInset.right), height: line)
        if let background = selectedBackgroundView { sendSubviewToBack(background) }
        if let background = backgroundViewStorage { sendSubviewToBack(background) }
        if roundedCorners.isEmpty {
            layer.mask = nil
        } else {
            let mask = ShapeLayer()
            mask.frame = b
            mask.path = Path(roundedRect: b, byRoundingCorners: roundedCorners, cornerRadii: Size(width: 10, height: 10))
            layer.mask = mask
        }
    }

    private func layoutDefaultContent(in area: Rect) {
        var x = 15.0
        if let imageView, let image = imageView.image {
            imageView.frame = Rect(x: x, y: ((area.height - image.size.height) / 2).rounded(),
                                   width: image.size.width, height: image.size.height)
            x = imageView.frame.maxX + 15
        } else {
            imageView?.frame = .zero
        }
        let right = area.width - 15
        guard let textLabel else { return }
        let title = textLabel.sizeThatFits(.zero)
        switch style {
        case .default:
            textLabel.frame = Rect(x: x, y: 0, width: max(0, right - x), height: area.height)
        case .value1:
            let detail = detailTextLabel?.sizeThatFits(.zero) ?? .zero
            let detailWidth = min(detail.width, max(0, right - x))
            detailTextLabel?.frame = Rect(x: right - detailWidth, y: 0, width: detailWidth, height: area.height)
            textLabel.frame = Rect(x: x, y: 0, width: max(0, min(title.width, right - detailWidth - 6 - x)), height: area.height)
        case .value2:
            detailTextLabel?.frame = Rect(x: x, y: 0, width: 91, height: area.height)
            textLabel.frame = Rect(x: x + 97, y: 0, width: max(0, right - x - 97), height: area.height)
        case .subtitle:
            let detail = detailTextLabel?.sizeThatFits(.zero) ?? .zero
            let top = ((area.height - title.height - detail.height) / 2).rounded()
            textLabel.frame = Rect(x: x, y: top, width: max(0, right - x), height: title.height)
            detailTextLabel?.frame = Rect(x: x, y: top + title.height, width: max(0, right - x), height: detail.height)
        }
    }

    /// The accessory's glyph, drawn as strokes in ``accessoryLayer`` (a chevron 8 × 13, a check
    /// 14 × 11, an "i" in a 22 pt circle).
    private func updateAccessory() {
        let h = accessoryLayer.bounds.height, w = accessoryLayer.bounds.width
        var path = Path()
        let blue = Color(red: 0, green: 0.478, blue: 1)
        switch accessoryType {
        case .none:
            accessoryLayer.path = nil
            return
        case .disclosureIndicator:
            chevron(&path, right: w - 15, midY: h / 2)
            accessoryLayer.strokeColor = Color(red: 0.78, green: 0.78, blue: 0.8)
        case .checkmark:
            path.move(to: Point(x: w - 29, y: h / 2))
            path.addLine(to: Point(x: w - 24, y: h / 2 + 5))
            path.addLine(to: Point(x: w - 15, y: h / 2 - 6))
            accessoryLayer.strokeColor = blue
        case .detailButton, .detailDisclosureButton:
            let cx = accessoryType == .detailButton ? w - 26 : w - 46
            path.addEllipse(in: Rect(x: cx - 11, y: h / 2 - 11, width: 22, height: 22))
            path.move(to: Point(x: cx, y: h / 2 - 1))
            path.addLine(to: Point(x: cx, y: h / 2 + 5))
            path.move(to: Point(x: cx, y: h / 2 - 5))
            path.addLine(to: Point(x: cx, y: h / 2 - 4.5))
            if accessoryType == .detailDisclosureButton { chevron(&path, right: w - 15, midY: h / 2) }
            accessoryLayer.strokeColor = blue
        }
        accessoryLayer.path = path
    }

    private func chevron(_ path: inout Path, right: Double, midY: Double) {
        path.move(to: Point(x: right - 7, y: midY - 6.5))
        path.addLine(to: Point(x: right, y: midY))
        path.addLine(to: Point(x: right - 7, y: midY + 6.5))
    }
}
