import FlipbookKit
import FlipbookPorting

extension Color {
    /// Writes the colour's sRGB components and alpha, 0…1, into the non-`nil` pointers
    /// (`UIColor.getRed(_:green:blue:alpha:)`) and answers true: every Flipbook colour is an sRGB
    /// colour, so the conversion always succeeds. A dynamic colour (`Color.systemRed`, …) answers
    /// its light appearance; resolve it first (`resolvedColor(with:)`) for another.
    @discardableResult
    public func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let components = rgbaComponents
        red?.pointee = components.red
        green?.pointee = components.green
        blue?.pointee = components.blue
        alpha?.pointee = self.alpha
        return true
    }

    /// A colour from hue, saturation and brightness (`UIColor(hue:saturation:brightness:alpha:)`),
    /// converted to sRGB as UIKit does (HSB is HSV). `hue` is a fraction of the turn (0 and 1
    /// are red) and wraps; `saturation`, `brightness` and `alpha` are clamped to 0…1.
    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        func unit(_ v: Double) -> Double { v.isFinite ? min(max(v, 0), 1) : 0 }
        let h = hue.isFinite ? hue - hue.rounded(.down) : 0
        let s = unit(saturation), v = unit(brightness)
        let sector = h * 6
        let i = Int(sector.rounded(.down)) % 6
        let f = sector - sector.rounded(.down)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double) =
            switch i {
            case 0: (v, t, p)
            case 1: (q, v, p)
            case 2: (p, v, t)
            case 3: (p, q, v)
            case 4: (t, p, v)
            default: (v, p, q)
            }
        self.init(red: r, green: g, blue: b, alpha: unit(alpha))
    }

    /// Writes the colour's hue (0…1), saturation, brightness and alpha into the non-`nil`
    /// pointers (`UIColor.getHue(_:saturation:brightness:alpha:)`) and answers true. A grey has
    /// hue 0 and saturation 0.
    @discardableResult
    public func getHue(
        _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
        brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let c = rgbaComponents
        let maxC = max(c.red, c.green, c.blue), minC = min(c.red, c.green, c.blue)
        let delta = maxC - minC
        var h = 0.0
        if delta > 0 {
            if maxC == c.red {
                h = (c.green - c.blue) / delta
            } else if maxC == c.green {
                h = 2 + (c.blue - c.red) / delta
            } else {
                h = 4 + (c.red - c.green) / delta
            }
            h /= 6
            if h < 0 { h += 1 }
        }
        hue?.pointee = h
        saturation?.pointee = maxC > 0 ? delta / maxC : 0
        brightness?.pointee = maxC
        alpha?.pointee = self.alpha
        return true
    }

    /// `UIColor(cgColor:)`: the colour itself (there is one colour type).
    public init(cgColor: Color) { self = cgColor }
}
