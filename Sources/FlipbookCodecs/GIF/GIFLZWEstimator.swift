/// Counts the bits GIF's LZW would spend on an index stream, without producing them.
///
/// The frame optimizer uses it to compare candidate encodings of one frame (opaque, transparent,
/// run-preserving) before handing the winner to giflib. It follows giflib's coder: code size grows
/// when the next code needs another bit, and a clear code is emitted when the 4096-code table fills.
///
/// The dictionary is the coders' hashed ``GIFLZWTable`` (32 KB, cleared per estimate and when the
/// dictionary restarts). A direct table (the child of (prefix, byte) at `prefix · 256 + byte`)
/// executes about a third of the instructions, but its 2 MB spread each dependent lookup over more
/// than the cache holds: on the page flip it took about 40 % more time than the hashed table.
/// Not thread-safe: one estimator per thread.
struct GIFLZWEstimator {
    private let table = GIFLZWTable()

    /// Bits needed for `indices` (each < 2^`bitsPerPixel`) as one image's LZW stream.
    func bits(of indices: UnsafeBufferPointer<UInt8>, bitsPerPixel: Int) -> Int {
        bits(of: indices, stretches: [0..<indices.count], bitsPerPixel: bitsPerPixel)
    }

    /// Bits needed for the stretches `stretches` of `indices`, one after the other, as one image's
    /// LZW stream (a sample of a frame's rows read in place, without copying them together).
    func bits(of indices: UnsafeBufferPointer<UInt8>, stretches: [Range<Int>], bitsPerPixel: Int) -> Int {
        guard let first = stretches.first(where: { !$0.isEmpty }), let base = indices.baseAddress else { return 0 }
        precondition(stretches.allSatisfy { $0.isEmpty || ($0.lowerBound >= 0 && $0.upperBound <= indices.count) },
                     "stretches inside the stream")
        precondition((1...8).contains(bitsPerPixel), "1 to 8 bits per pixel")
        var state = State(minCodeSize: max(2, bitsPerPixel), prefix: Int(base[first.lowerBound]))
        table.clear()
        var opened = false
        for stretch in stretches where !stretch.isEmpty {
            // The first index of the stream is the opening prefix, not a step.
            let start = opened ? stretch.lowerBound : stretch.lowerBound + 1
            opened = true
            run(base + start, count: stretch.upperBound - start, &state)
        }
        state.closeSegment()
        return state.total &+ 2 &* state.codeSize  // last prefix and end-of-information
    }

    /// The coder between two indices. Codes are counted by stretches of one code size: every
    /// code emitted while the dictionary grew from `segmentStart` to `nextCode` is `codeSize` bits,
    /// so a step only needs the next code and the one at which something changes (`limit`).
    private struct State {
        let minCodeSize: Int
        var prefix: Int
        var nextCode: Int
        /// The code whose assignment changes the code size (or, at 12 bits, 4095: the restart).
        var limit: Int
        var codeSize: Int
        var segmentStart: Int
        /// Bits of the codes before `segmentStart`, the opening clear code included.
        var total: Int

        init(minCodeSize: Int, prefix: Int) {
            self.minCodeSize = minCodeSize
            self.prefix = prefix
            codeSize = minCodeSize + 1
            nextCode = (1 << minCodeSize) + 2
            segmentStart = nextCode
            limit = 1 << codeSize
            total = codeSize  // the opening clear code
        }

        /// Counts the codes emitted since `segmentStart` (one per code assigned).
        mutating func closeSegment() {
            total &+= (nextCode &- segmentStart) &* codeSize
            segmentStart = nextCode
        }

        /// A step that reached `limit`: the code just emitted, then either a wider code size (the
        /// code `limit` is assigned first) or, with all 4095 codes given, a clear code and a fresh
        /// dictionary. Returns whether the dictionary restarted.
        @inline(never) mutating func reachLimit() -> Bool {
            if nextCode < 4095 {
                nextCode &+= 1
                closeSegment()
                codeSize &+= 1
                limit = codeSize < 12 ? 1 << codeSize : 4095
                return false
            }
            closeSegment()
            total &+= 2 &* codeSize  // the code just emitted and the clear code
            codeSize = minCodeSize + 1
            nextCode = (1 << minCodeSize) + 2
            segmentStart = nextCode
            limit = 1 << codeSize
            return true
        }
    }

    /// Steps the coder over `count` indices from `indices`.
    @inline(__always) private func run(_ indices: UnsafePointer<UInt8>, count: Int, _ state: inout State) {
        let slots = table.slotsView
        var prefix = state.prefix, i = 0
        while i < count {
            let byte = Int(indices[i])
            let found = slots.child(of: prefix, byte: byte)
            if found >= 0 {
                // The current string extends: no code yet.
                prefix = found
                i &+= 1
                continue
            }
            // Emit the string's code, then add the string extended by this index.
            let next = state.nextCode
            if next < state.limit {
                slots.insert(prefix, byte, next)
                state.nextCode = next &+ 1
            } else if next < 4095 {
                slots.insert(prefix, byte, next)
                _ = state.reachLimit()
            } else if state.reachLimit() {
                table.clear()
            }
            prefix = byte
            i &+= 1
        }
        state.prefix = prefix
    }
}
