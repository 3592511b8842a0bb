import FlipbookRaster

/// How a painted colour combines with what is already on the canvas.
enum BlendMode {
    /// Source over destination.
    case normal
    /// `1 − (1 − s)(1 − d)`: brightens, for glows, light shafts and rim light.
    case screen
}

/// A floating-point premultiplied RGBA surface the asset painters draw on.
///
/// Painters work in *design units*: the asset's stored size at scale 1. The canvas maps a design
/// point to pixels by multiplying with `scale`, so the same painting code renders any resolution.
/// Edges are anti-aliased analytically from the shapes' signed distances (one pixel wide) or
/// feathered over a given width, which keeps the output free of noise and the PNGs small.
struct Canvas {
    /// Size in pixels.
    let width: Int, height: Int
    /// Pixels per design unit.
    let scale: Double
    /// Premultiplied RGBA components in 0…1, rows top to bottom.
    private(set) var pixels: [Float]

    /// A transparent canvas of `designWidth × designHeight` design units at `scale` pixels per unit.
    init(designWidth: Double, designHeight: Double, scale: Double) {
        self.scale = scale
        width = max(1, Int((designWidth * scale).rounded()))
        height = max(1, Int((designHeight * scale).rounded()))
        pixels = [Float](repeating: 0, count: width * height * 4)
    }

    /// Paints every pixel with `shader` (a colour per design point).
    mutating func fillAll(blend: BlendMode = .normal, opacity: Double = 1, _ shader: (Vec2) -> Color) {
        let all = Box(minX: -1e9, minY: -1e9, maxX: 1e9, maxY: 1e9)
        fill(Shape(bounds: all) { _ in -1e9 }, blend: blend, opacity: opacity, shader)
    }

    /// Paints `shape` in one colour.
    mutating func fill(_ shape: Shape, _ color: Color, feather: Double = 0, blend: BlendMode = .normal, opacity: Double = 1) {
        fill(shape, feather: feather, blend: blend, opacity: opacity) { _ in color }
    }

    /// Paints `shape` with a colour per design point.
    ///
    /// - Parameters:
    ///   - feather: half-width of the soft edge in design units; 0 gives a crisp one-pixel anti-aliased edge.
    ///   - opacity: multiplies the coverage, 0…1.
    mutating func fill(_ shape: Shape, feather: Double = 0, blend: BlendMode = .normal, opacity: Double = 1,
                       _ shader: (Vec2) -> Color) {
        let f = feather * scale
        let b = shape.bounds.outset(by: feather + 1 / scale)
        let x0 = max(0, Int((b.minX * scale).rounded(.down))), x1 = min(width, Int((b.maxX * scale).rounded(.up)))
        let y0 = max(0, Int((b.minY * scale).rounded(.down))), y1 = min(height, Int((b.maxY * scale).rounded(.up)))
        guard x0 < x1, y0 < y1 else { return }
        let inv = 1 / scale
        pixels.withUnsafeMutableBufferPointer { px in
            for y in y0..<y1 {
                for x in x0..<x1 {
                    let p = Vec2((Double(x) + 0.5) * inv, (Double(y) + 0.5) * inv)
                    let d = shape.distance(p) * scale
                    var cov: Double
                    if f <= 0.5 {
                        cov = min(max(0.5 - d, 0), 1)
                    } else {
                        let t = min(max((f - d) / (2 * f), 0), 1)
                        cov = t * t * (3 - 2 * t)
                    }
                    cov *= opacity
                    if cov <= 0 { continue }
                    let c = shader(p)
                    let a = Float(min(max(c.alpha * cov, 0), 1))
                    let r = Float(min(max(c.red, 0), 1)) * a
                    let g = Float(min(max(c.green, 0), 1)) * a
                    let bl = Float(min(max(c.blue, 0), 1)) * a
                    let i = (y * width + x) * 4
                    switch blend {
                    case .normal:
                        let k = 1 - a
                        px[i] = r + px[i] * k; px[i + 1] = g + px[i + 1] * k
                        px[i + 2] = bl + px[i + 2] * k; px[i + 3] = a + px[i + 3] * k
                    case .screen:
                        px[i] = r + px[i] - r * px[i]; px[i + 1] = g + px[i + 1] - g * px[i + 1]
                        px[i + 2] = bl + px[i + 2] - bl * px[i + 2]; px[i + 3] = a + px[i + 3] - a * px[i + 3]
                    }
                }
            }
        }
    }

    /// The canvas as a premultiplied RGBA8 bitmap (each component rounded to the nearest step).
    func bitmap() -> Bitmap {
        let bytes = [UInt8](unsafeUninitializedCapacity: pixels.count) { buf, count in
            for i in 0..<pixels.count {
                buf[i] = UInt8(min(max(pixels[i], 0), 1) * 255 + 0.5)
            }
            count = pixels.count
        }
        return Bitmap(width: width, height: height, bytes: bytes)
    }
}
