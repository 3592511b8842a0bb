import FlipbookGeometry

/// A raster image: premultiplied RGBA8, sRGB-encoded, rows top to bottom, no padding.
///
/// A value type (copy-on-write through its array), safe to send between threads.
/// Pixel `(x, y)` starts at byte `(y · width + x) · 4`, in the order R, G, B, A.
public struct Bitmap: Hashable, Sendable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// `width · height · 4` bytes, premultiplied RGBA8.
    public var bytes: [UInt8]

    /// A bitmap filled with one pixel value (default: transparent black).
    /// - Precondition: `width >= 0 && height >= 0`.
    public init(width: Int, height: Int, fill: Pixel = .clear) {
        precondition(width >= 0 && height >= 0, "Bitmap size must not be negative")
        self.width = width
        self.height = height
        if fill == .clear {
            bytes = [UInt8](repeating: 0, count: width * height * 4)
        } else {
            bytes = [UInt8](unsafeUninitializedCapacity: width * height * 4) { buf, count in
                var i = 0
                while i < width * height * 4 {
                    buf[i] = fill.r; buf[i + 1] = fill.g; buf[i + 2] = fill.b; buf[i + 3] = fill.a
                    i += 4
                }
                count = width * height * 4
            }
        }
    }

    /// A bitmap over existing premultiplied RGBA8 bytes.
    /// - Precondition: `bytes.count == width · height · 4`.
    public init(width: Int, height: Int, bytes: [UInt8]) {
        precondition(width >= 0 && height >= 0 && bytes.count == width * height * 4,
                     "Bitmap bytes must hold width · height · 4 values")
        self.width = width
        self.height = height
        self.bytes = bytes
    }

    /// The pixel at `(x, y)`.
    /// - Precondition: the coordinates lie inside the bitmap.
    public subscript(x: Int, y: Int) -> Pixel {
        get {
            precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)×\(height)")
            let i = (y * width + x) * 4
            return Pixel(r: bytes[i], g: bytes[i + 1], b: bytes[i + 2], a: bytes[i + 3])
        }
        set {
            precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)×\(height)")
            let i = (y * width + x) * 4
            bytes[i] = newValue.r; bytes[i + 1] = newValue.g; bytes[i + 2] = newValue.b; bytes[i + 3] = newValue.a
        }
    }

    /// The number of pixels, `width · height`.
    public var pixelCount: Int { width * height }

    /// True when every pixel is fully opaque.
    public var isOpaque: Bool {
        var i = 3
        while i < bytes.count {
            if bytes[i] != 255 { return false }
            i += 4
        }
        return true
    }
}
