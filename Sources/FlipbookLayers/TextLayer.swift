import FlipbookAnimation
import FlipbookGeometry
import FlipbookRaster
import FlipbookText

/// How a ``TextLayer`` aligns its lines (`CATextLayerAlignmentMode`, same names).
public typealias TextLayerAlignmentMode = TextAlignment
/// Where a ``TextLayer`` shortens a line that does not fit (`CATextLayerTruncationMode`).
public typealias TextLayerTruncationMode = TruncationMode

/// A layer that draws text: Core Animation's `CATextLayer`, laid out and rasterized by
/// FlipbookText (FreeType).
///
/// The text is laid out in the bounds (from the top-left, lines wrapped or truncated to the
/// bounds' width and height) and drawn as the layer's contents, above `backgroundColor`.
/// It is rasterized at the render tree's device scale, so it stays sharp at any scale; the
/// rendered image is cached per (text, bounds size, options, scale), so unchanged text is not
/// rasterized again on every frame.
/// > Note: Unlike CATextLayer, `contentsScale` does not affect the text's resolution, and
/// > `contents`/`contentsGravity` are ignored while there is text.
open class TextLayer: Layer {
    /// The text, drawn with `font`, `fontSize` and `foregroundColor`. Default `nil`.
    public var string: String?
    /// Styled text; when set it is drawn instead of `string`, with its own fonts and colours.
    /// Default `nil`.
    /// > Note: CATextLayer takes either kind in `string` (`Any?`); here they are two properties.
    public var attributedString: AttributedText?
    /// The font of `string`; its size is replaced by `fontSize`. Default the system font.
    public var font: Font = .system(size: 36)
    /// The size of `string`'s font in points. Default 36, as CATextLayer.
    public var fontSize: Double = 36 {
        didSet { didChange("fontSize", from: .number(oldValue)) }
    }
    /// The colour of `string`. Default opaque white, as CATextLayer.
    public var foregroundColor: Color = .white {
        didSet { didChange("foregroundColor", from: oldValue.animatableValue) }
    }
    /// Line alignment within the bounds. Default `.natural` (left).
    public var alignmentMode: TextLayerAlignmentMode = .natural
    /// Wrap lines to the bounds' width. Default false, as CATextLayer.
    public var isWrapped = false
    /// How a line that does not fit is shortened. Default `.none` (cut off).
    public var truncationMode: TextLayerTruncationMode = .none

    /// Rendered images shared between this layer and its presentation copies.
    let textCache: TextImageCache

    /// A text layer with CATextLayer's defaults and no text.
    public override init() {
        textCache = TextImageCache()
        super.init()
    }

    /// A copy of `layer`'s properties, text included when it is a ``TextLayer`` (sharing its
    /// image cache).
    public required init(layer: Any) {
        let text = layer as? TextLayer
        textCache = text?.textCache ?? TextImageCache()
        super.init(layer: layer)
        if let text {
            string = text.string
            attributedString = text.attributedString
            font = text.font
            alignmentMode = text.alignmentMode
            isWrapped = text.isWrapped
            truncationMode = text.truncationMode
        }
    }

    /// The text as drawn: `attributedString`, or `string` in `font` at `fontSize` in
    /// `foregroundColor`; `nil` when there is none.
    public var text: AttributedText? {
        attributedString ?? string.map { AttributedText($0, font: font.withSize(fontSize), color: foregroundColor) }
    }

    /// The layout options of the text in the current bounds.
    public var layoutOptions: TextLayoutOptions {
        TextLayoutOptions(width: max(0, bounds.width), height: max(0, bounds.height),
                          alignment: alignmentMode, isWrapped: isWrapped, truncation: truncationMode)
    }

    /// The text laid out in the bounds; `nil` without text.
    /// - Throws: `TextError` for a missing font family or an invalid font size (render
    ///   trees leave such text out; call this to report the problem).
    public func textLayout(library: FontLibrary = .shared) throws -> TextLayout? {
        guard let text, !text.string.isEmpty else { return nil }
        return try TextLayout(text, options: layoutOptions, library: library)
    }

    /// Adds the text as the node's contents, rasterized at `scale` (cached). Text that cannot
    /// be laid out (see ``textLayout(library:)``) draws nothing.
    open override func addPaints(to node: inout RenderNode, scale: Double) {
        guard let text, !text.string.isEmpty, bounds.width > 0, bounds.height > 0 else { return }
        let size = bounds.size, options = layoutOptions
        let key = TextImageCache.Key(text: text, options: options, size: size, scale: scale)
        let image = textCache.image(for: key) {
            guard let layout = try? TextLayout(text, options: options),
                  let bitmap = try? TextRenderer.render(layout, in: size, scale: scale) else { return nil }
            return Image(bitmap)
        }
        guard let image else { return }
        // The bitmap is whole pixels (rounded up); map them 1:1 so glyphs are not resampled.
        node.contents = ContentsPaint(
            image: image,
            destination: Rect(origin: bounds.origin, size: Size(width: Double(image.width) / scale,
                                                                height: Double(image.height) / scale)))
    }

    /// The text's property rows besides ``Layer/properties``: `fontSize` (a number) and
    /// `foregroundColor` (an `[r, g, b, a]` vector).
    public static let textProperties: [LayerProperty] = [
        .number("fontSize", \TextLayer.fontSize, domain: .positive),
        .color("foregroundColor", \TextLayer.foregroundColor),
    ]

    /// The text's animatable keys besides ``Layer/animatableKeys``: the names of ``textProperties``.
    public static let textAnimatableKeys = textProperties.map(\.name)

    static let textTable = LayerPropertyTable(textProperties, adding: Layer.propertyTable)

    /// ``Layer/properties`` and ``textProperties``.
    public override class var propertyTable: LayerPropertyTable { textTable }
}
