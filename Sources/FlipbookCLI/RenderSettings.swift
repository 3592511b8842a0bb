import FlipbookCodecs
import FlipbookRaster
import Foundation

/// The render options of the command line, checked.
struct RenderSettings {
    /// `--fps`, or nil for the clip's own rate.
    var fps: Double?
    /// `--from`, `--to` in seconds, or nil for the clip's start and end.
    var from: Double?
    var to: Double?
    /// `--hold` in seconds. Default 0.
    var hold: Double
    /// `--frames` or `--shard`, or nil for every frame.
    var slice: RenderSlice?
    /// `--jobs`, or nil for every core.
    var jobs: Int?
    /// `--png-compression`: `fast` (``PNGEncoding/fast``) or a zlib level 0…9 with libpng's
    /// adaptive filters; opaque frames are written as RGB either way. Default fast.
    var pngEncoding: PNGEncoding
    /// The GIF encoder's options from `--colors`, `--dither`, `--palette`, `--loop`, `--matte`,
    /// `--lossy`, `--effort` and `--jobs` (1: one thread).
    var gif = GIFOptions()
    /// The animated WebP options (`--lossless`, `--webp-quality`, `--webp-method`, `--loop`, `--matte`).
    var webp = WebPOptions()
    /// The WebM video options (`--crf`, `--vp9-speed`, `--matte`).
    var webm = WebMOptions()
    /// The names of the options given, and the command, for ``checkEncoderOptions(for:)``.
    var given: (options: Set<String>, command: String)

    /// How many times `--loop` asked the animation to play (0: forever).
    var loopPlays: Int {
        switch gif.loop {
        case .forever: return 0
        case .once: return 1
        case .plays(let n): return n
        }
    }

    init(_ args: ParsedArguments) throws {
        given = (Set(args.values.keys).union(args.flags), args.command)
        // One rule for every entry point (scene files, manifests, Recording): FrameBudget.
        fps = try args.number("fps", FrameBudget.fpsProblem(0) ?? "", accept: { FrameBudget.fpsProblem($0) == nil })
        from = try args.number("from", "expected a finite number of seconds")
        to = try args.number("to", "expected a finite number of seconds")
        hold = try args.number("hold", FrameBudget.holdProblem(-1) ?? "", accept: { FrameBudget.holdProblem($0) == nil }) ?? 0
        jobs = try args.integer("jobs", in: 1...256)
        slice = try RenderSlice(args)
        gif.concurrent = jobs != 1
        switch args.string("png-compression") {
        case nil, "fast"?: pngEncoding = .fast
        case let raw?:
            guard let level = Int(raw), (0...9).contains(level) else {
                throw CLIError.usage("--png-compression \(raw): expected fast or a zlib level from 0 to 9", command: "render")
            }
            pngEncoding = PNGEncoding(level: level, opaqueAsRGB: true)
        }
        gif.colors = try args.integer("colors", in: 2...256) ?? gif.colors
        if let effort = try args.choice("effort", GIFEffort.allCases.map(\.rawValue)) {
            gif.effort = GIFEffort(rawValue: effort) ?? .default
        }
        if let raw = args.string("dither") {
            let parts = raw.split(separator: ":", maxSplits: 1).map(String.init)
            let strength = parts.count == 2 ? Double(parts[1]) : nil
            guard ["none", "ordered", "diffusion"].contains(parts[0]), parts.count == 1 || parts[0] != "none",
                  parts.count == 1 || (strength.map { $0 >= 0 && $0 <= 1 } ?? false) else {
                throw CLIError.usage("--dither \(raw): expected none, ordered or diffusion, "
                                     + "optionally with a strength in 0…1 (diffusion:0.75)", command: args.command)
            }
            switch parts[0] {
            case "ordered": gif.dither = .ordered(strength: strength ?? 1)
            case "diffusion": gif.dither = .diffusion(strength: strength ?? 0.75)
            default: gif.dither = .none
            }
        }
        switch try args.choice("palette", ["auto", "global", "local"]) {
        case "global"?: gif.palette = .global
        case "local"?: gif.palette = .local
        case "auto"?: gif.palette = .auto
        default: break
        }
        if let raw = args.string("loop") {
            switch raw {
            case "forever": gif.loop = .forever
            case "once": gif.loop = .once
            default:
                guard let n = Int(raw), (0...65536).contains(n) else {
                    throw CLIError.usage("--loop \(raw): expected forever, once, or how many times to play "
                                         + "(0 = forever, up to 65536)", command: args.command)
                }
                gif.loop = n == 0 ? .forever : (n == 1 ? .once : .plays(n))
            }
        }
        let matte = try args.color("matte")
        if let matte { gif.matte = matte }
        if let lossy = try args.number("lossy", "expected a lossiness from 0 (lossless) to 64",
                                       accept: { $0 >= 0 && $0 <= 64 }) {
            gif.lossy = lossy
        }
        webp = try WebPOptions(args, plays: loopPlays, matte: matte)
        webm = try WebMOptions(args, matte: matte)
    }
}

