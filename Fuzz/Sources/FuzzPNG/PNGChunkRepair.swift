/// Rewrites every chunk's CRC so that a mutated PNG passes libpng's CRC checks.
///
/// Without this, almost every mutation the fuzzer makes inside a chunk is rejected by the CRC
/// check before the decoder looks at the data, and the fuzzer never explores the chunk parsers or
/// the inflate and filter code. Chunks are walked from byte 8 (after the signature) as
/// length, type, data, CRC; a chunk that runs past the end is left as it is.
enum PNGChunkRepair {
    static func fixingCRCs(_ input: [UInt8]) -> [UInt8] {
        var bytes = input
        var offset = 8
        while offset + 12 <= bytes.count {
            let length = Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8
                | Int(bytes[offset + 3])
            let crcOffset = offset + 8 + length
            guard length <= 0x7FFF_FFFF, crcOffset + 4 <= bytes.count else { break }
            let crc = crc32(bytes[(offset + 4)..<crcOffset])
            bytes[crcOffset] = UInt8(truncatingIfNeeded: crc >> 24)
            bytes[crcOffset + 1] = UInt8(truncatingIfNeeded: crc >> 16)
            bytes[crcOffset + 2] = UInt8(truncatingIfNeeded: crc >> 8)
            bytes[crcOffset + 3] = UInt8(truncatingIfNeeded: crc)
            offset = crcOffset + 4
        }
        return bytes
    }

    /// The PNG (and zlib) CRC-32: reflected polynomial 0xEDB88320, initial and final xor ~0.
    static func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        return crc ^ 0xFFFF_FFFF
    }

    private static let table: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }
}
