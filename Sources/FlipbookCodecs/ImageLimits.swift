/// The largest image a decoder agrees to allocate.
///
/// Decoders check the size written in a file's header against these limits before allocating any
/// pixel memory, so a tiny malicious file cannot claim gigabytes.
public struct ImageLimits: Hashable, Sendable {
    /// The largest accepted width or height, in pixels. Default: 16384.
    public var maxSide: Int = 16384
    /// The largest accepted `width · height`, in pixels. Default: 100 000 000.
    public var maxPixels: Int = 100_000_000

    /// Limits of `maxSide` pixels on a side and `maxPixels` pixels in all.
    public init(maxSide: Int = 16384, maxPixels: Int = 100_000_000) {
        self.maxSide = maxSide
        self.maxPixels = maxPixels
    }

    /// 16384 pixels on a side, 100 million pixels in all.
    public static let `default` = ImageLimits()

    /// Whether an image of `width × height` pixels is within the limits.
    public func allows(width: Int, height: Int) -> Bool {
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        return width <= maxSide && height <= maxSide && !overflow && pixels <= maxPixels
    }

    /// Throws ``CodecError/tooLarge(width:height:limits:path:)`` unless `width × height` is allowed.
    public func check(width: Int, height: Int) throws {
        guard allows(width: width, height: height) else {
            throw CodecError.tooLarge(width: width, height: height, limits: self)
        }
    }
}
