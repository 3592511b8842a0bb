/// GIF LZW's dictionary as a map (prefix code, byte) → child code, for the coders that replay it
/// (``GIFLZWEstimator``, ``GIFLossyLZW``).
///
/// Open addressing over 8192 slots (at most 4096 codes, so half full at worst); each slot is one
/// 64-bit word holding a generation stamp, the key and the code, so a probe is a single load, and
/// clearing the table (giflib clears it when it fills) is one increment of the stamp.
final class GIFLZWTable {
    private static let size = 1 << 13
    private let slots = UnsafeMutablePointer<UInt64>.allocate(capacity: GIFLZWTable.size)
    private var stamp: UInt64 = 1

    init() { slots.initialize(repeating: 0, count: GIFLZWTable.size) }
    deinit { slots.deallocate() }

    @inline(__always) private static func slot(_ key: Int) -> Int {
        Int((UInt32(truncatingIfNeeded: key) &* 0x9E37_79B1) >> 19)
    }

    /// The child of `code` (< 4096) for `byte`, or -1.
    @inline(__always) func child(of code: Int, byte: Int) -> Int {
        let key = code << 8 | byte
        var s = GIFLZWTable.slot(key)
        while true {
            let entry = slots[s]
            if entry >> 32 != stamp { return -1 }
            if Int(truncatingIfNeeded: (entry >> 12) & 0xF_FFFF) == key { return Int(truncatingIfNeeded: entry & 0xFFF) }
            s = (s + 1) & (GIFLZWTable.size - 1)
        }
    }

    /// Records `child` (< 4096) as the child of `code` for `byte` (not already present).
    @inline(__always) func insert(_ code: Int, _ byte: Int, _ child: Int) {
        let key = code << 8 | byte
        var s = GIFLZWTable.slot(key)
        while slots[s] >> 32 == stamp { s = (s + 1) & (GIFLZWTable.size - 1) }
        slots[s] = stamp << 32 | UInt64(key) << 12 | UInt64(child)
    }

    /// Forgets every entry.
    func clear() {
        stamp += 1
        if stamp == 1 << 32 {
            slots.update(repeating: 0, count: GIFLZWTable.size)
            stamp = 1
        }
    }
}
