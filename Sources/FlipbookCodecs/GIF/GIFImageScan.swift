/// A walk over a GIF's block structure that reads every image descriptor without decoding any
/// pixel data, so that sizes are checked before giflib allocates a raster for them.
///
/// giflib's `DGifSlurp` allocates `width × height` bytes for each image as soon as it reads the
/// image's descriptor, whatever the screen size: a sub-megabyte file whose one image declares
/// 65535 × 32767 makes it allocate 2 GB and spend seconds filling it. The walk follows the same
/// grammar as giflib (header, logical screen, optional global colour table, then extension
/// blocks, image descriptors with their optional local colour table and LZW sub-blocks, up to
/// the trailer) and stops where giflib would stop with an error, leaving that error to giflib.
enum GIFImageScan {
    /// The declared sizes of the images giflib would read, in file order.
    static func imageSizes(_ bytes: [UInt8]) -> [(width: Int, height: Int)] {
        var sizes: [(width: Int, height: Int)] = []
        guard bytes.count >= 13 else { return sizes }
        func u16(_ i: Int) -> Int { Int(bytes[i]) | Int(bytes[i + 1]) << 8 }
        func colorTableBytes(_ flags: UInt8) -> Int { flags & 0x80 != 0 ? 3 << (Int(flags & 7) + 1) : 0 }
        /// The offset after a chain of data sub-blocks starting at `i`, nil when it is cut off.
        func skipSubBlocks(_ start: Int) -> Int? {
            var i = start
            while i < bytes.count {
                let n = Int(bytes[i])
                if n == 0 { return i + 1 }
                i += 1 + n
            }
            return nil
        }
        var i = 13 + colorTableBytes(bytes[10])
        while i < bytes.count {
            switch bytes[i] {
            case 0x21:  // Extension: label, then sub-blocks.
                // giflib's DGifSlurp reads one more sub-block chain after an extension whose first
                // sub-block is empty (it asks for the next block before looking at the first), so
                // the walk does the same, or the images it checks are not the ones giflib reads.
                guard i + 2 < bytes.count else { return sizes }
                guard let next = skipSubBlocks(bytes[i + 2] == 0 ? i + 3 : i + 2) else { return sizes }
                i = next
            case 0x2C:  // Image descriptor: left, top, width, height, flags.
                guard i + 10 <= bytes.count else { return sizes }
                sizes.append((u16(i + 5), u16(i + 7)))
                // Then the local colour table, the LZW minimum code size and the data.
                let data = i + 10 + colorTableBytes(bytes[i + 9]) + 1
                guard data <= bytes.count, let next = skipSubBlocks(data) else { return sizes }
                i = next
            default:  // The trailer (0x3B), or a byte giflib rejects.
                return sizes
            }
        }
        return sizes
    }

    /// Throws ``GIFError/tooLarge(_:)`` unless every image fits the screen's pixel count and
    /// `limits`, and all images' rasters together (one byte per pixel) fit `limits.maxTotalBytes`;
    /// ``GIFError/corrupt(_:)`` for an image without pixels.
    static func check(_ bytes: [UInt8], screenWidth: Int, screenHeight: Int, limits: GIFDecodeLimits) throws {
        let screen = screenWidth * screenHeight
        var total = 0
        for (index, size) in imageSizes(bytes).enumerated() {
            let pixels = size.width * size.height
            // giflib refuses an image without pixels but sets no error code; say what is wrong.
            if pixels == 0 {
                throw GIFError.corrupt("frame \(index) declares \(size.width)×\(size.height) pixels; an image needs at least one")
            }
            if pixels > screen || pixels > limits.maxPixels {
                throw GIFError.tooLarge("frame \(index) declares \(size.width)×\(size.height) pixels, more than the "
                                        + "\(screenWidth)×\(screenHeight) screen it is drawn on")
            }
            total += pixels
            if total > limits.maxTotalBytes {
                throw GIFError.tooLarge("frames 0…\(index) declare \(total) pixels in all, above \(limits.maxTotalBytes)")
            }
        }
    }
}
