/// A small immutable map from target colours to 32-bit values (colours for ``GIFStableColors``,
/// palette indices for ``GIFColorMapper``'s exact lookups): open addressing over a power-of-two
/// table, one multiply and usually one compare per lookup, and a single branch when empty (the
/// common case for photographs). Swift's `Dictionary` hashes with SipHash, which cost more than
/// the whole colour mapping when it was asked once per pixel.
struct GIFColorTable {
    private var keys: [UInt32] = []
    private var values: [UInt32] = []
    private var shift: UInt32 = 32
    private static let empty = UInt32.max

    init() {}

    /// A table of `pairs` (keys unique; ``GIFColorMath`` targets, never `UInt32.max`).
    init(_ pairs: [(UInt32, UInt32)]) {
        guard !pairs.isEmpty else { return }
        var bits: UInt32 = 4
        while (1 << bits) < 2 * pairs.count { bits += 1 }
        shift = 32 - bits
        keys = [UInt32](repeating: GIFColorTable.empty, count: 1 << bits)
        values = [UInt32](repeating: 0, count: 1 << bits)
        let mask = (1 << Int(bits)) - 1
        for (k, v) in pairs {
            var s = slot(k)
            while keys[s] != GIFColorTable.empty && keys[s] != k { s = (s + 1) & mask }
            keys[s] = k; values[s] = v
        }
    }

    /// True when the table holds nothing.
    var isEmpty: Bool { keys.isEmpty }
    /// Number of entries.
    var count: Int { keys.reduce(0) { $0 + ($1 == GIFColorTable.empty ? 0 : 1) } }

    @inline(__always) private func slot(_ k: UInt32) -> Int { Int((k &* 0x9E37_79B1) >> shift) }

    /// Number of slots (0 when empty); ``slot(of:)`` returns one of them.
    var capacity: Int { keys.count }

    /// The slot holding `key`, or -1.
    @inline(__always) func slot(of key: UInt32) -> Int {
        if keys.isEmpty { return -1 }
        return withLookup { $0.slot(of: key) }
    }

    /// The value in an occupied slot.
    @inline(__always) func value(atSlot s: Int) -> UInt32 { values[s] }

    /// The value stored for `key`, or nil.
    @inline(__always) subscript(key: UInt32) -> UInt32? {
        let s = slot(of: key)
        return s < 0 ? nil : values[s]
    }
}

extension GIFColorTable {
    /// The table's storage pinned for lookups in a pixel loop: the same answers as the table's own,
    /// without re-checking the arrays on every probe.
    struct Lookup {
        fileprivate let keys: UnsafePointer<UInt32>?
        fileprivate let values: UnsafePointer<UInt32>?
        fileprivate let shift: UInt32
        fileprivate let mask: Int

        /// True when the table holds nothing (every lookup misses).
        var isEmpty: Bool { keys == nil }

        /// The slot holding `key`, or -1.
        @inline(__always) func slot(of key: UInt32) -> Int {
            guard let keys else { return -1 }
            // `shift` is below 32 whenever the table holds anything: no overshift check needed.
            var s = Int((key &* 0x9E37_79B1) &>> shift)
            while true {
                let stored = keys[s]
                if stored == key { return s }
                if stored == GIFColorTable.empty { return -1 }
                s = (s &+ 1) & mask
            }
        }

        /// The value stored for `key`, or nil.
        @inline(__always) subscript(key: UInt32) -> UInt32? {
            let s = slot(of: key)
            return s < 0 ? nil : values.unsafelyUnwrapped[s]
        }
    }

    /// Calls `body` with a ``Lookup`` of this table, valid only during the call.
    func withLookup<R>(_ body: (Lookup) throws -> R) rethrows -> R {
        try keys.withUnsafeBufferPointer { k in
            try values.withUnsafeBufferPointer { v in
                try body(Lookup(keys: k.isEmpty ? nil : k.baseAddress, values: v.isEmpty ? nil : v.baseAddress,
                                shift: shift, mask: k.count - 1))
            }
        }
    }
}
