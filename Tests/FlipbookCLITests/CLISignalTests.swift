import Foundation
import Testing

/// SIGINT and SIGTERM sent to the real `flipbook` executable in the middle of a render: it
/// removes its temporaries, says so in one line and exits with 128 + the signal.
@Suite(.serialized) struct CLISignalTests {
    /// The `flipbook` executable built next to this test bundle.
    static var executable: URL {
        URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("flipbook")
    }

    /// A scene far too long to finish during the test: 10 minutes at 30 fps of a moving layer.
    static let longScene = """
        { "canvas": { "width": 160, "height": 120, "scale": 1, "background": "#202040" }, "fps": 30, "duration": 600,
          "root": { "sublayers": [ { "name": "box", "frame": [0, 0, 40, 40], "backgroundColor": "#FFAA00",
                                     "cornerRadius": 8 } ] },
          "animations": [ { "layer": "box", "keyPath": "position.x", "to": 140, "duration": 600 } ] }
        """

    struct Outcome {
        var status: Int32
        var reason: Process.TerminationReason
        var stderr: String
        var left: [String]
        var before: [String]
    }

    /// Runs `flipbook render scene.json <output...>` in a fresh folder, waits until the
    /// temporary named by `temporaryPrefix` exists (and, for a folder, holds frames), sends
    /// `signal`, and reports what is left.
    func interrupt(_ signal: Int32, output: [String], temporaryPrefix: String,
                   prepare: (URL) throws -> Void = { _ in }) throws -> Outcome {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-signal-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.longScene.write(to: folder.appendingPathComponent("scene.json"), atomically: true, encoding: .utf8)
        try prepare(folder)
        func listing() -> [String] { ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted() }
        let before = listing()

        let process = Process()
        process.executableURL = Self.executable
        process.arguments = ["render", "scene.json", "--jobs", "1", "-q"] + output
        process.currentDirectoryURL = folder
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()

        let deadline = Date().addingTimeInterval(120)
        var ready = false
        while !ready && process.isRunning && Date() < deadline {
            if let temporary = listing().first(where: { $0.hasPrefix(temporaryPrefix) }) {
                let inside = (try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(temporary).path)) ?? []
                ready = temporaryPrefix.hasSuffix(".gif.") || inside.count >= 2
            }
            if !ready { usleep(20_000) }
        }
        kill(process.processIdentifier, ready ? signal : SIGKILL)
        let exitDeadline = Date().addingTimeInterval(10)
        while process.isRunning && Date() < exitDeadline { usleep(20_000) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(ready, "the temporary \(temporaryPrefix)… never appeared; stderr: \(text)")
        return Outcome(status: process.terminationStatus, reason: process.terminationReason, stderr: text,
                       left: listing(), before: before)
    }

    @Test func theExecutableIsBuilt() {
        #expect(FileManager.default.isExecutableFile(atPath: Self.executable.path),
                "build the package (swift build) so that \(Self.executable.path) exists")
    }

    @Test(arguments: [(SIGINT, 130, "SIGINT"), (SIGTERM, 143, "SIGTERM")])
    func aSignalDuringAGIFRenderRemovesItsTemporaryFile(signal: Int32, status: Int32, name: String) throws {
        // Local palettes write each frame as it comes, so the temporary GIF exists at once.
        let r = try interrupt(signal, output: ["-o", "clip.gif", "--palette", "local"], temporaryPrefix: ".clip.gif.")
        #expect(r.reason == .exit && r.status == status)
        #expect(r.stderr == "flipbook: interrupted by \(name); temporary files removed (1), no partial output left\n")
        #expect(r.left == r.before)
    }

    @Test(arguments: [(SIGINT, 130, "SIGINT"), (SIGTERM, 143, "SIGTERM")])
    func aSignalDuringAPNGRenderKeepsTheEarlierFramesAndRemovesTheTemporaryFolder(signal: Int32, status: Int32,
                                                                                  name: String) throws {
        var earlier: [String] = []
        let r = try interrupt(signal, output: ["-o", "frames/"], temporaryPrefix: ".frames.") { folder in
            let frames = folder.appendingPathComponent("frames")
            try FileManager.default.createDirectory(at: frames, withIntermediateDirectories: false)
            for i in 0..<3 {
                try Data("earlier \(i)".utf8).write(to: frames.appendingPathComponent("frame_000\(i).png"))
            }
            earlier = try FileManager.default.contentsOfDirectory(atPath: frames.path).sorted()
        }
        #expect(r.reason == .exit && r.status == status)
        #expect(r.stderr.hasPrefix("flipbook: interrupted by \(name); temporary files removed ("))
        #expect(r.stderr.hasSuffix("), no partial output left\n") && r.stderr.split(separator: "\n").count == 1)
        #expect(r.left == r.before)
        #expect(earlier == ["frame_0000.png", "frame_0001.png", "frame_0002.png"])
    }
}
