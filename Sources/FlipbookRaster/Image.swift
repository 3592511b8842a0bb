/// An immutable image for layer contents: a ``Bitmap`` shared by reference, so that many
/// frames and nodes can use one decoded picture without copying it.
///
/// The rasterizer may attach precomputed data (such as a mipmap chain) built once at creation.
public final class Image: Sendable, Equatable {
    /// The pixels, premultiplied RGBA8.
    public let bitmap: Bitmap

    public init(_ bitmap: Bitmap) {
        self.bitmap = bitmap
    }

    /// Width in pixels.
    public var width: Int { bitmap.width }
    /// Height in pixels.
    public var height: Int { bitmap.height }

    public static func == (a: Image, b: Image) -> Bool { a === b || a.bitmap == b.bitmap }
}
