import FlipbookCodecs
import FlipbookRaster
import FuzzSupport

// PNG decode: any input must decode or throw a CodecError. A decoded image must be valid
// premultiplied RGBA (no channel above its alpha), and encoding it (with libpng's zlib, and with
// the animation-frame settings: Flipbook's own run-length deflate, opaque images as RGB) and
// decoding the result must give the same pixels back.

/// Smaller than the default limits so that one input costs milliseconds, not seconds; the
/// limit checks themselves are exercised all the same.
let limits = ImageLimits(maxSide: 4096, maxPixels: 1 << 20)

@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let input = PNGChunkRepair.fixingCRCs(FuzzDriver.bytes(data, size))
    let bitmap: Bitmap
    do {
        bitmap = try PNG.decode(input, limits: limits)
    } catch is CodecError {
        return 0
    } catch {
        FuzzDriver.finding("PNG.decode threw a non-codec error: \(error)")
    }
    guard bitmap.width > 0, bitmap.height > 0, bitmap.bytes.count == bitmap.width * bitmap.height * 4 else {
        FuzzDriver.finding("decoded a \(bitmap.width)×\(bitmap.height) bitmap holding \(bitmap.bytes.count) bytes")
    }
    for i in stride(from: 0, to: bitmap.bytes.count, by: 4) {
        let a = bitmap.bytes[i + 3]
        if bitmap.bytes[i] > a || bitmap.bytes[i + 1] > a || bitmap.bytes[i + 2] > a {
            FuzzDriver.finding("pixel \(i / 4) is not premultiplied: \(bitmap.bytes[i..<(i + 4)])")
        }
    }
    let again: Bitmap
    do {
        again = try PNG.decode(try PNG.encode(bitmap), limits: limits)
    } catch {
        FuzzDriver.finding("re-encoding a decoded \(bitmap.width)×\(bitmap.height) image failed: \(error)")
    }
    if again != bitmap {
        let first = zip(again.bytes, bitmap.bytes).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? -1
        FuzzDriver.finding("round trip changed the image (\(again.width)×\(again.height), first differing byte \(first))")
    }
    let frame: Bitmap
    do {
        frame = try PNG.decode(try PNG.encode(bitmap, settings: .fast), limits: limits)
    } catch {
        FuzzDriver.finding("encoding a decoded \(bitmap.width)×\(bitmap.height) image as a frame failed: \(error)")
    }
    if frame != bitmap {
        let first = zip(frame.bytes, bitmap.bytes).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? -1
        FuzzDriver.finding("frame round trip changed the image (\(frame.width)×\(frame.height), first differing byte \(first))")
    }
    return 0
}

FuzzDriver.run(testOneInput)
