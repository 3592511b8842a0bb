import CVPX
import FlipbookRaster

/// The structure of a WebM video as stored: its video track and each frame's time, read by
/// ``WebMDecoder/describe(_:limits:)`` without decoding any picture.
public struct WebMStructure: Hashable, Sendable {
    /// One video frame (one block of the video track).
    public struct Frame: Hashable, Sendable {
        /// When the frame starts, in milliseconds from the start of the video.
        public var startMilliseconds: Int
        /// How long it is shown, in milliseconds: until the next frame starts; for the last
        /// frame, its block's duration, else the file's duration, else the frame before's.
        public var milliseconds: Int
        /// Whether the frame is a key frame (decodable without the frames before it).
        public var isKey: Bool
        /// The compressed frame's size in bytes.
        public var bytes: Int
    }

    /// Frame width in pixels (the track's `PixelWidth`).
    public var width: Int
    /// Frame height in pixels (the track's `PixelHeight`).
    public var height: Int
    /// The track's Matroska codec ID, such as `V_VP9`.
    public var codecID: String
    /// The `Info` element's duration in milliseconds, when the file states one.
    public var statedDurationMilliseconds: Int?
    /// The video track's frames in presentation order.
    public var frames: [Frame]

    /// Sum of the frame durations in milliseconds.
    public var durationMilliseconds: Int { frames.reduce(0) { $0 + $1.milliseconds } }

    /// The lines `flipbook info` prints: size, codec, frame count, durations, then one line
    /// per frame (start, duration, key frame, bytes).
    public func formattedReport() -> String {
        var lines = [
            "WebM \(width)×\(height), codec \(codecID), \(frames.count) frames, "
                + "\(durationMilliseconds) ms\(statedDurationMilliseconds.map { " (file states \($0) ms)" } ?? "")"
        ]
        let keys = frames.filter(\.isKey).count
        lines.append("key frames: \(keys); compressed bytes: \(frames.reduce(0) { $0 + $1.bytes })")
        for (i, f) in frames.enumerated() {
            lines.append(
                "frame \(i): at \(f.startMilliseconds) ms, \(f.milliseconds) ms\(f.isKey ? ", key" : ""), \(f.bytes) bytes")
        }
        return lines.joined(separator: "\n")
    }
}

/// A decoded WebM video: every frame as RGB (opaque) with its display duration.
public struct WebMVideo: Equatable, Sendable {
    /// Frame width in pixels.
    public var width: Int
    /// Frame height in pixels.
    public var height: Int
    /// The frames in order, opaque, and how long each is shown in milliseconds.
    public var frames: [(image: Bitmap, milliseconds: Int)]

    /// Sum of the frame durations in milliseconds.
    public var durationMilliseconds: Int { frames.reduce(0) { $0 + $1.milliseconds } }

    public static func == (a: WebMVideo, b: WebMVideo) -> Bool {
        a.width == b.width && a.height == b.height && a.frames.map(\.image) == b.frames.map(\.image)
            && a.frames.map(\.milliseconds) == b.frames.map(\.milliseconds)
    }
}

/// Reads WebM videos: a small demuxer of its own (EBML, the first video track's blocks) and
/// libvpx's VP9 and VP8 decoders, for `flipbook info` and `flipbook diff` and for tests that check
/// what ``WebMEncoder`` wrote.
///
/// - Container: the EBML header must say DocType `webm` or `matroska`; the Segment and its
///   Clusters may have unknown sizes (live-written files). Blocks are SimpleBlocks or Blocks in
///   BlockGroups of the first video track; laced blocks are refused (video is never laced).
///   Timestamps use the file's `TimestampScale`. A block that decodes to no shown picture (a
///   hidden reference frame) adds its time to the frame before.
/// - Colour: 8-bit 4:2:0, 4:2:2 or 4:4:4 Y′CbCr is converted to R′G′B′ with the matrix and range
///   the VP9 stream states (BT.709, BT.601 or BT.2020; broadcast or full range), each pixel with
///   its nearest chroma sample; frames come out opaque. Deeper profiles (10 and 12 bits) are
///   refused.
public enum WebMDecoder {
    /// Reads the video track's structure and frame times, decoding nothing.
    /// - Throws: ``CodecError/corrupt(detail:path:)`` for a file that is not WebM, a damaged
    ///   element, no video track, a codec other than VP8/VP9 or laced blocks;
    ///   ``CodecError/tooLarge(width:height:limits:path:)`` for a frame size beyond `limits`.
    public static func describe(_ bytes: [UInt8], limits: ImageLimits = .default) throws -> WebMStructure {
        try demux(bytes, limits: limits).structure
    }

