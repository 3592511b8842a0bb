import Foundation
import FlipbookGeometry

/// The colour of a gradient at a parameter `t`, shared by both renderers.
///
/// Stops are interpolated linearly per component, unpremultiplied, in gamma-encoded sRGB
/// (see the FlipbookLayers article “How a layer draws”); before the first and after the last stop
/// the end colours continue.
struct GradientRamp {
    let stops: [GradientStop]

    /// The straight-alpha colour at `t`. Needs at least one stop.
    func color(at t: Double) -> Color {
        let first = stops[0], last = stops[stops.count - 1]
        if t <= first.location { return first.color }
        if t >= last.location { return last.color }
        var i = 1
        while i < stops.count - 1 && stops[i].location < t { i += 1 }
        let a = stops[i - 1], b = stops[i]
        let span = b.location - a.location
        let f = span > 0 ? (t - a.location) / span : 1
        return Color(red: a.color.red + (b.color.red - a.color.red) * f,
                     green: a.color.green + (b.color.green - a.color.green) * f,
                     blue: a.color.blue + (b.color.blue - a.color.blue) * f,
                     alpha: a.color.alpha + (b.color.alpha - a.color.alpha) * f)
    }

    /// The gradient parameter of plane point `(x, y)` (points), per the RenderTree doc:
    /// axial projects onto start → end, radial measures the ellipse radius, conic the angle
    /// from start → end clockwise on screen (y down), as a fraction of a turn.
    /// Returns nil for degenerate geometry (start = end, zero radius), which fills with the
    /// last colour.
    static func parameter(of g: GradientPaint, x: Double, y: Double) -> Double? {
        let dx = g.end.x - g.start.x, dy = g.end.y - g.start.y
        switch g.kind {
        case .axial:
            let len2 = dx * dx + dy * dy
            guard len2 > 0 else { return nil }
            return ((x - g.start.x) * dx + (y - g.start.y) * dy) / len2
        case .radial:
            guard dx != 0, dy != 0 else { return nil }
            let ex = (x - g.start.x) / dx, ey = (y - g.start.y) / dy
            return (ex * ex + ey * ey).squareRoot()
        case .conic:
            guard dx != 0 || dy != 0 else { return nil }
            var a = atan2(y - g.start.y, x - g.start.x) - atan2(dy, dx)
            let turn = 2 * Double.pi
            a = a.truncatingRemainder(dividingBy: turn)
            if a < 0 { a += turn }
            return a / turn
        }
    }
}

/// A gradient prepared for the fast renderer: a 1024-entry premultiplied lookup table over
/// `[first location, last location]` and the plane-coordinate functions of a plane map.
struct GradientShader {
    static let lutSize = 1024
    let paint: GradientPaint
    let lut: [UInt32]
    let lutBase: Double
    let lutScale: Double

    /// A shader, or nil when the gradient draws nothing (no stops) or is a plain fill
    /// (one stop or degenerate geometry: use the returned solid colour instead).
    static func make(_ g: GradientPaint) -> Paint? {
        guard !g.stops.isEmpty else { return nil }
        let ramp = GradientRamp(stops: g.stops)
        let last = g.stops[g.stops.count - 1].color
        if g.stops.count == 1 { return .solid(PixelMath.pack(g.stops[0].color.premultiplied8)) }
        let probe = GradientRamp.parameter(of: g, x: g.start.x + 1, y: g.start.y + 1)
        if probe == nil { return .solid(PixelMath.pack(last.premultiplied8)) }
        let lo = g.stops[0].location, hi = g.stops[g.stops.count - 1].location
        var lut = [UInt32](repeating: 0, count: lutSize)
        for i in 0..<lutSize {
            let t = hi > lo ? lo + (hi - lo) * Double(i) / Double(lutSize - 1) : lo
            lut[i] = PixelMath.pack(ramp.color(at: t).premultiplied8)
        }
        if hi <= lo {
            // All stops at one location: the first colour before it, the last at and after.
            lut[0] = PixelMath.pack(g.stops[0].color.premultiplied8)
            for i in 1..<lutSize { lut[i] = PixelMath.pack(last.premultiplied8) }
            return .gradient(GradientShader(paint: g, lut: lut, lutBase: lo - 1e-9, lutScale: 1e12))
        }
        return .gradient(GradientShader(paint: g, lut: lut, lutBase: lo,
                                        lutScale: Double(lutSize - 1) / (hi - lo)))
    }

    /// The same gradient with every table colour scaled by `alpha` (0…255).
    func scaled(by alpha: UInt32) -> GradientShader {
        GradientShader(paint: paint, lut: lut.map { PixelMath.scale($0, by: alpha) }, lutBase: lutBase, lutScale: lutScale)
    }

    /// The table index of parameter `t` (clamped; NaN maps to 0).
    @inline(__always)
    func index(_ t: Double) -> Int {
        let f = (t - lutBase) * lutScale + 0.5
        return f > 0 ? Int(min(f, Double(GradientShader.lutSize - 1))) : 0
    }
}
