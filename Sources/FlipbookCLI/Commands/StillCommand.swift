import FlipbookCodecs
import Foundation
import FlipbookExport

extension Command {
    /// `flipbook still <demo|scene.json> [--time T] [-o out.png]`: one frame as an RGBA PNG.
    package static let still = Command(
        name: "still",
        summary: "render one frame of a scene or demo as a PNG",
        usage: "still <demo|scene.json> [--time T] [-o out.png] [options]",
        discussion: """
        Renders the state at time T (seconds, default 0; any finite time, before the start or \
        after the end too) into an RGBA PNG. Without -o the file is output/<name>.png; when -o \
        names an existing directory, <name>.png is written into it. Prints the written path. \
        The demo flags are those of 'render'.
        """,
        options: [
            .out,
            OptionSpec("time", short: "t", value: "seconds", help: "The scene time of the frame (default 0)."),
            .scale, .size, .filesRoot, .quiet, .demoFlags,
        ],
        run: runStill)

    private static func runStill(_ args: ParsedArguments, _ context: CommandContext) throws {
        try args.requirePositionals(["demo|scene.json"])
        let time = try args.number("time", "expected a finite number of seconds") ?? 0
        let input = try ClipInput.open(args.positionals[0], args: args, context: context)
        let path = try stillPath(args.string("out"), name: input.name, command: args.command)
        let engine = context.engine

        let start = Date()
        let frame = try RenderLoop(jobs: 1, rasterize: try engine.requireRasterizer()).still(input.clip, at: time)
        try makeParentDirectory(of: path)
        try engine.writePNG(frame, path, PNGEncoding())
        context.progress.note("\(input.name): \(frame.width)×\(frame.height) frame at t = \(time) s "
                              + "in \(String(format: "%.2f", Date().timeIntervalSince(start))) s")
        context.stdout.line(path)
    }

    /// `output/<name>.png`, `<dir>/<name>.png` for an existing directory, or the given `.png` path.
    static func stillPath(_ out: String?, name: String, command: String) throws -> String {
        guard let out else { return "output/\(name).png" }
        var isDirectory: ObjCBool = false
        if out.hasSuffix("/") || (FileManager.default.fileExists(atPath: out, isDirectory: &isDirectory) && isDirectory.boolValue) {
            return (out.hasSuffix("/") ? out : out + "/") + name + ".png"
        }
        guard out.lowercased().hasSuffix(".png") else {
            throw CLIError.usage("-o \(out): a still is a PNG; give a path ending in .png or a directory", command: command)
        }
        return out
    }
}
