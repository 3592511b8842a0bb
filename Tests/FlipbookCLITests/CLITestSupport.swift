import Foundation
import FlipbookCodecs
import FlipbookExport
import FlipbookRaster
import FlipbookScene
@testable import FlipbookCLI
import FlipbookTool

/// A 2 × 2 white clip of one frame at 10 fps.
final class WhiteClip: Clip {
    let fps = 10.0, duration = 0.0
    let pixelWidth = 2, pixelHeight = 2
    func renderTree(at time: Double) -> RenderTree {
        RenderTree(pixelWidth: 2, pixelHeight: 2, scale: 1, background: .white)
    }
}

/// A small, fast engine for CLI tests: "PNG" files are text (`PNG w h`), a scene renders as
/// its background colour, a GIF is a text file listing its frame durations.
final class FakeEngine {
    final class Clip: FlipbookRaster.Clip {
        let doc: SceneDocument
        init(_ doc: SceneDocument) { self.doc = doc }
        var fps: Double { doc.fps }
        var duration: Double { doc.duration }
        var pixelWidth: Int { doc.canvas.pixelWidth }
        var pixelHeight: Int { doc.canvas.pixelHeight }
        func renderTree(at time: Double) throws -> RenderTree {
            RenderTree(pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: doc.canvas.scale,
                       background: doc.canvas.background)
        }
    }

    final class GIFFile: FrameSink {
        let path: String
        var lines: [String] = []
        init(path: String) { self.path = path }
        func write(_ frame: Bitmap, index: Int, duration: Double) throws {
            lines.append("\(index) \(frame.width)x\(frame.height) \(duration)")
        }
        func finish() throws {
            try (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        }
    }

    var gifOptions: [GIFOptions] = []

    /// The fake pieces with the `flipbook` executable's commands and demo flags (no demos).
    var engine: Engine {
        var engine = Engine(
            readPNG: { path in
                guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { throw CodecError.missing(path: path) }
                let parts = text.split(separator: " ")
                guard parts.count >= 3, parts[0] == "PNG", let w = Int(parts[1]), let h = Int(parts[2]) else {
                    throw CodecError.corrupt(detail: "not a fake PNG", path: path)
                }
                let fill = parts.count == 4 ? Pixel(r: UInt8(parts[3])!, g: 0, b: 0, a: 255) : .clear
                return Bitmap(width: w, height: h, fill: fill)
            },
            writePNG: { bitmap, path, _ in
                guard FileManager.default.createFile(atPath: path, contents: Data("PNG \(bitmap.width) \(bitmap.height) \(bitmap.bytes.first ?? 0)".utf8)) else {
                    throw CLIError(.cannotCreate, "cannot write \(path)")
                }
            },
            sceneClip: { Clip($0) },
            rasterize: { Bitmap(width: $0.pixelWidth, height: $0.pixelHeight, fill: $0.background.premultiplied8) },
            gifSink: { [unowned self] path, _, _, options in
                self.gifOptions.append(options)
                return GIFFile(path: path)
            })
        engine.commands = Engine.flipbook.commands
        engine.demoFlags = Engine.flipbook.demoFlags
        return engine
    }
}

/// A scratch directory that is the working directory of the test's CLI runs.
final class CLIFixture {
    let directory: URL
    let fake = FakeEngine()

    init() {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-cli-\(UUID().uuidString)")
        try! FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: directory) }

    func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

    func file(_ name: String, _ text: String) {
        try! FileManager.default.createDirectory(at: directory.appendingPathComponent(name).deletingLastPathComponent(),
                                                 withIntermediateDirectories: true)
        try! text.write(toFile: path(name), atomically: true, encoding: .utf8)
    }

    func exists(_ name: String) -> Bool { FileManager.default.fileExists(atPath: path(name)) }

    func read(_ name: String) -> String? { try? String(contentsOfFile: path(name), encoding: .utf8) }

    struct Result {
        var code: Int32
        var stdout: String
        var stderr: String
    }

    /// Runs `flipbook <arguments>`; relative paths in arguments are taken inside the fixture.
    func run(_ arguments: String..., engine: Engine? = nil, terminal: Bool = false) -> Result {
        let out = BufferOutput(), err = BufferOutput(isTerminal: terminal)
        let args = arguments.map { $0.hasPrefix("@") ? path(String($0.dropFirst())) : $0 }
        let code = CLI.run(arguments: args, stdout: out, stderr: err, engine: engine ?? fake.engine)
        return Result(code: code, stdout: out.text, stderr: err.text)
    }

    /// Writes a valid 10×5 pt scene (0.5 s at 10 fps) at `name`.
    func validScene(_ name: String = "scene.json", extra: String = "") {
        file(name, """
        { "canvas": { "width": 10, "height": 5, "scale": 1, "background": "#FF0000" },
          "fps": 10, "duration": 0.5, "root": { "name": "root" }\(extra) }
        """)
    }
}
