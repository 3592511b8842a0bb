/// Nearest-palette-colour lookup for arbitrary 24-bit colours, exact under the weighted distance.
///
/// Each 5-bit colour cell lazily gets the short list of palette entries that can be nearest to any
/// colour inside it (entries whose distance to the cell box is at most the smallest farthest-corner
/// distance); a lookup then compares only those, usually 2–12 entries instead of 256. A small
/// direct-mapped cache in front catches repeated colours. Not thread-safe (the caches mutate).
final class GIFColorMapper {
    /// Packed colours, index order.
    let palette: [UInt32]
    private let pr: [Int], pg: [Int], pb: [Int]
    private var cellStart: UnsafeMutablePointer<Int32>
    private var cellLength: UnsafeMutablePointer<UInt16>
    private var candidates: [UInt8] = []
    private var cacheKeys: UnsafeMutablePointer<UInt32>
    private var cacheValues: UnsafeMutablePointer<UInt8>
    private static let cacheSize = 1 << 16
    private let exactKeys = UnsafeMutablePointer<UInt32>.allocate(capacity: 1024)
    private let exactValues = UnsafeMutablePointer<UInt8>.allocate(capacity: 1024)
    /// Palette components as raw buffers for the per-pixel searches.
    private let cr = UnsafeMutablePointer<Int32>.allocate(capacity: 256)
    private let cg = UnsafeMutablePointer<Int32>.allocate(capacity: 256)
    private let cb = UnsafeMutablePointer<Int32>.allocate(capacity: 256)

    init(palette: [UInt32]) {
        precondition(!palette.isEmpty && palette.count <= 256)
        self.palette = palette
        pr = palette.map(GIFColorMath.r); pg = palette.map(GIFColorMath.g); pb = palette.map(GIFColorMath.b)
        cellStart = .allocate(capacity: GIFHistogram.cellCount)
        cellStart.initialize(repeating: -1, count: GIFHistogram.cellCount)
        cellLength = .allocate(capacity: GIFHistogram.cellCount)
        cellLength.initialize(repeating: 0, count: GIFHistogram.cellCount)
        cacheKeys = .allocate(capacity: GIFColorMapper.cacheSize)
        cacheKeys.initialize(repeating: .max, count: GIFColorMapper.cacheSize)
        cacheValues = .allocate(capacity: GIFColorMapper.cacheSize)
        cacheValues.initialize(repeating: 0, count: GIFColorMapper.cacheSize)
        exactKeys.initialize(repeating: .max, count: 1024)
        exactValues.initialize(repeating: 0, count: 1024)
        cr.initialize(repeating: 0, count: 256); cg.initialize(repeating: 0, count: 256); cb.initialize(repeating: 0, count: 256)
        for (i, c) in palette.enumerated() {
            cr[i] = Int32(GIFColorMath.r(c)); cg[i] = Int32(GIFColorMath.g(c)); cb[i] = Int32(GIFColorMath.b(c))
            var slot = GIFColorMapper.exactSlot(c)
            while exactKeys[slot] != .max && exactKeys[slot] != c { slot = (slot + 1) & 1023 }
            if exactKeys[slot] == .max { exactKeys[slot] = c; exactValues[slot] = UInt8(i) }
        }
    }

    deinit {
        cellStart.deallocate(); cellLength.deallocate(); cacheKeys.deallocate(); cacheValues.deallocate()
        exactKeys.deallocate(); exactValues.deallocate(); cr.deallocate(); cg.deallocate(); cb.deallocate()
    }

    @inline(__always) private static func exactSlot(_ c: UInt32) -> Int { Int((c &* 0x9E37_79B1) >> 22) }

    /// The index of the palette entry equal to `color`, or `missing` when there is none
    /// (an open-addressing table of 1024 slots: one multiply and usually one compare).
    @inline(__always) func index(ofExact color: UInt32, missing: UInt8) -> UInt8 {
        var slot = GIFColorMapper.exactSlot(color)
        while true {
            let k = exactKeys[slot]
            if k == color { return exactValues[slot] }
            if k == .max { return missing }
            slot = (slot + 1) & 1023
        }
    }

