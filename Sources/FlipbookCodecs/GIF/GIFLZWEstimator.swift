/// Counts the bits GIF's LZW would spend on an index stream, without producing them.
///
/// The frame optimizer uses it to compare candidate encodings of one frame (opaque, transparent,
/// run-preserving) before handing the winner to giflib. It follows giflib's coder: code size grows
/// when the next code needs another bit, and a clear code is emitted when the 4096-code table fills.
struct GIFLZWEstimator {
    private let table = GIFLZWTable()

    /// Bits needed for `indices` (each < 2^`bitsPerPixel`) as one image's LZW stream.
    func bits(of indices: UnsafeBufferPointer<UInt8>, bitsPerPixel: Int) -> Int {
        bits(of: indices, stretches: [0..<indices.count], bitsPerPixel: bitsPerPixel)
    }

    /// Bits needed for the stretches `stretches` of `indices`, one after the other, as one image's
    /// LZW stream (a sample of a frame's rows read in place, without copying them together).
    func bits(of indices: UnsafeBufferPointer<UInt8>, stretches: [Range<Int>], bitsPerPixel: Int) -> Int {
        guard let first = stretches.first(where: { !$0.isEmpty }) else { return 0 }
        precondition(stretches.allSatisfy { $0.isEmpty || ($0.lowerBound >= 0 && $0.upperBound <= indices.count) },
                     "stretches inside the stream")
        let minCodeSize = max(2, bitsPerPixel)
        let clear = 1 << minCodeSize
        var codeSize = minCodeSize + 1
        var nextCode = clear + 2
        var total = codeSize  // the opening clear code
        table.clear()
        var prefix = Int(indices[first.lowerBound])
        var opened = false
        for stretch in stretches where !stretch.isEmpty {
            // The first index of the stream is the opening prefix, not a step.
            let start = opened ? stretch.lowerBound : stretch.lowerBound + 1
            opened = true
            for i in start..<stretch.upperBound {
                let byte = Int(indices[i])
                let found = table.child(of: prefix, byte: byte)
                if found >= 0 {
                    prefix = found
                } else {
                    total += codeSize
                    if nextCode < 4095 {
                        table.insert(prefix, byte, nextCode)
                        if nextCode >= (1 << codeSize) && codeSize < 12 { codeSize += 1 }
                        nextCode += 1
                    } else {
                        total += codeSize  // clear code
                        table.clear()
                        codeSize = minCodeSize + 1
                        nextCode = clear + 2
                    }
                    prefix = byte
                }
            }
        }
        return total + 2 * codeSize  // last prefix and end-of-information
    }
}
