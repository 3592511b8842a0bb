/// Counts the bits GIF's LZW would spend on an index stream, without producing them.
///
/// The frame optimizer uses it to compare candidate encodings of one frame (opaque, transparent,
/// run-preserving) before handing the winner to giflib. It follows giflib's coder: code size grows
/// when the next code needs another bit, and a clear code is emitted when the 4096-code table fills.
struct GIFLZWEstimator {
    private var keys: [Int32]
    private var codes: [Int16]
    private var stamps: [UInt32]
    private var stamp: UInt32 = 0
    private static let tableSize = 1 << 13

    init() {
        keys = [Int32](repeating: 0, count: GIFLZWEstimator.tableSize)
        codes = [Int16](repeating: 0, count: GIFLZWEstimator.tableSize)
        stamps = [UInt32](repeating: 0, count: GIFLZWEstimator.tableSize)
    }

    /// Bits needed for `indices` (each < 2^`bitsPerPixel`) as one image's LZW stream.
    mutating func bits(of indices: UnsafeBufferPointer<UInt8>, bitsPerPixel: Int) -> Int {
        guard !indices.isEmpty else { return 0 }
        let minCodeSize = max(2, bitsPerPixel)
        let clear = 1 << minCodeSize
        var codeSize = minCodeSize + 1
        var nextCode = clear + 2
        var total = codeSize  // the opening clear code
        newTable()
        let mask = GIFLZWEstimator.tableSize - 1
        return keys.withUnsafeMutableBufferPointer { keys in
            codes.withUnsafeMutableBufferPointer { codes in
                stamps.withUnsafeMutableBufferPointer { stamps in
                    var prefix = Int(indices[0])
                    var i = 1
                    while i < indices.count {
                        let byte = Int(indices[i])
                        let key = Int32(prefix << 8 | byte)
                        var slot = ((Int(key) &* 0x9E37_79B1) >> 11) & mask
                        var found = -1
                        while stamps[slot] == stamp {
                            if keys[slot] == key { found = Int(codes[slot]); break }
                            slot = (slot + 1) & mask
                        }
                        if found >= 0 {
                            prefix = found
                        } else {
                            total += codeSize
                            if nextCode < 4095 {
                                keys[slot] = key; codes[slot] = Int16(nextCode); stamps[slot] = stamp
                                if nextCode >= (1 << codeSize) && codeSize < 12 { codeSize += 1 }
                                nextCode += 1
                            } else {
                                total += codeSize  // clear code
                                stamp &+= 1
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
        }
    }

    private mutating func newTable() {
        stamp &+= 1
        if stamp == 0 {
            for i in 0..<stamps.count { stamps[i] = 0 }
            stamp = 1
        }
    }
}
