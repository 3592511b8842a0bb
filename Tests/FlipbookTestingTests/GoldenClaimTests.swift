import FlipbookCodecs
import FlipbookRaster
import FlipbookSwiftTesting
@testable import FlipbookTesting
import Foundation
import Testing

/// Each assertion owns its golden: a second call site resolving to the same file is an error
/// naming both, and a parameterised test must name its goldens (see GoldenClaims).
@Suite struct GoldenClaimTests {
    let red = Bitmap(width: 2, height: 2, fill: Pixel(r: 255, g: 0, b: 0, a: 255))
    let blue = Bitmap(width: 2, height: 2, fill: Pixel(r: 0, g: 0, b: 255, a: 255))

    func verify(
        _ sandbox: SnapshotSandbox, _ bitmap: Bitmap, test: String, named: String? = nil,
        callSite: String, parameterized: Bool = false
    ) -> String? {
        SnapshotVerifier.verify(
            bitmap, as: .image, named: named, environment: sandbox.environment(),
            filePath: sandbox.filePath, function: test + "()", callSite: callSite,
            parameterized: parameterized)
    }

    @Test func twoUnnamedAssertionsInOneTestFailNamingBothCallSites() throws {
        let sandbox = try SnapshotSandbox()
        defer { try? FileManager.default.removeItem(atPath: sandbox.root) }
        let first = verify(sandbox, red, test: "two", callSite: "MySuite.swift:10:9")
        #expect(first?.hasPrefix("Recorded a new golden") == true)
        let second = try #require(verify(sandbox, blue, test: "two", callSite: "MySuite.swift:11:9"))
        #expect(second.contains("Two assertions write the same golden \(sandbox.golden("two"))"))
        #expect(second.contains("MySuite.swift:10:9 (in two)") && second.contains("MySuite.swift:11:9 (in two)"))
        // The second assertion neither compared nor recorded: the golden is still the first's.
        #expect(try PNG.read(path: sandbox.golden("two")) == red)
    }

    @Test func namedAssertionsInOneTestGetTheirOwnGoldens() throws {
        let sandbox = try SnapshotSandbox()
        defer { try? FileManager.default.removeItem(atPath: sandbox.root) }
        _ = verify(sandbox, red, test: "pair", named: "red", callSite: "MySuite.swift:20:9")
        _ = verify(sandbox, blue, test: "pair", named: "blue", callSite: "MySuite.swift:21:9")
        #expect(try PNG.read(path: sandbox.golden("pair", variant: "red")) == red)
        #expect(try PNG.read(path: sandbox.golden("pair", variant: "blue")) == blue)
        #expect(verify(sandbox, red, test: "pair", named: "red", callSite: "MySuite.swift:20:9") == nil)
    }

    @Test func theSameCallSiteAgainIsTheSameAssertionRerun() throws {
        let sandbox = try SnapshotSandbox()
        defer { try? FileManager.default.removeItem(atPath: sandbox.root) }
        _ = verify(sandbox, red, test: "again", callSite: "MySuite.swift:30:9")
        #expect(verify(sandbox, red, test: "again", callSite: "MySuite.swift:30:9") == nil)
    }

    @Test func aParameterisedAssertionWithoutANameFailsOnEveryArgument() throws {
        let sandbox = try SnapshotSandbox()
        defer { try? FileManager.default.removeItem(atPath: sandbox.root) }
        for _ in 0..<2 {
            let message = try #require(verify(sandbox, red, test: "sizes", callSite: "MySuite.swift:40:9", parameterized: true))
            #expect(message.contains("The parameterised test sizes asserts at MySuite.swift:40:9 without `named:`"))
        }
        #expect(!sandbox.exists(sandbox.golden("sizes")))
    }

    @Test func aParameterisedAssertionRepeatingItsNameFailsOnTheSecondArgument() throws {
        let sandbox = try SnapshotSandbox()
        defer { try? FileManager.default.removeItem(atPath: sandbox.root) }
        #expect(
            verify(sandbox, red, test: "sizes", named: "same", callSite: "MySuite.swift:50:9", parameterized: true)?
                .hasPrefix("Recorded") == true)
        let second = try #require(
            verify(
                sandbox, blue, test: "sizes", named: "same", callSite: "MySuite.swift:50:9",
                parameterized: true))
        #expect(second.contains("with the same name `same` for two arguments"))
    }

    /// A real parameterised test through the Swift Testing front end: each argument names its golden.
    @Test(arguments: [1, 2]) func parameterisedAssertionsNamedByArgument(_ size: Int) {
        assertSnapshot(of: Bitmap(width: size, height: size, fill: Pixel(r: 0, g: 128, b: 0, a: 255)), named: "size\(size)")
    }

    @Test func aFilmstripMismatchNamesTheDifferingFrames() throws {
        let frames = [
            FilmstripFrame(time: 0, x: 0, width: 2), FilmstripFrame(time: 0.5, x: 2, width: 2),
            FilmstripFrame(time: 1, x: 4, width: 2),
        ]
        let expected = Bitmap(width: 6, height: 2, fill: Pixel(r: 255, g: 255, b: 255, a: 255))
        var actual = expected
        actual[2, 0] = Pixel(r: 0, g: 0, b: 0, a: 255)  // frame t=0.5s: one pixel, delta 255
        actual[5, 1] = Pixel(r: 250, g: 255, b: 255, a: 255)  // frame t=1s: within a tolerance of 8
        let result = ImageComparison.compare(expected: expected, actual: actual, tolerance: Tolerance(maxChannelDelta: 8))
        let line = FailureRecord.frameReport(FailureRecord.compareFrames(frames, of: result))
        #expect(
            line == "Frames that differ: t=0.5s (1 px, largest channel difference 255); within the tolerance: t=1s; equal: t=0s.")
    }

    @Test func aFilmstripMismatchMessageCarriesTheFrameLine() throws {
        let sandbox = try SnapshotSandbox()
        defer { try? FileManager.default.removeItem(atPath: sandbox.root) }
        let strip = Snapshotting<Void>.filmstrip(times: [0, 0.5, 1], frame: slidingSquare)
        _ = SnapshotVerifier.verify(
            (), as: strip, environment: sandbox.environment(), filePath: sandbox.filePath,
            function: "slide()")
        let moved = Snapshotting<Void>.filmstrip(times: [0, 0.5, 1]) { _, time in slidingSquare((), at: time == 1 ? 0.5 : time) }
        let message = try #require(
            SnapshotVerifier.verify(
                (), as: moved, environment: sandbox.environment(),
                filePath: sandbox.filePath, function: "slide()"))
        #expect(message.contains("Frames that differ: t=1s ("), "\(message)")
        #expect(message.contains("equal: t=0s, t=0.5s."), "\(message)")
    }
}
