import Synchronization

/// An immutable image for layer contents: a ``Bitmap`` shared by reference, so that many
/// frames and nodes can use one decoded picture without copying it.
///
/// The rasterizer attaches a mipmap chain on first use (built once, under a lock, and then
/// shared by every thread that renders the image).
public final class Image: Sendable, Equatable {
    /// The pixels, premultiplied RGBA8.
    public let bitmap: Bitmap
    private let mipCache = Mutex<MipChain?>(nil)

    /// An image over `bitmap` (premultiplied RGBA8).
    public init(_ bitmap: Bitmap) {
        self.bitmap = bitmap
    }

    /// Width in pixels.
    public var width: Int { bitmap.width }
    /// Height in pixels.
    public var height: Int { bitmap.height }

    /// The mipmap chain of this image, built on the first call (thread-safe).
    var mipChain: MipChain {
        mipCache.withLock { cached in
            if let chain = cached { return chain }
            let chain = MipChain(bitmap)
            cached = chain
            return chain
        }
    }

    public static func == (a: Image, b: Image) -> Bool { a === b || a.bitmap == b.bitmap }
}
