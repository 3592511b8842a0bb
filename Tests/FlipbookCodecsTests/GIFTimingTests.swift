import Foundation
import Testing
import FlipbookRaster
@testable import FlipbookCodecs

@Suite struct GIFTimingTests {
    private func distinctFrames(_ n: Int) -> [Bitmap] {
        (0..<n).map { i in Bitmap(width: 8, height: 8, fill: Pixel(r: UInt8(i * 4 % 256), g: UInt8(i % 2 * 200), b: 40, a: 255)) }
    }

    @Test func thirtyFramesPerSecondKeepsTheTotalDurationExact() throws {
        let (bytes, summary) = try GIFFixtures.encode(distinctFrames(30), duration: 1.0 / 30)
        let structure = try GIFDecoder.describe(bytes)
        #expect(structure.durationCentiseconds == 100 && summary.durationCentiseconds == 100)
        #expect(structure.frames.allSatisfy { $0.delayCentiseconds == 3 || $0.delayCentiseconds == 4 })
        #expect(summary.warnings.isEmpty)
    }

    @Test func sixtyFramesPerSecondDropsFramesButNotTime() throws {
        let (bytes, summary) = try GIFFixtures.encode(distinctFrames(60), duration: 1.0 / 60)
        let structure = try GIFDecoder.describe(bytes)
        #expect(structure.durationCentiseconds == 100)
        #expect(structure.frames.allSatisfy { $0.delayCentiseconds >= 2 })
        guard case .frameRateAbove50(let fps, let dropped)? = summary.warnings.first else {
            Issue.record("expected a frame-rate warning"); return
        }
        #expect(abs(fps - 60) < 0.01 && dropped == 60 - structure.frames.count)
    }

    /// `flipbook render all`'s clips end on a short remainder frame (a 0.0047 s tail after 25 fps
    /// frames): faster than 50 fps on paper, but nothing is dropped, so nothing is reported.
    @Test func aShortLastFrameThatDropsNothingIsNotWarnedAbout() throws {
        let durations = [Double](repeating: 0.04, count: 10) + [0.0047]
        let (bytes, summary) = try GIFFixtures.encode(Array(zip(distinctFrames(11), durations)))
        #expect(summary.warnings.isEmpty, "\(summary.warnings)")
        #expect(try GIFDecoder.describe(bytes).frames.allSatisfy { $0.delayCentiseconds >= 2 })
    }

    /// Frame durations as a renderer finds them, differences of frame times `i / 50`: some are a
    /// hair under 0.02 s, which is rounding, not a frame rate above 50 fps.
    @Test func fiftyFramesPerSecondFromFrameTimesIsNotWarnedAbout() throws {
        let durations: [Double] = (0..<50).map { (i: Int) -> Double in
            let start = Double(i) / 50, end = Double(i + 1) / 50
            return end - start
        }
        #expect(durations.contains { $0 < 0.02 }, "the fixture must hold a duration under 0.02 s")
        let summary = try GIFFixtures.encode(Array(zip(distinctFrames(50), durations))).summary
        #expect(summary.warnings.isEmpty)
        #expect(summary.frameCount == 50 && summary.durationCentiseconds == 100)
    }

    @Test func twentyFiveFramesPerSecondGivesFourCentisecondsEach() throws {
        let structure = try GIFDecoder.describe(try GIFFixtures.encode(distinctFrames(10), duration: 1.0 / 25).bytes)
        #expect(structure.frames.map(\.delayCentiseconds) == Array(repeating: 4, count: 10))
    }

    @Test func identicalConsecutiveFramesAreMergedAndTheirDelaysSummed() throws {
        let a = GIFFixtures.gradient(), b = GIFFixtures.gradient(phase: 4)
        let (bytes, summary) = try GIFFixtures.encode([a, a, a, b, b], duration: 0.04)
        let structure = try GIFDecoder.describe(bytes)
        #expect(structure.frames.map(\.delayCentiseconds) == [12, 8])
        #expect(summary.frameCount == 2 && summary.inputFrameCount == 5)
    }

    @Test(arguments: [(GIFLoop.once, nil as Int?), (.forever, 0), (.plays(3), 2), (.plays(1), nil)])
    func loopCountIsWrittenAsNetscapeRepeats(_ loop: GIFLoop, _ repeats: Int?) throws {
        let bytes = try GIFFixtures.encode(distinctFrames(2), options: GIFOptions(loop: loop)).bytes
        let netscape = Array("NETSCAPE2.0".utf8)
        let at = (0...(bytes.count - netscape.count)).first { Array(bytes[$0..<($0 + netscape.count)]) == netscape }
        if let repeats {
            let i = try #require(at) + netscape.count
            #expect(bytes[i] == 3 && bytes[i + 1] == 1 && Int(bytes[i + 2]) | Int(bytes[i + 3]) << 8 == repeats)
        } else {
            #expect(at == nil)
        }
        let expected: GIFLoop = loop == .plays(1) ? .once : loop
        #expect(try GIFDecoder.decode(bytes).loop == expected)
    }
}