    /// Decodes every frame of `bytes`.
    /// - Parameters:
    ///   - limits: the largest frame accepted, checked before any pixel memory is allocated.
    ///   - maxFrames: the most frames decoded (each is a whole frame in memory). Default 10 000.
    /// - Throws: the errors of ``describe(_:limits:)``, and ``CodecError/corrupt(detail:path:)``
    ///   when libvpx cannot decode a frame, a frame's size differs from the track's, or there are
    ///   more than `maxFrames` frames.
    public static func decode(_ bytes: [UInt8], limits: ImageLimits = .default, maxFrames: Int = 10_000) throws -> WebMVideo {
        let track = try demux(bytes, limits: limits)
        let s = track.structure
        guard s.frames.count <= maxFrames else {
            throw CodecError.corrupt(detail: "\(s.frames.count) frames, more than the \(maxFrames) allowed")
        }
        var codec = vpx_codec_ctx_t()
        let status = s.codecID == "V_VP8" ? fb_vpx_dec_init_vp8(&codec, 1) : fb_vpx_dec_init(&codec, 1)
        guard status == VPX_CODEC_OK else { throw CodecError.corrupt(detail: "libvpx cannot start its decoder") }
        defer { vpx_codec_destroy(&codec) }
        var frames: [(image: Bitmap, milliseconds: Int)] = []
        for (index, range) in track.payloads.enumerated() {
            let result = bytes.withUnsafeBufferPointer {
                vpx_codec_decode(&codec, $0.baseAddress! + range.lowerBound, UInt32(range.count), nil, 0)
            }
            guard result == VPX_CODEC_OK else {
                throw CodecError.corrupt(
                    detail: "frame \(index) cannot be decoded (\(String(cString: vpx_codec_err_to_string(result))))")
            }
            var iterator: vpx_codec_iter_t?
            var image: Bitmap?
            while let decoded = vpx_codec_get_frame(&codec, &iterator) {
                image = try rgb(decoded.pointee, width: s.width, height: s.height, frame: index)
            }
            if let image {
                frames.append((image, s.frames[index].milliseconds))
            } else if !frames.isEmpty {
                frames[frames.count - 1].milliseconds += s.frames[index].milliseconds  // a hidden frame
            }
        }
        guard !frames.isEmpty else { throw CodecError.corrupt(detail: "no frame decodes to a picture") }
        return WebMVideo(width: s.width, height: s.height, frames: frames)
    }

    /// Reads and decodes the file at `path`.
    /// - Throws: the errors of ``decode(_:limits:maxFrames:)`` naming `path`, and
    ///   ``CodecError/missing(path:)`` or ``CodecError/unreadable(path:reason:)``.
    public static func read(path: String, limits: ImageLimits = .default) throws -> WebMVideo {
        let bytes = try AtomicFile.read(path)
        do {
            return try decode(bytes, limits: limits)
        } catch let error as CodecError {
            throw error.inFile(path)
        }
    }

    // MARK: - Colour

