import Dispatch
import Synchronization
import Testing
@testable import FlipbookCodecs
import FlipbookTestSupport

/// The LZW size estimate (a direct dictionary table that is never cleared) against a plain
/// dictionary coder: candidate choice, and so every GIF's bytes, depend on the exact bit counts.
@Suite struct GIFLZWEstimatorTests {
    typealias Random = GIFEncoderInternalsTests.Random

    static func reference(_ indices: [UInt8], bitsPerPixel: Int) -> Int {
        GIFEncoderInternalsTests.referenceLZWBits(indices, bitsPerPixel: bitsPerPixel)
    }

    /// Streams of one kind: uniform noise, one flat colour, long runs, or short runs of few colours.
    static func stream(_ kind: Int, count: Int, bits: Int, _ random: inout Random) -> [UInt8] {
        let colours = 1 << bits
        var out: [UInt8] = []
        out.reserveCapacity(count)
        while out.count < count {
            switch kind {
            case 0: out.append(UInt8(random.next(colours)))
            case 1: out.append(UInt8(colours - 1))
            case 2: out += [UInt8](repeating: UInt8(random.next(colours)), count: 50 + random.next(5000))
            default: out += [UInt8](repeating: UInt8(random.next(min(colours, 3))), count: 1 + random.next(6))
            }
        }
        return Array(out.prefix(count))
    }

    @Test(arguments: 1...8)
    func estimateEqualsAPlainDictionaryCoderOnNoiseFlatAndRuns(bitsPerPixel bits: Int) {
        var random = Random(seed: UInt64(100 + bits))
        let estimator = GIFLZWEstimator()
        for kind in 0..<4 {
            // Noise fills the 4096 codes many times over (dictionary resets); a flat stream never does.
            let indices = Self.stream(kind, count: kind == 0 ? 60_000 : 30_000, bits: bits, &random)
            let estimate = indices.withUnsafeBufferPointer { estimator.bits(of: $0, bitsPerPixel: bits) }
            #expect(estimate == Self.reference(indices, bitsPerPixel: bits), "kind \(kind), \(bits) bits")
        }
    }

    @Test func oneEstimatorReusedAcrossBitDepthsForgetsEverythingBetweenStreams() {
        // Codes of a wider stream are below the first free code of a narrower one and vice versa:
        // stale entries from either must never be taken for live ones.
        var random = Random(seed: 3)
        let estimator = GIFLZWEstimator()
        for round in 0..<24 {
            let bits = [8, 2, 5, 1, 8, 3, 7, 4][round % 8]
            let indices = Self.stream(round % 4, count: 5_000 + random.next(40_000), bits: bits, &random)
            let estimate = indices.withUnsafeBufferPointer { estimator.bits(of: $0, bitsPerPixel: bits) }
            #expect(estimate == Self.reference(indices, bitsPerPixel: bits), "round \(round), \(bits) bits")
        }
    }

    @Test func shortStreamsCountTheClearCodeThePrefixAndTheEnd() {
        let estimator = GIFLZWEstimator()
        // One index: clear (3 bits at 2 bits per pixel), the index, the end code.
        #expect([UInt8(1)].withUnsafeBufferPointer { estimator.bits(of: $0, bitsPerPixel: 2) } == 9)
        #expect([UInt8]().withUnsafeBufferPointer { estimator.bits(of: $0, bitsPerPixel: 8) } == 0)
        for indices in [[UInt8](repeating: 7, count: 2), [0, 255, 0, 255, 0], [3, 3, 3, 3, 3, 3, 3]] {
            let estimate = indices.withUnsafeBufferPointer { estimator.bits(of: $0, bitsPerPixel: 8) }
            #expect(estimate == Self.reference(indices, bitsPerPixel: 8), "\(indices)")
        }
    }

    @Test func stretchesAreCodedAsTheirConcatenation() {
        var random = Random(seed: 9)
        let estimator = GIFLZWEstimator()
        let all = Self.stream(3, count: 200_000, bits: 8, &random) + Self.stream(0, count: 100_000, bits: 8, &random)
        let stretches = stride(from: 0, to: all.count, by: 9_000).map { $0..<min($0 + 2_500, all.count) }
            + [5..<5, 290_000..<300_000]
        let joined = stretches.flatMap { all[$0] }
        let estimate = all.withUnsafeBufferPointer { estimator.bits(of: $0, stretches: stretches, bitsPerPixel: 8) }
        #expect(estimate == Self.reference(joined, bitsPerPixel: 8))
        let sampled = all.withUnsafeBufferPointer { estimator.bits(of: $0, stretches: [0..<0, 7..<7], bitsPerPixel: 8) }
        #expect(sampled == 0)
    }

    @Test func estimatorsSideBySideGiveTheSameCounts() {
        var random = Random(seed: 5)
        let streams = (0..<12).map { Self.stream($0 % 4, count: 20_000 + 1_000 * $0, bits: 1 + $0 % 8, &random) }
        let expected = streams.enumerated().map { Self.reference($0.element, bitsPerPixel: 1 + $0.offset % 8) }
        let got = Mutex([Int](repeating: -1, count: streams.count))
        DispatchQueue.concurrentPerform(iterations: streams.count) { k in
            let estimator = GIFLZWEstimator()
            let bits = streams[k].withUnsafeBufferPointer { estimator.bits(of: $0, bitsPerPixel: 1 + k % 8) }
            got.withLock { $0[k] = bits }
        }
        #expect(got.withLock { $0 } == expected)
    }
}
