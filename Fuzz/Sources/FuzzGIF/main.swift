import FlipbookCodecs
import FuzzSupport

// GIF decode: any input must decode or throw a GIFError, and `describe` (structure only) and
// `decode` (composited frames) must agree: the same screen size, frame count, delays and loop
// when both succeed. `decode` may fail where `describe` succeeds only for the reasons that need
// pixels: no image at all, a frame without any colour table, or frames above the total-bytes
// limit. Any other split is a finding.

/// Small limits so that one input costs milliseconds (a 1024×1024 screen, 64 MiB of frames).
let limits = GIFDecodeLimits(maxPixels: 1 << 20, maxTotalBytes: 64 << 20)

@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let input = FuzzDriver.bytes(data, size)
    let structure: Result<GIFStructure, Error> = Result { try GIFDecoder.describe(input, limits: limits) }
    let decoded: Result<DecodedGIF, Error> = Result { try GIFDecoder.decode(input, limits: limits) }
    for case let .failure(error) in [structure.map { _ in () }, decoded.map { _ in () }] where !(error is GIFError) {
        FuzzDriver.finding("a non-GIF error: \(error)")
    }
    switch (structure, decoded) {
    case let (.success(s), .success(d)):
        guard s.width == d.width, s.height == d.height, s.frames.count == d.frames.count, s.loop == d.loop else {
            FuzzDriver.finding("describe says \(s.width)×\(s.height), \(s.frames.count) frames, loop \(s.loop); "
                + "decode says \(d.width)×\(d.height), \(d.frames.count) frames, loop \(d.loop)")
        }
        for (i, (f, g)) in zip(s.frames, d.frames).enumerated() {
            guard f.delayCentiseconds == g.delayCentiseconds else {
                FuzzDriver.finding("frame \(i): describe delay \(f.delayCentiseconds) cs, decode \(g.delayCentiseconds) cs")
            }
            guard g.bitmap.width == d.width, g.bitmap.height == d.height,
                  g.bitmap.bytes.count == d.width * d.height * 4 else {
                FuzzDriver.finding("frame \(i) is \(g.bitmap.width)×\(g.bitmap.height), the screen \(d.width)×\(d.height)")
            }
        }
    case let (.success(s), .failure(error)):
        let noImage = s.frames.isEmpty
        let noPalette = s.globalPaletteSize == nil && s.frames.contains { $0.localPaletteSize == nil }
        let (total, overflow) = (s.width * s.height * 4).multipliedReportingOverflow(by: s.frames.count)
        let tooMuch = overflow || total > limits.maxTotalBytes
        guard noImage || noPalette || tooMuch else {
            FuzzDriver.finding("describe succeeded (\(s.frames.count) frames) but decode failed: \(error)")
        }
    case let (.failure(error), .success(d)):
        FuzzDriver.finding("decode succeeded (\(d.frames.count) frames) but describe failed: \(error)")
    case (.failure, .failure):
        break
    }
    return 0
}

FuzzDriver.run(testOneInput)
