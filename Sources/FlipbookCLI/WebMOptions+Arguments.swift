import FlipbookCodecs
import FlipbookExport
import FlipbookRaster

extension OptionSpec {
    /// The WebM (VP9) encoder's options, shared by `render` and `gif` (read by `WebMOptions`).
    static let webmEncoding: [OptionSpec] = [
        OptionSpec(
            "crf", value: "0-63",
            help: "WebM: VP9 constant quality, 0 best … 63 smallest (default \(WebMOptions.defaultCRF))."),
        OptionSpec(
            "vp9-speed", value: "0-8",
            help: "WebM: libvpx --cpu-used, 0 slowest and smallest … 8 fastest (default \(WebMOptions.defaultSpeed))."),
    ]

    /// Options that only the WebM encoder reads.
    static let webmOnly = webmEncoding.map(\.name)
}

extension WebMOptions {
    /// `--crf` and `--vp9-speed` from the command line, with the matte `--matte` gave (default
    /// black).
    init(_ args: ParsedArguments, matte: Color?) throws {
        self.init()
        crf = try args.integer("crf", in: 0...63) ?? crf
        speed = try args.integer("vp9-speed", in: 0...8) ?? speed
        if let matte { self.matte = matte }
    }
}

extension Engine {
    /// ``webmSink``, or a runtime failure naming what this build lacks.
    func requireWebMSink() throws -> (String, Int, Int, WebMOptions) throws -> FrameSink {
        guard let webmSink else {
            throw CLIError(
                .failure,
                "this build of \(toolName) lacks a video encoder (FlipbookCodecs' "
                    + "WebMEncoder); write a GIF with -o x.gif")
        }
        return webmSink
    }
}

extension WebMSink {
    /// One line for stderr: the file, its frames, size and length.
    func report(name: String) -> String {
        guard let summary else { return "\(name): \(encoder.path): not written" }
        return "\(name): \(encoder.path): \(summary.frameCount) VP9 frames (crf \(encoder.options.crf), "
            + "\(summary.keyFrameCount) key), \(summary.bytes / 1024) KB, "
            + String(format: "%.3f", Double(summary.durationMilliseconds) / 1000) + " s"
    }
}