    /// One decoded picture as opaque RGB, nearest chroma sample, with the stream's matrix and range.
    static func rgb(_ im: vpx_image_t, width: Int, height: Int, frame: Int) throws -> Bitmap {
        guard im.fmt.rawValue & UInt32(VPX_IMG_FMT_HIGHBITDEPTH) == 0, im.bit_depth == 8 else {
            throw CodecError.corrupt(detail: "frame \(frame) has \(im.bit_depth)-bit samples; flipbook reads 8-bit video only")
        }
        guard Int(im.d_w) == width, Int(im.d_h) == height else {
            throw CodecError.corrupt(detail: "frame \(frame) is \(im.d_w)×\(im.d_h) but the track says \(width)×\(height)")
        }
        guard let yRows = im.planes.0, let uRows = im.planes.1, let vRows = im.planes.2 else {
            throw CodecError.corrupt(detail: "frame \(frame) has no colour planes")
        }
        let (kr, kb): (Double, Double)
        switch im.cs {
        case VPX_CS_BT_709: (kr, kb) = (0.2126, 0.0722)
        case VPX_CS_BT_2020: (kr, kb) = (0.2627, 0.0593)
        case VPX_CS_SMPTE_240: (kr, kb) = (0.212, 0.087)
        default: (kr, kb) = (0.299, 0.114)  // BT.601 (also VP9's "unknown")
        }
        let full = im.range == VPX_CR_FULL_RANGE
        // R′G′B′ = Y·ys + (Cb − 128)·cbs… in 16.16 fixed point, Y′ offset by 16 in broadcast range.
        let yScale = full ? 1.0 : 255.0 / 219, cScale = full ? 1.0 : 255.0 / 224
        func q(_ v: Double) -> Int { Int((v * 65536).rounded()) }
        let ky = q(yScale), yOffset = full ? 0 : 16
        let crR = q(2 * (1 - kr) * cScale), cbB = q(2 * (1 - kb) * cScale)
        let kg = 1 - kr - kb
        let cbG = q(2 * (1 - kb) * kb / kg * cScale), crG = q(2 * (1 - kr) * kr / kg * cScale)
        let ys = Int(im.stride.0), us = Int(im.stride.1), vs = Int(im.stride.2)
        let xs = Int(im.x_chroma_shift), yShift = Int(im.y_chroma_shift)
        let count = width * height * 4
        let bytes = [UInt8](unsafeUninitializedCapacity: count) { out, initialized in
            func clamp(_ v: Int) -> UInt8 { UInt8(truncatingIfNeeded: max(0, min(255, (v + 32768) >> 16))) }
            var o = 0
            for y in 0..<height {
                let yRow = y * ys, cy = y >> yShift
                for x in 0..<width {
                    let l = (Int(yRows[yRow + x]) - yOffset) * ky
                    let cb = Int(uRows[cy * us + (x >> xs)]) - 128
                    let cr = Int(vRows[cy * vs + (x >> xs)]) - 128
                    out[o] = clamp(l + cr * crR)
                    out[o + 1] = clamp(l - cb * cbG - cr * crG)
                    out[o + 2] = clamp(l + cb * cbB)
                    out[o + 3] = 255
                    o += 4
                }
            }
            initialized = count
        }
        return Bitmap(width: width, height: height, bytes: bytes)
    }

    // MARK: - Demuxing

    /// The structure and, per frame, where its compressed data lies in the file.
    struct Track {
        var structure: WebMStructure
        var payloads: [Range<Int>]
    }

    /// Element IDs whose data is read as children.
    private static let masters: Set<UInt32> = [
        EBML.ID.ebml, EBML.ID.segment, EBML.ID.info, EBML.ID.tracks, EBML.ID.trackEntry, EBML.ID.video,
        EBML.ID.cluster, EBML.ID.blockGroup,
    ]
    /// Elements that may follow a Cluster of unknown size at the Segment's level (they end it).
    private static let segmentLevel: Set<UInt32> = [
        EBML.ID.cluster, EBML.ID.cues, EBML.ID.seekHead, EBML.ID.info, EBML.ID.tracks, 0x1941_A469, 0x1043_A770, 0x1254_C367,
    ]
    private static let defaultDuration: UInt32 = 0x23_E383

    /// A cursor over the file's bytes that throws on anything out of bounds.
    private struct Reader {
        let bytes: [UInt8]

        /// A variable-length integer at `i`: its length and value (nil value: "unknown size").
        func vint(_ i: Int, isID: Bool) throws -> (length: Int, value: Int?) {
            guard i < bytes.count, bytes[i] != 0 else { throw CodecError.corrupt(detail: "damaged element at byte \(i)") }
            let length = bytes[i].leadingZeroBitCount + 1
            guard length <= (isID ? 4 : 8), i + length <= bytes.count else {
                throw CodecError.corrupt(detail: "damaged element at byte \(i)")
            }
            if isID { return (length, bytes[i..<i + length].reduce(0) { $0 << 8 | Int($1) }) }
            var value = Int(bytes[i] & (0xFF >> length))
            var allOnes = value == (0xFF >> length)
            for b in bytes[i + 1..<i + length] {
                value = value << 8 | Int(b)
                allOnes = allOnes && b == 0xFF
            }
            return (length, allOnes ? nil : value)
        }

        func uint(_ r: Range<Int>) throws -> Int {
            guard r.count <= 8 else { throw CodecError.corrupt(detail: "integer of \(r.count) bytes at byte \(r.lowerBound)") }
            return bytes[r].reduce(0) { $0 << 8 | Int($1) }
        }

