import FlipbookScene

extension Command {
    /// `flipbook info <scene.json>`: checks a scene file and describes it.
    public static let info = Command(
        name: "info",
        summary: "check a scene file and describe its canvas, layers and animations",
        usage: "info <scene.json> [--size WxH] [--scale S]",
        discussion: """
        Loads the scene file with every check a render makes (exit 65 for bad data, 66 for a \
        missing file or image) and prints its canvas, timing, layers and animations.
        """,
        options: [.scale, .size],
        run: runInfo)

    private static func runInfo(_ args: ParsedArguments, _ context: CommandContext) throws {
        try args.requirePositionals(["scene.json"])
        let engine = context.engine
        let scale = try args.number("scale", "expected a number greater than 0", accept: { $0 > 0 })
        let doc = try engine.sceneLoader(size: try args.size("size"), scale: scale).load(path: args.positionals[0])
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
            if let b = layer.bounds { parts.append("bounds \(b)") }
            if let p = layer.position { parts.append("position \(p)") }
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
