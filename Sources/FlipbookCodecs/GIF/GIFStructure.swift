import CGIF

/// How a GIF is built, frame by frame, as `flipbook info x.gif` prints it.
public struct GIFStructure: Hashable, Sendable {
    /// One stored frame (image descriptor plus its graphics control block).
    public struct Frame: Hashable, Sendable {
        /// Left edge of the frame's rectangle, in screen pixels.
        public var x: Int
        /// Top edge of the frame's rectangle, in screen pixels.
        public var y: Int
        /// Width of the frame's rectangle in pixels.
        public var width: Int
        /// Height of the frame's rectangle in pixels.
        public var height: Int
        /// Delay in centiseconds.
        public var delayCentiseconds: Int
        /// Disposal method: 0 unspecified, 1 keep, 2 restore to background, 3 restore to previous.
        public var disposal: Int
        /// The transparent palette index, or nil.
        public var transparentIndex: Int?
        /// Entries in the frame's local colour table, or nil when it uses the global one.
        public var localPaletteSize: Int?
        /// True when the frame is stored interlaced.
        public var isInterlaced: Bool
    }

    /// Screen width in pixels.
    public var width: Int
    /// Screen height in pixels.
    public var height: Int
    /// Entries in the global colour table, or nil when there is none.
    public var globalPaletteSize: Int?
    /// Loop count from the NETSCAPE2.0 extension (`.once` when absent).
    public var loop: GIFLoop
    /// The stored frames in file order.
    public var frames: [Frame]

    /// Total of the frame delays in centiseconds.
    public var durationCentiseconds: Int { frames.reduce(0) { $0 + $1.delayCentiseconds } }

    /// A human-readable report: a header line, then one line per frame.
    ///
    /// ```
    /// 750×1334, 30 frames, 1.20 s, loop forever, global palette 256
    ///   #  rect                 delay  disposal    transparent  palette
    ///   0  0,0 750×1334         4 cs   keep        255          global
    /// ```
    public func formattedReport() -> String {
        let seconds = Double(durationCentiseconds) / 100
        let secondsText = String(Int(seconds)) + "." + String(100 + durationCentiseconds % 100).dropFirst()
        var lines = ["\(width)×\(height), \(frames.count) frame\(frames.count == 1 ? "" : "s"), \(secondsText) s, "
            + "loop \(loop), " + (globalPaletteSize.map { "global palette \($0)" } ?? "no global palette")]
        lines.append(pad("#", 5) + pad("rect", 22) + pad("delay", 8) + pad("disposal", 12) + pad("transparent", 13) + "palette")
        let disposals = ["none", "keep", "background", "previous"]
        for (i, f) in frames.enumerated() {
            let rect = "\(f.x),\(f.y) \(f.width)×\(f.height)" + (f.isInterlaced ? " i" : "")
            let disposal = f.disposal < disposals.count ? disposals[f.disposal] : "\(f.disposal)?"
            lines.append(pad(String(i), 5) + pad(rect, 22) + pad("\(f.delayCentiseconds) cs", 8) + pad(disposal, 12)
                + pad(f.transparentIndex.map(String.init) ?? "-", 13) + (f.localPaletteSize.map { "local \($0)" } ?? "global"))
        }
        return lines.joined(separator: "\n")
    }

    private func pad(_ s: String, _ n: Int) -> String {
        s.count >= n ? s + " " : s + String(repeating: " ", count: n - s.count)
    }
}

extension GIFDecoder {
    /// Reads a GIF's structure without compositing it.
    /// - Throws: the same errors as ``decode(_:limits:)``.
    public static func describe(_ bytes: [UInt8], limits: GIFDecodeLimits = GIFDecodeLimits()) throws -> GIFStructure {
        try GIFFileReader.withSlurped(bytes, limits: limits) { gif in
            var frames: [GIFStructure.Frame] = []
            for i in 0..<Int(gif.pointee.ImageCount) {
                let d = gif.pointee.SavedImages[i].ImageDesc
                let gcb = GIFFileReader.controlBlock(gif, i)
                frames.append(GIFStructure.Frame(
                    x: Int(d.Left), y: Int(d.Top), width: Int(d.Width), height: Int(d.Height),
                    delayCentiseconds: Int(gcb.DelayTime), disposal: Int(gcb.DisposalMode),
                    transparentIndex: gcb.TransparentColor == NO_TRANSPARENT_COLOR ? nil : Int(gcb.TransparentColor),
                    localPaletteSize: d.ColorMap.map { Int($0.pointee.ColorCount) }, isInterlaced: d.Interlace))
            }
            return GIFStructure(width: Int(gif.pointee.SWidth), height: Int(gif.pointee.SHeight),
                                globalPaletteSize: gif.pointee.SColorMap.map { Int($0.pointee.ColorCount) },
                                loop: GIFLoop(netscapeRepeatCount: GIFFileReader.repeatCount(gif)), frames: frames)
        }
    }
}
