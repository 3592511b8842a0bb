import class Foundation.NSCoder
import FlipbookGeometry
import FlipbookRaster

/// One of a navigation item's left or right bar button items, as the bar draws it: the item's
/// custom view, its image, a system glyph or its title, vertically centred in the bar.
///
/// - A title is drawn in 17 pt, regular (`.plain`) or semibold (`.done`), in the tint colour —
///   the item's ``BarButtonItem/tintColor``, else the bar's ``NavigationBar/tintColor-swift.property``.
/// - An image is drawn at its size in points as a template (its alpha in the tint colour),
///   unless its `renderingMode` is `.alwaysOriginal`, as UIKit's bar buttons draw images.
/// - System items with a title (Done, Cancel, Edit, Save, Undo, Redo) draw the title; `add`
///   draws a plus and `stop` / `close` a cross, as 2 pt strokes 20 pt wide; the other glyphs
///   (compose, action, search, …) are Apple's artwork: their space is kept empty and reported
///   (`navigationItem.systemItemNotDrawn`).
/// - A fixed space is ``BarButtonItem/width`` points wide (8 pt when 0, UIKit's smallest).
/// - A custom view keeps its size.
///
/// A finger down dims the content to ``Button/highlightedContentAlpha`` (a custom view is left
/// as it is: it handles its own touches); lifting it inside sends the item's action
/// (``BarButtonItem/sendAction()``). A disabled item draws at 35 % and takes no taps (Kit's
/// choice of UIKit's dimmed look).
final class NavigationBarButton: Control {
    /// The item shown.
    let item: BarButtonItem
    private let label = Label()
    private let imageView = ImageView()
    private var strokes: [View] = []

    /// The alpha of a disabled item's content.
    static let disabledAlpha = 0.35
    /// The narrowest fixed space: 8 pt.
    static let minimumSpace = 8.0
    /// The system items whose glyphs Kit draws.
    static let drawnGlyphs: Set<BarButtonItem.SystemItem> = [.add, .stop, .close]

    init(item: BarButtonItem, tint: Color) {
        self.item = item
        super.init(frame: .zero)
        if let custom = item.customView {
            custom.removeFromSuperview()
            addSubview(custom)
        } else if let image = item.image {
            imageView.image = image.renderingMode == .alwaysOriginal ? image : image.templateTinted(tint)
            addSubview(imageView)
        } else if let system = item.systemItem, Self.drawnGlyphs.contains(system) {
            let count = 2
            for _ in 0..<count {
                let stroke = View()
                stroke.backgroundColor = tint
                stroke.layer.cornerRadius = 1
                strokes.append(stroke)
                addSubview(stroke)
            }
        } else if let title = item.title {
            label.text = title
            label.font = .system(size: 17, weight: item.style == .done ? .semibold : .regular)
            label.textColor = tint
            addSubview(label)
        }
        isEnabled = item.isEnabled
        applyContentAlpha()
    }

    /// Kit's own part, never in an Interface Builder file: nil.
    required init?(coder: NSCoder) { nil }

    /// Whether the item is a space (fixed or flexible), which draws nothing and takes no taps.
    var isSpace: Bool { item.systemItem == .fixedSpace || item.systemItem == .flexibleSpace }

    /// The item's width in the bar (points).
    var contentWidth: Double {
        if let custom = item.customView { return custom.bounds.width }
        if isSpace { return item.systemItem == .fixedSpace ? max(item.width, Self.minimumSpace) : Self.minimumSpace }
        if item.width > 0 { return item.width }
        if let image = imageView.image { return image.size.width }
        if item.systemItem != nil, item.title == nil || !strokes.isEmpty { return 22 }
        return label.sizeThatFits(.zero).width
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds
        if let custom = item.customView {
            let size = custom.bounds.size
            custom.center = Point(x: b.midX, y: b.midY)
            custom.bounds.size = size
        }
        if let image = imageView.image {
            let s = image.size
            imageView.frame = Rect(x: b.midX - s.width / 2, y: b.midY - s.height / 2, width: s.width, height: s.height)
        }
        if label.superview != nil { label.frame = b }
        guard let system = item.systemItem, !strokes.isEmpty else { return }
        // A plus (add) or a cross (stop, close): two 2 pt strokes 20 pt long about the centre.
        let angles = system == .add ? [0.0, .pi / 2] : [.pi / 4, -.pi / 4]
        for (stroke, angle) in zip(strokes, angles) {
            stroke.transform = .identity
            stroke.bounds = Rect(x: 0, y: 0, width: 20, height: 2)
            stroke.center = Point(x: b.midX, y: b.midY)
            stroke.transform = AffineTransform(rotationAngle: angle)
        }
    }

    override func point(inside point: Point, with event: Event?) -> Bool {
        !isSpace && super.point(inside: point, with: event)
    }

    override func controlStateDidChange() { applyContentAlpha() }

    /// The content's alpha for the state: dimmed while highlighted, faint when disabled.
    private func applyContentAlpha() {
        let alpha = !isEnabled ? Self.disabledAlpha : isHighlighted ? Button.highlightedContentAlpha : 1
        View.performWithoutAnimation {
            for view in [label, imageView] + strokes { view.alpha = alpha }
        }
    }

    /// Sends the item's action.
    override func sendPrimaryActions() {
        super.sendPrimaryActions()
        item.sendAction()
    }
}
