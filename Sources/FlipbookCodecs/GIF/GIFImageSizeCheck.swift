/// Checks the size every image descriptor of a GIF declares, before giflib allocates anything.
///
/// giflib's `DGifSlurp` allocates `width × height` bytes for each image as it reaches its
/// descriptor, and keeps every image until the file is closed, whatever the screen size. A
/// 35-byte file can therefore declare a 65535 × 32767 image and make it allocate 2 GiB. This
/// walk over the file's blocks (header, colour tables, extensions and image data, skipped by
/// their sub-block lengths) reads only the descriptors, so the limits apply to each image and to
/// all of them together before decoding starts. The walk follows giflib's reading exactly, quirks
/// included, so that it sees the descriptors giflib will act on; it stops quietly at anything it
/// does not understand or at the end of the data, and leaves the error to giflib.
enum GIFImageSizeCheck {
    /// Throws ``GIFError/tooLarge(_:)`` when an image has more than `limits.maxPixels` pixels or
    /// the images together hold more than `limits.maxTotalBytes` bytes of indices, and
    /// ``GIFError/corrupt(_:)`` for an image without pixels.
    static func check(_ bytes: [UInt8], limits: GIFDecodeLimits) throws {
        guard bytes.count >= 13 else { return }
        var offset = 13 + colorTableSize(flags: bytes[10])
        var total = 0
        var index = 0
        while offset < bytes.count {
            switch bytes[offset] {
            case 0x21:  // extension: label, then sub-blocks
                // giflib's DGifSlurp reads one more sub-block after an extension whose first one
                // is empty (it asks for the next block before looking at the first); walk the
                // file as it does, or the images it reads are not the ones checked here.
                guard offset + 2 < bytes.count else { return }
                let first = bytes[offset + 2] == 0 ? offset + 3 : offset + 2
                guard let next = skipSubBlocks(bytes, from: first) else { return }
                offset = next
            case 0x2C:  // image descriptor: left, top, width, height, flags
                guard offset + 10 <= bytes.count else { return }
                let width = Int(bytes[offset + 5]) | Int(bytes[offset + 6]) << 8
                let height = Int(bytes[offset + 7]) | Int(bytes[offset + 8]) << 8
                let pixels = width * height
                // giflib refuses such an image without an error code; say what is wrong here.
                guard pixels > 0 else {
                    throw GIFError.corrupt("image \(index) is \(width)×\(height); an image needs at least one pixel")
                }
                guard pixels <= limits.maxPixels else {
                    throw GIFError.tooLarge("image \(index) is \(width)×\(height), above \(limits.maxPixels) pixels")
                }
                total += pixels
                guard total <= limits.maxTotalBytes else {
                    throw GIFError.tooLarge("the first \(index + 1) images hold more than \(limits.maxTotalBytes) pixels")
                }
                index += 1
                // The LZW minimum code size byte follows the descriptor and any local colour table.
                guard let next = skipSubBlocks(bytes, from: offset + 10 + colorTableSize(flags: bytes[offset + 9]) + 1) else {
                    return
                }
                offset = next
            default:  // the trailer, or data giflib will reject
                return
            }
        }
    }

    /// Bytes of the colour table announced by a packed flags byte (0 when it has none).
    private static func colorTableSize(flags: UInt8) -> Int {
        flags & 0x80 != 0 ? 3 << (Int(flags & 7) + 1) : 0
    }

    /// The offset after the sub-blocks starting at `offset` (each a length byte and that many
    /// bytes, ended by a zero length), or nil when the data ends first.
    private static func skipSubBlocks(_ bytes: [UInt8], from start: Int) -> Int? {
        var offset = start
        while offset < bytes.count {
            let length = Int(bytes[offset])
            if length == 0 { return offset + 1 }
            offset += 1 + length
        }
        return nil
    }
}
