/// Counts the bits GIF's LZW would spend on an index stream, without producing them.
///
/// The frame optimizer uses it to compare candidate encodings of one frame (opaque, transparent,
/// run-preserving) before handing the winner to giflib. It follows giflib's coder: code size grows
/// when the next code needs another bit, and a clear code is emitted when the 4096-code table fills.
struct GIFLZWEstimator {
    private let table = GIFLZWTable()

    /// Bits needed for `indices` (each < 2^`bitsPerPixel`) as one image's LZW stream.
    func bits(of indices: UnsafeBufferPointer<UInt8>, bitsPerPixel: Int) -> Int {
        guard !indices.isEmpty else { return 0 }
        let minCodeSize = max(2, bitsPerPixel)
        let clear = 1 << minCodeSize
        var codeSize = minCodeSize + 1
        var nextCode = clear + 2
        var total = codeSize  // the opening clear code
        table.clear()
        var prefix = Int(indices[0])
        var i = 1
        while i < indices.count {
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
            i += 1
        }
        return total + 2 * codeSize  // last prefix and end-of-information
    }
}
