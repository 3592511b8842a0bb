import Testing
@testable import FlipbookCodecs
import FlipbookTestSupport

/// The lossy pass against a plain model of its rule: the model keeps the dictionary as a
/// dictionary of (code, byte) → child and lists of children newest first, recomputes every
/// distance, and packs the codes bit by bit as giflib does. The pass (pointers, hash table, the
/// child walk in its own function, near-colour rows, codes packed a word at a time) must give the
/// same rewritten indices and the same image data on every input: full dictionaries that restart,
/// 1-bit and 8-bit palettes, keepable, locked and transparent pixels, a rect inside a larger
/// screen, a rect of one pixel.
@Suite struct GIFLossyLZWModelTests {
    /// The rule of ``GIFLossyLZW`` written for clarity: returns the rewritten indices and the image data.
    static func model(_ input: [UInt8], pixels: GIFLossyLZW.Pixels, transparentIndex t: UInt8, bitsPerPixel: Int,
                      tolerance: Int, referenceTolerance: Int, maxChildren: Int) -> ([UInt8], [UInt8]) {
        var indices = input
        let minCodeSize = max(2, bitsPerPixel), clear = 1 << minCodeSize
        var bits: [Bool] = [], width = minCodeSize + 1
        func put(_ code: Int, _ running: Int) {
            for k in 0..<width { bits.append(code >> k & 1 == 1) }
            if running >= 1 << width && code <= 4095 { width += 1 }
        }
        var children: [Int: Int] = [:], lists: [[Int]] = Array(repeating: [], count: 4096)
        var suffix = [UInt8](repeating: 0, count: 4096), nextCode = clear + 2
        func distance(_ a: UInt32, _ b: UInt32) -> Int {
            GIFColorMath.distance(GIFColorMath.r(a), GIFColorMath.g(a), GIFColorMath.b(a),
                                  GIFColorMath.r(b), GIFColorMath.g(b), GIFColorMath.b(b))
        }
        put(clear, nextCode)
        let w = pixels.rect.width
        var prefix = Int(indices[0])
        for i in 1..<indices.count {
            let wanted = indices[i]
            if let code = children[prefix << 8 | Int(wanted)] { prefix = code; continue }
            let p = (pixels.rect.y + i / w) * pixels.screenWidth + pixels.rect.x + i % w
            let src = pixels.targets[p]
            var chosen: Int?
            if src != GIFColorMath.transparent {
                let keepable = pixels.keep[i] != 0, locked = src == pixels.previous[p]
                let ref = keepable || pixels.want[i] == t ? pixels.shown[p] : pixels.colors[Int(pixels.want[i])]
                var best = distance(src, ref) + tolerance
                for c in lists[prefix].prefix(maxChildren) {
                    let k = suffix[c]
                    if k == t {
                        if keepable { chosen = c; break }
                    } else if pixels.colors[Int(k)] == ref {
                        chosen = c; break
                    } else if !locked && distance(ref, pixels.colors[Int(k)]) <= referenceTolerance {
                        let d = distance(src, pixels.colors[Int(k)])
                        if d <= best { best = d; chosen = c }
                    }
                }
            }
            if let chosen {
                indices[i] = suffix[chosen]
                prefix = chosen
                continue
            }
            put(prefix, nextCode)
            if nextCode >= 4095 {
                put(clear, nextCode)
                width = minCodeSize + 1
                nextCode = clear + 2
                children = [:]
                lists = Array(repeating: [], count: 4096)
            } else {
                children[prefix << 8 | Int(wanted)] = nextCode
                suffix[nextCode] = wanted
                lists[prefix].insert(nextCode, at: 0)
                nextCode += 1
            }
            prefix = Int(wanted)
        }
        put(prefix, nextCode)
        put(clear + 1, nextCode)
        var bytes = [UInt8](repeating: 0, count: (bits.count + 7) / 8)
        for (k, bit) in bits.enumerated() where bit { bytes[k / 8] |= 1 << (k % 8) }
        return (indices, bytes)
    }

