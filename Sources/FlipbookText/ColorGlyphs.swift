import CFreeType

extension FontFace {
    /// A colour bitmap glyph (an emoji) at `key`'s pixel size: FreeType's premultiplied BGRA
    /// bitmap from the face's strike nearest the size, box-filtered to the size (each target
    /// pixel the coverage-weighted mean of the strike pixels under it), as RGBA. The sub-pixel
    /// phase is not applied: emoji are drawn at whole pixels. Called with the lock held.
    func rasterizeColor(_ key: GlyphKey) -> GlyphBitmap {
        let target = Double(key.pixelSize26) / 64
        guard target > 0, let strike = nearestStrike(to: target), FT_Select_Size(face, FT_Int(strike.index)) == 0 else {
            return .empty
        }
        currentCharSize = 0  // the face's size is now the strike's, not a char size
        FT_Set_Transform(face, nil, nil)
        guard FT_Load_Glyph(face, key.glyph, FT_Int32(FT_LOAD_COLOR)) == 0, let slot = face.pointee.glyph,
            slot.pointee.bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_BGRA.rawValue)
        else { return .empty }
        let source = slot.pointee.bitmap
        let width = Int(source.width), height = Int(source.rows), pitch = Int(source.pitch)
        guard width > 0, height > 0, let buffer = source.buffer else { return .empty }
        let f = target / strike.pixels
        let outWidth = max(1, Int((Double(width) * f).rounded())), outHeight = max(1, Int((Double(height) * f).rounded()))
        var colors = [UInt8](repeating: 0, count: outWidth * outHeight * 4)
        // Box filter: target pixel (x, y) covers source [x / f, (x + 1) / f) × [y / f, (y + 1) / f).
        let sx = Double(width) / Double(outWidth), sy = Double(height) / Double(outHeight)
        for y in 0..<outHeight {
            let y0 = Double(y) * sy, y1 = y0 + sy
            for x in 0..<outWidth {
                let x0 = Double(x) * sx, x1 = x0 + sx
                var sum = (0.0, 0.0, 0.0, 0.0), area = 0.0
                var row = Int(y0)
                while Double(row) < y1, row < height {
                    let wy = min(Double(row + 1), y1) - max(Double(row), y0)
                    let start = pitch >= 0 ? row * pitch : (height - 1 - row) * -pitch
                    var column = Int(x0)
                    while Double(column) < x1, column < width {
                        let w = wy * (min(Double(column + 1), x1) - max(Double(column), x0))
                        let p = start + column * 4  // B, G, R, A, premultiplied
                        sum.0 += w * Double(buffer[p + 2])
                        sum.1 += w * Double(buffer[p + 1])
                        sum.2 += w * Double(buffer[p])
                        sum.3 += w * Double(buffer[p + 3])
                        area += w
                        column += 1
                    }
                    row += 1
                }
                guard area > 0 else { continue }
                let o = (y * outWidth + x) * 4
                colors[o] = UInt8(min(255, (sum.0 / area).rounded()))
                colors[o + 1] = UInt8(min(255, (sum.1 / area).rounded()))
                colors[o + 2] = UInt8(min(255, (sum.2 / area).rounded()))
                colors[o + 3] = UInt8(min(255, (sum.3 / area).rounded()))
            }
        }
        return GlyphBitmap(
            width: outWidth, height: outHeight, left: Int((Double(slot.pointee.bitmap_left) * f).rounded()),
            top: Int((Double(slot.pointee.bitmap_top) * f).rounded()), coverage: [], colors: colors)
    }

    /// The strike (fixed size) to scale from: the smallest at least `pixels` tall, else the
    /// largest, as its index and its pixels per em.
    private func nearestStrike(to pixels: Double) -> (index: Int, pixels: Double)? {
        let count = Int(face.pointee.num_fixed_sizes)
        guard count > 0, let sizes = face.pointee.available_sizes else { return nil }
        let strikes = (0..<count).map { (index: $0, pixels: Double(sizes[$0].y_ppem) / 64) }.filter { $0.pixels > 0 }
        return strikes.filter { $0.pixels >= pixels }.min { $0.pixels < $1.pixels } ?? strikes.max { $0.pixels < $1.pixels }
    }
}
