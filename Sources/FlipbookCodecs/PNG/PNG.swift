import CPNGShim
import FlipbookRaster

/// PNG decoding and encoding through libpng.
///
/// Every libpng call runs inside the C shim `CPNGShim`, which owns the `setjmp`, so a libpng error
/// never unwinds Swift frames; it becomes a ``CodecError``.
public enum PNG {
    /// Decodes any PNG into a premultiplied RGBA8 bitmap.
    ///
    /// Accepts every colour type and bit depth (palette, grey, grey + alpha, RGB, RGBA; 1 to 16
    /// bits), Adam7 interlacing and `tRNS` transparency. 16-bit samples are scaled to 8 bits as
    /// `round(v · 255 / 65535)`; no gamma or colour-profile conversion is applied (`gAMA`, `sRGB`,
    /// `iCCP` are ignored). Colour is then premultiplied as `round(c · a / 255)`.
    ///
    /// Work is bounded by the image the header declares: before libpng decodes the pixels, every
    /// chunk's CRC (ancillary chunks included) and the zlib stream's Adler-32 are verified, and the
    /// image data is inflated no further than its declared size, so decoding time is linear in
    /// the file's length and the declared pixels, never in what the stream would expand to. Image
    /// data beyond the declared image (a longer stream, or bytes after its end) is an error, as is
    /// a stream that ends early; empty IDAT chunks after the stream and anything after IEND are
    /// ignored. See the "Decoder limits" article.
    /// - Parameters:
    ///   - bytes: the whole PNG file.
    ///   - limits: the largest size accepted, checked against the header before any pixel memory
    ///     is allocated (default: ``ImageLimits/default``).
    /// - Throws: ``CodecError/truncated(path:)``, ``CodecError/corrupt(detail:path:)`` or
    ///   ``CodecError/tooLarge(width:height:limits:path:)``, with `path` nil.
    public static func decode(_ bytes: [UInt8], limits: ImageLimits = .default) throws -> Bitmap {
        let maxSide = UInt32(clamping: limits.maxSide)
        let maxPixels = UInt64(clamping: limits.maxPixels)
        var decoded = bytes.withUnsafeBufferPointer { fb_png_decode($0.baseAddress, $0.count, maxSide, maxPixels) }
        defer { fb_png_free(decoded.pixels) }
        let message = withUnsafeBytes(of: &decoded.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        let width = Int(decoded.width), height = Int(decoded.height)
        switch decoded.status {
        case FB_PNG_OK:
            return Bitmap(copyingDecoded: decoded.pixels, width: width, height: height)
        case FB_PNG_TRUNCATED:
            throw CodecError.truncated()
        case FB_PNG_TOO_LARGE:
            throw CodecError.tooLarge(width: width, height: height, limits: limits)
        case FB_PNG_NO_MEMORY:
            throw CodecError.corrupt(detail: "out of memory while decoding")
        case FB_PNG_BAD_STREAM:
            throw CodecError.corrupt(detail: message)
        default:
            throw CodecError.corrupt(detail: "libpng: \(message)")
        }
    }

    /// Encodes a premultiplied bitmap as an 8-bit RGBA PNG (always RGBA, even when opaque, as the
    /// scene-file format promises for stills).
    ///
    /// Colour is un-premultiplied as `min(255, round(p · 255 / a))` (0 where `a` is 0). Decoding the
    /// result gives back exactly the input for every valid premultiplied pixel (`r, g, b ≤ a`);
    /// an invalid pixel (a channel above its alpha) comes back with that channel equal to alpha.
    /// The output is deterministic: no time, text or gamma chunks, libpng's default filters, so the
    /// same pixels and level always give the same bytes.
    /// - Parameters:
    ///   - bitmap: the image; it must have at least one pixel.
    ///   - compressionLevel: zlib level 0 (store) … 9 (smallest); default 6. Values outside are clamped.
    /// - Throws: ``CodecError/unencodable(reason:)`` for an empty bitmap.
    public static func encode(_ bitmap: Bitmap, compressionLevel: Int = 6) throws -> [UInt8] {
        try encode(bitmap, settings: PNGEncoding(level: compressionLevel))
    }

    /// Encodes like ``encode(_:compressionLevel:)`` with every knob of `settings` (row filter,
    /// compressor, zlib level and strategy, RGB for opaque bitmaps); ``PNGEncoding/fast`` is the
    /// one for animation frames.
    /// - Throws: ``CodecError/unencodable(reason:)`` for an empty bitmap.
    public static func encode(_ bitmap: Bitmap, settings: PNGEncoding) throws -> [UInt8] {
        guard bitmap.width > 0, bitmap.height > 0 else {
            throw CodecError.unencodable(reason: "a PNG needs at least one pixel, this bitmap is \(bitmap.width)×\(bitmap.height)")
        }
        guard bitmap.width <= 0x7FFF_FFFF, bitmap.height <= 0x7FFF_FFFF else {
            throw CodecError.unencodable(reason: "PNG sides are limited to 2³¹ − 1 pixels")
        }
        let level = Int32(min(max(settings.level, 0), 9))
        let rgb: Int32 = settings.opaqueAsRGB ? 1 : 0
        var encoded = bitmap.bytes.withUnsafeBufferPointer {
            switch settings.compressor {
            case .zlib:
                return fb_png_encode($0.baseAddress, UInt32(bitmap.width), UInt32(bitmap.height), level,
                                     settings.filter.libpngMask, settings.strategy.zlibValue, rgb)
            case .runLengthDeflate:
                return fb_png_encode_rows($0.baseAddress, UInt32(bitmap.width), UInt32(bitmap.height),
                                          settings.filter.filterType, rgb)
            }
        }
        defer { fb_png_free(encoded.data) }
        guard encoded.status == FB_PNG_OK else {
            let message = withUnsafeBytes(of: &encoded.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            throw CodecError.unencodable(reason: encoded.status == FB_PNG_NO_MEMORY ? "out of memory" : "libpng: \(message)")
        }
        return Array(UnsafeBufferPointer(start: encoded.data, count: encoded.size))
    }

    /// Reads and decodes the PNG file at `path` (see ``decode(_:limits:)``).
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

    /// Encodes `bitmap` (see ``encode(_:compressionLevel:)``) and writes it to `path` atomically:
    /// a temporary file in the same folder, then a rename, so `path` is never half-written.
    /// - Throws: ``CodecError/unencodable(reason:)`` or ``CodecError/unwritable(path:reason:)``.
    public static func write(_ bitmap: Bitmap, path: String, compressionLevel: Int = 6) throws {
        try AtomicFile.write(encode(bitmap, compressionLevel: compressionLevel), to: path)
    }

    /// Encodes `bitmap` with `settings` and writes it to `path` atomically (see ``write(_:path:compressionLevel:)``).
    public static func write(_ bitmap: Bitmap, path: String, settings: PNGEncoding) throws {
        try AtomicFile.write(encode(bitmap, settings: settings), to: path)
    }
}
