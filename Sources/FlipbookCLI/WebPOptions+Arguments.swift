import FlipbookCodecs
import FlipbookExport
import FlipbookRaster

extension OptionSpec {
    /// The animated WebP encoder's options, shared by `render` and `gif` (read by `WebPOptions`).
    static let webpEncoding: [OptionSpec] = [
        OptionSpec("lossless", help: "WebP: store every pixel exactly (default: lossy)."),
        OptionSpec("webp-quality", value: "0-100",
                   help: "WebP: lossy quality, or with --lossless how hard to compress (default 90)."),
        OptionSpec("webp-method", value: "0-6", help: "WebP: encoder effort, 0 fastest … 6 smallest (default 4)."),
    ]

    /// Options that only the GIF encoder reads.
    static let gifOnly = ["colors", "dither", "palette", "effort", "lossy"]
    /// Options that only the WebP encoder reads.
    static let webpOnly = webpEncoding.map(\.name)
}

extension WebPOptions {
    /// `--lossless`, `--webp-quality` and `--webp-method` from the command line, with the plays and
    /// matte that `--loop` and `--matte` gave (`--loop` is checked against WebP's range by
    /// ``RenderSettings/checkEncoderOptions(for:)``, once the output is known).
    init(_ args: ParsedArguments, plays: Int, matte: Color?) throws {
        self.init()
        lossless = args.flag("lossless")
        quality = try args.number("webp-quality", "expected a quality from 0 to 100", accept: { $0 >= 0 && $0 <= 100 }) ?? quality
        method = try args.integer("webp-method", in: 0...6) ?? method
        self.plays = min(plays, 65535)
        self.matte = matte
    }
}

extension RenderSettings {
    /// Refuses encoder options that the chosen outputs would ignore (a `--colors` for a WebP, a
    /// `--lossless` for a GIF), so that no option is dropped without a word.
    func checkEncoderOptions(for outputs: RenderOutputs) throws {
        let (options, command) = given
        if outputs.webp == nil, let name = OptionSpec.webpOnly.first(where: options.contains) {
            throw CLIError.usage("--\(name) applies to WebP output; give -o name.webp or leave it out", command: command)
        }
        if outputs.webm == nil, let name = OptionSpec.webmOnly.first(where: options.contains) {
            throw CLIError.usage("--\(name) applies to WebM output; give -o name.webm or leave it out", command: command)
        }
        if outputs.webm != nil, options.contains("loop") {
            throw CLIError.usage("--loop applies to GIF and WebP output; a WebM video stores no play count "
                                 + "(a page loops it with <video loop>)", command: command)
        }
        if outputs.gif == nil, let name = OptionSpec.gifOnly.first(where: options.contains) {
            throw CLIError.usage("--\(name) applies to GIF output; give -o name.gif or leave it out", command: command)
        }
        if outputs.webp != nil, loopPlays > 65535 {
            throw CLIError.usage("--loop \(loopPlays): a WebP plays at most 65535 times (0 = forever)", command: command)
        }
    }
}

extension Engine {
    /// ``webpSink``, or a runtime failure naming what this build lacks.
    func requireWebPSink() throws -> (String, Int, Int, WebPOptions) throws -> FrameSink {
        guard let webpSink else {
            throw CLIError(.failure, "this build of \(toolName) lacks an animated WebP encoder (FlipbookCodecs' "
                           + "AnimatedWebPEncoder); write a GIF with -o x.gif")
        }
        return webpSink
    }
}

extension CLIError {
    /// The exit code and message for an animated encoder's error (WebP, WebM): 73 when the file
    /// cannot be written, 1 otherwise (libwebp or libvpx failed, or the encoder was misused, which
    /// is a bug).
    public init(_ error: AnimatedEncoderError) {
        switch error {
        case .cannotWrite: self.init(.cannotCreate, error.description)
        default: self.init(.failure, error.description)
        }
    }
}

extension WebPSink {
    /// One line for stderr: the file, its frames, size and length.
    func report(name: String) -> String {
        guard let summary else { return "\(name): \(encoder.path): not written" }
        let mode = encoder.options.lossless ? "lossless" : "lossy q\(String(format: "%g", encoder.options.quality))"
        var line = "\(name): \(encoder.path): \(summary.frameCount) WebP frames (\(mode)), \(summary.bytes / 1024) KB, "
            + String(format: "%.3f", Double(summary.durationMilliseconds) / 1000) + " s"
        if summary.droppedFrames > 0 {
            line += "; \(summary.droppedFrames) frames shorter than \(AnimatedWebPEncoder.minimumFrameMilliseconds) ms dropped"
        }
        return line
    }
}

extension Engine {
    /// ``gifSink`` or ``webpSink`` with its settings bound, so that `gif` opens either format the
    /// same way.
    static func bind<Settings>(_ make: @escaping (String, Int, Int, Settings) throws -> FrameSink,
                               _ settings: Settings) -> (String, Int, Int) throws -> FrameSink {
        { try make($0, $1, $2, settings) }
    }
}
