/// Nearest-palette-colour lookup for arbitrary 24-bit colours, exact under the weighted distance
/// (ties go to the lower index).
///
/// The palette is kept sorted by green, the channel with the largest weight; a lookup starts at the
/// query's green and walks outwards in both directions, stopping on each side once the green
/// difference alone exceeds the best distance found. Usually a dozen or two entries are compared
/// instead of 256, with no per-palette set-up beyond the sort (a new local table costs nothing to
/// start using). A direct-mapped cache in front catches repeated colours. Not thread-safe (the
/// cache mutates).
final class GIFColorMapper {
    /// Packed colours, index order.
    let palette: [UInt32]
    private let count: Int
    // Palette entries sorted by (green, index): components and original index.
    private let sortedG = UnsafeMutablePointer<Int32>.allocate(capacity: 256)
    private let sortedR = UnsafeMutablePointer<Int32>.allocate(capacity: 256)
    private let sortedB = UnsafeMutablePointer<Int32>.allocate(capacity: 256)
    private let sortedIndex = UnsafeMutablePointer<Int32>.allocate(capacity: 256)
    /// For each green level 0…255, the first sorted position whose green is at least that level.
    private let greenStart = UnsafeMutablePointer<Int32>.allocate(capacity: 257)
    private let cacheKeys: UnsafeMutablePointer<UInt32>
    private let cacheValues: UnsafeMutablePointer<UInt8>
    private static let cacheSize = 1 << 16
    /// Colour → index of its first entry.
    private let exact: GIFColorTable

    init(palette: [UInt32]) {
        precondition(!palette.isEmpty && palette.count <= 256)
        self.palette = palette
        count = palette.count
        let order = (0..<palette.count).sorted { (GIFColorMath.g(palette[$0]), $0) < (GIFColorMath.g(palette[$1]), $1) }
        for (k, i) in order.enumerated() {
            let c = palette[i]
            (sortedR + k).initialize(to: Int32(GIFColorMath.r(c)))
            (sortedG + k).initialize(to: Int32(GIFColorMath.g(c)))
            (sortedB + k).initialize(to: Int32(GIFColorMath.b(c)))
            (sortedIndex + k).initialize(to: Int32(i))
        }
        var k = 0
        for level in 0...256 {
            while k < count && Int(sortedG[k]) < level { k += 1 }
            (greenStart + level).initialize(to: Int32(k))
        }
        cacheKeys = .allocate(capacity: GIFColorMapper.cacheSize)
        cacheKeys.initialize(repeating: .max, count: GIFColorMapper.cacheSize)
        cacheValues = .allocate(capacity: GIFColorMapper.cacheSize)
        cacheValues.initialize(repeating: 0, count: GIFColorMapper.cacheSize)
        var seen = Set<UInt32>()
        exact = GIFColorTable(palette.enumerated().compactMap { i, c in seen.insert(c).inserted ? (c, UInt32(i)) : nil })
    }

    deinit {
        sortedG.deallocate(); sortedR.deallocate(); sortedB.deallocate(); sortedIndex.deallocate()
        greenStart.deallocate(); cacheKeys.deallocate(); cacheValues.deallocate()
    }

    /// The index of the palette entry equal to `color`, or `missing` when there is none.
    @inline(__always) func index(ofExact color: UInt32, missing: UInt8) -> UInt8 {
        let s = exact.slot(of: color)
        return s < 0 ? missing : UInt8(truncatingIfNeeded: exact.value(atSlot: s))
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
        var best = Int.max, bestIndex = Int.max
        @inline(__always) func consider(_ k: Int) {
            let dr = r - Int(sortedR[k]), dg = g - Int(sortedG[k]), db = b - Int(sortedB[k])
            let d = GIFColorMath.weightR * dr * dr + GIFColorMath.weightG * dg * dg + GIFColorMath.weightB * db * db
            let j = Int(sortedIndex[k])
            if d < best || (d == best && j < bestIndex) { best = d; bestIndex = j }
        }
        // Entries at or above the query's green, then below it; a side ends once its green
        // difference alone is larger than the best distance (equal still counts: ties by index).
        var up = Int(greenStart[g]), down = up - 1
        var upOpen = up < count, downOpen = down >= 0
        while upOpen || downOpen {
            if upOpen {
                let dg = Int(sortedG[up]) - g
                if GIFColorMath.weightG * dg * dg > best { upOpen = false } else {
                    consider(up); up += 1; upOpen = up < count
                }
            }
            if downOpen {
                let dg = g - Int(sortedG[down])
                if GIFColorMath.weightG * dg * dg > best { downOpen = false } else {
                    consider(down); down -= 1; downOpen = down >= 0
                }
            }
        }
        return UInt8(bestIndex)
    }

    /// The typical distance between neighbouring palette colours in plain RGB units (the median of
    /// each entry's distance to its nearest other entry); scales the ordered-dither amplitude.
    func typicalSpacing() -> Double {
        guard palette.count > 1 else { return 64 }
        let pr = palette.map(GIFColorMath.r), pg = palette.map(GIFColorMath.g), pb = palette.map(GIFColorMath.b)
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
