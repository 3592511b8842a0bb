import CGIF
import FlipbookRaster

/// Limits that keep a hostile or broken GIF from exhausting memory.
///
/// Both are checked against the sizes the file declares before anything is allocated: the screen
/// and every image descriptor (giflib allocates each image at its declared size, even one far
/// larger than the screen).
public struct GIFDecodeLimits: Hashable, Sendable {
    /// Largest screen area, and largest area of any one image, in pixels. Default 50 000 000
    /// (about 7 000 × 7 000).
    public var maxPixels: Int
    /// Largest total of decoded RGBA bytes over all frames (screen area × 4 × frames), and of the
    /// stored images' areas together. Default 2 GiB.
    public var maxTotalBytes: Int

    /// Limits with the documented defaults unless given.
    public init(maxPixels: Int = 50_000_000, maxTotalBytes: Int = 1 << 31) {
        self.maxPixels = maxPixels
        self.maxTotalBytes = maxTotalBytes
    }
}

/// One composited frame of a decoded GIF.
public struct DecodedGIFFrame: Hashable, Sendable {
    /// The full screen as the viewer shows it during this frame, premultiplied RGBA8
    /// (transparent where nothing was drawn).
    public var bitmap: Bitmap
    /// How long the frame shows, in centiseconds (as stored; 0 is common in the wild).
    public var delayCentiseconds: Int
}

/// A decoded animated (or still) GIF.
public struct DecodedGIF: Hashable, Sendable {
    /// Screen width in pixels.
    public var width: Int
    /// Screen height in pixels.
    public var height: Int
    /// The loop count from the NETSCAPE2.0 extension (`.once` when absent).
    public var loop: GIFLoop
    /// The frames, composited, in display order.
    public var frames: [DecodedGIFFrame]
}

/// Reads GIF files (giflib `DGif…`) into fully composited frames.
public enum GIFDecoder {
    /// Decodes every frame of a GIF, compositing each onto the previous display as a viewer does:
    /// disposal (none, background → transparent, previous), transparency, local and global colour
    /// tables, interlacing. The screen starts transparent (browsers ignore the background colour).
    /// Pixels whose index lies outside the colour table are treated as transparent.
    /// - Throws: ``GIFError/truncated(_:)`` for a file that ends early, ``GIFError/corrupt(_:)`` for
    ///   one that is not a GIF or is broken, ``GIFError/tooLarge(_:)`` when it exceeds `limits`.
    public static func decode(_ bytes: [UInt8], limits: GIFDecodeLimits = GIFDecodeLimits()) throws -> DecodedGIF {
        try GIFFileReader.withSlurped(bytes, limits: limits) { gif in
            let width = Int(gif.pointee.SWidth), height = Int(gif.pointee.SHeight)
            let count = Int(gif.pointee.ImageCount)
            guard count > 0 else { throw GIFError.corrupt("the file holds no image") }
            let (total, overflow) = (width * height * 4).multipliedReportingOverflow(by: count)
            guard !overflow, total <= limits.maxTotalBytes else {
                throw GIFError.tooLarge("\(count) frames of \(width)×\(height) need more than \(limits.maxTotalBytes) bytes")
            }
            var canvas = [UInt8](repeating: 0, count: width * height * 4)
            var frames: [DecodedGIFFrame] = []
            for i in 0..<count {
                let image = gif.pointee.SavedImages[i]
                let gcb = GIFFileReader.controlBlock(gif, i)
                let saved = gcb.DisposalMode == DISPOSE_PREVIOUS ? canvas : nil
                let rect = GIFFileReader.clippedRect(image.ImageDesc, width: width, height: height)
                if let map = image.ImageDesc.ColorMap ?? gif.pointee.SColorMap {
                    draw(image, map: map, transparent: Int(gcb.TransparentColor), rect: rect, width: width, into: &canvas)
                } else {
                    throw GIFError.corrupt("frame \(i) has no colour table and the file has no global one")
                }
                frames.append(DecodedGIFFrame(bitmap: Bitmap(width: width, height: height, bytes: canvas),
                                              delayCentiseconds: Int(gcb.DelayTime)))
                if gcb.DisposalMode == DISPOSE_BACKGROUND {
                    for y in rect.y..<rect.maxY {
                        for i in (y * width + rect.x) * 4..<(y * width + rect.maxX) * 4 { canvas[i] = 0 }
                    }
                } else if let saved {
                    canvas = saved
                }
            }
            return DecodedGIF(width: width, height: height, loop: GIFLoop(netscapeRepeatCount: GIFFileReader.repeatCount(gif)),
                              frames: frames)
        }
    }

    private static func draw(_ image: SavedImage, map: UnsafeMutablePointer<ColorMapObject>, transparent: Int,
                             rect: GIFRect, width: Int, into canvas: inout [UInt8]) {
        let imageWidth = Int(image.ImageDesc.Width), left = Int(image.ImageDesc.Left), top = Int(image.ImageDesc.Top)
        let colors = map.pointee.Colors!, colorCount = Int(map.pointee.ColorCount)
        guard let raster = image.RasterBits else { return }
        for y in rect.y..<rect.maxY {
            for x in rect.x..<rect.maxX {
                let index = Int(raster[(y - top) * imageWidth + (x - left)])
                if index == transparent || index >= colorCount { continue }
                let c = colors[index], o = (y * width + x) * 4
                canvas[o] = c.Red; canvas[o + 1] = c.Green; canvas[o + 2] = c.Blue; canvas[o + 3] = 255
            }
        }
    }
}