/// Where a render writes: a GIF path, a PNG frame directory, or both.
struct RenderOutputs: Equatable {
    var gif: String?
    var pngDirectory: String?
    /// An animated WebP (`-o x.webp` or `--format webp`).
    var webp: String?
    /// A VP9 video in WebM (`-o x.webm` or `--format webm`).
    var webm: String?

    init(gif: String? = nil, pngDirectory: String? = nil) {
        self.gif = gif
        self.pngDirectory = pngDirectory
    }

    /// The written paths, for stdout.
    var paths: [String] { [gif, webp, webm, pngDirectory.map { $0.hasSuffix("/") ? $0 : $0 + "/" }].compactMap { $0 } }

    /// Resolves `-o` and `--format`: the extension decides the format, and a `--format` that
    /// disagrees with it is a usage error. Without `-o`, `<directory>/<name>` is the base.
    init(out: String?, format: String?, name: String, directory: String = "output", command: String) throws {
        if let out {
            try self.init(out: out, format: format, command: command)
        } else {
            let base = (directory as NSString).appendingPathComponent(name)
            let suffix = ["png": "", "webp": ".webp", "webm": ".webm"][format ?? ""] ?? ".gif"
            try self.init(out: base + suffix, format: format, command: command)
        }
    }

    /// `-o x.gif` → GIF; `-o x.webp` → animated WebP; `-o x.webm` → VP9 video; `-o x.png` or any
    /// other extension (`x.mp4`, `x.mov`)
    /// → a usage error; `-o dir` or `-o dir/` (any name with `/`) → a PNG directory. With
    /// `both`, `x.gif` or `x` gives `x.gif` and `x/`.
    init(out: String, format: String?, command: String) throws {
        let lower = out.lowercased()
        if lower.hasSuffix(".png") {
            throw CLIError.usage("-o \(out): render writes PNG frames into a directory (-o dir/) or a GIF "
                                 + "(-o x.gif); for a single frame use 'flipbook still'", command: command)
        }
        if lower.hasSuffix(".webp") {
            guard format == nil || format == "webp" else {
                throw CLIError.usage("--format \(format!) disagrees with -o \(out), which names a WebP", command: command)
            }
            self.webp = out
            return
        }
        if lower.hasSuffix(".webm") {
            guard format == nil || format == "webm" else {
                throw CLIError.usage("--format \(format!) disagrees with -o \(out), which names a WebM video", command: command)
            }
            self.webm = out
            return
        }
        if format == "webp" || format == "webm" {
            throw CLIError.usage("--format \(format!) but -o \(out) does not end in .\(format!); give -o name.\(format!)",
                                 command: command)
        }
        let isGIF = lower.hasSuffix(".gif")
        let trimmed = out.count > 1 && out.hasSuffix("/") ? String(out.dropLast()) : out
        let suffix = (out as NSString).pathExtension
        if !isGIF, !out.hasSuffix("/"), !suffix.isEmpty {
            throw CLIError.usage("-o \(out): render writes .gif, .webp, .webm or a folder of PNG frames, not .\(suffix) "
                                 + "(for a folder whose name has a dot, end -o with /)", command: command)
        }
        let base = isGIF ? String(out.dropLast(4)) : trimmed
        switch (format, isGIF) {
        case (nil, true), ("gif", true):
            self.gif = out
        case (nil, false), ("png", false):
            self.pngDirectory = trimmed
        case ("both", _):
            self.gif = isGIF ? out : base + ".gif"
            self.pngDirectory = base
        case ("gif", false):
            throw CLIError.usage("--format gif but -o \(out) does not end in .gif; give -o name.gif", command: command)
        default:
            throw CLIError.usage("--format \(format!) disagrees with -o \(out), which names a GIF", command: command)
        }
    }
}
