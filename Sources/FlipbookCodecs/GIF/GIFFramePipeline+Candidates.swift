import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension GIFFramePipeline {
    /// Builds the frame's index stream for `rect` three ways and returns the one whose LZW stream is
    /// shortest, with whether it contains the transparent index.
    ///
    /// Pixels the viewer already shows correctly ("keepable") may be written as their own colour
    /// (candidate A: long runs when the region is flat), as transparent (B: long transparent runs
    /// when most of the rectangle is static), or as transparent except where their colour continues
    /// the run the previous pixel started (C). Pixels that must change are the same in all three, so
    /// when no pixel is keepable there is only one candidate. The three size estimates run side by
    /// side (independent work, so the result is the same); the lossy pass reads its per-pixel
    /// constraints from the screen planes only where it needs them (``GIFLossyLZW/Pixels``).
    /// With a lossy budget, the lossy pass also returns the frame's LZW image data (`coded`).
    func chooseCandidate(_ target: [UInt32], rect: GIFRect, mapped: GIFMappedRegion?,
                         palette: GIFFramePalette) -> (indices: [UInt8], usesTransparency: Bool, coded: [UInt8]?) {
        let n = rect.width * rect.height
        var want: [UInt8], keep: [UInt8]
        if let mapped, mapped.rect == rect {
            // The usual case: the frame's rectangle is the mapped region, whose symbols are final.
            want = mapped.want; keep = mapped.keepable
        } else {
            want = [UInt8](repeating: 0, count: n); keep = [UInt8](repeating: 0, count: n)
            fillSymbols(target, rect: rect, mapped: mapped, palette: palette, want: &want, keep: &keep)
        }
        let t = palette.transparentIndex
        let tolerance = lossyTolerance
        var chosen = want
        let anyKeepable = GIFFramePipeline.contains(keep, 1)
        if anyKeepable && options.effort == .fast {
            // One candidate, no sizing: transparent except where a pixel continues a run, which
            // measured closest to the smallest of the three on flat and on photographic frames.
            var noCandidateB: [UInt8] = []
            GIFFramePipeline.fillKeepable(want: want, keep: keep, width: rect.width, transparentIndex: t,
                                          runs: &chosen, transparent: &noCandidateB, concurrent: options.concurrent)
        } else if anyKeepable {
            var transparent = want, runs = want
            GIFFramePipeline.fillKeepable(want: want, keep: keep, width: rect.width, transparentIndex: t,
                                          runs: &runs, transparent: &transparent, concurrent: options.concurrent)
            let candidates = [want, transparent, runs]
            var bits = [Int](repeating: 0, count: 3)
            let bitsPerPixel = palette.bitsPerPixel
            let sampled = options.effort != .best
            // The three estimates are independent: three tasks.
            bits.withUnsafeMutableBufferPointer { out in
                let out = out
                perform(3) { k in
                    out[k] = GIFFramePipeline.estimatedBits(candidates[k], rect: rect, bitsPerPixel: bitsPerPixel,
                                                            sampled: sampled)
                }
            }
            var best = 0
            for k in 1..<3 where bits[k] < bits[best] { best = k }
            chosen = candidates[best]
        }
        var coded: [UInt8]?
        if tolerance > 0 {
            let pixels = GIFLossyLZW.Pixels(targets: target, shown: state.canvas, previous: state.previousTarget,
                                            want: want, keep: keep, colors: palette.colors, rect: rect,
                                            screenWidth: state.width)
            coded = rewriteLossy(&chosen, rect: rect, pixels: pixels, palette: palette)
        }
        let usesTransparency = GIFFramePipeline.contains(chosen, t)
        return (chosen, usesTransparency, coded)
    }

    /// The lossy pass over a frame's chosen indices, returning its LZW image data. A large frame
    /// is cut at its middle row into two stretches, each coded from a fresh dictionary (a clear
    /// code between them) and rewritten side by side; the cut depends on the rectangle alone, so
    /// the bytes do not depend on the number of cores. The dictionary fills and restarts every few
    /// thousand codes anyway, so the extra restart costs well under 1 % of the bytes.
    private func rewriteLossy(_ chosen: inout [UInt8], rect: GIFRect, pixels: GIFLossyLZW.Pixels,
                              palette: GIFFramePalette) -> [UInt8] {
        let n = chosen.count, bits = palette.bitsPerPixel, t = palette.transparentIndex
        let tolerance = lossyTolerance, reference = options.dither == .none ? tolerance : 4 * tolerance
        let cuts = n >= GIFFramePipeline.lossySplitMinimum && rect.height >= 2
            ? [0, rect.height / 2 * rect.width, n] : [0, n]
        var segments = [GIFLZWSegment?](repeating: nil, count: cuts.count - 1)
        chosen.withUnsafeMutableBufferPointer { indices in
            let indices = indices
            segments.withUnsafeMutableBufferPointer { out in
                let out = out
                perform(cuts.count - 1) { k in
                    out[k] = (k == 0 ? lossy : lossyTwin).rewrite(
                        indices, range: cuts[k]..<cuts[k + 1], pixels: pixels, transparentIndex: t,
                        bitsPerPixel: bits, tolerance: tolerance, referenceTolerance: reference)
                }
            }
        }
        return GIFLZWCodeWriter.join(segments.map { $0! }, bitsPerPixel: bits)
    }

    /// Copies the mapped region's symbols into `rect` and classifies the pixels outside it, which
    /// are all unchanged and correctly shown (or transparent in the target).
    private func fillSymbols(_ target: [UInt32], rect: GIFRect, mapped: GIFMappedRegion?, palette: GIFFramePalette,
                             want: inout [UInt8], keep: inout [UInt8]) {
        let w = state.width, t = palette.transparentIndex, mapper = palette.mapper
        let inner = mapped.map { $0.rect } ?? .empty
        target.withUnsafeBufferPointer { target in
        state.canvas.withUnsafeBufferPointer { canvas in
        want.withUnsafeMutableBufferPointer { want in
        keep.withUnsafeMutableBufferPointer { keep in
            // Pixels outside the mapped region: unchanged, shown as they are (or transparent).
            func outside(_ y: Int, _ x0: Int, _ x1: Int) {
                guard x0 < x1 else { return }
                for x in x0..<x1 {
                    let o = (y - rect.y) * rect.width + (x - rect.x), c = target[y * w + x]
                    want[o] = c == GIFColorMath.transparent ? t : mapper.index(ofExact: canvas[y * w + x], missing: t)
                    keep[o] = 1
                }
            }
            for y in rect.y..<rect.maxY {
                guard let m = mapped, y >= inner.y, y < inner.maxY, inner.width > 0 else {
                    outside(y, rect.x, rect.maxX); continue
                }
                let x0 = max(rect.x, inner.x), x1 = min(rect.maxX, inner.maxX)
                outside(y, rect.x, min(rect.maxX, max(rect.x, inner.x)))
                if x0 < x1 {
                    let o = (y - rect.y) * rect.width + (x0 - rect.x)
                    let mo = (y - inner.y) * inner.width + (x0 - inner.x)
                    m.want.withUnsafeBufferPointer { mw in
                        m.keepable.withUnsafeBufferPointer { mk in
                            (want.baseAddress! + o).update(from: mw.baseAddress! + mo, count: x1 - x0)
                            (keep.baseAddress! + o).update(from: mk.baseAddress! + mo, count: x1 - x0)
                        }
                    }
                }
                outside(y, max(rect.x, min(rect.maxX, inner.maxX)), rect.maxX)
            }
        }}}}
    }

    /// Writes the keepable pixels of candidates C (`runs`) and B (`transparent`, unless empty), both
    /// copies of `want` on entry, for a rect `width` pixels wide. A large rect is done as two halves
    /// of rows side by side (``halves(width:height:concurrent:)``). A pixel of C depends on its left
    /// neighbour's result, so the second half starts as if that neighbour were transparent, and its
    /// first pixels are then mended in order until one comes out as it was: the same result as one
    /// pass from the first pixel.
    static func fillKeepable(want: [UInt8], keep: [UInt8], width: Int, transparentIndex t: UInt8,
                             runs: inout [UInt8], transparent: inout [UInt8], concurrent: Bool) {
        let n = want.count
        precondition(width > 0 && n % width == 0, "whole rows of `width` pixels")
        precondition(keep.count == n && runs.count == n && (transparent.isEmpty || transparent.count == n),
                     "one symbol per pixel in every candidate")
        let cuts = halves(width: width, height: n / width, concurrent: concurrent).map { $0 * width }
        let clears = !transparent.isEmpty
        want.withUnsafeBufferPointer { want in
        keep.withUnsafeBufferPointer { keep in
        runs.withUnsafeMutableBufferPointer { runs in
        transparent.withUnsafeMutableBufferPointer { cleared in
            let runs = runs, cleared = cleared
            perform(cuts.count - 1, concurrent: concurrent) { k in
                let start = cuts[k]
                GIFFramePipeline.forEachKeepable(UnsafeBufferPointer(rebasing: keep[start..<cuts[k + 1]])) { j in
                    let i = start + j
                    if clears { cleared[i] = t }
                    runs[i] = j > 0 && runs[i - 1] == want[i] ? want[i] : t
                }
            }
            for k in 1..<(cuts.count - 1) {
                var i = cuts[k]
                while i < n && keep[i] != 0 {
                    let value = runs[i - 1] == want[i] ? want[i] : t
                    if value == runs[i] { break }
                    runs[i] = value
                    i += 1
                }
            }
        }}}}
    }

    /// The row cuts of a per-pixel pass over `width` × `height` pixels: at the middle row when
    /// encoding side by side and there are at least ``GIFRegionMapper/parallelMinimumPixels`` (the
    /// size from which regions are mapped as two halves), else none. Each part gives the same
    /// result wherever it runs, so the bytes do not depend on the number of cores.
    static func halves(width: Int, height: Int, concurrent: Bool) -> [Int] {
        concurrent && width * height >= GIFRegionMapper.parallelMinimumPixels && height >= 2
            ? [0, height / 2, height] : [0, height]
    }

    /// ``halves(width:height:concurrent:)`` under ``GIFOptions/concurrent``.
    func halves(width: Int, height: Int) -> [Int] {
        GIFFramePipeline.halves(width: width, height: height, concurrent: options.concurrent)
    }

    /// Whether `bytes` contains `byte` (the C library's vectorized search).
    static func contains(_ bytes: [UInt8], _ byte: UInt8) -> Bool {
        bytes.withUnsafeBufferPointer {
            guard let base = $0.baseAddress else { return false }
            return memchr(base, Int32(byte), $0.count) != nil
        }
    }

    /// Calls `body` with the position of every non-zero entry of `keep`, in order; eight entries
    /// that are all zero (most of a frame that changes everywhere) are passed over with one test.
    @inline(__always) static func forEachKeepable(_ keep: UnsafeBufferPointer<UInt8>, _ body: (Int) -> Void) {
        guard let base = keep.baseAddress else { return }
        let n = keep.count, raw = UnsafeRawPointer(base)
        var i = 0
        while i < n {
            if i + 8 <= n && raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) == 0 { i += 8; continue }
            if base[i] != 0 { body(i) }
            i += 1
        }
    }

    /// LZW bits of a candidate; large rectangles are sampled (8-row bands, every fourth) unless
    /// `sampled` is false. The bands are read in place, one after the other, as one stream.
    static func estimatedBits(_ indices: [UInt8], rect: GIFRect, bitsPerPixel: Int, sampled: Bool = true) -> Int {
        let estimator = GIFLZWEstimator()
        return indices.withUnsafeBufferPointer { all in
            if !sampled || all.count <= GIFFramePipeline.fullEstimateLimit {
                return estimator.bits(of: all, bitsPerPixel: bitsPerPixel)
            }
            let bands = stride(from: 0, to: rect.height, by: 32).map {
                ($0 * rect.width)..<(min($0 + 8, rect.height) * rect.width)
            }
            return estimator.bits(of: all, stretches: bands, bitsPerPixel: bitsPerPixel)
        }
    }
}