    /// A frame `rect` inside a screen of `screenWidth` × `screenHeight`, with a palette of
    /// `colors` neighbouring colours and the transparent index after them: runs and noise, about
    /// one pixel in `transparentEvery` transparent in the target, one in `keepEvery` keepable and
    /// one in `lockEvery` locked (its previous target equals its target).
    static func input(rect: GIFRect, screenWidth: Int, screenHeight: Int, colors: Int, seed: UInt64,
                      transparentEvery: Int = 9, keepEvery: Int = 5, lockEvery: Int = 7)
        -> (indices: [UInt8], pixels: GIFLossyLZW.Pixels, transparentIndex: UInt8) {
        var random = GIFLZWCoderTests.Random(seed: seed)
        let palette = (0..<colors).map { GIFColorMath.pack($0 * 255 / max(1, colors - 1), 128, 255 - $0 * 255 / max(1, colors - 1)) }
        let t = UInt8(colors)
        let n = rect.width * rect.height, screen = screenWidth * screenHeight
        var targets = [UInt32](repeating: GIFColorMath.transparent, count: screen)
        var shown = [UInt32](repeating: 0, count: screen), previous = shown
        var want = [UInt8](repeating: 0, count: n), keep = want, indices = want
        var value = 0
        for i in 0..<n {
            if random.next(6) == 0 { value = random.next(colors) }
            let p = (rect.y + i / rect.width) * screenWidth + rect.x + i % rect.width
            let c = palette[value]
            let source = GIFColorMath.pack(min(255, GIFColorMath.r(c) + random.next(9)), GIFColorMath.g(c),
                                           max(0, GIFColorMath.b(c) - random.next(9)))
            shown[p] = palette[random.next(colors)]
            previous[p] = GIFColorMath.pack(1, 2, 3)
            if random.next(transparentEvery) == 0 {
                targets[p] = GIFColorMath.transparent
                want[i] = t
            } else {
                targets[p] = source
                want[i] = UInt8(value)
                if random.next(keepEvery) == 0 {
                    keep[i] = 1
                    shown[p] = c
                }
                if random.next(lockEvery) == 0 { previous[p] = source }
            }
            // The stream the pass is given: the lossless index, or transparent where keepable.
            indices[i] = keep[i] != 0 && random.next(2) == 0 ? t : want[i]
        }
        let pixels = GIFLossyLZW.Pixels(targets: targets, shown: shown, previous: previous, want: want,
                                        keep: keep, colors: palette, rect: rect, screenWidth: screenWidth)
        return (indices, pixels, t)
    }

    /// The offset of the first element where `a` and `b` differ, or the shorter one's count.
    static func firstDifference(_ a: [UInt8], _ b: [UInt8]) -> Int {
        for k in 0..<min(a.count, b.count) where a[k] != b[k] { return k }
        return min(a.count, b.count)
    }

