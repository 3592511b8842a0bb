import CWebP

/// The structure of an animated (or still) WebP file as stored, read with libwebp's demuxer
/// without decoding pixels: what `flipbook info` prints.
public struct WebPStructure: Hashable, Sendable {
    /// One stored frame.
    public struct Frame: Hashable, Sendable {
        /// Where the frame's rectangle sits on the canvas, and its size, in pixels.
        public var x: Int, y: Int, width: Int, height: Int
        /// How long the frame shows, in milliseconds.
        public var milliseconds: Int
        /// Whether the frame's rectangle is cleared to transparent after it shows.
        public var disposesToBackground: Bool
        /// Whether the frame is alpha-blended over the canvas (else it replaces its rectangle).
        public var blends: Bool
        /// Whether the frame has an alpha channel.
        public var hasAlpha: Bool
        /// Whether the frame is lossless (VP8L) rather than lossy (VP8).
        public var isLossless: Bool
    }

    /// Canvas width in pixels.
    public var width: Int
    /// Canvas height in pixels.
    public var height: Int
    /// How many times the animation plays; 0 loops forever.
    public var loopCount: Int
    /// The stored frames, in order.
    public var frames: [Frame]

    /// Sum of the frame durations in milliseconds.
    public var durationMilliseconds: Int { frames.reduce(0) { $0 + $1.milliseconds } }

    /// The report `flipbook info` prints: a summary line, then one line per frame.
    public func formattedReport() -> String {
        let ms = durationMilliseconds
        let seconds = String(ms / 1000) + "." + String(1000 + ms % 1000).dropFirst()
        var lines = ["\(width)×\(height) WebP, \(frames.count) frame\(frames.count == 1 ? "" : "s"), \(seconds) s, "
            + "loop " + (loopCount == 0 ? "forever" : loopCount == 1 ? "once" : "\(loopCount) plays")]
        func pad(_ s: String, _ n: Int) -> String { s.count >= n ? s + " " : s + String(repeating: " ", count: n - s.count) }
        lines.append(pad("#", 5) + pad("rect", 22) + pad("duration", 10) + pad("disposal", 12) + pad("blend", 8) + "coding")
        for (i, f) in frames.enumerated() {
            lines.append(pad(String(i), 5) + pad("\(f.x),\(f.y) \(f.width)×\(f.height)", 22) + pad("\(f.milliseconds) ms", 10)
                + pad(f.disposesToBackground ? "background" : "keep", 12) + pad(f.blends ? "blend" : "replace", 8)
                + (f.isLossless ? "lossless" : "lossy") + (f.hasAlpha ? ", alpha" : ""))
        }
        return lines.joined(separator: "\n")
    }
}

extension AnimatedWebPDecoder {
    /// Reads a WebP's structure (canvas, loop count, each frame's rectangle, duration, disposal,
    /// blending and coding) without decoding its pixels.
    /// - Throws: ``CodecError/corrupt(detail:path:)`` for data libwebp cannot parse,
    ///   ``CodecError/tooLarge(width:height:limits:path:)`` beyond `limits`.
    public static func describe(_ bytes: [UInt8], limits: ImageLimits = .default) throws -> WebPStructure {
        try bytes.withUnsafeBufferPointer { buffer in
            var data = WebPData(bytes: buffer.baseAddress, size: buffer.count)
            guard let demux = WebPDemux(&data) else {
                throw CodecError.corrupt(detail: "not a WebP file, or its header is damaged")
            }
            defer { WebPDemuxDelete(demux) }
            let width = Int(WebPDemuxGetI(demux, WEBP_FF_CANVAS_WIDTH))
            let height = Int(WebPDemuxGetI(demux, WEBP_FF_CANVAS_HEIGHT))
            try limits.check(width: width, height: height)
            var structure = WebPStructure(width: width, height: height,
                                          loopCount: Int(WebPDemuxGetI(demux, WEBP_FF_LOOP_COUNT)), frames: [])
            var iterator = WebPIterator()
            guard WebPDemuxGetFrame(demux, 1, &iterator) != 0 else { throw CodecError.corrupt(detail: "the file holds no frame") }
            defer { WebPDemuxReleaseIterator(&iterator) }
            repeat {
                var features = WebPBitstreamFeatures()
                let lossless = WebPGetFeatures(iterator.fragment.bytes, iterator.fragment.size, &features) == VP8_STATUS_OK
                    && features.format == 2
                structure.frames.append(WebPStructure.Frame(
                    x: Int(iterator.x_offset), y: Int(iterator.y_offset), width: Int(iterator.width), height: Int(iterator.height),
                    milliseconds: Int(iterator.duration), disposesToBackground: iterator.dispose_method == WEBP_MUX_DISPOSE_BACKGROUND,
                    blends: iterator.blend_method == WEBP_MUX_BLEND, hasAlpha: iterator.has_alpha != 0, isLossless: lossless))
            } while WebPDemuxNextFrame(&iterator) != 0
            return structure
        }
    }
}
