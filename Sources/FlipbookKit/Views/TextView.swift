import class Foundation.NSCoder
import FlipbookGeometry
import FlipbookLayers
import FlipbookRaster
import FlipbookText

/// A view of wrapped, scrollable text (`UITextView`), shown from the top; text beyond the
/// bounds is clipped (it would scroll on a device).
open class TextView: View {
    /// The text. Default empty.
    public var text: String {
        get { textStorage }
        set { textStorage = newValue; updateText() }
    }
    /// The font. Default the system font at 12 pt, as UITextView.
    public var font: Font {
        get { fontStorage }
        set { fontStorage = newValue; updateText() }
    }
    /// The text colour. Default black.
    public var textColor: Color {
        get { textColorStorage }
        set { textColorStorage = newValue; updateText() }
    }
    /// Space between the bounds and the text container. Default top 8, bottom 8, sides 0.
    public var textContainerInset: TextInsets {
        get { textContainerInsetStorage }
        set { textContainerInsetStorage = newValue; setNeedsLayout(); layoutIfNeeded() }
    }
    /// Space kept clear at both ends of every line, in points. Default 5.
    public var lineFragmentPadding: Double {
        get { lineFragmentPaddingStorage }
        set { lineFragmentPaddingStorage = newValue; setNeedsLayout(); layoutIfNeeded() }
    }
    // Computed over storage, not observed: Swift skips `didSet` in initializers, and these
    // must reach the layers whichever initializer sets them.
    private var textStorage: String = ""
    private var fontStorage: Font = .system(size: 12)
    private var textColorStorage: Color = .black
    private var textContainerInsetStorage: TextInsets = TextInsets.textView
    private var lineFragmentPaddingStorage: Double = 5

    let textLayer = TextLayer()

    /// An empty text view at `frame` (superview bounds space, points), white and clipping.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        backgroundColor = .white
        clipsToBounds = true
        addTextLayer()
    }

    /// A text view from an Interface Builder file: its background and clipping are the file's
    /// (Interface Builder writes both for a text view), as are its text, font and colour.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addTextLayer()
    }

    private func addTextLayer() {
        textLayer.actionDelegate = NoLayerActions.shared
        textLayer.anchorPoint = .zero
        textLayer.isWrapped = true
        layer.addSublayer(textLayer)
        updateText()
    }

    /// Places the text container inside the insets and line padding.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds, inset = textContainerInset
        textLayer.position = Point(x: b.minX + inset.left + lineFragmentPadding, y: b.minY + inset.top)
        textLayer.bounds = Rect(x: 0, y: 0,
                                width: max(0, b.width - inset.left - inset.right - 2 * lineFragmentPadding),
                                height: max(0, b.height - inset.top + 2 * font.size))
    }

    private func updateText() {
        textLayer.string = text
        textLayer.font = font
        Application.reportMissingGlyphs(in: text, font: font)
        textLayer.fontSize = font.size
        textLayer.foregroundColor = textColor
        setNeedsLayout()
        layoutIfNeeded()
    }
}
