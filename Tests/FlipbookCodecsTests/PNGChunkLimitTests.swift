import FlipbookCodecs
import FlipbookRaster
import Testing

/// libpng allocates some ancillary chunks at the length their header declares, before reading
/// them. The decoder skips every ancillary chunk but tRNS unread, so a tiny file cannot make it
/// allocate gigabytes; the fuzz regression (`Fuzz/Regressions/png/`, replayed in CI with a
/// 512 MiB allocation limit) checks the allocation itself, these tests what a user sees.
@Suite struct PNGChunkLimitTests {
    /// `rgba.png` (5 × 3) with `chunk` inserted right after its IHDR chunk.
    private func rgbaWith(chunk: [UInt8]) throws -> [UInt8] {
        let whole = try Fixtures.bytes("rgba.png")
        return Array(whole[0..<33]) + chunk + Array(whole[33...])
    }

    /// A chunk of `type` holding `data`, with its length and a correct CRC.
    private func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in body {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 != 0 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
        }
        crc ^= 0xFFFF_FFFF
        return bigEndian(UInt32(data.count)) + body + bigEndian(crc)
    }

    private func bigEndian(_ v: UInt32) -> [UInt8] {
        [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)]
    }

    /// The fuzzer's find: an eXIf chunk that declares 1 213 353 289 bytes in a file of about
    /// 100 (and a text chunk the same way). It is skipped unread, and the file reads as what it
    /// is, cut short.
    @Test(arguments: ["eXIf", "tEXt", "iCCP", "zTXt"])
    func chunkDeclaringAGigabyteInATinyFileIsTruncatedNotAllocated(type: String) throws {
        let bytes = try rgbaWith(chunk: bigEndian(1_213_353_289) + Array(type.utf8) + Array("Comment".utf8))
        #expect(bytes.count < 200)
        #expect(throws: CodecError.truncated()) { try PNG.decode(bytes) }
    }

    /// Large and small metadata chunks are skipped; the pixels decode as without them.
    @Test(arguments: [0, 13, 100_000])
    func metadataChunksAreSkippedAndThePixelsDecode(size: Int) throws {
        let text = chunk("tEXt", Array("Comment\0".utf8) + [UInt8](repeating: 0x41, count: size))
        let exif = chunk("eXIf", Array("MM\0*".utf8) + [UInt8](repeating: 0, count: size))
        let bitmap = try PNG.decode(try rgbaWith(chunk: text + exif))
        #expect(bitmap.width == 5 && bitmap.height == 3)
        #expect(bitmap.bytes == (try Fixtures.expectedPixels("rgba")))
    }
}
