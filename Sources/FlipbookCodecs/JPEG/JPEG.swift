import CJPEGShim
import FlipbookRaster

/// JPEG decoding through libjpeg-turbo (Debian's `libjpeg62-turbo`).
///
/// Every libjpeg call runs inside the C shim `CJPEGShim`, which owns the `setjmp` and replaces
/// libjpeg's error handler (which would end the process), so a damaged file becomes a
/// ``CodecError``, never a crash.
public enum JPEG {
    /// Decodes a baseline or progressive JPEG (greyscale, YCbCr, RGB or Adobe CMYK) into an
    /// opaque RGBA8 bitmap (alpha 255; no colour-profile conversion, as for PNG).
    /// - Parameters:
    ///   - bytes: the whole JPEG file.
    ///   - limits: the largest size accepted, checked against the header before any pixel memory
    ///     is allocated (default: ``ImageLimits/default``).
    /// - Throws: ``CodecError/truncated(path:)`` when the data ends before the image does,
    ///   ``CodecError/corrupt(detail:path:)`` with libjpeg's message, or
    ///   ``CodecError/tooLarge(width:height:limits:path:)``, with `path` nil.
    public static func decode(_ bytes: [UInt8], limits: ImageLimits = .default) throws -> Bitmap {
        let maxSide = UInt32(clamping: limits.maxSide)
        let maxPixels = UInt64(clamping: limits.maxPixels)
        var decoded = bytes.withUnsafeBufferPointer { fb_jpeg_decode($0.baseAddress, $0.count, maxSide, maxPixels) }
        defer { fb_jpeg_free(decoded.pixels) }
        let message = withUnsafeBytes(of: &decoded.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        let width = Int(decoded.width), height = Int(decoded.height)
        switch decoded.status {
        case FB_JPEG_OK:
            return Bitmap(copyingDecoded: decoded.pixels, width: width, height: height)
        case FB_JPEG_TRUNCATED:
            throw CodecError.truncated()
        case FB_JPEG_TOO_LARGE:
            throw CodecError.tooLarge(width: width, height: height, limits: limits)
        case FB_JPEG_NO_MEMORY:
            throw CodecError.corrupt(detail: "out of memory while decoding")
        default:
            throw CodecError.corrupt(detail: "libjpeg: \(message)")
        }
    }

    /// Reads and decodes the JPEG file at `path` (see ``decode(_:limits:)``).
    /// - Throws: ``CodecError/missing(path:)``, ``CodecError/unreadable(path:reason:)``, or a
    ///   decoding error naming `path`.
    public static func read(path: String, limits: ImageLimits = .default) throws -> Bitmap {
        let bytes = try AtomicFile.read(path)
        do {
            return try decode(bytes, limits: limits)
        } catch let error as CodecError {
            throw error.inFile(path)
        }
    }

    /// Whether `bytes` start like a JPEG file (the SOI marker `FF D8 FF`).
    public static func isJPEG(_ bytes: [UInt8]) -> Bool {
        bytes.count >= 3 && bytes[0] == 0xFF && bytes[1] == 0xD8 && bytes[2] == 0xFF
    }
}
