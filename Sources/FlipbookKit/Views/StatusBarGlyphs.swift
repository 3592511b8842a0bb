import FlipbookGeometry
import FlipbookRaster

/// Status bar glyphs drawn from their shapes (no image assets): coverage sampled 4 × 4 per pixel.
enum StatusBarGlyphs {
    /// Pixels per point of the glyph images (the renderer filters them down to the frame scale).
    static let scale = 4.0

    /// The Wi-Fi fan, 14 × 10 pt: a dot and two rings in a 90° sector opening upwards from the
    /// bottom centre.
    static func wifi(color: Color) -> Image {
        let size = Size(width: 14, height: 10)
        let centre = Point(x: 7, y: 9.6)
        let bands: [ClosedRange<Double>] = [0...2.9, 4.2...6.1, 7.4...9.4]
        return image(size: size, color: color) { p in
            let dx = p.x - centre.x, dy = centre.y - p.y
            guard dy > 0, abs(dx) <= dy else { return false }
            let r = (dx * dx + dy * dy).squareRoot()
            return bands.contains { $0.contains(r) }
        }
    }

    private static func image(size: Size, color: Color, inside: (Point) -> Bool) -> Image {
        let w = Int((size.width * scale).rounded()), h = Int((size.height * scale).rounded())
        var bitmap = Bitmap(width: w, height: h)
        let samples = 4
        for y in 0..<h {
            for x in 0..<w {
                var hits = 0
                for sy in 0..<samples {
                    for sx in 0..<samples {
                        let p = Point(x: (Double(x) + (Double(sx) + 0.5) / Double(samples)) / scale,
                                      y: (Double(y) + (Double(sy) + 0.5) / Double(samples)) / scale)
                        if inside(p) { hits += 1 }
                    }
                }
                guard hits > 0 else { continue }
                bitmap[x, y] = color.multipliedAlpha(Double(hits) / Double(samples * samples)).premultiplied8
            }
        }
        return Image(bitmap)
    }
}
