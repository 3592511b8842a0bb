import FlipbookGeometry
import FlipbookRaster
@testable import FlipbookText

/// Sheets for the text goldens: each text box is drawn on white inside a pale outline of its
/// container, boxes stacked top to bottom with a gap, so alignment and clipping show.
enum GoldenSheet {
    /// Device scale of every golden: the common iPhone scale, fine enough to judge glyphs.
    static let scale = 2.0
    /// Space around and between boxes, in points.
    static let gap = 4.0

    /// `layouts` rendered at ``scale``, each on white inside its container's outline, stacked.
    static func render(_ layouts: [TextLayout]) throws -> Bitmap {
        let boxes = try layouts.map { try TextRenderer.render($0, scale: scale) }
        let pad = Int(gap * scale)
        let width = (boxes.map(\.width).max() ?? 0) + 2 * pad
        let height = boxes.map { $0.height + pad }.reduce(pad, +)
        var sheet = Bitmap(width: width, height: height, fill: Pixel(r: 255, g: 255, b: 255, a: 255))
        var y = pad
        for box in boxes {
            outline(&sheet, x: pad - 1, y: y - 1, width: box.width + 2, height: box.height + 2)
            sheet.composite(box, at: pad, y: y)
            y += box.height + pad
        }
        return sheet
    }

    /// A 1-pixel pale blue rectangle just outside a box.
    private static func outline(_ sheet: inout Bitmap, x: Int, y: Int, width: Int, height: Int) {
        let edge = Pixel(r: 190, g: 215, b: 240, a: 255)
        for i in x..<(x + width) { sheet[i, y] = edge; sheet[i, y + height - 1] = edge }
        for j in y..<(y + height) { sheet[x, j] = edge; sheet[x + width - 1, j] = edge }
    }
}
