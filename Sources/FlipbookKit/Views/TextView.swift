import class Foundation.NSAttributedString
import class Foundation.NSCoder
import struct Foundation.NSRange
import struct Foundation.Notification
import FlipbookGeometry
import FlipbookLayers
import FlipbookRaster
import FlipbookText

/// The region of a ``TextView`` its text is laid out in (`NSTextContainer`): its ``size`` and
/// the ``lineFragmentPadding`` kept clear at both ends of every line.
public final class TextContainer {
    /// Space kept clear at both ends of every line, in points. Default 5.
    public var lineFragmentPadding: Double {
        get { lineFragmentPaddingStorage }
        set { lineFragmentPaddingStorage = newValue; textView?.containerDidChange() }
    }
    private var lineFragmentPaddingStorage: Double = 5
    /// The container's size (`NSTextContainer.size`): the text view's width less
    /// `textContainerInset`'s sides, unbounded height (as a scrolling text view's container).
    public var size: Size {
        guard let textView else { return .zero }
        let inset = textView.textContainerInset
        return Size(width: max(0, textView.bounds.width - inset.left - inset.right), height: Double.greatestFiniteMagnitude)
    }
    weak var textView: TextView?
    init() {}
}

/// A view of wrapped, scrollable text (`UITextView`), shown from the top; text beyond the
/// bounds is clipped (it would scroll on a device). Kit draws no caret or keyboard, so
/// ``textDidChangeNotification`` (posted on a user's edits) is never posted.
open class TextView: View {
    /// Posted when the user edits a text view's text (`UITextView.textDidChangeNotification`);
    /// not when the text is set in code, as in UIKit.
    public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")

    /// The text (`String!`, as UIKit's: setting `nil` sets it empty). Default empty.
    open var text: String! {
        get { textStorage }
        set { textStorage = newValue ?? ""; updateText() }
    }
    /// The text with its font and colour (`attributedText`). Setting it sets ``text``, and the
    /// ``font`` and ``textColor`` its first character has; Kit draws a text view in one font and
    /// colour, so other attributes, or several runs, report the diagnostic
    /// `textView.attributedText`.
    open var attributedText: NSAttributedString! {
        get { NSAttributedString(string: textStorage, attributes: [.font: fontStorage, .foregroundColor: textColorStorage]) }
        set {
            let value = newValue ?? NSAttributedString(string: "")
            if value.length > 0 {
                var range = NSRange(location: 0, length: 0)
                let attributes = value.attributes(at: 0, effectiveRange: &range)
                if let font = attributes[.font] as? Font { fontStorage = font }
                if let color = attributes[.foregroundColor] as? Color { textColorStorage = color }
                let others = attributes.keys.filter { $0 != .font && $0 != .foregroundColor }
                if range.length < value.length || !others.isEmpty {
                    Application.current?.report(KitDiagnostic(
                        code: "textView.attributedText",
                        message: "\(type(of: self)) draws its attributed text in its first character's font and colour "
                            + "(iOS draws every run's attributes)"))
                }
            }
            textStorage = value.string
            updateText()
        }
    }
    /// The font (`UIFont!`: setting `nil` sets the default back). Default the system font at
    /// 12 pt, as UITextView.
    open var font: Font! {
        get { fontStorage }
        set { fontStorage = newValue ?? .system(size: 12); updateText() }
    }
    /// The text colour (`UIColor?` in UIKit: setting `nil` sets the default back). Default black.
    open var textColor: Color! {
        get { textColorStorage }
        set { textColorStorage = newValue ?? .black; updateText() }
    }
    /// How lines are aligned (`textAlignment`). Default `.natural` (left).
    open var textAlignment: TextAlignment {
        get { textAlignmentStorage }
        set { textAlignmentStorage = newValue; updateText() }
    }
    /// Space between the bounds and the text container (`UIEdgeInsets`). Default top 8,
    /// bottom 8, sides 0.
    open var textContainerInset: EdgeInsets {
        get { textContainerInsetStorage }
        set { textContainerInsetStorage = newValue; setNeedsLayout(); layoutIfNeeded() }
    }
    /// The text container (`textContainer`): its size and line fragment padding.
    public let textContainer = TextContainer()
    /// Space kept clear at both ends of every line, in points (the ``textContainer``'s
    /// ``TextContainer/lineFragmentPadding``). Default 5.
    public var lineFragmentPadding: Double {
        get { textContainer.lineFragmentPadding }
        set { textContainer.lineFragmentPadding = newValue }
    }
    // Computed over storage, not observed: Swift skips `didSet` in initializers, and these
    // must reach the layers whichever initializer sets them.
    private var textStorage: String = ""
    private var fontStorage: Font = .system(size: 12)
    private var textColorStorage: Color = .black
    private var textAlignmentStorage: TextAlignment = .natural
    private var textContainerInsetStorage = EdgeInsets(top: 8, left: 0, bottom: 8, right: 0)

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
        textContainer.textView = self
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
        textLayer.alignmentMode = textAlignment
        setNeedsLayout()
        layoutIfNeeded()
    }

    func containerDidChange() {
        setNeedsLayout()
        layoutIfNeeded()
    }
}
