import Foundation
import FlipbookGeometry
import FlipbookRaster

/// A colour space (`CGColorSpace`). Flipbook draws in gamma-encoded sRGB only, which is what
/// `CGColorSpaceCreateDeviceRGB()` gives on iOS.
public struct ColorSpace: Hashable, Sendable {
    /// Device RGB, taken as sRGB.
    public static let deviceRGB = ColorSpace()
    /// sRGB (`CGColorSpace.sRGB`).
    public static let sRGB = ColorSpace()
}

/// A colour ramp for ``GraphicsContext/drawLinearGradient(_:start:end:options:)`` and
/// ``GraphicsContext/drawRadialGradient(_:startCenter:startRadius:endCenter:endRadius:options:)``
/// (`CGGradient`). Colours are interpolated unpremultiplied, per component, in sRGB.
public final class Gradient: Sendable {
    /// The stops, sorted by location.
    public let stops: [GradientStop]

    /// A gradient of `colors` at `locations` (0…1), evenly spaced when `locations` is `nil`
    /// (`CGGradient(colorsSpace:colors:locations:)`); `nil` without colours or when the counts
    /// differ.
    public init?(colorsSpace: ColorSpace?, colors: [Color], locations: [Double]?) {
        guard !colors.isEmpty else { return nil }
        let locs: [Double]
        if let locations {
            guard locations.count == colors.count else { return nil }
            locs = locations
        } else {
            locs = colors.count == 1 ? [0] : (0..<colors.count).map { Double($0) / Double(colors.count - 1) }
        }
        stops = zip(locs, colors).map { GradientStop(location: $0, color: $1) }.sorted { $0.location < $1.location }
    }

    /// A gradient from components (`CGGradient(colorSpace:colorComponents:locations:count:)`):
    /// `count` colours of four components (red, green, blue, alpha) each.
    public convenience init?(colorSpace: ColorSpace, colorComponents: [Double], locations: [Double]?, count: Int) {
        guard count > 0, colorComponents.count >= count * 4 else { return nil }
        let colors = (0..<count).map { i in
            Color(
                red: colorComponents[4 * i], green: colorComponents[4 * i + 1], blue: colorComponents[4 * i + 2],
                alpha: colorComponents[4 * i + 3])
        }
        self.init(colorsSpace: colorSpace, colors: colors, locations: locations.map { Array($0.prefix(count)) })
    }

    /// The premultiplied packed colour at `t`: the end colours outside the first and last stop.
    func color(at t: Double) -> Color {
        let first = stops[0], last = stops[stops.count - 1]
        if t <= first.location { return first.color }
        if t >= last.location { return last.color }
        var i = 1
        while i < stops.count - 1 && stops[i].location < t { i += 1 }
        let a = stops[i - 1], b = stops[i]
        let span = b.location - a.location
        let f = span > 0 ? (t - a.location) / span : 1
        return Color(
            red: a.color.red + (b.color.red - a.color.red) * f,
            green: a.color.green + (b.color.green - a.color.green) * f,
            blue: a.color.blue + (b.color.blue - a.color.blue) * f,
            alpha: a.color.alpha + (b.color.alpha - a.color.alpha) * f)
    }

    /// 1024 premultiplied pixels over 0…1.
    var table: [Pixel] {
        (0..<1024).map { color(at: Double($0) / 1023).premultiplied8 }
    }
}

/// Whether a gradient continues beyond its ends (`CGGradientDrawingOptions`).
public struct GradientDrawingOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Fill before the start (before the start line, or inside the start circle) with the
    /// first colour.
    public static let drawsBeforeStartLocation = GradientDrawingOptions(rawValue: 1)
    /// Fill beyond the end with the last colour.
    public static let drawsAfterEndLocation = GradientDrawingOptions(rawValue: 2)
}

extension GraphicsContext {
    /// Fills the clip with a gradient along start → end, in user space
    /// (`drawLinearGradient(_:start:end:options:)`): the colour at location `t` on the lines
    /// perpendicular to the axis through `start + t · (end − start)`. Without options only the
    /// band between the two perpendiculars is painted.
    public func drawLinearGradient(_ gradient: Gradient, start: Point, end: Point, options: GradientDrawingOptions) {
        let dx = end.x - start.x, dy = end.y - start.y
        let len2 = dx * dx + dy * dy
        drawGradient(gradient, options: options) { x, y in
            guard len2 > 0 else { return nil }
            return ((x - start.x) * dx + (y - start.y) * dy) / len2
        }
    }

