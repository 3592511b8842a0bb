/// The settings a PNG is written with: the row filter, who compresses the rows (zlib at a level
/// and strategy, or Flipbook's own run-length deflate), and whether opaque images drop alpha.
///
/// Every combination is lossless and deterministic (the same pixels and settings give the same
/// bytes); they trade encoding time against size. Measured on 750×1334 animation frames, the
/// FlipbookCodecs articles "Performance" and "PNG frame speed" have the numbers.
public struct PNGEncoding: Hashable, Sendable {
    /// How each row is predicted from its neighbours before zlib sees it.
    public enum RowFilter: Hashable, Sendable {
        /// libpng's default: every row tries all five filters and keeps the one with the smallest
        /// sum of absolute differences (five passes over each row).
        case adaptive
        /// No prediction.
        case none
        /// Difference to the pixel on the left.
        case sub
        /// Difference to the pixel above.
        case up
        /// Difference to the Paeth predictor of left, above and upper-left.
        case paeth

        var libpngMask: Int32 {
            switch self {
            case .adaptive: return -1
            case .none: return 0x08
            case .sub: return 0x10
            case .up: return 0x20
            case .paeth: return 0x80
            }
        }

        /// The PNG filter type every row gets (0 none … 4 Paeth), or -1 for the per-row choice.
        var filterType: Int32 {
            switch self {
            case .adaptive: return -1
            case .none: return 0
            case .sub: return 1
            case .up: return 2
            case .paeth: return 4
            }
        }
    }

    /// How zlib looks for repeated strings.
    public enum Strategy: Hashable, Sendable {
        /// zlib's default string matching (libpng picks `Z_FILTERED` for filtered rows).
        case `default`
        /// Runs of one byte value only (`Z_RLE`): far less searching, and flat interface areas,
        /// which filter to long runs of zeros, lose little.
        case runLength

        var zlibValue: Int32 {
            switch self {
            case .default: return -1
            case .runLength: return 3  // Z_RLE
            }
        }
    }

    /// Who turns the filtered rows into the PNG's compressed stream.
    public enum Compressor: Hashable, Sendable {
        /// zlib inside libpng, at ``PNGEncoding/level`` with ``PNGEncoding/strategy``.
        case zlib
        /// Flipbook's own deflate: runs repeating one byte, one pixel or one row back, found 8
        /// or 16 bytes at a time, each block of 32767 symbols with its own Huffman codes (or
        /// stored, when that is smaller). On 750×1334 animation frames about 3× faster than
        /// zlib's level 1 `Z_RLE` (16 ms against 44 ms a frame) and 19 % smaller;
        /// ``PNGEncoding/level`` and ``PNGEncoding/strategy`` are not used. The output is a
        /// standard zlib stream in libpng's PNG container, the same bytes on every machine.
        case runLengthDeflate
    }

    /// zlib level, 0 (store) … 9 (smallest); values outside are clamped. Default 6. Only for
    /// ``Compressor/zlib``.
    public var level: Int
    /// The row filter. Default `.adaptive`.
    public var filter: RowFilter
    /// zlib's strategy. Default `.default`. Only for ``Compressor/zlib``.
    public var strategy: Strategy
    /// Who compresses the rows. Default ``Compressor/zlib``.
    public var compressor: Compressor
    /// Whether a bitmap whose every pixel is opaque (alpha 255) is written as 8-bit RGB (colour
    /// type 2) instead of RGBA: a quarter fewer bytes to filter and compress, and it decodes to
    /// the same pixels. A bitmap with any other alpha is RGBA either way. Default `false`.
    public var opaqueAsRGB: Bool

    /// Settings with the given values; the defaults are libpng's own (what ``PNG/encode(_:compressionLevel:)`` uses).
    public init(level: Int = 6, filter: RowFilter = .adaptive, strategy: Strategy = .default,
                compressor: Compressor = .zlib, opaqueAsRGB: Bool = false) {
        self.level = level
        self.filter = filter
        self.strategy = strategy
        self.compressor = compressor
        self.opaqueAsRGB = opaqueAsRGB
    }

    /// The settings for animation frames: one `Up` filter, ``Compressor/runLengthDeflate``, and
    /// opaque frames as RGB. Measured on a 51-frame 750×1334 page flip at 0.78× the bytes of
    /// OpenCV's `cv2.imwrite` of the same frames, and 0.70× its time for rendering and writing
    /// them (the "PNG frame speed" article).
    public static let fast = PNGEncoding(level: 1, filter: .up, strategy: .runLength,
                                         compressor: .runLengthDeflate, opaqueAsRGB: true)
}
