import Testing
import FlipbookRaster
@testable import FlipbookCodecs

/// `GIFFrameLookahead`: the next frame's changed pixels, histogram, palette decision and nearest
/// global colours, computed beside the frame being encoded, are exactly the chained values, and
/// the files do not depend on whether the look-ahead ran on its own thread.
@Suite struct GIFLookaheadTests {
    /// A 64 × 48 gradient whose middle band moves by `phase` and whose right quarter is transparent
    /// on odd frames, so that disposal erases pixels that later frames redraw.
    static func frame(_ phase: Int, transparentEdge: Bool) -> Bitmap {
        var b = GIFFixtures.gradient(width: 64, height: 48, phase: 0)
        let moved = GIFFixtures.gradient(width: 64, height: 48, phase: phase * 5)
        for y in 16..<32 { for x in 0..<64 { b[x, y] = moved[x, y] } }
        if transparentEdge { for y in 0..<48 { for x in 48..<64 { b[x, y] = Pixel(r: 0, g: 0, b: 0, a: 0) } } }
        return b
    }

    static func targets(_ bitmap: Bitmap) -> [UInt32] {
        var out: [UInt32] = []
        GIFColorMath.targets(of: bitmap, threshold8: 128, matte: GIFColorMath.pack(255, 255, 255), into: &out)
        return out
    }

    @Test func lookaheadCountsMapsAndHistogramsExactlyTheChangedPixels() {
        let previous = GIFLookaheadTests.targets(GIFLookaheadTests.frame(0, transparentEdge: false))
        let target = GIFLookaheadTests.targets(GIFLookaheadTests.frame(1, transparentEdge: true))
        let palette = GIFFramePalette(colors: (0..<64).map { GIFColorMath.pack($0 * 4, 255 - $0 * 4, 128) })
        let plan = GIFFrameLookahead.Plan(options: GIFOptions(palette: .global), globalPalette: palette,
                                          visibleColors: 255, fixedColors: [])
        let ahead = GIFFrameLookahead(target, previous: previous, width: 64, delay: 4, plan: plan)
        let changed = (0..<target.count).filter { target[$0] != previous[$0] && target[$0] != GIFColorMath.transparent }
        // Only the moved band changes (the edge turned transparent, which is not drawn).
        #expect(ahead.changed == changed.count)
        #expect(ahead.changed == 48 * 16)
        #expect(ahead.changedBounds == GIFLookaheadTests.bounds(changed, width: 64))
        #expect(ahead.histogram == nil, "a global palette needs no frame histogram")
        let mapper = GIFColorMapper(palette: palette.colors)
        let nearest = ahead.nearest ?? []
        #expect(nearest.count == target.count)
        #expect(changed.allSatisfy { nearest[$0] == mapper.nearest(target[$0]) })

        let autoPlan = GIFFrameLookahead.Plan(options: GIFOptions(palette: .auto), globalPalette: palette,
                                              visibleColors: 255, fixedColors: [])
        let autoAhead = GIFFrameLookahead(target, previous: previous, width: 64, delay: 4, plan: autoPlan)
        var histogram = GIFHistogram()
        histogram.add(target, changedFrom: previous)
        #expect(autoAhead.histogram?.count == histogram.count)
        // Fewer changed pixels than a local table needs: decided global, so mapped ahead too.
        #expect(autoAhead.changed < GIFFramePipeline.autoMinimumPixels)
        #expect(autoAhead.prefersLocal == false)
        #expect(autoAhead.nearest != nil)
    }

    /// The bounding rectangle of screen offsets `pixels` in a screen `width` pixels wide.
    static func bounds(_ pixels: [Int], width: Int) -> GIFRect {
        var b = GIFBoundsAccumulator()
        for p in pixels { b.add(p % width, p / width) }
        return b.rect
    }

