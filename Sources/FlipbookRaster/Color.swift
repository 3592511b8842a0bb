import FlipbookGeometry

/// An sRGB colour with straight (not premultiplied) alpha; components in 0…1.
///
/// Gradients and animations interpolate these components directly, in gamma-encoded sRGB,
/// as Core Animation does. Pixels in a ``Bitmap`` are premultiplied 8-bit values.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// Red, 0…1. Default 0.
    public var red: Double
    /// Green, 0…1. Default 0.
    public var green: Double
    /// Blue, 0…1. Default 0.
    public var blue: Double
    /// Alpha (opacity), 0…1. Default 1.
    public var alpha: Double

    /// A colour from components in 0…1.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }

    /// A colour from 8-bit components (0…255).
    public init(red8: UInt8, green8: UInt8, blue8: UInt8, alpha8: UInt8 = 255) {
        self.init(red: Double(red8) / 255, green: Double(green8) / 255,
                  blue: Double(blue8) / 255, alpha: Double(alpha8) / 255)
    }

    /// A grey, like `UIColor(white:alpha:)`.
    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    public static let black = Color(red: 0, green: 0, blue: 0)
    public static let white = Color(red: 1, green: 1, blue: 1)
    /// `#00000000`, the scene files' `"transparent"`.
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)

    /// The same colour with its alpha multiplied by `factor`.
    public func multipliedAlpha(_ factor: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha * factor)
    }

    /// Components as 8-bit values, `round(c · 255)` after clamping to 0…1.
    public var rgba8: (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        (Color.to8(red), Color.to8(green), Color.to8(blue), Color.to8(alpha))
    }

    /// The premultiplied 8-bit pixel of this colour: `round(c · a · 255)`.
    public var premultiplied8: Pixel {
        let a = PixelMath.clamped(alpha, 0, 1)
        return Pixel(r: Color.to8(red * a), g: Color.to8(green * a), b: Color.to8(blue * a), a: Color.to8(a))
    }

    /// `#RRGGBBAA`.
    public var description: String {
        let c = rgba8
        func hex(_ v: UInt8) -> String {
            let digits = Array("0123456789ABCDEF")
            return String([digits[Int(v >> 4)], digits[Int(v & 15)]])
        }
        return "#" + hex(c.r) + hex(c.g) + hex(c.b) + hex(c.a)
    }

    @inline(__always) static func to8(_ v: Double) -> UInt8 {
        UInt8((PixelMath.clamped(v, 0, 1) * 255).rounded())
    }
}

/// One premultiplied RGBA8 pixel.
public struct Pixel: Hashable, Sendable {
    public var r: UInt8, g: UInt8, b: UInt8, a: UInt8
    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        self.r = r; self.g = g; self.b = b; self.a = a
    }
    /// Fully transparent black.
    public static let clear = Pixel(r: 0, g: 0, b: 0, a: 0)
}
