import CWebP
import FlipbookRaster
import Foundation

/// A streaming animated-WebP encoder over libwebp's `WebPAnimEncoder`: frames in, one WebP file out.
///
/// ```swift
/// let encoder = try AnimatedWebPEncoder(path: "out.webp", width: 750, height: 1334,
///                                       options: WebPOptions(quality: 90))
/// for frame in frames { try encoder.addFrame(frame, duration: 1.0 / 30) }
/// let summary = try encoder.finish()
/// ```
///
/// - Timing: WebP stores each frame's duration in whole milliseconds. A frame's duration is the
///   difference of its start and end times rounded to milliseconds, so the total never drifts
///   (at 30 fps the frames last 33, 33 and 34 ms in turn). Frames shorter than
///   ``minimumFrameMilliseconds`` are dropped in favour of the next one, because browsers show
///   them for 100 ms. Identical consecutive frames are merged and their durations summed; when
///   only one distinct frame remains, libwebp writes a still WebP (no animation chunks).
/// - Colour: full 24-bit colour and 8-bit alpha (no palette). Frames are un-premultiplied as
///   `min(255, round(p · 255 / a))`, which the premultiplication of ``AnimatedWebPDecoder`` undoes
///   exactly in lossless mode. With ``WebPOptions/matte`` they are composited over it first.
/// - libwebp keeps the frames it has encoded in memory until ``finish()``, which assembles the file
///   and writes it to a temporary file renamed over `path`; after any error no file is left and
///   the encoder refuses further calls.
/// - Lossy frames are all key frames (whole frames), so no error accumulates from frame to
///   frame; lossless frames are stored as the changed rectangle, which is exact.
/// - Deterministic: libwebp runs on the calling thread (no encoder threads), so the same frames and
///   options give the same bytes. Not thread-safe: call it from one thread at a time.
public final class AnimatedWebPEncoder {
    /// The shortest duration stored: Chromium and Firefox show frames of 10 ms or less for
    /// 100 ms, as they do for GIF.
    public static let minimumFrameMilliseconds = 11
    /// The largest width or height libwebp encodes.
    public static let maximumSide = 16383

    /// The output path, written at ``finish()``.
    public let path: String
    /// Canvas width in pixels; every frame must have it.
    public let width: Int
    /// Canvas height in pixels; every frame must have it.
    public let height: Int
    /// The options the encoder was created with.
    public let options: WebPOptions

    private let output: AnimatedEncoderOutput
    private var encoder: OpaquePointer?
    private var config = WebPConfig()
    private let matte: (r: Int, g: Int, b: Int)?
    private var elapsed = 0.0
    private var pending: (rgba: [UInt8], startMilliseconds: Int)?
    private var inputFrames = 0
    private var framesAdded = 0
    private var droppedFrames = 0
    private var isClosed = false

    /// Creates an encoder for a `width × height` animation at `path` (1…16383 pixels per side).
    /// - Throws: ``AnimatedEncoderError/invalidOptions(_:)`` for options or a size out of range,
    ///   ``AnimatedEncoderError/cannotWrite(path:reason:)`` when the output folder is not writable.
    public init(path: String, width: Int, height: Int, options: WebPOptions = WebPOptions()) throws {
        try options.validate()
        output = try AnimatedEncoderOutput(path: path, width: width, height: height, maximumSide: Self.maximumSide,
                                           sizeName: "WebP size")
        self.path = path
        self.width = width
        self.height = height
        self.options = options
        matte = options.matte.map { m in
            (Int((min(max(m.red, 0), 1) * 255).rounded()), Int((min(max(m.green, 0), 1) * 255).rounded()),
             Int((min(max(m.blue, 0), 1) * 255).rounded()))
        }
        guard WebPConfigInit(&config) != 0 else { throw AnimatedEncoderError.encodingFailed("libwebp: version mismatch") }
        config.lossless = options.lossless ? 1 : 0
        config.quality = Float(options.quality)
        config.method = Int32(options.method)
        config.thread_level = 0
        guard WebPValidateConfig(&config) != 0 else {
            throw AnimatedEncoderError.invalidOptions("libwebp rejects quality \(options.quality) with method \(options.method)")
        }
        var animation = WebPAnimEncoderOptions()
        guard WebPAnimEncoderOptionsInit(&animation) != 0 else { throw AnimatedEncoderError.encodingFailed("libwebp: version mismatch") }
        animation.anim_params.loop_count = Int32(options.plays)
        animation.allow_mixed = 0
        if !options.lossless {
            // Every lossy frame is a key frame: libwebp's sub-frames treat pixels that changed by
            // less than a quality-dependent tolerance as unchanged against the previous *source*
            // frame, so a slow fade never updates and drifts (26 dB on scale-present at q90
            // instead of 38 dB) until the next key frame. Whole frames cost about 15 % more.
            animation.kmin = 0
            animation.kmax = 1
        }
        guard let encoder = WebPAnimEncoderNew(Int32(width), Int32(height), &animation) else {
            throw AnimatedEncoderError.encodingFailed("libwebp: out of memory creating a \(width)×\(height) encoder")
        }
        self.encoder = encoder
    }

