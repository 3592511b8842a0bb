import Testing
import FlipbookRaster
@testable import FlipbookCodecs

/// `GIFOptions.effort`: every level deterministic on any number of cores (also for frames large
/// enough for the two-stretch lossy pass), within the lossy budget of the sources, and ordered in size.
@Suite struct GIFEffortTests {
    /// Four frames of 400 × 360: above the size at which the lossy pass codes two stretches.
    static let frames = (0..<4).map { GIFFixtures.gradient(width: 400, height: 360, phase: $0 * 7) }

    @Test(arguments: GIFEffort.allCases)
    func everyEffortGivesTheSameBytesOnOneThreadAndOnSeveral(_ effort: GIFEffort) throws {
        #expect(400 * 360 >= GIFFramePipeline.lossySplitMinimum)
        for dither in GIFFixtures.allDithers {
            let threaded = try GIFFixtures.encode(GIFEffortTests.frames, options: GIFOptions(dither: dither, effort: effort))
            let single = try GIFFixtures.encode(GIFEffortTests.frames,
                                                options: GIFOptions(dither: dither, concurrent: false, effort: effort))
            #expect(threaded.bytes == single.bytes, "\(effort) \(dither)")
        }
    }

    @Test(arguments: GIFEffort.allCases)
    func everyEffortStaysCloseToTheSources(_ effort: GIFEffort) throws {
        let encoded = try GIFFixtures.encode(GIFEffortTests.frames, options: GIFOptions(effort: effort))
        let decoded = try GIFDecoder.decode(encoded.bytes)
        #expect(decoded.frames.count == GIFEffortTests.frames.count)
        for (frame, source) in zip(decoded.frames, GIFEffortTests.frames) {
            #expect(GIFFixtures.psnr(frame.bitmap, source) > 29.5, "\(effort)")
        }
    }

    @Test func moreEffortNeverMakesTheFileMuchLarger() throws {
        func bytes(_ effort: GIFEffort) throws -> Int {
            try GIFFixtures.encode(GIFEffortTests.frames, options: GIFOptions(effort: effort)).bytes.count
        }
        let fast = try bytes(.fast), normal = try bytes(.default), best = try bytes(.best)
        #expect(Double(best) <= Double(normal) * 1.01)
        #expect(Double(normal) <= Double(fast) * 1.01)
        #expect(Double(fast) <= Double(normal) * 1.25)
    }

    @Test func effortNamesAreTheCommandLineWords() {
        #expect(GIFEffort.allCases.map(\.rawValue) == ["fast", "default", "best"])
        #expect(GIFOptions().effort == .default)
    }
}
