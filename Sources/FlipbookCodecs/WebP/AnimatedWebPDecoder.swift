import CWebP
import FlipbookRaster

/// A decoded animated (or still) WebP: every frame composited onto the full canvas, with its
/// display duration.
public struct AnimatedWebPImage: Equatable, Sendable {
    /// Canvas width in pixels.
    public var width: Int
    /// Canvas height in pixels.
    public var height: Int
    /// How many times the animation plays; 0 loops forever.
    public var loopCount: Int
    /// The frames in order: the whole canvas as it is shown (premultiplied RGBA8, as every
    /// `Bitmap`) and how long, in milliseconds.
    public var frames: [(image: Bitmap, milliseconds: Int)]

    /// Sum of the frame durations in milliseconds.
    public var durationMilliseconds: Int { frames.reduce(0) { $0 + $1.milliseconds } }

    public static func == (a: AnimatedWebPImage, b: AnimatedWebPImage) -> Bool {
        a.width == b.width && a.height == b.height && a.loopCount == b.loopCount
            && a.frames.map(\.image) == b.frames.map(\.image) && a.frames.map(\.milliseconds) == b.frames.map(\.milliseconds)
    }
}

/// Decodes animated WebP files through libwebp's `WebPAnimDecoder` (libwebpdemux), for tests,
/// benchmarks and tools that check what ``AnimatedWebPEncoder`` wrote.
public enum AnimatedWebPDecoder {
    /// Decodes every frame of `bytes`.
    ///
    /// libwebp returns straight RGBA; colour is premultiplied as `round(c · a / 255)`, which gives
    /// back exactly the frames ``AnimatedWebPEncoder`` was given in lossless mode.
    /// - Parameters:
    ///   - limits: the largest canvas accepted, checked before any pixel memory is allocated.
    ///   - maxFrames: the most frames decoded (each is a whole canvas in memory). Default 10 000.
    /// - Throws: ``CodecError/corrupt(detail:path:)`` for data libwebp cannot parse or decode,
    ///   ``CodecError/tooLarge(width:height:limits:path:)`` beyond `limits` or `maxFrames`.
    public static func decode(_ bytes: [UInt8], limits: ImageLimits = .default, maxFrames: Int = 10_000) throws -> AnimatedWebPImage {
        try bytes.withUnsafeBufferPointer { buffer in
            var data = WebPData(bytes: buffer.baseAddress, size: buffer.count)
            var options = WebPAnimDecoderOptions()
            guard WebPAnimDecoderOptionsInit(&options) != 0 else { throw CodecError.corrupt(detail: "libwebp version mismatch") }
            options.color_mode = MODE_RGBA
            options.use_threads = 0
            guard let decoder = WebPAnimDecoderNew(&data, &options) else {
                throw CodecError.corrupt(detail: "not a WebP file, or its header is damaged")
            }
            defer { WebPAnimDecoderDelete(decoder) }
            var info = WebPAnimInfo()
            guard WebPAnimDecoderGetInfo(decoder, &info) != 0 else { throw CodecError.corrupt(detail: "no animation info") }
            let width = Int(info.canvas_width), height = Int(info.canvas_height)
            try limits.check(width: width, height: height)
            guard Int(info.frame_count) <= maxFrames else {
                throw CodecError.corrupt(detail: "\(info.frame_count) frames, more than the \(maxFrames) allowed")
            }
            var frames: [(image: Bitmap, milliseconds: Int)] = []
            var previous: Int32 = 0
            while WebPAnimDecoderHasMoreFrames(decoder) != 0 {
                var pixels: UnsafeMutablePointer<UInt8>?
                var timestamp: Int32 = 0
                guard WebPAnimDecoderGetNext(decoder, &pixels, &timestamp) != 0, let pixels else {
                    throw CodecError.corrupt(detail: "frame \(frames.count) cannot be decoded")
                }
                frames.append((premultiplied(pixels, width: width, height: height), Int(timestamp - previous)))
                previous = timestamp
            }
            return AnimatedWebPImage(width: width, height: height, loopCount: Int(info.loop_count), frames: frames)
        }
    }

    /// Reads and decodes the file at `path`.
    /// - Throws: the errors of ``decode(_:limits:maxFrames:)`` naming `path`, and
    ///   ``CodecError/missing(path:)`` or ``CodecError/unreadable(path:reason:)``.
    public static func read(path: String, limits: ImageLimits = .default) throws -> AnimatedWebPImage {
        let bytes = try AtomicFile.read(path)
        do {
            return try decode(bytes, limits: limits)
        } catch let error as CodecError {
            throw error.inFile(path)
        }
    }

    private static func premultiplied(_ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int) -> Bitmap {
        let count = width * height * 4
        let bytes = [UInt8](unsafeUninitializedCapacity: count) { out, initialized in
            var i = 0
            while i < count {
                let a = Int(pixels[i + 3])
                out[i] = UInt8((Int(pixels[i]) * a + 127) / 255)
                out[i + 1] = UInt8((Int(pixels[i + 1]) * a + 127) / 255)
                out[i + 2] = UInt8((Int(pixels[i + 2]) * a + 127) / 255)
                out[i + 3] = UInt8(a)
                i += 4
            }
            initialized = count
        }
        return Bitmap(width: width, height: height, bytes: bytes)
    }
}
