/// GIF LZW's dictionary as a map (prefix code, byte) → child code, for the coders that replay it
/// (``GIFLZWEstimator``, ``GIFLossyLZW``, ``GIFLZWCoder``).
///
/// Open addressing over 8192 slots (at most 4096 codes, so half full at worst); each slot is one
/// 32-bit word holding the key (20 bits: code · 256 + byte) and the child code (12 bits), 0 when
/// empty — a child code is never 0, as the first code a dictionary assigns is at least 6. A probe
/// is one load and one compare, with nothing else to reload between probes. Clearing (giflib
/// clears the dictionary when it fills, every 4093 codes at most) zeroes the 32 KB.
final class GIFLZWTable {
    fileprivate static let size = 1 << 13
    private let slots = UnsafeMutablePointer<UInt32>.allocate(capacity: GIFLZWTable.size)

    init() { slots.initialize(repeating: 0, count: GIFLZWTable.size) }
    deinit { slots.deallocate() }

    /// The table's slots as a value, for a per-pixel loop: a local copy keeps their address in a
    /// register, where a lookup through the class reloads it from the object at every pixel (the
    /// compiler cannot tell that stores to the index stream leave the object alone). Valid while
    /// the table lives.
    var slotsView: Slots { Slots(base: slots) }

    /// The slots of a ``GIFLZWTable``: lookups and inserts, no ownership.
    struct Slots {
        fileprivate let base: UnsafeMutablePointer<UInt32>

        @inline(__always) private static func slot(_ key: UInt32) -> Int {
            Int((key &* 0x9E37_79B1) >> 19)
        }

        /// The child of `code` (< 4096) for `byte`, or -1.
        @inline(__always) func child(of code: Int, byte: Int) -> Int {
            let key = UInt32(truncatingIfNeeded: code << 8 | byte)
            var s = Slots.slot(key)
            while true {
                let entry = base[s]
                if entry == 0 { return -1 }
                if entry >> 12 == key { return Int(entry & 0xFFF) }
                s = (s &+ 1) & (GIFLZWTable.size - 1)
            }
        }

        /// Records `child` (1…4095) as the child of `code` for `byte` (not already present).
        @inline(__always) func insert(_ code: Int, _ byte: Int, _ child: Int) {
            let key = UInt32(truncatingIfNeeded: code << 8 | byte)
            var s = Slots.slot(key)
            while base[s] != 0 { s = (s &+ 1) & (GIFLZWTable.size - 1) }
            base[s] = key << 12 | UInt32(truncatingIfNeeded: child)
        }
    }

    /// The child of `code` (< 4096) for `byte`, or -1.
    @inline(__always) func child(of code: Int, byte: Int) -> Int {
        slotsView.child(of: code, byte: byte)
    }

    /// Records `child` (1…4095) as the child of `code` for `byte` (not already present).
    @inline(__always) func insert(_ code: Int, _ byte: Int, _ child: Int) {
        slotsView.insert(code, byte, child)
    }

    /// Forgets every entry.
    func clear() {
        slots.update(repeating: 0, count: GIFLZWTable.size)
    }
}