        func float(_ r: Range<Int>) throws -> Double {
            let bits = UInt64(truncatingIfNeeded: try uint(r))
            switch r.count {
            case 0: return 0
            case 4: return Double(Float(bitPattern: UInt32(truncatingIfNeeded: bits)))
            case 8: return Double(bitPattern: bits)
            default: throw CodecError.corrupt(detail: "float of \(r.count) bytes at byte \(r.lowerBound)")
            }
        }

        func string(_ r: Range<Int>) -> String {
            String(decoding: bytes[r].prefix { $0 != 0 }, as: UTF8.self)
        }
    }

    /// Visits the elements in `range`, calling `body(id, data range)`; a master element of
    /// unknown size runs to the end of `range` (a Segment) or to the next Segment-level element
    /// (a Cluster).
    private static func walk(_ reader: Reader, _ range: Range<Int>, _ body: (UInt32, Range<Int>) throws -> Void) throws {
        var i = range.lowerBound
        while i < range.upperBound {
            let (idLength, idValue) = try reader.vint(i, isID: true)
            let id = UInt32(idValue!)
            let (sizeLength, size) = try reader.vint(i + idLength, isID: false)
            let start = i + idLength + sizeLength
            let end: Int
            if let size {
                guard size <= range.upperBound - start else {
                    throw CodecError.corrupt(
                        detail: "element 0x\(String(id, radix: 16)) at byte \(i) runs past the end of the file")
                }
                end = start + size
            } else if id == EBML.ID.cluster {
                end = try nextSegmentLevelElement(reader, from: start, to: range.upperBound)
            } else if masters.contains(id) {
                end = range.upperBound
            } else {
                throw CodecError.corrupt(detail: "element 0x\(String(id, radix: 16)) at byte \(i) has an unknown size")
            }
            try body(id, start..<end)
            i = end
        }
    }

    private static func nextSegmentLevelElement(_ reader: Reader, from: Int, to end: Int) throws -> Int {
        var i = from
        while i < end {
            let (idLength, idValue) = try reader.vint(i, isID: true)
            if segmentLevel.contains(UInt32(idValue!)) { return i }
            let (sizeLength, size) = try reader.vint(i + idLength, isID: false)
            guard let size, size <= end - (i + idLength + sizeLength) else {
                throw CodecError.corrupt(detail: "damaged cluster element at byte \(i)")
            }
            i += idLength + sizeLength + size
        }
        return end
    }

