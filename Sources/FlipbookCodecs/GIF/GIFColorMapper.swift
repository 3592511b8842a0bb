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
    private var exactKeys = [UInt32](repeating: .max, count: 1024)
    private var exactValues = [UInt8](repeating: 0, count: 1024)

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
        for (i, c) in palette.enumerated() {
            var slot = GIFColorMapper.exactSlot(c)
            while exactKeys[slot] != .max && exactKeys[slot] != c { slot = (slot + 1) & 1023 }
            if exactKeys[slot] == .max { exactKeys[slot] = c; exactValues[slot] = UInt8(i) }
        }
    }

    deinit {
        cellStart.deallocate(); cellLength.deallocate(); cacheKeys.deallocate(); cacheValues.deallocate()
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
        var best = Int(candidates[start])
        var bestD = GIFColorMath.distance(r, g, b, pr[best], pg[best], pb[best])
        var k = start + 1
        while k < end {
            let j = Int(candidates[k])
            let d = GIFColorMath.distance(r, g, b, pr[j], pg[j], pb[j])
            if d < bestD || (d == bestD && j < best) { bestD = d; best = j }
            k += 1
        }
        return UInt8(best)
    }

    private func buildCell(_ cell: Int) {
        let lo = [(cell >> 10) << 3, ((cell >> 5) & 31) << 3, (cell & 31) << 3]
        let w = [GIFColorMath.weightR, GIFColorMath.weightG, GIFColorMath.weightB]
        let comps = [pr, pg, pb]
        var minD = [Int](repeating: 0, count: palette.count)
        var bound = Int.max
        for j in 0..<palette.count {
            var dMin = 0, dMax = 0
            for a in 0..<3 {
                let v = comps[a][j], l = lo[a], h = lo[a] + 7
                let near = v < l ? l - v : (v > h ? v - h : 0)
                let far = max(abs(v - l), abs(v - h))
                dMin += w[a] * near * near
                dMax += w[a] * far * far
            }
            minD[j] = dMin
            bound = min(bound, dMax)
        }
        cellStart[cell] = Int32(candidates.count)
        var n = 0
        for j in 0..<palette.count where minD[j] <= bound {
            candidates.append(UInt8(j)); n += 1
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