    /// The index of the palette entry nearest to a packed colour.
    @inline(__always) func nearest(_ color: UInt32) -> UInt8 {
        let slot = Int((color &* 0x9E37_79B1) >> 16) & (GIFColorMapper.cacheSize - 1)
        if cacheKeys[slot] == color { return cacheValues[slot] }
        let v = search(GIFColorMath.r(color), GIFColorMath.g(color), GIFColorMath.b(color))
        cacheKeys[slot] = color; cacheValues[slot] = v
        return v
    }

    /// The index of the palette entry nearest to `(r, g, b)`, components 0…255.
    @inline(__always) func nearest(_ r: Int, _ g: Int, _ b: Int) -> UInt8 {
        nearest(GIFColorMath.pack(r, g, b))
    }

    private func search(_ r: Int, _ g: Int, _ b: Int) -> UInt8 {
        let cell = GIFHistogram.cell(r, g, b)
        if cellStart[cell] < 0 { buildCell(cell) }
        let start = Int(cellStart[cell]), end = start + Int(cellLength[cell])
        return candidates.withUnsafeBufferPointer { candidates in
            var best = Int(candidates[start])
            var bestD = distance(r, g, b, best)
            var k = start + 1
            while k < end {
                let j = Int(candidates[k])
                let d = distance(r, g, b, j)
                if d < bestD || (d == bestD && j < best) { bestD = d; best = j }
                k += 1
            }
            return UInt8(best)
        }
    }

    @inline(__always) private func distance(_ r: Int, _ g: Int, _ b: Int, _ j: Int) -> Int {
        GIFColorMath.distance(r, g, b, Int(cr[j]), Int(cg[j]), Int(cb[j]))
    }

    private func buildCell(_ cell: Int) {
        let lr = (cell >> 10) << 3, lg = ((cell >> 5) & 31) << 3, lb = (cell & 31) << 3
        @inline(__always) func near(_ v: Int, _ l: Int) -> Int { v < l ? l - v : (v > l + 7 ? v - l - 7 : 0) }
        @inline(__always) func far(_ v: Int, _ l: Int) -> Int { max(abs(v - l), abs(v - l - 7)) }
        var bound = Int.max
        for j in 0..<palette.count {
            let r = Int(cr[j]), g = Int(cg[j]), b = Int(cb[j])
            let fr = far(r, lr), fg = far(g, lg), fb = far(b, lb)
            bound = min(bound, GIFColorMath.weightR * fr * fr + GIFColorMath.weightG * fg * fg + GIFColorMath.weightB * fb * fb)
        }
        cellStart[cell] = Int32(candidates.count)
        var n = 0
        for j in 0..<palette.count {
            let nr = near(Int(cr[j]), lr), ng = near(Int(cg[j]), lg), nb = near(Int(cb[j]), lb)
            if GIFColorMath.weightR * nr * nr + GIFColorMath.weightG * ng * ng + GIFColorMath.weightB * nb * nb <= bound {
                candidates.append(UInt8(j)); n += 1
            }
        }
        cellLength[cell] = UInt16(n)
    }

    /// The typical distance between neighbouring palette colours in plain RGB units (the median of
    /// each entry's distance to its nearest other entry); scales the ordered-dither amplitude.
    func typicalSpacing() -> Double {
        guard palette.count > 1 else { return 64 }
        var nearestDistances: [Double] = []
        for i in 0..<palette.count {
            var best = Int.max
            for j in 0..<palette.count where j != i {
                let dr = pr[i] - pr[j], dg = pg[i] - pg[j], db = pb[i] - pb[j]
                best = min(best, dr * dr + dg * dg + db * db)
            }
            nearestDistances.append(Double(best).squareRoot())
        }
        nearestDistances.sort()
        return nearestDistances[nearestDistances.count / 2]
    }
}
