import FlipbookGeometry
import Synchronization

/// An immutable image for layer contents: a ``Bitmap`` shared by reference, so that many
/// frames and nodes can use one decoded picture without copying it, and its ``scale``
/// (`UIImage.scale`: pixels per point, 2 for an `@2x` image or a snapshot rendered at 2×).
///
/// The rasterizer attaches a mipmap chain on first use (built once, under a lock, and then
/// shared by every thread that renders the image).
public final class Image: Sendable, Equatable {
    /// The pixels, premultiplied RGBA8.
    public let bitmap: Bitmap
    private let mipCache = Mutex<MipChain?>(nil)
    private let baseCache = Mutex<MipChain?>(nil)

    /// Pixels per point: the image is ``size`` points large. Default 1.
    public let scale: Double
    /// How bars and controls that tint images draw this one (`UIImage.renderingMode`). Default
    /// ``RenderingMode/automatic``.
    public let renderingMode: RenderingMode

    /// How an image is drawn where UIKit may tint it (`UIImage.RenderingMode`), with UIKit's
    /// raw values. Layers and image views always draw the pixels; a tab bar item draws an
    /// `.automatic` or `.alwaysTemplate` image as a template (its alpha in the item's colour)
    /// and an `.alwaysOriginal` image as it is.
    public enum RenderingMode: Int, Hashable, Sendable {
        /// As the place that draws it decides (tab and bar items: a template).
        case automatic = 0
        /// Always the image's own pixels.
        case alwaysOriginal = 1
        /// Always a template: the image's alpha in the tint colour.
        case alwaysTemplate = 2
    }

    /// An image over `bitmap` (premultiplied RGBA8).
    /// - Parameter scale: pixels per point (`UIImage.scale`); values ≤ 0 or not finite read as 1.
    ///   Default 1.
    /// - Parameter renderingMode: how tinting places draw it. Default `.automatic`.
    public init(_ bitmap: Bitmap, scale: Double = 1, renderingMode: RenderingMode = .automatic) {
        self.bitmap = bitmap
        self.scale = scale > 0 && scale.isFinite ? scale : 1
        self.renderingMode = renderingMode
    }

    /// An empty image (`UIImage()`): 0 × 0 pixels, drawing nothing. Libraries set it as a bar's
    /// background or shadow image to remove them.
    public convenience init() {
        self.init(Bitmap(width: 0, height: 0))
    }

    /// The same pixels drawn with `renderingMode` (`withRenderingMode(_:)`).
    public func withRenderingMode(_ renderingMode: RenderingMode) -> Image {
        renderingMode == self.renderingMode ? self : Image(bitmap, scale: scale, renderingMode: renderingMode)
    }

    /// Whether the image has no pixels (`UIImage()`'s): nothing to draw.
    public var isEmpty: Bool { width == 0 || height == 0 }

    /// Width in pixels.
    public var width: Int { bitmap.width }
    /// Height in pixels.
    public var height: Int { bitmap.height }
    /// The size in points (`UIImage.size`): the pixel size divided by ``scale``.
    public var size: Size { Size(width: Double(width) / scale, height: Double(height) / scale) }

    /// The mipmap chain of this image, built on the first call (thread-safe).
    var mipChain: MipChain {
        mipCache.withLock { cached in
            if let chain = cached { return chain }
            let chain = MipChain(bitmap)
            cached = chain
            return chain
        }
    }

    /// Level 0 alone, for draws that never minify (an image drawn 1:1 needs no smaller
    /// levels) and for the opacity test of occlusion: the full chain when it is built already,
    /// else a chain of level 0 built on the first call. Same texels, so the same samples.
    var baseMipLevel: MipChain {
        if let full = mipCache.withLock({ $0 }) { return full }
        return baseCache.withLock { cached in
            if let chain = cached { return chain }
            let chain = MipChain(bitmap, baseOnly: true)
            cached = chain
            return chain
        }
    }

    public static func == (a: Image, b: Image) -> Bool {
        a === b || (a.scale == b.scale && a.renderingMode == b.renderingMode && a.bitmap == b.bitmap)
    }
}

extension Image {
    /// The image with every pixel in `tint` at the pixel's alpha: UIKit's template rendering
    /// (a tab bar item's image, an asset catalogue's template image set).
    package func templateTinted(_ tint: Color) -> Image {
        var bitmap = self.bitmap
        let t = tint.premultiplied8
        bitmap.bytes.withUnsafeMutableBufferPointer { bytes in
            var i = 0
            while i < bytes.count {
                let a = UInt32(bytes[i + 3])
                bytes[i] = UInt8((UInt32(t.r) * a + 127) / 255)
                bytes[i + 1] = UInt8((UInt32(t.g) * a + 127) / 255)
                bytes[i + 2] = UInt8((UInt32(t.b) * a + 127) / 255)
                bytes[i + 3] = UInt8((UInt32(t.a) * a + 127) / 255)
                i += 4
            }
        }
        return Image(bitmap, scale: scale)
    }
}