    @Test func firstPassBoundsTheChangedAndTheClearedPixelsAndSkipsEqualRows() {
        // The band moves (rows 16..<32 change), the right quarter turns transparent (cleared, not
        // drawn), and one pixel outside both changes alone.
        var previousBitmap = GIFLookaheadTests.frame(0, transparentEdge: false)
        previousBitmap[3, 40] = Pixel(r: 1, g: 2, b: 3, a: 255)
        let previous = GIFLookaheadTests.targets(previousBitmap)
        let target = GIFLookaheadTests.targets(GIFLookaheadTests.frame(1, transparentEdge: true))
        for wantsHistogram in [false, true] {
            let changes = GIFFrameChanges(target, previous: previous, width: 64, histogram: wantsHistogram)
            let changed = (0..<target.count).filter { target[$0] != previous[$0] && target[$0] != GIFColorMath.transparent }
            let cleared = (0..<target.count).filter {
                target[$0] == GIFColorMath.transparent && previous[$0] != GIFColorMath.transparent
            }
            #expect(changes.changed == changed.count)
            #expect(changes.changedBounds == GIFLookaheadTests.bounds(changed, width: 64))
            #expect(changes.changedBounds == GIFRect(x: 0, y: 16, width: 48, height: 25))
            #expect(changes.clearedBounds == GIFLookaheadTests.bounds(cleared, width: 64))
            #expect(changes.clearedBounds == GIFRect(x: 48, y: 0, width: 16, height: 48))
            for y in 0..<48 {
                let row = changed.filter { $0 / 64 == y }.map { Int32($0 % 64) }
                #expect(changes.spans[2 * y] == (row.first ?? -1) && changes.spans[2 * y + 1] == (row.last ?? -1), "row \(y)")
            }
            #expect((changes.histogram != nil) == wantsHistogram)
        }
        // Nothing changed: every row is equal, nothing is bounded.
        let same = GIFFrameChanges(previous, previous: previous, width: 64, histogram: true)
        #expect(same.changed == 0 && same.changedBounds.isEmpty && same.clearedBounds.isEmpty)
        #expect(same.spans.allSatisfy { $0 == -1 })
    }

    @Test func changesParkedInTheSpillFileComeBackExactly() throws {
        let previous = GIFLookaheadTests.targets(GIFLookaheadTests.frame(0, transparentEdge: false))
        let target = GIFLookaheadTests.targets(GIFLookaheadTests.frame(1, transparentEdge: true))
        let changes = GIFFrameChanges(target, previous: previous, width: 64, histogram: true)
        let spill = try GIFSpillFile(pixelsPerFrame: target.count)
        try spill.write(target, record: changes.record(keepsHistogram: true))
        try spill.write(previous, record: changes.record(keepsHistogram: false))
        let (pixels, record) = try spill.read()
        #expect(pixels == target)
        let back = GIFFrameChanges(record: record)
        #expect(back.width == 64 && back.changed == changes.changed && back.spans == changes.spans)
        #expect(back.changedBounds == changes.changedBounds && back.clearedBounds == changes.clearedBounds)
        #expect(back.histogram?.count == changes.histogram?.count)
        #expect(back.histogram?.cells == changes.histogram?.cells)
        #expect(back.histogram?.cells.count == 5 * (changes.histogram?.count.filter { $0 > 0 }.count ?? -1))
        let (second, secondRecord) = try spill.read()
        #expect(second == previous)
        #expect(GIFFrameChanges(record: secondRecord).histogram == nil)
        #expect(GIFFrameChanges(record: secondRecord).changed == 48 * 16)

        // Past the memory budget, frames go to the file and come back after the held ones.
        let small = try GIFSpillFile(pixelsPerFrame: target.count, memoryBudget: 2 * 4 * target.count)
        let frames = (0..<5).map { k in target.map { $0 ^ UInt32(k) } }
        for (k, frame) in frames.enumerated() { try small.write(frame, record: [k, 7 * k]) }
        #expect(small.frameCount == 5)
        for (k, frame) in frames.enumerated() {
            let (back, backRecord) = try small.read()
            #expect(back == frame && backRecord == [k, 7 * k], "frame \(k)")
        }

        // Counted into a clip's histogram by time on screen: `previous` shown for 3 cs, then
        // `target` for 2 cs, weighs each pixel of each frame by its frame's time, whatever the
        // order of the changes. The frame's own histogram is the plain count as before.
        var total = GIFHistogram()
        _ = GIFFrameChanges(previous, previous: [UInt32](repeating: GIFColorMath.transparent, count: previous.count),
                            width: 64, histogram: false, showingAt: 0, in: &total)
        let counted = GIFFrameChanges(target, previous: previous, width: 64, histogram: true, showingAt: 3, in: &total)
        total.addShown(target, until: 5)
        #expect(counted.changed == changes.changed && counted.spans == changes.spans)
        #expect(counted.histogram?.cells == changes.histogram?.cells)
        var expected = GIFHistogram()
        for _ in 0..<3 { expected.add(previous, changedFrom: nil) }
        for _ in 0..<2 { expected.add(target, changedFrom: nil) }
        #expect(total.count == expected.count && total.cells == expected.cells)
    }

