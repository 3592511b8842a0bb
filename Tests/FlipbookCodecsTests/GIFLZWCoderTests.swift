import CGIF
import Testing
@testable import FlipbookCodecs
import FlipbookTestSupport

/// Our LZW coders against giflib's: the image data must be byte-identical to what `EGifPutLine`
/// writes, the lossy pass's codes must be the codes of its own rewritten stream, and a frame
/// coded as two stretches must decode to exactly its indices.
@Suite struct GIFLZWCoderTests {
    /// The tests' seeded generator (FlipbookTestSupport).
    typealias Random = SeededRandom

    /// Indices with runs (flat areas) and noise (photographs), every one below `1 << bits`.
    static func stream(count: Int, bits: Int, seed: UInt64) -> [UInt8] {
        var random = Random(seed: seed), out: [UInt8] = [], value = 0
        while out.count < count {
            if random.next(4) == 0 { value = random.next(1 << bits) }
            let run = random.next(3) == 0 ? 1 + random.next(40) : 1
            for _ in 0..<min(run, count - out.count) {
                out.append(UInt8(random.next(8) == 0 ? random.next(1 << bits) : value))
            }
        }
        return out
    }

    /// Collects what giflib writes through `EGifOpen`.
    final class Sink { var bytes: [UInt8] = [] }

    /// A one-frame GIF of `indices` (rows of `rowWidth`; colour k is (k, 0, 0)) written by giflib,
    /// with the image data from giflib's own coder (`ours == nil`) or the given coded bytes.
    static func giflibFile(_ indices: [UInt8], bits: Int, rowWidth: Int, ours: [UInt8]?) -> [UInt8] {
        let sink = Sink()
        var error: Int32 = 0
        let gif = EGifOpen(Unmanaged.passUnretained(sink).toOpaque(), { file, data, count in
            let sink = Unmanaged<Sink>.fromOpaque(file!.pointee.UserData!).takeUnretainedValue()
            sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(count)))
            return count
        }, &error)!
        let colors = (0..<(1 << bits)).map { GifColorType(Red: UInt8($0), Green: 0, Blue: 0) }
        let map = GifMakeMapObject(Int32(1 << bits), colors)
        defer { GifFreeMapObject(map) }
        let height = indices.count / rowWidth
        _ = EGifPutScreenDesc(gif, Int32(rowWidth), Int32(height), 8, 0, map)
        _ = EGifPutImageDesc(gif, 0, 0, Int32(rowWidth), Int32(height), false, nil)
        if let ours {
            var start = 0
            while start < ours.count {
                let count = min(255, ours.count - start)
                let block = [UInt8(count)] + ours[start..<(start + count)]
                _ = start == 0 ? EGifPutCode(gif, 0, block) : EGifPutCodeNext(gif, block)
                start += count
            }
            _ = EGifPutCodeNext(gif, nil)
        } else {
            var line = indices
            _ = EGifPutLine(gif, &line, Int32(line.count))
        }
        _ = EGifCloseFile(gif, &error)
        return sink.bytes
    }

    @Test(arguments: [1, 2, 3, 5, 8])
    func ourCoderWritesGiflibsBytes(bits: Int) {
        for (count, seed) in [(1, 1), (2, 2), (97, 3), (20_000, 4), (300_000, 5)] as [(Int, UInt64)] {
            let indices = GIFLZWCoderTests.stream(count: count, bits: bits, seed: seed)
            let ours = indices.withUnsafeBufferPointer { GIFLZWCoder().encode($0, bitsPerPixel: bits) }
            let expected = GIFLZWCoderTests.giflibFile(indices, bits: bits, rowWidth: 1, ours: nil)
            let actual = GIFLZWCoderTests.giflibFile(indices, bits: bits, rowWidth: 1, ours: ours)
            #expect(actual == expected, "\(count) indices of \(bits) bits")
        }
    }

    /// The lossy pass's pixels for a random frame: sources near the palette colour each index wants.
    static func lossyInput(count: Int, seed: UInt64) -> (indices: [UInt8], pixels: GIFLossyLZW.Pixels, palette: [UInt32]) {
        var random = Random(seed: seed)
        // Neighbouring entries a few levels apart, so the lossy pass finds acceptable children.
        let palette = (0..<200).map { GIFColorMath.pack($0, $0 / 2, 255 - $0) }
        let indices = stream(count: count, bits: 8, seed: seed).map { UInt8(Int($0) % 200) }
        let sources = indices.map { i -> UInt32 in
            let c = palette[Int(i)]
            return GIFColorMath.pack(min(255, GIFColorMath.r(c) + random.next(6)), GIFColorMath.g(c),
                                     max(0, GIFColorMath.b(c) - random.next(6)))
        }
        // Nothing keepable and nothing locked (no previous target equals a source): every pixel's
        // reference is the palette colour its index wants.
        let pixels = GIFLossyLZW.Pixels(targets: sources, shown: sources,
                                        previous: [UInt32](repeating: GIFColorMath.transparent, count: count),
                                        want: indices, keep: [UInt8](repeating: 0, count: count), colors: palette,
                                        rect: GIFRect(x: 0, y: 0, width: count, height: 1), screenWidth: count)
        return (indices, pixels, palette)
    }

    @Test func lossyPassWritesTheCodesOfItsOwnRewrittenStream() {
        let (original, pixels, _) = GIFLZWCoderTests.lossyInput(count: 200_000, seed: 7)
        var rewritten = original
        let coded = GIFLossyLZW().rewrite(&rewritten, pixels: pixels, transparentIndex: 200,
                                          bitsPerPixel: 8, tolerance: 9 * 25, referenceTolerance: 9 * 25)
        let changed = zip(original, rewritten).filter { $0 != $1 }.count
        #expect(changed > 1000)  // the pass did rewrite
        let plain = rewritten.withUnsafeBufferPointer { GIFLZWCoder().encode($0, bitsPerPixel: 8) }
        #expect(coded == plain)
    }

    @Test func twoStretchesDecodeToTheRewrittenIndices() throws {
        let width = 500, height = 400
        let (original, pixels, _) = GIFLZWCoderTests.lossyInput(count: width * height, seed: 11)
        #expect(width * height >= GIFFramePipeline.lossySplitMinimum)
        var indices = original
        let cut = height / 2 * width
        let segments = indices.withUnsafeMutableBufferPointer { buffer in
            [0..<cut, cut..<(width * height)].map {
                GIFLossyLZW().rewrite(buffer, range: $0, pixels: pixels, transparentIndex: 200,
                                      bitsPerPixel: 8, tolerance: 9 * 25, referenceTolerance: 9 * 25)
            }
        }
        let data = GIFLZWCodeWriter.join(segments, bitsPerPixel: 8)
        // Colour k is (k, 0, 0): the decoded red channel is the index.
        let file = GIFLZWCoderTests.giflibFile(indices, bits: 8, rowWidth: width, ours: data)
        let frame = try GIFDecoder.decode(file).frames[0].bitmap
        #expect(indices != original)
        var wrong = 0
        for p in 0..<(width * height) where frame.bytes[4 * p] != indices[p] { wrong += 1 }
        #expect(wrong == 0)
    }
}
