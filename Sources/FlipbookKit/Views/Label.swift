import class Foundation.NSCoder
import FlipbookGeometry
import FlipbookLayers
import FlipbookRaster
import FlipbookText

/// A view that shows text (`UILabel`), drawn by a `TextLayer` at the render scale.
///
/// The text is centred vertically in the bounds, as UILabel does, and truncated at the tail
/// when it does not fit.
open class Label: View {
    /// The text; `nil` or empty shows nothing. Default `nil`.
    public var text: String? {
        get { textStorage }
        set { textStorage = newValue; updateText() }
    }
    /// The font. Default the system font at 17 pt.
    ///
    /// Implicitly unwrapped, as UIKit's (`UIFont!`): ported code assigns the optional
    /// `UIFont(name:size:)` straight to it; setting `nil` sets the default font back, as on iOS.
    public var font: Font! {
        get { fontStorage }
        set { fontStorage = newValue ?? .system(size: 17); updateText() }
    }
    /// The text colour (`UIColor!`, as UIKit's: setting `nil` sets the default back). Default
    /// black.
    public var textColor: Color! {
        get { textColorStorage }
        set { textColorStorage = newValue ?? .black; updateText() }
    }
    /// Whether iOS shrinks the font of a line that does not fit (`adjustsFontSizeToFitWidth`),
    /// down to ``minimumScaleFactor``. Kit draws the text at its font's size (truncated as it
    /// is when it does not fit): setting it true reports the diagnostic
    /// `label.adjustsFontSizeToFitWidth`. Default false.
    public var adjustsFontSizeToFitWidth: Bool {
        get { adjustsFontSizeToFitWidthStorage }
        set {
            adjustsFontSizeToFitWidthStorage = newValue
            if newValue {
                Application.current?.report(KitDiagnostic(
                    code: "label.adjustsFontSizeToFitWidth",
                    message: "\(type(of: self)) draws its text at its font's size; iOS shrinks text that does not "
                        + "fit (down to minimumScaleFactor \(minimumScaleFactor))"))
            }
        }
    }
    private var adjustsFontSizeToFitWidthStorage = false
    /// The smallest fraction of the font's size iOS shrinks text to when
    /// ``adjustsFontSizeToFitWidth`` is true (`minimumScaleFactor`); 0 uses the font's
    /// minimum. Kept, not drawn (see ``adjustsFontSizeToFitWidth``). Default 0.
    public var minimumScaleFactor: Double = 0
    /// Horizontal alignment. Default `.natural` (left).
    public var textAlignment: TextAlignment {
        get { textAlignmentStorage }
        set { textAlignmentStorage = newValue; updateText() }
    }
    /// The maximum number of lines; 0 means no limit. Default 1.
    public var numberOfLines: Int {
        get { numberOfLinesStorage }
        set { numberOfLinesStorage = newValue; updateText() }
    }
    // Computed over storage, not observed: Swift skips `didSet` in initializers, and these
    // must reach the layers whichever initializer sets them.
    private var textStorage: String?
    private var fontStorage: Font = .system(size: 17)
    private var textColorStorage: Color = .black
    private var textAlignmentStorage: TextAlignment = .natural
    private var numberOfLinesStorage: Int = 1

    let textLayer = TextLayer()

    /// The width at which a multi-line label wraps for ``intrinsicContentSize``; 0 (the default):
    /// its current width, as UIKit's automatic preferred width (the layout takes a second pass
    /// when the width it gets differs).
    public var preferredMaxLayoutWidth: Double {
        get { preferredMaxLayoutWidthStorage }
        set { preferredMaxLayoutWidthStorage = newValue; invalidateIntrinsicContentSize() }
    }
    private var preferredMaxLayoutWidthStorage = 0.0

    /// The text's size: one line unwrapped, or wrapped at ``preferredMaxLayoutWidth`` (or the
    /// current width) when ``numberOfLines`` is not 1. No text: zero.
    open override var intrinsicContentSize: Size {
        let width: Double
        if numberOfLines == 1 {
            width = 0
        } else if preferredMaxLayoutWidth > 0 {
            width = preferredMaxLayoutWidth
        } else {
            width = bounds.width
            intrinsicWidthUsed = width
        }
        return sizeThatFits(Size(width: width, height: 0))
    }

