import FlipbookGeometry
import FlipbookRaster

/// The first page of a PDF file, drawn as Xcode rasterizes a vector image of an asset
/// catalogue: the page's crop box (its media box without one) at a scale, anti-aliased, on a
/// transparent background.
///
/// The page's paths, fills, strokes, clips, colours, constant alpha and form XObjects are drawn
/// (see the FlipbookPDF article for the list); text, images, shadings, patterns, soft masks
/// and blend modes other than normal are skipped, each named once in
/// ``PDFRendering/warnings``.
public struct PDFPage: Sendable {
    /// The page's size in points: its crop box's (or media box's), turned by its `/Rotate`.
    public let size: Size

    let document: PDFDocument
    let page: PDFDocument.Page
    /// The visible box `[x0 y0 x1 y1]` in default user space.
    let box: [Double]

    /// Reads the file `bytes` and finds its first page.
    /// - Throws: ``PDFError`` when the bytes are not a PDF, have no page or no page box, or are
    ///   larger than Flipbook reads (see the FlipbookPDF article's limits).
    public init(bytes: [UInt8]) throws {
        document = try PDFDocument(bytes: bytes)
        guard document.trailer["Encrypt"] == nil else { throw PDFError.unsupported("an encrypted file") }
        page = try document.firstPage()
        guard let media = page.mediaBox ?? page.cropBox else { throw PDFError.malformed("the page has no /MediaBox") }
        var box = media
        if let crop = page.cropBox, page.mediaBox != nil {
            box = [max(media[0], crop[0]), max(media[1], crop[1]), min(media[2], crop[2]), min(media[3], crop[3])]
        }
        let width = box[2] - box[0], height = box[3] - box[1]
        guard width > 0, height > 0, width.isFinite, height.isFinite else {
            throw PDFError.malformed("an empty page box")
        }
        self.box = box
        size = page.rotate % 180 == 0 ? Size(width: width, height: height) : Size(width: height, height: width)
    }

    /// The bitmap of `size × scale` pixels (each side rounded up, as the page's points may be
    /// fractional), premultiplied RGBA, transparent where the page paints nothing.
    /// - Throws: ``PDFError/tooLarge(_:)`` when the bitmap would exceed
    ///   4096 × 4096 pixels, or `scale` is not a positive number.
    public func render(scale: Double) throws -> PDFRendering {
        guard scale.isFinite, scale > 0 else { throw PDFError.tooLarge("the scale \(scale)") }
        let w = size.width * scale, h = size.height * scale
        guard w * h <= Double(PDFLimits.maximumPixels), w <= 65_536, h <= 65_536 else {
            throw PDFError.tooLarge("a bitmap of \(w.rounded(.up)) × \(h.rounded(.up)) pixels")
        }
        let pixelWidth = max(1, Int((w - 1e-6).rounded(.up))), pixelHeight = max(1, Int((h - 1e-6).rounded(.up)))
        let renderer = PDFContentRenderer(
            document: document, pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale,
            pageTransform: pageTransform)
        try renderer.run(page: page)
        return PDFRendering(bitmap: renderer.context.bitmap, scale: scale, warnings: renderer.warnings)
    }

    /// Default user space → the image's points (origin top left, y down), through the crop box
    /// and the page's rotation (clockwise, as a viewer shows it).
    var pageTransform: AffineTransform {
        let (x0, y0, x1, y1) = (box[0], box[1], box[2], box[3])
        switch page.rotate {
        case 90: return AffineTransform(a: 0, b: 1, c: 1, d: 0, tx: -y0, ty: -x0)
        case 180: return AffineTransform(a: -1, b: 0, c: 0, d: 1, tx: x1, ty: -y0)
        case 270: return AffineTransform(a: 0, b: -1, c: -1, d: 0, tx: y1, ty: x1)
        default: return AffineTransform(a: 1, b: 0, c: 0, d: -1, tx: -x0, ty: y1)
        }
    }
}

/// A rendered page: its pixels and what of the page was not drawn.
public struct PDFRendering: Sendable {
    /// Premultiplied RGBA8 pixels, `ceil(width × scale)` × `ceil(height × scale)`.
    public let bitmap: Bitmap
    /// Pixels per point.
    public let scale: Double
    /// One line per kind of content skipped (text, images, an unknown operator, …), in the order
    /// first met; empty when the page was drawn whole.
    public let warnings: [String]
}

/// Why a PDF file is not drawn.
public enum PDFError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The bytes are not a readable PDF (no header, no page, no page box, broken syntax).
    case malformed(String)
    /// The file needs what Flipbook does not read (an encrypted file, a stream filter).
    case unsupported(String)
    /// The file, a stream, the work or the bitmap exceeds Flipbook's limits.
    case tooLarge(String)

    public var description: String {
        switch self {
        case let .malformed(m): return "malformed PDF: \(m)"
        case let .unsupported(m): return "unsupported PDF: \(m)"
        case let .tooLarge(m): return "PDF too large: \(m)"
        }
    }
}

/// Bounds on the work a file can ask for.
enum PDFLimits {
    static let maximumFileBytes = 32 << 20
    static let maximumObjects = 100_000
    static let maximumStreamBytes = 16 << 20
    /// Array and dictionary nesting.
    static let maximumNesting = 64
    /// Form XObjects inside form XObjects.
    static let maximumFormDepth = 12
    /// `q` without `Q`.
    static let maximumSaveDepth = 256
    /// Operators interpreted, forms' included.
    static let maximumOperators = 1_000_000
    /// Fills and strokes.
    static let maximumPaints = 20_000
    /// The pixels the fills and strokes may cover in all: each costs its device bounding box
    /// within the bitmap, 1/128 of the bitmap (the context composites every 256 paints), and
    /// the whole bitmap for each clip in force that is not a rectangle along the device's axes
    /// (the rasterizer masks with it). 2^28: 8 full-page paints under a mask clip at
    /// 4096 × 4096 pixels, 2,000 small ones; the 20,000 paints' cap on a 44 × 44 icon.
    static let maximumWork = Double(1 << 28)
    /// Points of the path being built.
    static let maximumPathElements = 200_000
    static let maximumPixels = 4096 * 4096
}
