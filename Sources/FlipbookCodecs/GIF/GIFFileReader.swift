import CGIF

/// giflib's reading side wrapped for Swift: in-memory input, `DGifSlurp`, typed errors.
enum GIFFileReader {
    private final class Input {
        let bytes: [UInt8]
        var offset = 0
        init(_ bytes: [UInt8]) { self.bytes = bytes }
    }

    /// Opens and fully reads (`DGifSlurp`, which also de-interlaces) a GIF held in memory, and runs
    /// `body` on it before closing.
    static func withSlurped<T>(_ bytes: [UInt8], limits: GIFDecodeLimits,
                               _ body: (UnsafeMutablePointer<GifFileType>) throws -> T) throws -> T {
        guard bytes.count >= 6, bytes[0] == 0x47, bytes[1] == 0x49, bytes[2] == 0x46 else {
            throw GIFError.corrupt("the data does not start with a GIF signature")
        }
        let input = Input(bytes)
        var error: Int32 = 0
        let read: InputFunc = { gif, buffer, length in
            guard let gif, let buffer, length > 0 else { return 0 }
            let input = Unmanaged<Input>.fromOpaque(gif.pointee.UserData).takeUnretainedValue()
            let n = min(Int(length), input.bytes.count - input.offset)
            for i in 0..<n { buffer[i] = input.bytes[input.offset + i] }
            input.offset += n
            return Int32(n)
        }
        let opaque = Unmanaged.passUnretained(input).toOpaque()
        guard let gif = DGifOpen(opaque, read, &error) else { throw mapError(error, input) }
        defer { var e: Int32 = 0; DGifCloseFile(gif, &e); withExtendedLifetime(input) {} }
        let pixels = Int(gif.pointee.SWidth) * Int(gif.pointee.SHeight)
        guard pixels > 0 else { throw GIFError.corrupt("the screen size is \(gif.pointee.SWidth)×\(gif.pointee.SHeight)") }
        guard pixels <= limits.maxPixels else {
            throw GIFError.tooLarge("the screen is \(gif.pointee.SWidth)×\(gif.pointee.SHeight), above \(limits.maxPixels) pixels")
        }
        try GIFImageSizeCheck.check(bytes, limits: limits)
        guard DGifSlurp(gif) == GIF_OK else { throw mapError(gif.pointee.Error, input) }
        return try body(gif)
    }

    private static func mapError(_ code: Int32, _ input: Input) -> GIFError {
        // DGifSlurp fails without setting an error code when an allocation fails (or for an image
        // without pixels, which GIFImageSizeCheck reports first).
        if code == 0 || code == D_GIF_ERR_NOT_ENOUGH_MEM {
            return .tooLarge("out of memory while reading image data")
        }
        let message = GIFWriter.message(code)
        if input.offset >= input.bytes.count || code == D_GIF_ERR_READ_FAILED {
            return .truncated("\(message) after \(input.offset) of \(input.bytes.count) bytes")
        }
        return .corrupt(message)
    }

    /// The graphics control block of frame `i` (defaults when the frame has none).
    static func controlBlock(_ gif: UnsafeMutablePointer<GifFileType>, _ i: Int) -> GraphicsControlBlock {
        var gcb = GraphicsControlBlock(DisposalMode: DISPOSAL_UNSPECIFIED, UserInputFlag: false, DelayTime: 0,
                                       TransparentColor: NO_TRANSPARENT_COLOR)
        _ = DGifSavedExtensionToGCB(gif, Int32(i), &gcb)
        return gcb
    }

    /// An image's rectangle clipped to the screen (GIFs in the wild sometimes overhang it).
    static func clippedRect(_ d: GifImageDesc, width: Int, height: Int) -> GIFRect {
        let x0 = max(0, Int(d.Left)), y0 = max(0, Int(d.Top))
        let x1 = min(width, Int(d.Left) + Int(d.Width)), y1 = min(height, Int(d.Top) + Int(d.Height))
        return GIFRect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }

    /// The NETSCAPE2.0 (or ANIMEXTS1.0) repeat count, nil when the file has none.
    static func repeatCount(_ gif: UnsafeMutablePointer<GifFileType>) -> Int? {
        var blockLists: [(Int, UnsafeMutablePointer<ExtensionBlock>?)] = [
            (Int(gif.pointee.ExtensionBlockCount), gif.pointee.ExtensionBlocks)]
        for i in 0..<Int(gif.pointee.ImageCount) {
            let image = gif.pointee.SavedImages[i]
            blockLists.append((Int(image.ExtensionBlockCount), image.ExtensionBlocks))
        }
        for (count, blocks) in blockLists {
            guard let blocks else { continue }
            for k in 0..<count where blocks[k].Function == APPLICATION_EXT_FUNC_CODE && k + 1 < count {
                let id = bytes(blocks[k])
                guard id == Array("NETSCAPE2.0".utf8) || id == Array("ANIMEXTS1.0".utf8) else { continue }
                let data = bytes(blocks[k + 1])
                if data.count >= 3 && data[0] == 1 { return Int(data[1]) | Int(data[2]) << 8 }
            }
        }
        return nil
    }

    private static func bytes(_ block: ExtensionBlock) -> [UInt8] {
        guard let p = block.Bytes, block.ByteCount > 0 else { return [] }
        return Array(UnsafeBufferPointer(start: p, count: Int(block.ByteCount)))
    }
}
