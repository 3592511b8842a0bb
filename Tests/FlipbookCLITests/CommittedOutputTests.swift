import Foundation
import Testing
import FlipbookCLI
import FlipbookCodecs
import FlipbookDemos
import FlipbookTool

/// True when the environment asks for the committed-output check (`FLIPBOOK_COMMITTED_OUTPUT`
/// set, not empty and not 0).
let committedOutputRequested = ProcessInfo.processInfo.environment["FLIPBOOK_COMMITTED_OUTPUT"]
    .map { !$0.isEmpty && $0 != "0" } ?? false

/// The GIFs committed under `output/` (the README shows them) must be what the current code
/// renders: each is rendered again exactly as `flipbook render all --scale 1` does and compared
/// frame by frame after decoding (pixels, delays, loop count), so they never go stale.
///
/// The suite renders all 23 demos at full size: most of the whole test suite's CPU in a debug
/// build. It runs when `FLIPBOOK_COMMITTED_OUTPUT` is set; the everyday debug `swift test` skips
/// it, and CI checks the same GIFs in release with `scripts/check-committed-output.sh`.
@Suite(.enabled(if: committedOutputRequested, "set FLIPBOOK_COMMITTED_OUTPUT=1 (CI checks the GIFs in release: scripts/check-committed-output.sh)"))
struct CommittedOutputTests {
    /// `output/` at the package root, found from this file's path.
    static let outputDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("output")

    static let regenerate = "swift run -c release flipbook render all --scale 1"

    @Test(arguments: DemoCatalog.names)
    func committedGIFMatchesWhatTheCodeRenders(_ name: String) throws {
        let committedPath = Self.outputDirectory.appendingPathComponent("\(name).gif").path
        let committed = try #require(FileManager.default.contents(atPath: committedPath),
                                     "output/\(name).gif is missing; regenerate with `\(Self.regenerate)`")

        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("flipbook-committed-\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let renderedPath = scratch.appendingPathComponent("\(name).gif").path

        let out = BufferOutput(), err = BufferOutput()
        let code = CLI.run(arguments: ["render", name, "--scale", "1", "-o", renderedPath, "--quiet"],
                           stdout: out, stderr: err, engine: .flipbook)
        #expect(code == 0, "render \(name) failed: \(err.text)")
        let rendered = try #require(FileManager.default.contents(atPath: renderedPath))

        let expected = try GIFDecoder.decode([UInt8](committed))
        let actual = try GIFDecoder.decode([UInt8](rendered))
        #expect(expected.width == actual.width && expected.height == actual.height,
                "output/\(name).gif is \(expected.width)×\(expected.height), the code renders \(actual.width)×\(actual.height); regenerate with `\(Self.regenerate)`")
        #expect(expected.frames.count == actual.frames.count,
                "output/\(name).gif has \(expected.frames.count) frames, the code renders \(actual.frames.count); regenerate with `\(Self.regenerate)`")
        // Compare piecewise so that a failure names what differs instead of dumping pixels.
        #expect(expected.loop.description == actual.loop.description,
                "output/\(name).gif loops \(expected.loop), the code writes \(actual.loop)")
        let expectedDelays = expected.frames.map(\.delayCentiseconds)
        let actualDelays = actual.frames.map(\.delayCentiseconds)
        #expect(expectedDelays == actualDelays,
                "output/\(name).gif has other frame delays than the code writes; regenerate with `\(Self.regenerate)`")
        let firstDifference = zip(expected.frames, actual.frames).enumerated()
            .first { $0.element.0.bitmap != $0.element.1.bitmap }?.offset
        #expect(firstDifference == nil,
                "output/\(name).gif differs from what the code renders from frame \(firstDifference ?? -1) on; regenerate with `\(Self.regenerate)`")
    }
}
