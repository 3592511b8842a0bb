import FlipbookCodecs
import FlipbookScene

extension Command {
    /// `flipbook info <scene.json|x.gif|x.webp|x.webm>`: checks a scene file and describes it, or
    /// shows a GIF's, an animated WebP's or a WebM video's structure.
    package static let info = Command(
        name: "info",
        summary: "describe a scene file (canvas, layers, animations) or a GIF's, WebP's or WebM's structure",
        usage: "info <scene.json|x.gif|x.webp|x.webm> [--size WxH] [--scale S]",
        discussion: """
        Scene file: loads it with every check a render makes (exit 65 for bad data, 66 for a \
        missing file or image) and prints its canvas, timing, layers and animations.

        GIF (a path ending in .gif): prints the logical screen size, frame count, total \
        duration, loop count and global palette size, then per frame its rectangle (x,y \
        width×height; 'i' when interlaced), delay in centiseconds, disposal method, \
        transparent index and palette (global or local with its size).

        WebP (a path ending in .webp): prints the canvas size, frame count, total duration and \
        loop count, then per frame its rectangle, duration in milliseconds, disposal (keep or \
        background), blending (blend or replace) and coding (lossy or lossless, with alpha).

        WebM (a path ending in .webm): prints the frame size, codec (V_VP9 or V_VP8), frame \
        count and total duration (and the duration the file states), the number of key frames \
        and compressed bytes, then per frame its start and duration in milliseconds, whether it \
        is a key frame and its compressed size. Nothing is decoded. \
        --size and --scale apply to scene files only.
        """,
        options: [.scale, .size, .filesRoot],
        run: runInfo)

    private static func runInfo(_ args: ParsedArguments, _ context: CommandContext) throws {
        try args.requirePositionals(["scene.json|x.gif|x.webp|x.webm"])
        let lower = args.positionals[0].lowercased()
        if lower.hasSuffix(".gif") || lower.hasSuffix(".webp") || lower.hasSuffix(".webm") {
            if args.string("size") != nil || args.string("scale") != nil {
                throw CLIError.usage("--size and --scale apply to scene files, not GIFs, WebPs or WebMs", command: args.command)
            }
            let bytes = try AtomicFile.read(args.positionals[0])
            if lower.hasSuffix(".webm") {
                do { context.stdout.line(try WebMDecoder.describe(bytes).formattedReport()) }
                catch let error as CodecError { throw error.inFile(args.positionals[0]) }
                return
            }
            context.stdout.line(lower.hasSuffix(".gif") ? try GIFDecoder.describe(bytes).formattedReport()
                                : try AnimatedWebPDecoder.describe(bytes).formattedReport())
            return
        }
        let engine = context.engine
        let scale = try args.number("scale", "expected a number greater than 0", accept: { $0 > 0 })
        let doc = try engine.sceneLoader(size: try args.size("size"), scale: scale,
                                         fileRoot: try FilesRoot.folder(for: args.positionals[0], args)).load(path: args.positionals[0])
        for line in describe(doc) { context.stdout.line(line) }
    }

    /// The lines `info` prints for a scene.
    static func describe(_ doc: SceneDocument) -> [String] {
        let c = doc.canvas
        let frames = doc.duration * doc.fps
        var lines = [
            "canvas: \(c.width)×\(c.height) pt at scale \(c.scale) = \(c.pixelWidth)×\(c.pixelHeight) px, background \(c.background)",
            "timing: \(doc.duration) s at \(doc.fps) fps = \(Int((frames - 1e-9).rounded(.up)) + 1) frames",
        ]
        let layers = doc.root.allLayers
        lines.append("layers: \(layers.count)")
        for layer in layers {
            let depth = layer.keyPath.components(separatedBy: ".sublayers").count - 1
            var parts = [layer.name.map { "\"\($0)\"" } ?? "(unnamed)"]
            if let b = layer[property: \.bounds] { parts.append("bounds \(b)") }
            if let p = layer[property: \.position] { parts.append("position \(p)") }
            if let path = layer.contentsPath { parts.append("contents \(path)") }
            if layer.gradient != nil { parts.append("gradient") }
            if let text = layer.text { parts.append("text \"\(text.string)\"") }
            lines.append(String(repeating: "  ", count: depth + 1) + parts.joined(separator: ", "))
        }
        lines.append("animations: \(doc.animations.count)")
        for a in doc.animations {
            lines.append("  \"\(a.layer)\" \(a.property.rawValue) \(a.begin)…\(a.end) s")
        }
        return lines
    }
}