    /// Fills the clip with a gradient between two circles, in user space
    /// (`drawRadialGradient(_:startCenter:startRadius:endCenter:endRadius:options:)`): the
    /// colour at `t` on the circle of centre `c0 + t·(c1 − c0)` and radius `r0 + t·(r1 − r0)`
    /// (the largest such `t` for each point, radius ≥ 0). Without options nothing is painted
    /// inside the start circle or outside the end circle.
    public func drawRadialGradient(
        _ gradient: Gradient, startCenter: Point, startRadius: Double, endCenter: Point,
        endRadius: Double, options: GradientDrawingOptions
    ) {
        let cdx = endCenter.x - startCenter.x, cdy = endCenter.y - startCenter.y, dr = endRadius - startRadius
        let a = cdx * cdx + cdy * cdy - dr * dr
        drawGradient(gradient, options: options) { x, y in
            let px = x - startCenter.x, py = y - startCenter.y
            let b = px * cdx + py * cdy + startRadius * dr
            let c = px * px + py * py - startRadius * startRadius
            if abs(a) < 1e-12 {
                guard b != 0 else { return nil }
                let t = c / (2 * b)
                return startRadius + t * dr >= 0 ? t : nil
            }
            let disc = b * b - a * c
            guard disc >= 0 else { return nil }
            let root = disc.squareRoot()
            let t1 = (b + root) / a, t2 = (b - root) / a
            let hi = max(t1, t2), lo = min(t1, t2)
            if startRadius + hi * dr >= 0 { return hi }
            if startRadius + lo * dr >= 0 { return lo }
            return nil
        }
    }

    /// Paints the gradient parameter `parameter(x, y)` (user space) at every pixel centre of
    /// the clip's box; `nil` paints nothing there.
    private func drawGradient(
        _ gradient: Gradient, options: GradientDrawingOptions,
        parameter: (Double, Double) -> Double?
    ) {
        let box = deviceClipBox
        let x0 = max(0, Int(box.minX.rounded(.down))), y0 = max(0, Int(box.minY.rounded(.down)))
        let x1 = min(pixelWidth, Int(box.maxX.rounded(.up))), y1 = min(pixelHeight, Int(box.maxY.rounded(.up)))
        let m = state.ctm
        guard x1 > x0, y1 > y0, m.a * m.d - m.b * m.c != 0 else { return }
        let inverse = state.ctm.inverted()
        let table = gradient.table
        let first = gradient.stops[0].location, last = gradient.stops[gradient.stops.count - 1].location
        let alpha = UInt32((state.alpha * 255).rounded())
        let w = x1 - x0, h = y1 - y0
        var bytes = [UInt8](repeating: 0, count: w * h * 4)
        for j in 0..<h {
            for i in 0..<w {
                let p = inverse.apply(Point(x: Double(x0 + i) + 0.5, y: Double(y0 + j) + 0.5))
                guard let t = parameter(p.x, p.y), t.isFinite else { continue }
                if t < 0 && !options.contains(.drawsBeforeStartLocation) { continue }
                if t > 1 && !options.contains(.drawsAfterEndLocation) { continue }
                let u = min(max(t, first), last)
                // Stops outside 0…1 are evaluated directly; the table covers 0…1.
                let px = u >= 0 && u <= 1 ? table[Int((u * 1023).rounded())] : gradient.color(at: u).premultiplied8
                let k = (j * w + i) * 4
                if alpha == 255 {
                    bytes[k] = px.r; bytes[k + 1] = px.g; bytes[k + 2] = px.b; bytes[k + 3] = px.a
                } else {
                    bytes[k] = UInt8((UInt32(px.r) * alpha + 127) / 255)
                    bytes[k + 1] = UInt8((UInt32(px.g) * alpha + 127) / 255)
                    bytes[k + 2] = UInt8((UInt32(px.b) * alpha + 127) / 255)
                    bytes[k + 3] = UInt8((UInt32(px.a) * alpha + 127) / 255)
                }
            }
        }
        let dest = Rect(x: Double(x0), y: Double(y0), width: Double(w), height: Double(h))
        add(
            RenderNode(
                bounds: dest,
                contents: ContentsPaint(
                    image: Image(Bitmap(width: w, height: h, bytes: bytes)),
                    destination: dest)))
    }
}
