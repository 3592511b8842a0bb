import Foundation
@testable import FlipbookCLI

/// A documentation folder in a CLI fixture: two scene files (one with an image), a manifest and
/// helpers to run `render --manifest` on it.
extension CLIFixture {
    /// `scene.json` (a 10×5 red canvas, 6 frames) and `picture.json`, which shows `images/pic.png`.
    func manifestScenes() {
        validScene("scenes/plain.json")
        file("scenes/images/pic.png", "PNG 2 2 7")
        file("scenes/picture.json", """
        { "canvas": { "width": 10, "height": 5, "scale": 1, "background": "#00FF00" },
          "fps": 10, "duration": 0.5,
          "root": { "name": "root", "sublayers": [ { "name": "pic", "frame": [0, 0, 2, 2], "contents": "images/pic.png" } ] } }
        """)
    }

    /// The standard test manifest: `plain` to a GIF and a still, `picture` to a GIF and frames.
    func standardManifest(colors: Int = 64, plainFPS: Double = 10) {
        manifestScenes()
        file("flipbook.json", """
        { "version": 1, "options": { "scale": 1 },
          "entries": [
            { "scene": "scenes/plain.json", "options": { "colors": \(colors), "fps": \(plainFPS) },
              "outputs": [ { "gif": "out/plain.gif" }, { "still": "out/plain.png", "time": 0.2 } ] },
            { "scene": "scenes/picture.json",
              "outputs": [ { "gif": "out/picture.gif" }, { "frames": "out/picture-frames" } ] } ] }
        """)
    }

    /// `render --manifest <fixture>/flipbook.json` plus `extra` arguments.
    func manifest(_ extra: String..., engine: Engine? = nil) -> Result {
        let out = BufferOutput(), err = BufferOutput()
        let code = CLI.run(arguments: ["render", "--manifest", path("flipbook.json")] + extra,
                           stdout: out, stderr: err, engine: engine ?? fake.engine)
        return Result(code: code, stdout: out.text, stderr: err.text)
    }

    /// `render --manifest` on a manifest with `text`, for schema errors.
    func manifestError(_ text: String, engine: Engine? = nil) -> Result {
        file("flipbook.json", text)
        return manifest(engine: engine)
    }
}

extension CLIFixture.Result {
    /// The last line of stdout (the summary).
    var summary: String { stdout.split(separator: "\n").last.map(String.init) ?? "" }

    /// The output paths `--check` listed as stale, with their reasons.
    var stale: [String: String] {
        var result: [String: String] = [:]
        for line in stdout.split(separator: "\n") where line.hasPrefix("stale") {
            let rest = line.dropFirst("stale".count).drop(while: { $0 == " " })
            guard let colon = rest.range(of: ": ") else { continue }
            result[String(rest[..<colon.lowerBound])] = String(rest[colon.upperBound...])
        }
        return result
    }
}
