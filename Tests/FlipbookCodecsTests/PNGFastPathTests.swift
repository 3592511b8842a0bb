import FlipbookCodecs
import FlipbookRaster
import Testing

/// The decoder's fast path (8-bit RGB and RGBA, inflated once with libdeflate, filters undone by
/// the shim) gives the pixels the PNG specification defines, and every file it does not take
/// still decodes through libpng.
@Suite struct PNGFastPathTests {
    /// CRC-32 of the PNG specification (polynomial 0xEDB88320).
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for b in bytes {
            c ^= UInt32(b)
            for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        }
        return ~c
    }

    static func bigEndian(_ v: UInt32) -> [UInt8] {
        [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)]
    }

    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + body + bigEndian(crc32(body))
    }

    /// A zlib stream of stored (uncompressed) deflate blocks with its Adler-32.
    static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var start = 0
        repeat {
            let n = min(65535, data.count - start)
            let last: UInt8 = start + n == data.count ? 1 : 0
            out += [last, UInt8(n & 0xFF), UInt8(n >> 8), UInt8(~n & 0xFF), UInt8(~n >> 8 & 0xFF)]
            out += data[start..<start + n]
            start += n
        } while start < data.count
        var a: UInt32 = 1, b: UInt32 = 0
        for v in data { a = (a + UInt32(v)) % 65521; b = (b + a) % 65521 }
        return out + bigEndian(b << 16 | a)
    }

    static func paeth(_ a: Int, _ b: Int, _ c: Int) -> Int {
        let p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
        return pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
    }

    /// A PNG of `samples` (rows of `width · channels` bytes) whose row y uses filter `y % 5`, its
    /// stream split over two IDAT chunks with a text chunk before them.
    static func png(width: Int, height: Int, channels: Int, samples: [UInt8]) -> [UInt8] {
        let rowBytes = width * channels
        var filtered: [UInt8] = []
        for y in 0..<height {
            let filter = y % 5
            filtered.append(UInt8(filter))
            for i in 0..<rowBytes {
                let x = Int(samples[y * rowBytes + i])
                let a = i >= channels ? Int(samples[y * rowBytes + i - channels]) : 0
                let b = y > 0 ? Int(samples[(y - 1) * rowBytes + i]) : 0
                let c = y > 0 && i >= channels ? Int(samples[(y - 1) * rowBytes + i - channels]) : 0
                let prediction = [0, a, b, (a + b) / 2, paeth(a, b, c)][filter]
                filtered.append(UInt8((x - prediction) & 0xFF))
            }
        }
        let stream = zlibStored(filtered)
        let header = bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, channels == 4 ? 6 : 2, 0, 0, 0]
        return [137, 80, 78, 71, 13, 10, 26, 10] + chunk("IHDR", header) + chunk("tEXt", Array("a\0b".utf8))
            + chunk("IDAT", Array(stream[..<7])) + chunk("IDAT", Array(stream[7...])) + chunk("IEND", [])
    }

    @Test(arguments: [3, 4])
    func everyFilterTypeDecodesToTheSpecificationsPixels(channels: Int) throws {
        let width = 13, height = 11
        var state: UInt32 = 12345
        let samples = (0..<(width * height * channels)).map { _ -> UInt8 in
            state = state &* 1_103_515_245 &+ 12345
            return UInt8(truncatingIfNeeded: state >> 16)
        }
        let decoded = try PNG.decode(PNGFastPathTests.png(width: width, height: height, channels: channels, samples: samples))
        #expect(decoded.width == width && decoded.height == height)
        for y in 0..<height {
            for x in 0..<width {
                let s = (y * width + x) * channels
                let alpha = channels == 4 ? Int(samples[s + 3]) : 255
                // round(c · a / 255)
                func premultiplied(_ c: UInt8) -> UInt8 { UInt8((Int(c) * alpha * 2 + 255) / 510) }
                let expected = Pixel(
                    r: premultiplied(samples[s]), g: premultiplied(samples[s + 1]),
                    b: premultiplied(samples[s + 2]), a: UInt8(alpha))
                #expect(decoded[x, y] == expected, "pixel \(x), \(y)")
            }
        }
    }

    @Test func aDamagedStreamInTheFastPathsFormatStillNamesTheDamage() throws {
        var bytes = PNGFastPathTests.png(width: 4, height: 3, channels: 3, samples: [UInt8](repeating: 7, count: 36))
        // The zlib header changed and its chunk's CRC fixed up: its check bits are wrong.
        let idat = bytes.indices.first { bytes[$0..<$0 + 4] == ArraySlice("IDAT".utf8) }!
        let length = Int(bytes[idat - 1])
        bytes[idat + 4] ^= 0x01
        let crc = PNGFastPathTests.bigEndian(PNGFastPathTests.crc32(Array(bytes[idat..<idat + 4 + length])))
        bytes.replaceSubrange(idat + 4 + length..<idat + 8 + length, with: crc)
        #expect(throws: CodecError.self) { try PNG.decode(bytes) }
    }
}