    /// Whether the intrinsic height depends on the current width.
    var wrapsToBoundsWidth: Bool { numberOfLines != 1 && preferredMaxLayoutWidth <= 0 }
    /// The width the last intrinsic size wrapped at.
    var intrinsicWidthUsed = -1.0

    /// The first and last baselines from the top of the text, and the text's height.
    func baselineOffsets() -> (first: Double, last: Double, textHeight: Double)? {
        guard let text, !text.isEmpty else { return nil }
        let width = bounds.width > 0 ? bounds.width : nil
        guard let layout = try? TextLayout(AttributedText(text, font: font), options: options(width: width)),
              let first = layout.lines.first, let last = layout.lines.last else { return nil }
        let top = first.frame.minY
        return (first.origin.y - top, last.origin.y - top, layout.lines.map(\.frame.maxY).max()! - top)
    }

    /// A label with no text at `frame` (superview bounds space, points). Default `.zero`.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        addTextLayer()
    }

    /// A label from an Interface Builder file: its text, font, colour, alignment and lines are
    /// the file's (see ``View/init(coder:)``).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addTextLayer()
    }

    private func addTextLayer() {
        textLayer.actionDelegate = NoLayerActions.shared
        textLayer.anchorPoint = .zero
        layer.addSublayer(textLayer)
        updateText()
    }

    /// The size the text needs within `size`'s width (0 or less: unlimited), whole points.
    public func sizeThatFits(_ size: Size) -> Size {
        guard let text, !text.isEmpty else { return .zero }
        let width = size.width > 0 ? size.width : nil
        return (try? TextLayout.sizeThatFits(AttributedText(text, font: font, color: textColor), width: width,
                                             options: options(width: width))) ?? .zero
    }

    /// Resizes the bounds to ``sizeThatFits(_:)`` with no width limit, keeping the origin.
    public func sizeToFit() {
        let size = sizeThatFits(.zero)
        frame = Rect(origin: frame.origin, size: size)
    }

    /// Places the text layer for the current bounds.
    open override func layoutSubviews() {
        super.layoutSubviews()
        placeTextLayer()
    }

    private func options(width: Double?) -> TextLayoutOptions {
        TextLayoutOptions(width: width, alignment: textAlignment, isWrapped: numberOfLines != 1,
                          truncation: .end, numberOfLines: numberOfLines)
    }

    override func resolveDynamicColors(with traits: TraitCollection) {
        super.resolveDynamicColors(with: traits)
        if textColor.isDynamic { textLayer.foregroundColor = textColor.resolvedColor(with: traits) }
    }

    private func updateText() {
        textLayer.string = text
        textLayer.font = font
        Application.reportMissingGlyphs(in: text, font: font)
        textLayer.fontSize = font.size
        textLayer.foregroundColor = textColor.isDynamic ? textColor.resolvedColor(with: traitCollection) : textColor
        textLayer.alignmentMode = textAlignment
        textLayer.isWrapped = numberOfLines != 1
        textLayer.truncationMode = .end
        placeTextLayer()
        invalidateIntrinsicContentSize()
    }

    /// The text layer spans the width and is as tall as the text (at most the bounds), centred
    /// vertically. Its geometry never animates: text is laid out for the final bounds.
    private func placeTextLayer() {
        let b = bounds
        var height = b.height
        if let text, !text.isEmpty, b.width > 0,
           let size = try? TextLayout.sizeThatFits(AttributedText(text, font: font), width: b.width,
                                                   options: options(width: b.width)) {
            height = min(size.height, b.height)
        }
        let frame = Rect(x: b.minX, y: b.minY + ((b.height - height) / 2).rounded(), width: b.width, height: height)
        textLayer.position = frame.origin
        textLayer.bounds = Rect(origin: .zero, size: frame.size)
    }
}