    @Test func ditheredFramesAreNotMappedAhead() {
        let previous = GIFLookaheadTests.targets(GIFLookaheadTests.frame(0, transparentEdge: false))
        let target = GIFLookaheadTests.targets(GIFLookaheadTests.frame(1, transparentEdge: false))
        let palette = GIFFramePalette(colors: [GIFColorMath.pack(0, 0, 0), GIFColorMath.pack(255, 255, 255)])
        let plan = GIFFrameLookahead.Plan(options: GIFOptions(dither: .ordered(strength: 0.5), palette: .global),
                                          globalPalette: palette, visibleColors: 255, fixedColors: [])
        #expect(GIFFrameLookahead(target, previous: previous, width: 64, delay: 4, plan: plan).nearest == nil)
    }

    @Test(arguments: [GIFPaletteMode.auto, .global, .local])
    func framesWithErasedPixelsGiveTheSameBytesOnOneThreadAndOnSeveral(_ palette: GIFPaletteMode) throws {
        let frames = (0..<6).map { GIFLookaheadTests.frame($0, transparentEdge: $0 % 2 == 1) }
        for effort in GIFEffort.allCases {
            for dither in GIFFixtures.allDithers {
                let options = GIFOptions(dither: dither, palette: palette, effort: effort)
                var single = options
                single.concurrent = false
                let threaded = try GIFFixtures.encode(frames, options: options)
                let one = try GIFFixtures.encode(frames, options: single)
                #expect(threaded.bytes == one.bytes, "\(palette) \(effort) \(dither)")
                #expect(threaded.summary.frameCount == 6)
                // Every odd frame clears the edge, every even one redraws it: each frame counts.
                let decoded = try GIFDecoder.decode(threaded.bytes)
                for (k, f) in decoded.frames.enumerated() {
                    #expect(f.bitmap[56, 4].a == (k % 2 == 1 ? 0 : 255), "frame \(k) \(palette) \(effort) \(dither)")
                }
            }
        }
    }

    /// Vertical stripes of `levels` greys (one per column group) over a 256 × 4 screen; the frame
    /// before showed them in the top two rows only (black below), so the bottom rows change to the
    /// colour of their unchanged neighbour above.
    static func stripes(levels: Int) -> (target: [UInt32], previous: [UInt32]) {
        let w = 256
        var target: [UInt32] = [], previous: [UInt32] = []
        for y in 0..<4 {
            for x in 0..<w {
                let v = x * levels / w * (256 / levels)
                let c = GIFColorMath.pack(v, v, v)
                target.append(c)
                previous.append(y < 2 ? c : GIFColorMath.pack(0, 0, 1))
            }
        }
        return (target, previous)
    }

    @Test func aChangedEdgeOfManyGlobalShadesMakesALocalTablesSeamsCertain() {
        let greys = GIFColorMapper(palette: (0..<256).map { GIFColorMath.pack($0, $0, $0) })
        for (levels, certain) in [(256, true), (128, true), (64, false), (8, false)] {
            let (target, previous) = GIFLookaheadTests.stripes(levels: levels)
            let changes = GIFFrameChanges(target, previous: previous, width: 256, histogram: false)
            #expect(GIFFrameLookahead.seamsCertain(spans: changes.spans, width: 256, target, previous: previous,
                                                   global: greys) == certain, "\(levels) greys")
        }
        // Changed pixels with no unchanged neighbour of their colour are no seam.
        let (target, _) = GIFLookaheadTests.stripes(levels: 256)
        let black = [UInt32](repeating: GIFColorMath.pack(0, 0, 1), count: target.count)
        let all = GIFFrameChanges(target, previous: black, width: 256, histogram: false)
        #expect(!GIFFrameLookahead.seamsCertain(spans: all.spans, width: 256, target, previous: black, global: greys))
    }

    @Test func seamShadesReplaceOnlyPaletteEntriesTheFrameDoesNotUse() {
        let palette = GIFFramePalette(colors: (0..<6).map { GIFColorMath.pack($0 * 40, 0, 0) })
        let rect = GIFRect(x: 0, y: 0, width: 3, height: 1)
        let mapped = GIFMappedRegion(rect: rect, want: [0, 2, 6], keepable: [0, 0, 1], drawBounds: rect)
        let a = GIFColorMath.pack(1, 2, 3), b = GIFColorMath.pack(4, 5, 6)
        let colors = GIFFramePipeline.patched(palette, unusedBy: mapped, with: [a, b])
        #expect(colors == [palette.colors[0], a, palette.colors[2], b, palette.colors[4], palette.colors[5]])
        #expect(GIFFramePipeline.patched(palette, unusedBy: mapped, with: [a, b, a, b, a]) == nil)
    }
}
