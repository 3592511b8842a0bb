import FlipbookGeometry
import FlipbookRaster

/// Status bar glyphs drawn from their shapes (no image assets): coverage sampled 4 × 4 per pixel.
enum StatusBarGlyphs {
    /// Pixels per point of the glyph images (the renderer filters them down to the frame scale).
    static let scale = 4.0

    /// The Wi-Fi fan, 14 × 10 pt: a dot and two rings in a 90° sector opening upwards from the
    /// bottom centre.
    /// `magnification` scales it (1.1: the 15.4 × 11 pt fan of the bar beside a sensor housing).
    static func wifi(color: Color, magnification k: Double = 1) -> Image {
        let size = Size(width: 14 * k, height: 10 * k)
        let centre = Point(x: 7 * k, y: 9.6 * k)
        let bands: [ClosedRange<Double>] = [0...2.9 * k, 4.2 * k...6.1 * k, 7.4 * k...9.4 * k]
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
