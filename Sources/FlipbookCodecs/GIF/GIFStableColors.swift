/// The colour the viewer shows for each flat source colour, so that a pixel changing *to* a colour
/// already on screen is drawn with exactly the shade its static neighbours show.
///
/// Without it, a frame with a local colour table maps a changed pixel to that table's nearest
/// colour, which can differ by a few levels from the shade an earlier table gave the same source
/// colour: text moving over a flat bar leaves lighter rectangles and specks behind.
/// Only source colours of which at least ``minimumPixels`` static pixels, and all but one in
/// ``majority``, show one and the same colour are kept (dithered areas show several and are left alone).
struct GIFStableColors {
    /// Source colour → the colour every static pixel of that source colour shows.
    private(set) var shown: [UInt32: UInt32] = [:]
    /// Static pixels behind each entry of ``shown``.
    private(set) var counts: [UInt32: Int] = [:]

    /// Flat areas smaller than this are not worth a palette slot.
    static let minimumPixels = 256
    /// At most this many shown colours are added to a local colour table.
    static let maximumFixed = 16
    /// All but one in this many static pixels of a source colour must show the same colour.
    static let majority = 10

    init(state: GIFCanvasState) {
        // Static pixels per (source colour, shown colour) pair, counted in runs.
        var pairs: [UInt64: Int] = [:]
        state.previousTarget.withUnsafeBufferPointer { prev in
        state.canvas.withUnsafeBufferPointer { canvas in
        state.memory.withUnsafeBufferPointer { memory in
            var p = 0
            let n = prev.count
            while p < n {
                let c = prev[p], d = memory[p]
                var end = p + 1
                while end < n && prev[end] == c && memory[end] == d && canvas[end] == canvas[p] { end += 1 }
                if c != GIFColorMath.transparent && canvas[p] == d {
                    pairs[UInt64(c) << 32 | UInt64(d), default: 0] += end - p
                }
                p = end
            }
        }}}
        var best: [UInt32: (shown: UInt32, count: Int, total: Int)] = [:]
        for (key, k) in pairs {
            let c = UInt32(key >> 32), d = UInt32(truncatingIfNeeded: key)
            var e = best[c] ?? (d, 0, 0)
            e.total += k
            if k > e.count || (k == e.count && d < e.shown) { e.shown = d; e.count = k }
            best[c] = e
        }
        for (c, e) in best where e.count >= GIFStableColors.minimumPixels
            && e.count * GIFStableColors.majority >= e.total * (GIFStableColors.majority - 1) {
            shown[c] = e.shown
            counts[c] = e.count
        }
    }

    /// The shown colours of the most frequent stable source colours among `sources`, for a local
    /// table to contain (deterministic order: frequency in `sources`, then colour).
    func fixedColors(for sources: [UInt32]) -> [UInt32] {
        guard !shown.isEmpty else { return [] }
        var hits: [UInt32: Int] = [:]
        for c in sources { if let d = shown[c] { hits[d, default: 0] += 1 } }
        let ranked = hits
            .sorted { ($0.value, $1.key) > ($1.value, $0.key) }
        return ranked.prefix(GIFStableColors.maximumFixed).map(\.key)
    }
}
