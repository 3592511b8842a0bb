import CVPX
import FlipbookRaster
import Foundation

/// A VP9 video encoder (libvpx) with its own WebM muxer: frames in, one `.webm` file out.
///
/// ```swift
/// let encoder = try WebMEncoder(path: "out.webm", width: 750, height: 1334)
/// for frame in frames { try encoder.addFrame(frame, duration: 1.0 / 30) }
/// let summary = try encoder.finish()
/// ```
///
/// - Timing: each frame starts at the sum of the durations before it, rounded to milliseconds
///   (the file's timestamp unit), so frames may last different times and the total never drifts;
///   the last frame's duration is stored in its block, and the file's duration is the sum. A
///   frame that starts in the same millisecond as the next one is replaced by it.
/// - Colour: premultiplied RGBA is composited over ``WebMOptions/matte`` (default white, as in a GIF) and
///   converted to 8-bit 4:2:0 Y′CbCr with the BT.709 matrix in limited range (Y′ 16…235, Cb and
///   Cr 16…240), chroma the mean of each 2×2 block; the VP9 stream and the track's `Colour`
///   element both say so (BT.709 primaries, transfer and matrix, broadcast range), so players do
///   not fall back to BT.601.
/// - Rate control: libvpx's constant-quality mode at ``WebMOptions/crf``, one pass, the "good"
///   deadline at ``WebMOptions/speed``, a key frame at least every ``maximumKeyFrameDistance``
///   frames; libvpx looks ahead up to 25 frames (alternate reference frames).
/// - Container: EBML header (DocType `webm`), one Segment with a SeekHead, Info (1 ms timestamp
///   scale, duration), Tracks (one `V_VP9` track with its pixel size and colour), Clusters of
///   SimpleBlocks (a new cluster at every key frame and at least every 30 s), and Cues for every
///   key frame. The file is assembled in memory (compressed frames only) and written to a
///   temporary file renamed over `path` at ``finish()``; after any error no file is left.
/// - Deterministic: libvpx runs one thread and the muxer writes no date, so the same frames and
///   options give the same bytes. Not thread-safe: call it from one thread at a time.
public final class WebMEncoder {
    /// The largest width or height accepted (VP9 allows 65536; libvpx's level limits and memory
    /// make 16384 the practical bound).
    public static let maximumSide = 16384
    /// The most frames between two key frames.
    public static let maximumKeyFrameDistance = 240

    /// The output path, written at ``finish()``.
    public let path: String
    /// Frame width in pixels; every frame must have it.
    public let width: Int
    /// Frame height in pixels; every frame must have it.
    public let height: Int
    /// The options the encoder was created with.
    public let options: WebMOptions

    private let output: AnimatedEncoderOutput
    private var codec = vpx_codec_ctx_t()
    private var isOpen = false
    private var isClosed = false
    private let matte: (r: Int, g: Int, b: Int)
    private let paddedWidth: Int
    private let paddedHeight: Int
    private var elapsed = 0.0
    private var pending: (yuv: [UInt8], start: Int)?
    private var inputFrames = 0
    private var packets: [(time: Int, isKey: Bool, data: [UInt8])] = []

    /// Creates an encoder for a `width × height` video at `path` (1…16384 pixels per side; odd
    /// sizes are fine).
    /// - Throws: ``AnimatedEncoderError/invalidOptions(_:)`` for options or a size out of range,
    ///   ``AnimatedEncoderError/cannotWrite(path:reason:)`` when the output folder is not writable,
    ///   ``AnimatedEncoderError/encodingFailed(_:)`` when libvpx refuses the configuration.
    public init(path: String, width: Int, height: Int, options: WebMOptions = WebMOptions()) throws {
        try options.validate()
        output = try AnimatedEncoderOutput(
            path: path, width: width, height: height, maximumSide: Self.maximumSide,
            sizeName: "video size")
        self.path = path
        self.width = width
        self.height = height
        self.options = options
        paddedWidth = (width + 1) & ~1
        paddedHeight = (height + 1) & ~1
        let m = options.matte
        matte = (
            Int((min(max(m.red, 0), 1) * 255).rounded()), Int((min(max(m.green, 0), 1) * 255).rounded()),
            Int((min(max(m.blue, 0), 1) * 255).rounded())
        )

        var config = vpx_codec_enc_cfg_t()
        try check(vpx_codec_enc_config_default(vpx_codec_vp9_cx(), &config, 0), "default configuration")
        config.g_w = UInt32(width)
        config.g_h = UInt32(height)
        config.g_timebase = vpx_rational(num: 1, den: 1000)
        config.g_threads = 1
        config.g_pass = VPX_RC_ONE_PASS
        config.g_lag_in_frames = 25
        config.rc_end_usage = VPX_Q
        config.kf_mode = VPX_KF_AUTO
        config.kf_max_dist = UInt32(Self.maximumKeyFrameDistance)
        try check(fb_vpx_enc_init(&codec, &config), "initialisation")
        isOpen = true
        try control(VP8E_SET_CPUUSED.rawValue, Int32(options.speed), "speed")
        try control(VP8E_SET_CQ_LEVEL.rawValue, Int32(options.crf), "crf")
        try control(VP9E_SET_ROW_MT.rawValue, 0, "row threading")
        try control(VP9E_SET_COLOR_SPACE.rawValue, Int32(VPX_CS_BT_709.rawValue), "colour space")
        try control(VP9E_SET_COLOR_RANGE.rawValue, Int32(VPX_CR_STUDIO_RANGE.rawValue), "colour range")
    }

