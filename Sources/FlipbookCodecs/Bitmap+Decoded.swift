import FlipbookRaster

extension Bitmap {
    /// A bitmap holding a copy of `width × height` RGBA8 pixels a C decoder returned (the PNG and
    /// JPEG shims); `pixels` may be nil only for an empty image.
    init(copyingDecoded pixels: UnsafePointer<UInt8>?, width: Int, height: Int) {
        let count = width * height * 4
        let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            if count > 0, let pixels { buffer.baseAddress!.update(from: pixels, count: count) }
            initialized = count
        }
        self.init(width: width, height: height, bytes: bytes)
    }
}
