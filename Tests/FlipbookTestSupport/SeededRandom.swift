import FlipbookRaster

/// SplitMix64: the tests' one seeded generator, so that random scenes, pictures and streams are
/// the same on every run and every machine.
public struct SeededRandom {
    private var state: UInt64

    /// A generator whose sequence is fixed by `seed`.
    public init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// An integer in `0..<bound` (`bound` ≥ 1).
    public mutating func next(_ bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }

    /// A byte (the top 8 bits).
    public mutating func byte() -> UInt8 {
        UInt8(truncatingIfNeeded: next() >> 56)
    }

    /// Uniform in `lo..<hi`.
    public mutating func double(_ lo: Double, _ hi: Double) -> Double {
        lo + (hi - lo) * Double(next() >> 11) / Double(1 << 53)
    }

    /// True with probability `p`.
    public mutating func chance(_ p: Double) -> Bool { double(0, 1) < p }

    /// A random colour; its alpha is 0.3…1 unless `opaque`.
    public mutating func color(opaque: Bool = false) -> Color {
        Color(red: double(0, 1), green: double(0, 1), blue: double(0, 1), alpha: opaque ? 1 : double(0.3, 1))
    }
}
