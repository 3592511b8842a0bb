import FlipbookRaster

/// How ``WebMEncoder`` compresses: the constant quality level, how hard libvpx works, and what
/// transparent pixels become (a video has no alpha).
public struct WebMOptions: Hashable, Sendable {
    /// VP9's constant-quality level, 0 (best, largest) … 63 (worst, smallest): libvpx's
    /// `--cq-level` in its constant-quality mode, which is ffmpeg's `-crf` with `-b:v 0`.
    /// Default ``defaultCRF``.
    public var crf: Int
    /// libvpx's `--cpu-used`, 0 (slowest, smallest) … 8 (fastest, largest), with the "good"
    /// deadline. Default ``defaultSpeed``.
    public var speed: Int
    /// The colour every frame is composited over (alpha ignored). Default white, as in a GIF.
    public var matte: Color

    /// The default ``crf``, measured in the article “WebM video”: on the 750×1334 page flip,
    /// within 0.2 dB of crf 20 (the 4:2:0 chroma bounds both) for 15 % fewer bytes.
    public static let defaultCRF = 24
    /// The default ``speed``.
    public static let defaultSpeed = 4

    /// Options with the given values; every argument has the default documented on its property.
    public init(
        crf: Int = WebMOptions.defaultCRF, speed: Int = WebMOptions.defaultSpeed,
        matte: Color = .white
    ) {
        self.crf = crf
        self.speed = speed
        self.matte = matte
    }

    /// Checks every value's range.
    /// - Throws: ``AnimatedEncoderError/invalidOptions(_:)`` naming the option and its range.
    func validate() throws {
        guard (0...63).contains(crf) else { throw AnimatedEncoderError.invalidOptions("crf must be 0…63, got \(crf)") }
        guard (0...8).contains(speed) else { throw AnimatedEncoderError.invalidOptions("speed must be 0…8, got \(speed)") }
    }
}

/// What ``WebMEncoder/finish()`` wrote.
public struct WebMEncodeSummary: Equatable, Sendable {
    /// Size of the file in bytes.
    public var bytes: Int
    /// Frames in the file (frames that start in the same millisecond as the next are replaced
    /// by it).
    public var frameCount: Int
    /// Frames handed to the encoder.
    public var inputFrameCount: Int
    /// Key frames among them (each starts a cluster and has a cue).
    public var keyFrameCount: Int
    /// The video's length in milliseconds.
    public var durationMilliseconds: Int
}
