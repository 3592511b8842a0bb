import Synchronization

/// Counts the bits GIF's LZW would spend on an index stream, without producing them.
///
/// The frame optimizer uses it to compare candidate encodings of one frame (opaque, transparent,
/// run-preserving) before handing the winner to giflib. It follows giflib's coder: code size grows
/// when the next code needs another bit, and a clear code is emitted when the 4096-code table fills.
///
/// The dictionary is a direct table: the child of (prefix code, byte) sits at `prefix · 256 + byte`,
/// so a step is two loads and a compare, with no hashing or probing. That 2 MB table is never
/// cleared: beside it, each live code records the (prefix, byte) it stands for (16 KB, cleared when
/// the dictionary restarts), and an entry counts only when its code records the very key looked up.
/// An instance is used by one thread at a time; ``shared(_:)`` lends instances out so the table is
/// filled with zeros once, not once per estimate.
final class GIFLZWEstimator: @unchecked Sendable {
    /// Child code per (prefix code · 256 + byte): 4096 rows of 256.
    private let children = UnsafeMutablePointer<UInt16>.allocate(capacity: 4096 * 256)
    /// Per code, the (prefix code · 256 + byte) it stands for; `unassigned` for the root codes, the
    /// clear and end codes and the codes not assigned since the dictionary last restarted.
    private let keys = UnsafeMutablePointer<UInt32>.allocate(capacity: 4096)
    private static let unassigned = UInt32.max

    init() {
        children.initialize(repeating: 0, count: 4096 * 256)
        keys.initialize(repeating: GIFLZWEstimator.unassigned, count: 4096)
    }

    deinit {
        children.deallocate()
        keys.deallocate()
    }

    /// Instances not lent out; at most `poolLimit` are kept.
    private static let pool = Mutex<[GIFLZWEstimator]>([])
    private static let poolLimit = 4

    /// Runs `body` with an estimator no other thread uses meanwhile (a kept one when there is one).
    static func shared<R>(_ body: (GIFLZWEstimator) -> R) -> R {
        let estimator = pool.withLock { $0.popLast() } ?? GIFLZWEstimator()
        defer { pool.withLock { if $0.count < poolLimit { $0.append(estimator) } } }
        return body(estimator)
    }

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
        keys.update(repeating: GIFLZWEstimator.unassigned, count: 4096)
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

    /// Steps the coder over `count` indices from `indices`. A code's key is `unassigned` unless the
    /// code is live, so one compare tells a live child from a stale entry of the never-cleared table.
    @inline(__always) private func run(_ indices: UnsafePointer<UInt8>, count: Int, _ state: inout State) {
        let children = self.children, keys = self.keys
        var prefix = state.prefix, i = 0
        while i < count {
            // Extend the current string as far as the dictionary knows it.
            var key = prefix << 8 | Int(indices[i])
            var child = Int(children[key])
            while keys[child] == UInt32(truncatingIfNeeded: key) {
                prefix = child
                i &+= 1
                if i == count { state.prefix = prefix; return }
                key = prefix << 8 | Int(indices[i])
                child = Int(children[key])
            }
            // Emit the string's code, then add the string extended by this index.
            let next = state.nextCode
            if next < state.limit {
                children[key] = UInt16(truncatingIfNeeded: next)
                keys[next] = UInt32(truncatingIfNeeded: key)
                state.nextCode = next &+ 1
            } else if next < 4095 {
                children[key] = UInt16(truncatingIfNeeded: next)
                keys[next] = UInt32(truncatingIfNeeded: key)
                _ = state.reachLimit()
            } else if state.reachLimit() {
                keys.update(repeating: GIFLZWEstimator.unassigned, count: 4096)
            }
            prefix = Int(indices[i])
            i &+= 1
        }
        state.prefix = prefix
    }
}
