import FlipbookGeometry
import FlipbookRaster

/// Draws a ``TextLayout`` into a premultiplied RGBA `Bitmap` at a device scale.
///
/// Glyphs are rasterized by FreeType at `size · scale` pixels, anti-aliased (8-bit coverage,
/// light vertical-only hinting), with each baseline snapped to a whole pixel and each glyph
/// origin to a quarter pixel horizontally. Rasterized glyphs are cached per face, pixel size and
/// quarter-pixel phase, so later frames and renders at the same scale reuse them. Safe to call
/// from many threads at once; the output depends only on the layout, size, origin and scale.
public enum TextRenderer {
    /// The largest bitmap rendered, in pixels (`16384 × 4096`).
    public static let maximumPixelCount = 16384 * 4096

    /// The bitmap size for `size` points at `scale`: each side `ceil(points · scale)` pixels.
    public static func pixelSize(for size: Size, scale: Double) -> (width: Int, height: Int) {
        (Int((max(0, size.width) * scale - 1e-9).rounded(.up)), Int((max(0, size.height) * scale - 1e-9).rounded(.up)))
    }

    /// Renders `layout` into a transparent bitmap of its ``TextLayout/size``.
    /// - Parameter scale: device pixels per point, e.g. 2.
    /// - Throws: ``TextError/invalidScale(_:)``.
    public static func render(_ layout: TextLayout, scale: Double) throws -> Bitmap {
        try render(layout, in: layout.size, scale: scale)
    }

    /// Renders `layout` into a transparent bitmap of `size` points at `scale`, with the layout's
    /// container origin at `origin` (points, in the bitmap's space). Glyphs outside the bitmap
    /// are clipped.
    /// - Parameters:
    ///   - layout: the laid-out text.
    ///   - size: the bitmap's size in points; the bitmap is ``pixelSize(for:scale:)`` pixels.
    ///   - origin: where the layout's top-left lands, in points. Default (0, 0). A label centres
    ///     its text vertically with `y = (bounds.height − layout.size.height) / 2`.
    ///   - scale: device pixels per point.
    /// - Throws: ``TextError/invalidScale(_:)`` for a scale that is not finite and positive or a
    ///   bitmap over ``maximumPixelCount``; ``TextError/invalidDimension(name:value:)`` for a
    ///   negative or non-finite size or origin.
    public static func render(_ layout: TextLayout, in size: Size, at origin: Point = .zero,
                              scale: Double) throws -> Bitmap {
        guard scale.isFinite, scale > 0 else { throw TextError.invalidScale(scale) }
        for (name, value) in [("bitmap width", size.width), ("bitmap height", size.height)]
            where !value.isFinite || value < 0 {
            throw TextError.invalidDimension(name: name, value: value)
        }
        guard origin.x.isFinite, origin.y.isFinite else {
            throw TextError.invalidDimension(name: "origin", value: origin.x.isFinite ? origin.y : origin.x)
        }
        let (width, height) = pixelSize(for: size, scale: scale)
        guard Double(width) * Double(height) <= Double(maximumPixelCount),
              layout.lines.allSatisfy({ $0.glyphs.allSatisfy { $0.size * scale <= 16384 } }) else {
            throw TextError.invalidScale(scale)
        }
        var bitmap = Bitmap(width: width, height: height)
        for line in layout.lines {
            for glyph in line.glyphs {
                draw(glyph, offset: origin, scale: scale, into: &bitmap)
            }
        }
        return bitmap
    }

    private static func draw(_ glyph: PositionedGlyph, offset: Point, scale: Double, into bitmap: inout Bitmap) {
        let x = (glyph.position.x + offset.x) * scale
        let baseline = Int(((glyph.position.y + offset.y) * scale).rounded())
        var column = Int(x.rounded(.down))
        var phase = Int(((x - Double(column)) * Double(FontFace.phases)).rounded())
        if phase == FontFace.phases { column += 1; phase = 0 }
        let key = GlyphKey(glyph: glyph.glyph, pixelSize26: Int((glyph.size * scale * 64).rounded()),
                           phase: UInt8(phase))
        let image = glyph.face.glyphBitmap(key)
        guard image.width > 0 else { return }
        let color = glyph.color.premultiplied8
        let x0 = column + image.left, y0 = baseline - image.top
        let firstRow = max(0, -y0), endRow = min(image.height, bitmap.height - y0)
        let firstColumn = max(0, -x0), endColumn = min(image.width, bitmap.width - x0)
        guard firstRow < endRow, firstColumn < endColumn else { return }
        let rows = firstRow..<endRow, columns = firstColumn..<endColumn
        let stride = bitmap.width
        if let colors = image.colors {
            // A colour glyph (an emoji) keeps its own colours; the text colour's alpha fades it.
            let fade = UInt32(color.a)
            bitmap.bytes.withUnsafeMutableBufferPointer { pixels in
                colors.withUnsafeBufferPointer { colors in
                    for row in rows {
                        for col in columns {
                            let s = (row * image.width + col) * 4
                            let sa = (UInt32(colors[s + 3]) * fade + 127) / 255
                            if sa == 0 { continue }
                            let i = ((y0 + row) * stride + x0 + col) * 4
                            let inverse = 255 - sa
                            for k in 0..<3 { pixels[i + k] = blend(colors[s + k], fade, pixels[i + k], inverse) }
                            pixels[i + 3] = UInt8(min(255, sa + (UInt32(pixels[i + 3]) * inverse + 127) / 255))
                        }
                    }
                }
            }
            return
        }
        bitmap.bytes.withUnsafeMutableBufferPointer { pixels in
            image.coverage.withUnsafeBufferPointer { coverage in
                for row in rows {
                    for col in columns {
                        let c = UInt32(coverage[row * image.width + col])
                        if c == 0 { continue }
                        let i = ((y0 + row) * stride + x0 + col) * 4
                        let sa = (UInt32(color.a) * c + 127) / 255
                        let inverse = 255 - sa
                        pixels[i] = blend(color.r, c, pixels[i], inverse)
                        pixels[i + 1] = blend(color.g, c, pixels[i + 1], inverse)
                        pixels[i + 2] = blend(color.b, c, pixels[i + 2], inverse)
                        pixels[i + 3] = UInt8(min(255, sa + (UInt32(pixels[i + 3]) * inverse + 127) / 255))
                    }
                }
            }
        }
    }

    /// Source-over of one premultiplied channel: `s·c + d·(1 − αs)`, rounded.
    @inline(__always)
    private static func blend(_ source: UInt8, _ coverage: UInt32, _ destination: UInt8, _ inverse: UInt32) -> UInt8 {
        UInt8(min(255, (UInt32(source) * coverage + 127) / 255 + (UInt32(destination) * inverse + 127) / 255))
    }
}