    /// Runs the pass and the model on one input and expects the same indices and bytes.
    /// - Returns: how many indices the pass rewrote.
    @discardableResult
    static func expectSame(_ input: (indices: [UInt8], pixels: GIFLossyLZW.Pixels, transparentIndex: UInt8),
                           tolerance: Int = 225, referenceTolerance: Int = 225, maxChildren: Int = 16,
                           _ what: String) -> Int {
        let bits = GIFWriter.bitsPerPixel(forEntries: input.pixels.colors.count + 1)
        let (modelIndices, modelBytes) = model(input.indices, pixels: input.pixels,
                                               transparentIndex: input.transparentIndex, bitsPerPixel: bits,
                                               tolerance: tolerance, referenceTolerance: referenceTolerance,
                                               maxChildren: maxChildren)
        var indices = input.indices
        let bytes = GIFLossyLZW(maxChildren: maxChildren).rewrite(
            &indices, pixels: input.pixels, transparentIndex: input.transparentIndex, bitsPerPixel: bits,
            tolerance: tolerance, referenceTolerance: referenceTolerance)
        // The first difference, not the arrays: a failure prints one number.
        let firstIndex = firstDifference(indices, modelIndices), firstByte = firstDifference(bytes, modelBytes)
        #expect(indices.count == modelIndices.count && firstIndex == indices.count,
                "indices differ from pixel \(firstIndex), \(what)")
        #expect(bytes.count == modelBytes.count && firstByte == bytes.count,
                "image data differs from byte \(firstByte) (\(bytes.count) vs \(modelBytes.count) bytes), \(what)")
        return zip(indices, input.indices).filter { $0 != $1 }.count
    }

    @Test(arguments: [8, 16, 64])
    func eightBitPaletteWhoseDictionaryFillsAndRestarts(maxChildren: Int) {
        // 120 × 900 pixels of noisy runs: the dictionary fills (4093 codes) and restarts many times.
        let input = GIFLossyLZWModelTests.input(rect: GIFRect(x: 7, y: 3, width: 120, height: 900),
                                                screenWidth: 140, screenHeight: 910, colors: 255, seed: 3)
        let rewritten = GIFLossyLZWModelTests.expectSame(input, maxChildren: maxChildren,
                                                         "255 colours, \(maxChildren) children")
        #expect(rewritten > 5_000)
    }

    @Test func onePaletteColourAndTheTransparentIndex() {
        // One colour and the transparent index: 1 bit per pixel, code size 2.
        let input = GIFLossyLZWModelTests.input(rect: GIFRect(x: 0, y: 0, width: 300, height: 200),
                                                screenWidth: 300, screenHeight: 200, colors: 1, seed: 5,
                                                transparentEvery: 3, keepEvery: 2)
        #expect(GIFLossyLZWModelTests.expectSame(input, "1 colour") > 100)
    }

    @Test func threeColoursWithLongTransparentRuns() {
        var input = GIFLossyLZWModelTests.input(rect: GIFRect(x: 2, y: 1, width: 64, height: 64),
                                                screenWidth: 70, screenHeight: 70, colors: 3, seed: 9)
        // Whole rows transparent in the target, and rows written transparent where keepable.
        for y in stride(from: 0, to: 64, by: 5) {
            for x in 0..<64 {
                let i = y * 64 + x, p = (1 + y) * 70 + 2 + x
                input.pixels.targets[p] = GIFColorMath.transparent
                input.pixels.want[i] = input.transparentIndex
                input.pixels.keep[i] = 0
                input.indices[i] = input.transparentIndex
            }
        }
        #expect(GIFLossyLZWModelTests.expectSame(input, "3 colours, transparent rows") > 50)
    }

    @Test(arguments: [0, 81, 225, 4 * 1_000, 1 << 40])
    func toleranceFromNoneToEverything(tolerance: Int) {
        let input = GIFLossyLZWModelTests.input(rect: GIFRect(x: 5, y: 5, width: 90, height: 90),
                                                screenWidth: 100, screenHeight: 100, colors: 40, seed: 13)
        let rewritten = GIFLossyLZWModelTests.expectSame(input, tolerance: tolerance,
                                                         referenceTolerance: 4 * tolerance, "tolerance \(tolerance)")
        // Even without tolerance, keepable pixels may take the transparent index or their reference.
        #expect(rewritten > (tolerance > 0 ? 200 : 20))
    }

    @Test func aRectOfOnePixel() {
        for seed in 1...4 as ClosedRange<UInt64> {
            let input = GIFLossyLZWModelTests.input(rect: GIFRect(x: 3, y: 2, width: 1, height: 1),
                                                    screenWidth: 5, screenHeight: 4, colors: 6, seed: seed)
            GIFLossyLZWModelTests.expectSame(input, "one pixel, seed \(seed)")
        }
    }

    @Test func aPassReusedAcrossPalettesGivesWhatAFreshPassGives() {
        // One instance keeps its near-colour rows while the palette stays the same; a new palette
        // of the same size, or a new tolerance, must not reuse them.
        let pass = GIFLossyLZW()
        for (colors, seed, tolerance) in [(50, 21, 225), (50, 22, 225), (50, 22, 81), (200, 23, 81)] as [(Int, UInt64, Int)] {
            let input = GIFLossyLZWModelTests.input(rect: GIFRect(x: 0, y: 0, width: 80, height: 60),
                                                    screenWidth: 80, screenHeight: 60, colors: colors, seed: seed)
            var reused = input.indices, fresh = input.indices
            let bits = GIFWriter.bitsPerPixel(forEntries: colors + 1)
            let a = pass.rewrite(&reused, pixels: input.pixels, transparentIndex: input.transparentIndex,
                                 bitsPerPixel: bits, tolerance: tolerance, referenceTolerance: tolerance)
            let b = GIFLossyLZW().rewrite(&fresh, pixels: input.pixels, transparentIndex: input.transparentIndex,
                                          bitsPerPixel: bits, tolerance: tolerance, referenceTolerance: tolerance)
            let same = a == b && reused == fresh
            #expect(same, "\(colors) colours, seed \(seed), tolerance \(tolerance)")
            GIFLossyLZWModelTests.expectSame(input, tolerance: tolerance, referenceTolerance: tolerance,
                                             "\(colors) colours, seed \(seed)")
        }
    }
}