    deinit {
        if isOpen { vpx_codec_destroy(&codec) }
    }

    /// Adds a frame shown for `duration` seconds.
    /// - Parameter frame: premultiplied RGBA of exactly the encoder's size.
    /// - Throws: ``AnimatedEncoderError/frameSizeMismatch(frame:width:height:expectedWidth:expectedHeight:)``,
    ///   ``AnimatedEncoderError/invalidDuration(frame:seconds:)``, ``AnimatedEncoderError/encoderClosed``, or
    ///   ``AnimatedEncoderError/encodingFailed(_:)``.
    public func addFrame(_ frame: Bitmap, duration: Double) throws {
        try guarded {
            try output.check(frame, index: inputFrames, duration: duration)
            inputFrames += 1
            let start = Int((elapsed * 1000).rounded())
            elapsed += duration
            let yuv = Self.yuv420(frame, paddedWidth: paddedWidth, paddedHeight: paddedHeight, matte: matte)
            if let p = pending, start > p.start {
                try encode(p.yuv, start: p.start, duration: start - p.start)
            }
            pending = (yuv, start)
        }
    }

    /// Encodes the last frame, drains libvpx, writes the file atomically and closes the encoder.
    /// - Returns: bytes written, frame counts and duration.
    /// - Throws: ``AnimatedEncoderError/noFrames`` when no frame was added, ``AnimatedEncoderError/encodingFailed(_:)``,
    ///   or ``AnimatedEncoderError/cannotWrite(path:reason:)`` (no file is left).
    public func finish() throws -> WebMEncodeSummary {
        try guarded {
            guard let p = pending else { throw AnimatedEncoderError.noFrames }
            let end = max(Int((elapsed * 1000).rounded()), p.start + 1)
            try encode(p.yuv, start: p.start, duration: end - p.start)
            pending = nil
            try encode(nil, start: 0, duration: 0)  // drains the look-ahead
            vpx_codec_destroy(&codec)
            isOpen = false
            let file = WebMMuxer(width: width, height: height, packets: packets, endMilliseconds: end).file()
            try output.commit(file)
            isClosed = true
            let summary = WebMEncodeSummary(
                bytes: file.count, frameCount: packets.count, inputFrameCount: inputFrames,
                keyFrameCount: packets.count(where: { $0.isKey }), durationMilliseconds: end)
            packets = []
            return summary
        }
    }

    /// Hands one frame (or nil: the end of the stream) to libvpx and collects what it returns.
    private func encode(_ yuv: [UInt8]?, start: Int, duration: Int) throws {
        var status: vpx_codec_err_t
        if var yuv {
            status = yuv.withUnsafeMutableBufferPointer { buffer in
                var image = vpx_image_t()
                // libvpx 1.12 lays out an odd-sized image with a chroma stride of width / 2 rounded
                // down; wrapping the even padded size and narrowing the visible rectangle keeps
                // the planes where `yuv420` put them.
                vpx_img_wrap(&image, VPX_IMG_FMT_I420, UInt32(paddedWidth), UInt32(paddedHeight), 1, buffer.baseAddress)
                vpx_img_set_rect(&image, 0, 0, UInt32(width), UInt32(height))
                return vpx_codec_encode(&codec, &image, vpx_codec_pts_t(start), UInt(duration), 0, 1_000_000)
            }
        } else {
            status = vpx_codec_encode(&codec, nil, 0, 0, 0, 1_000_000)
        }
        try check(status, "frame \(packets.count)")
        var more = yuv == nil
        repeat {
            var iterator: vpx_codec_iter_t?
            var got = false
            while let packet = vpx_codec_get_cx_data(&codec, &iterator) {
                guard packet.pointee.kind == VPX_CODEC_CX_FRAME_PKT else { continue }
                let frame = packet.pointee.data.frame
                let bytes = Array(UnsafeRawBufferPointer(start: frame.buf, count: frame.sz))
                packets.append((Int(frame.pts), frame.flags & UInt32(VPX_FRAME_IS_KEY) != 0, bytes))
                got = true
            }
            // At the end, libvpx returns the look-ahead frames one flush call at a time.
            if more {
                more = got
                if more { try check(vpx_codec_encode(&codec, nil, 0, 0, 0, 1_000_000), "flush") }
            }
        } while more
    }

