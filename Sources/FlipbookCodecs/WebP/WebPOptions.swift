import FlipbookRaster

/// How ``AnimatedWebPEncoder`` compresses: lossless or lossy, how hard it works, how often the
/// animation plays, and what transparent pixels become.
///
/// WebP stores full 24-bit colour and 8-bit alpha per frame: there is no palette, so gradients,
/// shadows and blurs keep every shade.
public struct WebPOptions: Hashable, Sendable {
    /// Lossless (VP8L, every pixel exact) or lossy (VP8 with a lossless alpha plane). Default
    /// false (lossy), which is several times smaller on shadows, blurs and photographs.
    public var lossless: Bool
    /// Lossy: the visual quality, 0…100 (libwebp's `-q`; higher is larger and closer). Lossless:
    /// how hard the encoder looks for a smaller file, 0…100 (the pixels are exact either way).
    /// Default 90.
    public var quality: Double
    /// Encoder effort, 0 (fastest) … 6 (slowest, smallest); libwebp's `-m`. Default 4.
    public var method: Int
    /// How many times the animation plays, 1…65535, or 0 to loop forever. Default 0.
    public var plays: Int
    /// The colour every frame is composited over before encoding (alpha ignored), or nil to keep
    /// the frames' transparency in the file. Default nil.
    public var matte: Color?

    /// Options with the given values; every argument has the default documented on its property.
    public init(lossless: Bool = false, quality: Double = 90, method: Int = 4, plays: Int = 0, matte: Color? = nil) {
        self.lossless = lossless
        self.quality = quality
        self.method = method
        self.plays = plays
        self.matte = matte
    }

    /// Checks every value's range.
    /// - Throws: ``AnimatedEncoderError/invalidOptions(_:)`` naming the option and its range.
    func validate() throws {
        guard quality.isFinite, (0...100).contains(quality) else {
            throw AnimatedEncoderError.invalidOptions("quality must be 0…100, got \(quality)")
        }
        guard (0...6).contains(method) else {
            throw AnimatedEncoderError.invalidOptions("method must be 0…6, got \(method)")
        }
        guard (0...65535).contains(plays) else {
            throw AnimatedEncoderError.invalidOptions("plays must be 0 (forever) or 1…65535, got \(plays)")
        }
    }
}

/// What ``AnimatedWebPEncoder/finish()`` wrote.
public struct WebPEncodeSummary: Equatable, Sendable {
    /// Size of the file in bytes.
    public var bytes: Int
    /// Frames in the file, after identical consecutive frames were merged (in lossy mode libwebp
    /// also merges frames that differ by less than the quality allows) and frames shorter than
    /// ``AnimatedWebPEncoder/minimumFrameMilliseconds`` dropped.
    public var frameCount: Int
    /// Frames handed to the encoder.
    public var inputFrameCount: Int
    /// The animation's length in milliseconds, the sum of the stored frame durations.
    public var durationMilliseconds: Int
    /// Frames dropped because they were shorter than the minimum a browser shows as given.
    public var droppedFrames: Int
}
