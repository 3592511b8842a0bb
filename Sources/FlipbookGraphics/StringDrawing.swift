import Foundation
import FlipbookGeometry
import FlipbookRaster
import FlipbookText

/// A paragraph's layout attributes (`NSParagraphStyle` / `NSMutableParagraphStyle`): the
/// alignment of string drawing's lines.
public final class ParagraphStyle {
    /// Horizontal placement of the lines. Default natural (left).
    public var alignment: TextAlignment = .natural
    /// The factor on the font's natural line height (`lineHeightMultiple`); 0, the default,
    /// leaves it as it is. Kit lays text out at the font's line height: a label given another
    /// factor reports the diagnostic `label.lineHeightMultiple` (see `Label.attributedText`).
    public var lineHeightMultiple: Double = 0
    /// `NSParagraphStyle.default`.
    public static var `default`: ParagraphStyle { ParagraphStyle() }
    /// A style with the defaults.
    public init() {}
}

extension NSAttributedString.Key {
    /// `.font`: a `Font` (default the system font at 12 points, as `NSString` drawing uses).
    public static let font = NSAttributedString.Key("NSFont")
    /// `.foregroundColor`: a `Color` (default black).
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// `.paragraphStyle`: a ``ParagraphStyle`` (its alignment is used).
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
}

extension GraphicsContext {
    /// Draws `string` with `attributes` with the top left of its first line at `point` (user
    /// space), on one line per paragraph.
    public func draw(_ string: String, at point: Point, attributes: [NSAttributedString.Key: Any]) {
        drawText(string, attributes: attributes, origin: point, width: nil)
    }

    /// Draws `string` wrapped to `rect`'s width, aligned by the paragraph style, clipped to
    /// `rect`.
    public func draw(_ string: String, in rect: Rect, attributes: [NSAttributedString.Key: Any]) {
        saveGState()
        clip(to: rect)
        drawText(string, attributes: attributes, origin: rect.origin, width: rect.width)
        restoreGState()
    }

    /// The size `string` takes with `attributes` on unlimited lines (`size(withAttributes:)`).
    public static func size(of string: String, attributes: [NSAttributedString.Key: Any]) -> Size {
        let (text, _) = attributedText(string, attributes)
        return (try? TextLayout(text, options: TextLayoutOptions()))?.size ?? .zero
    }

    static func attributedText(_ string: String, _ attributes: [NSAttributedString.Key: Any]) -> (AttributedText, TextAlignment) {
        let font = attributes[.font] as? Font ?? .system(size: 12)
        let color = attributes[.foregroundColor] as? Color ?? .black
        let alignment = (attributes[.paragraphStyle] as? ParagraphStyle)?.alignment ?? .natural
        return (AttributedText(string, font: font, color: color), alignment)
    }

    private func drawText(_ string: String, attributes: [NSAttributedString.Key: Any], origin: Point, width: Double?) {
        let (text, alignment) = GraphicsContext.attributedText(string, attributes)
        let options = TextLayoutOptions(width: width, alignment: alignment)
        guard let layout = try? TextLayout(text, options: options) else { return }
        let m = state.ctm
        let pixelsPerPoint = abs(m.a * m.d - m.b * m.c).squareRoot()
        guard pixelsPerPoint > 0, pixelsPerPoint.isFinite,
            let bitmap = try? TextRenderer.render(layout, scale: pixelsPerPoint),
            bitmap.width > 0, bitmap.height > 0
        else { return }
        let rect = Rect(
            x: origin.x, y: origin.y, width: Double(bitmap.width) / pixelsPerPoint,
            height: Double(bitmap.height) / pixelsPerPoint)
        add(
            RenderNode(
                transform: Transform3D(m), bounds: rect, opacity: state.alpha,
                contents: ContentsPaint(image: Image(bitmap), destination: rect)))
    }
}

extension String {
    /// Draws the string in the current context with its first line's top left at `point`
    /// (`NSString.draw(at:withAttributes:)`).
    public func draw(at point: Point, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        GraphicsContext.current?.draw(self, at: point, attributes: attributes ?? [:])
    }

    /// Draws the string wrapped in `rect` (`NSString.draw(in:withAttributes:)`).
    public func draw(in rect: Rect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        GraphicsContext.current?.draw(self, in: rect, attributes: attributes ?? [:])
    }

    /// The size the string takes with `attributes` (`NSString.size(withAttributes:)`).
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> Size {
        GraphicsContext.size(of: self, attributes: attributes ?? [:])
    }
}