    private func control(_ id: UInt32, _ value: Int32, _ what: String) throws {
        try check(fb_vpx_control_int(&codec, Int32(id), value), what)
    }

    private func check(_ status: vpx_codec_err_t, _ what: String) throws {
        guard status == VPX_CODEC_OK else {
            var message = String(cString: vpx_codec_err_to_string(status))
            if isOpen, let detail = vpx_codec_error_detail(&codec) { message += ": " + String(cString: detail) }
            throw AnimatedEncoderError.encodingFailed("libvpx: \(what): \(message)")
        }
    }

    /// Runs `body` unless the encoder is closed; closes it (dropping everything encoded) on error.
    private func guarded<T>(_ body: () throws -> T) throws -> T {
        guard !isClosed else { throw AnimatedEncoderError.encoderClosed }
        do {
            return try body()
        } catch {
            isClosed = true
            pending = nil
            packets = []
            if isOpen { vpx_codec_destroy(&codec) }
            isOpen = false
            throw error
        }
    }

    // BT.709 limited range in 16.16 fixed point, for 8-bit R′G′B′ (Kr 0.2126, Kb 0.0722).
    private static let kr = 0.2126, kb = 0.0722, kg = 1 - kr - kb
    private static func q(_ v: Double) -> Int { Int((v * 65536).rounded()) }
    private static let yR = q(kr * 219 / 255), yG = q(kg * 219 / 255), yB = q(kb * 219 / 255)
    private static let cbR = q(-kr / (2 * (1 - kb)) * 224 / 255), cbG = q(-kg / (2 * (1 - kb)) * 224 / 255)
    private static let cbB = q(0.5 * 224 / 255)
    private static let crR = q(0.5 * 224 / 255), crG = q(-kg / (2 * (1 - kr)) * 224 / 255)
    private static let crB = q(-kb / (2 * (1 - kr)) * 224 / 255)

    /// 8-bit I420 of `paddedWidth × paddedHeight` (the frame's size rounded up to even; the last
    /// column and row repeat), over the matte, BT.709 limited range.
    static func yuv420(_ frame: Bitmap, paddedWidth pw: Int, paddedHeight ph: Int, matte: (r: Int, g: Int, b: Int)) -> [UInt8] {
        let w = frame.width, h = frame.height
        let cw = pw / 2, ch = ph / 2
        let ySize = pw * ph
        let (yR, yG, yB) = (Self.yR, Self.yG, Self.yB)
        let (cbR, cbG, cbB, crR, crG, crB) = (Self.cbR, Self.cbG, Self.cbB, Self.crR, Self.crG, Self.crB)
        return [UInt8](unsafeUninitializedCapacity: ySize + 2 * cw * ch) { out, initialized in
            frame.bytes.withUnsafeBufferPointer { src in
                for by in 0..<ch {
                    for bx in 0..<cw {
                        var sr = 0, sg = 0, sb = 0
                        for dy in 0..<2 {
                            let y = min(2 * by + dy, h - 1)
                            for dx in 0..<2 {
                                let x = min(2 * bx + dx, w - 1)
                                let i = (y * w + x) * 4
                                var r = Int(src[i]), g = Int(src[i + 1]), b = Int(src[i + 2])
                                let rest = 255 - Int(src[i + 3])
                                if rest != 0 {
                                    r = min(255, r + (matte.r * rest + 127) / 255)
                                    g = min(255, g + (matte.g * rest + 127) / 255)
                                    b = min(255, b + (matte.b * rest + 127) / 255)
                                }
                                out[(2 * by + dy) * pw + 2 * bx + dx] = UInt8((16 << 16 + 32768 + yR * r + yG * g + yB * b) >> 16)
                                sr += r; sg += g; sb += b
                            }
                        }
                        let c = by * cw + bx
                        out[ySize + c] = UInt8((128 << 18 + (1 << 17) + cbR * sr + cbG * sg + cbB * sb) >> 18)
                        out[ySize + cw * ch + c] = UInt8((128 << 18 + (1 << 17) + crR * sr + crG * sg + crB * sb) >> 18)
                    }
                }
            }
            initialized = ySize + 2 * cw * ch
        }
    }
}

/// Lays out a WebM file around VP9 packets: EBML header, then a Segment of SeekHead, Info,
/// Tracks, Clusters and Cues.
struct WebMMuxer {
    var width: Int
    var height: Int
    var packets: [(time: Int, isKey: Bool, data: [UInt8])]
    var endMilliseconds: Int

    /// The longest a cluster runs before a new one starts (block times are 16-bit signed
    /// offsets from the cluster's).
    static let maximumClusterMilliseconds = 30_000