    deinit {
        if let encoder { WebPAnimEncoderDelete(encoder) }
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
            let rgba = straightRGBA(frame)
            if let p = pending {
                if rgba == p.rgba { return }
                if start - p.startMilliseconds < Self.minimumFrameMilliseconds {
                    droppedFrames += 1
                    pending = (rgba, p.startMilliseconds)
                    return
                }
                try add(p.rgba, timestamp: p.startMilliseconds)
            }
            pending = (rgba, start)
        }
    }

    /// Assembles the animation, writes it atomically and closes the encoder.
    /// - Returns: bytes written, frame counts and duration.
    /// - Throws: ``AnimatedEncoderError/noFrames`` when no frame was added, ``AnimatedEncoderError/encodingFailed(_:)``,
    ///   or ``AnimatedEncoderError/cannotWrite(path:reason:)`` (no file is left).
    public func finish() throws -> WebPEncodeSummary {
        try guarded {
            guard let p = pending, let encoder else { throw AnimatedEncoderError.noFrames }
            try add(p.rgba, timestamp: p.startMilliseconds)
            pending = nil
            let end = max(Int((elapsed * 1000).rounded()), p.startMilliseconds + Self.minimumFrameMilliseconds)
            guard WebPAnimEncoderAdd(encoder, nil, Int32(clamping: end), nil) != 0 else { throw failure() }
            var data = WebPData()
            WebPDataInit(&data)
            defer { WebPDataClear(&data) }
            guard WebPAnimEncoderAssemble(encoder, &data) != 0, let bytes = data.bytes else { throw failure() }
            let file = Array(UnsafeBufferPointer(start: bytes, count: data.size))
            let stored = Self.frameCount(of: &data)
            try output.commit(file)
            isClosed = true
            WebPAnimEncoderDelete(encoder)
            self.encoder = nil
            return WebPEncodeSummary(bytes: file.count, frameCount: stored, inputFrameCount: inputFrames,
                                     durationMilliseconds: end, droppedFrames: droppedFrames)
        }
    }

    /// Hands one frame, whose start time is now final, to libwebp.
    private func add(_ rgba: [UInt8], timestamp: Int) throws {
        var picture = WebPPicture()
        guard WebPPictureInit(&picture) != 0 else { throw AnimatedEncoderError.encodingFailed("libwebp: version mismatch") }
        picture.use_argb = 1
        picture.width = Int32(width)
        picture.height = Int32(height)
        defer { WebPPictureFree(&picture) }
        let imported = rgba.withUnsafeBufferPointer { WebPPictureImportRGBA(&picture, $0.baseAddress, Int32(width * 4)) }
        guard imported != 0 else { throw AnimatedEncoderError.encodingFailed("libwebp: out of memory importing frame \(framesAdded)") }
        guard WebPAnimEncoderAdd(encoder, &picture, Int32(clamping: timestamp), &config) != 0 else { throw failure() }
        framesAdded += 1
    }

    /// Frames in the assembled file: in lossy mode libwebp itself merges a frame into the one before
    /// when no block differs by more than the quality allows.
    private static func frameCount(of data: inout WebPData) -> Int {
        guard let demux = WebPDemux(&data) else { return 0 }
        defer { WebPDemuxDelete(demux) }
        return Int(WebPDemuxGetI(demux, WEBP_FF_FRAME_COUNT))
    }

    private func failure() -> AnimatedEncoderError {
        if let encoder, let message = WebPAnimEncoderGetError(encoder), message.pointee != 0 {
            return .encodingFailed("libwebp: " + String(cString: message))
        }
        return .encodingFailed("libwebp: unknown error")
    }

    /// Straight (un-premultiplied) RGBA, or opaque RGB over the matte.
    private func straightRGBA(_ frame: Bitmap) -> [UInt8] {
        let count = frame.bytes.count
        return [UInt8](unsafeUninitializedCapacity: count) { out, initialized in
            frame.bytes.withUnsafeBufferPointer { src in
                var i = 0
                if let matte {
                    while i < count {
                        let rest = 255 - Int(src[i + 3])
                        out[i] = UInt8(min(255, Int(src[i]) + (matte.r * rest + 127) / 255))
                        out[i + 1] = UInt8(min(255, Int(src[i + 1]) + (matte.g * rest + 127) / 255))
                        out[i + 2] = UInt8(min(255, Int(src[i + 2]) + (matte.b * rest + 127) / 255))
                        out[i + 3] = 255
                        i += 4
                    }
                } else {
                    while i < count {
                        let a = Int(src[i + 3])
                        if a == 255 {
                            out[i] = src[i]; out[i + 1] = src[i + 1]; out[i + 2] = src[i + 2]
                        } else if a == 0 {
                            out[i] = 0; out[i + 1] = 0; out[i + 2] = 0
                        } else {
                            out[i] = UInt8(min(255, (Int(src[i]) * 255 + a / 2) / a))
                            out[i + 1] = UInt8(min(255, (Int(src[i + 1]) * 255 + a / 2) / a))
                            out[i + 2] = UInt8(min(255, (Int(src[i + 2]) * 255 + a / 2) / a))
                        }
                        out[i + 3] = UInt8(a)
                        i += 4
                    }
                }
            }
            initialized = count
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
            if let encoder { WebPAnimEncoderDelete(encoder) }
            encoder = nil
            throw error
        }
    }
}