    static func demux(_ bytes: [UInt8], limits: ImageLimits) throws -> Track {
        let reader = Reader(bytes: bytes)
        var docType: String?
        var segment: Range<Int>?
        try walk(reader, 0..<bytes.count) { id, data in
            if id == EBML.ID.ebml {
                try walk(reader, data) { id, data in if id == EBML.ID.docType { docType = reader.string(data) } }
            } else if id == EBML.ID.segment, segment == nil {
                segment = data
            }
        }
        guard let docType, docType == "webm" || docType == "matroska" else {
            throw CodecError.corrupt(detail: "not a WebM file (no EBML header with DocType webm)")
        }
        guard let segment else { throw CodecError.corrupt(detail: "no Segment: the file holds no video") }

        var scale = 1_000_000  // nanoseconds per tick
        var statedDuration: Double?
        var track: (number: Int, codec: String, width: Int, height: Int, defaultDuration: Int?)?
        var blocks: [(ticks: Int, isKey: Bool, duration: Int?, payload: Range<Int>)] = []
        try walk(reader, segment) { id, data in
            switch id {
            case EBML.ID.info:
                try walk(reader, data) { id, data in
                    if id == EBML.ID.timestampScale { scale = try reader.uint(data) }
                    if id == EBML.ID.duration { statedDuration = try reader.float(data) }
                }
            case EBML.ID.tracks where track == nil:
                try walk(reader, data) { id, data in
                    guard id == EBML.ID.trackEntry, track == nil else { return }
                    var number = 0, type = 0, codec = "", width = 0, height = 0
                    var frameDuration: Int?
                    try walk(reader, data) { id, data in
                        switch id {
                        case EBML.ID.trackNumber: number = try reader.uint(data)
                        case EBML.ID.trackType: type = try reader.uint(data)
                        case EBML.ID.codecID: codec = reader.string(data)
                        case defaultDuration: frameDuration = try reader.uint(data)
                        case EBML.ID.video:
                            try walk(reader, data) { id, data in
                                if id == EBML.ID.pixelWidth { width = try reader.uint(data) }
                                if id == EBML.ID.pixelHeight { height = try reader.uint(data) }
                            }
                        default: break
                        }
                    }
                    if type == 1 { track = (number, codec, width, height, frameDuration) }
                }
            case EBML.ID.cluster:
                guard let t = track else {
                    throw CodecError.corrupt(detail: "a Cluster comes before the video track is described")
                }
                var base = 0
                try walk(reader, data) { id, data in
                    switch id {
                    case EBML.ID.timestamp:
                        base = try reader.uint(data)
                    case EBML.ID.simpleBlock:
                        if let b = try block(reader, data, track: t.number, base: base) {
                            blocks.append(
                                (b.ticks, reader.bytes[data.lowerBound + b.headerLength - 1] & 0x80 != 0, nil, b.payload))
                        }
                    case EBML.ID.blockGroup:
                        var found: (ticks: Int, headerLength: Int, payload: Range<Int>)?
                        var duration: Int?
                        var referenced = false
                        try walk(reader, data) { id, data in
                            if id == EBML.ID.block { found = try block(reader, data, track: t.number, base: base) }
                            if id == EBML.ID.blockDuration { duration = try reader.uint(data) }
                            if id == 0xFB { referenced = true }  // ReferenceBlock: not a key frame
                        }
                        if let found { blocks.append((found.ticks, !referenced, duration, found.payload)) }
                    default:
                        break
                    }
                }
            default:
                break
            }
        }
        guard let t = track else { throw CodecError.corrupt(detail: "no video track") }
        guard t.codec == "V_VP9" || t.codec == "V_VP8" else {
            throw CodecError.corrupt(detail: "codec \(t.codec): flipbook reads VP9 and VP8 video only")
        }
        guard t.width > 0, t.height > 0 else { throw CodecError.corrupt(detail: "the video track has no pixel size") }
        try limits.check(width: t.width, height: t.height)
        guard scale > 0 else { throw CodecError.corrupt(detail: "TimestampScale 0") }
        guard !blocks.isEmpty else { throw CodecError.corrupt(detail: "the video track has no frames") }

        func ms(_ ticks: Int) -> Int { Int((Double(ticks) * Double(scale) / 1_000_000).rounded()) }
        var frames: [WebMStructure.Frame] = []
        for (i, b) in blocks.enumerated() {
            let start = ms(b.ticks)
            let length: Int
            if i + 1 < blocks.count {
                length = ms(blocks[i + 1].ticks) - start
            } else if let d = b.duration {
                length = ms(d)
            } else if let stated = statedDuration, ms(Int(stated)) > start {
                length = ms(Int(stated)) - start
            } else if let d = t.defaultDuration {
                length = Int((Double(d) / 1_000_000).rounded())
            } else {
                length = frames.last?.milliseconds ?? 0
            }
            frames.append(
                WebMStructure.Frame(
                    startMilliseconds: start, milliseconds: max(0, length), isKey: b.isKey,
                    bytes: b.payload.count))
        }
        let structure = WebMStructure(
            width: t.width, height: t.height, codecID: t.codec,
            statedDurationMilliseconds: statedDuration.map { ms(Int($0)) }, frames: frames)
        return Track(structure: structure, payloads: blocks.map(\.payload))
    }

    /// A (Simple)Block of track `track`: its time in ticks, header length and frame data; nil for
    /// another track's.
    private static func block(_ reader: Reader, _ data: Range<Int>, track: Int, base: Int) throws
        -> (ticks: Int, headerLength: Int, payload: Range<Int>)?
    {
        let (length, number) = try reader.vint(data.lowerBound, isID: false)
        guard let number, data.count >= length + 3 else {
            throw CodecError.corrupt(detail: "damaged block at byte \(data.lowerBound)")
        }
        guard number == track else { return nil }
        let b = reader.bytes, at = data.lowerBound + length
        let relative = Int(Int16(bitPattern: UInt16(b[at]) << 8 | UInt16(b[at + 1])))
        guard b[at + 2] & 0x06 == 0 else { throw CodecError.corrupt(detail: "laced video blocks are not supported") }
        let headerLength = length + 3
        guard data.count > headerLength else { throw CodecError.corrupt(detail: "empty block at byte \(data.lowerBound)") }
        return (base + relative, headerLength, data.lowerBound + headerLength..<data.upperBound)
    }
}