    func file() -> [UInt8] {
        typealias E = EBML
        typealias ID = EBML.ID
        let header = E.master(
            ID.ebml,
            [
                E.uint(ID.ebmlVersion, 1), E.uint(ID.ebmlReadVersion, 1), E.uint(ID.ebmlMaxIDLength, 4),
                E.uint(ID.ebmlMaxSizeLength, 8), E.string(ID.docType, "webm"), E.uint(ID.docTypeVersion, 4),
                E.uint(ID.docTypeReadVersion, 2),
            ])
        let info = E.master(
            ID.info,
            [
                E.uint(ID.timestampScale, 1_000_000), E.float(ID.duration, Double(endMilliseconds)),
                E.string(ID.muxingApp, "Flipbook"), E.string(ID.writingApp, "Flipbook"),
            ])
        // BT.709 (ISO/IEC 23091-4 code points 1) and broadcast range (1).
        let colour = E.master(
            ID.colour,
            [
                E.uint(ID.matrixCoefficients, 1), E.uint(ID.range, 1), E.uint(ID.transferCharacteristics, 1),
                E.uint(ID.primaries, 1),
            ])
        let tracks = E.master(
            ID.tracks,
            [
                E.master(
                    ID.trackEntry,
                    [
                        E.uint(ID.trackNumber, 1), E.uint(ID.trackUID, 1), E.uint(ID.trackType, 1), E.uint(ID.flagLacing, 0),
                        E.string(ID.codecID, "V_VP9"),
                        E.master(
                            ID.video, [E.uint(ID.pixelWidth, UInt64(width)), E.uint(ID.pixelHeight, UInt64(height)), colour]),
                    ])
            ])
        // Clusters, with each cluster's offset within them and its start time for the cues.
        var clusters: [UInt8] = []
        var cuePoints: [(time: Int, offset: Int)] = []
        var index = 0
        while index < packets.count {
            let start = packets[index].time
            var blocks: [[UInt8]] = [E.uint(ID.timestamp, UInt64(start))]
            var next = index
            while next < packets.count,
                next == index
                    || (!packets[next].isKey
                        && packets[next].time - start <= Self.maximumClusterMilliseconds)
            {
                let p = packets[next]
                let relative = UInt16(bitPattern: Int16(p.time - start))
                let blockHeader: [UInt8] = [0x81, UInt8(relative >> 8), UInt8(relative & 0xFF)]
                if next == packets.count - 1 {
                    // The last frame's duration is the video's end: a BlockGroup carries it. A
                    // Block without a ReferenceBlock is a key frame, so an inter frame names the
                    // frame before it (a signed offset in milliseconds, two bytes big-endian).
                    var group = [
                        E.element(ID.block, blockHeader + [0x00] + p.data),
                        E.uint(ID.blockDuration, UInt64(endMilliseconds - p.time)),
                    ]
                    if !p.isKey, next > 0 {
                        let offset = UInt16(bitPattern: Int16(packets[next - 1].time - p.time))
                        group.append(E.element(ID.referenceBlock, [UInt8(offset >> 8), UInt8(offset & 0xFF)]))
                    }
                    blocks.append(E.master(ID.blockGroup, group))
                } else {
                    blocks.append(E.element(ID.simpleBlock, blockHeader + [p.isKey ? 0x80 : 0x00] + p.data))
                }
                next += 1
            }
            if packets[index].isKey { cuePoints.append((start, clusters.count)) }
            clusters += E.master(ID.cluster, blocks)
            index = next
        }
        // The SeekHead's positions are 8-byte integers, so its size does not depend on them.
        func seekHead(_ entries: [(UInt32, Int)]) -> [UInt8] {
            E.master(
                ID.seekHead,
                entries.map { id, position in
                    E.master(ID.seek, [E.element(ID.seekID, E.id(id)), E.uint(ID.seekPosition, UInt64(position), width: 8)])
                })
        }
        let seekSize = seekHead([(ID.info, 0), (ID.tracks, 0), (ID.cues, 0)]).count
        let clustersStart = seekSize + info.count + tracks.count
        let cues = E.master(
            ID.cues,
            cuePoints.map { point in
                E.master(
                    ID.cuePoint,
                    [
                        E.uint(ID.cueTime, UInt64(point.time)),
                        E.master(
                            ID.cueTrackPositions,
                            [
                                E.uint(ID.cueTrack, 1), E.uint(ID.cueClusterPosition, UInt64(clustersStart + point.offset)),
                            ]),
                    ])
            })
        let seek = seekHead([
            (ID.info, seekSize), (ID.tracks, seekSize + info.count),
            (ID.cues, clustersStart + clusters.count),
        ])
        let body = seek + info + tracks + clusters + cues
        return header + E.id(ID.segment) + E.size(body.count, width: 8) + body
    }
}
