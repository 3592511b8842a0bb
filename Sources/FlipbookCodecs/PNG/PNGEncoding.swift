/// The libpng and zlib settings a PNG is written with: the row filter, zlib's level and strategy.
///
/// Every combination is lossless and deterministic (the same pixels and settings give the same
/// bytes); they trade encoding time against size. Measured on 750×1334 animation frames, the
/// FlipbookCodecs "Performance" article has the numbers.
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

    /// zlib level, 0 (store) … 9 (smallest); values outside are clamped. Default 6.
    public var level: Int
    /// The row filter. Default `.adaptive`.
    public var filter: RowFilter
    /// zlib's strategy. Default `.default`.
    public var strategy: Strategy

    /// Settings with the given values; the defaults are libpng's own (what ``PNG/encode(_:compressionLevel:)`` uses).
    public init(level: Int = 6, filter: RowFilter = .adaptive, strategy: Strategy = .default) {
        self.level = level
        self.filter = filter
        self.strategy = strategy
    }

    /// The settings for animation frames: one `Up` filter, zlib level 1, `Z_RLE`. Measured on a
    /// 51-frame 750×1334 page flip at 0.98× the bytes of OpenCV's `cv2.imwrite` of the same frames.
    public static let fast = PNGEncoding(level: 1, filter: .up, strategy: .runLength)
}
