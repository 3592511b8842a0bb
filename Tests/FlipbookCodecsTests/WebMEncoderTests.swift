import CVPX
import FlipbookBenchmarks
import FlipbookRaster
import Foundation
import Testing

@testable import FlipbookCodecs

/// WebM video written by `WebMEncoder`: its EBML structure read by a small reader here, its VP9
/// frames decoded back through libvpx's decoder.
@Suite struct WebMEncoderTests {
    /// Encodes `frames` shown `durations[i]` seconds each; returns the file's bytes.
    static func encode(_ frames: [Bitmap], durations: [Double], options: WebMOptions = WebMOptions()) throws
        -> (bytes: [UInt8], summary: WebMEncodeSummary)
    {
        let path = GIFFixtures.temporaryPath("test.webm")
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let encoder = try WebMEncoder(path: path, width: frames[0].width, height: frames[0].height, options: options)
        for (f, d) in zip(frames, durations) { try encoder.addFrame(f, duration: d) }
        let summary = try encoder.finish()
        return (try AtomicFile.read(path), summary)
    }

    /// A page turn over photographs (FlipbookBenchmarks), small.
    static let pageFlip = GIFBenchmark.pageFlipClip(width: 96, height: 170, frameCount: 8).frames

    @Test func theFileIsAWebMWithOneVP9TrackOfTheFramesSize() throws {
        let (bytes, summary) = try Self.encode(Self.pageFlip, durations: Array(repeating: 1.0 / 30, count: 8))
        #expect(summary.bytes == bytes.count)
        let top = try EBMLReader.parse(bytes)
        #expect(top.map(\.id) == [EBML.ID.ebml, EBML.ID.segment])
        #expect(top[0].child(EBML.ID.docType)?.string == "webm")
        let segment = top[1]
        #expect(segment.end == bytes.count)
        #expect(segment.children.map(\.id).first == EBML.ID.seekHead)
        let info = try #require(segment.child(EBML.ID.info))
        #expect(info.child(EBML.ID.timestampScale)?.uint == 1_000_000)
        #expect(info.child(EBML.ID.duration)?.float == 267)  // 8 frames of 1/30 s, in ms
        let track = try #require(segment.child(EBML.ID.tracks)?.child(EBML.ID.trackEntry))
        #expect(track.child(EBML.ID.codecID)?.string == "V_VP9")
        #expect(track.child(EBML.ID.trackType)?.uint == 1)
        let video = try #require(track.child(EBML.ID.video))
        #expect(video.child(EBML.ID.pixelWidth)?.uint == 96 && video.child(EBML.ID.pixelHeight)?.uint == 170)
        #expect(video.child(EBML.ID.colour)?.child(EBML.ID.matrixCoefficients)?.uint == 1)
        #expect(video.child(EBML.ID.colour)?.child(EBML.ID.range)?.uint == 1)
        // The SeekHead points at Info, Tracks and Cues (positions from the Segment's data).
        let seeks = segment.children[0].children.map { seek -> (UInt64, Int) in
            (seek.child(EBML.ID.seekID)!.uint, Int(seek.child(EBML.ID.seekPosition)!.uint) + segment.dataStart)
        }
        for (id, position) in seeks {
            #expect(segment.children.first { $0.start == position }?.id == UInt32(id))
        }
        #expect(Set(seeks.map { UInt32($0.0) }) == [EBML.ID.info, EBML.ID.tracks, EBML.ID.cues])
    }

    @Test func blockTimesFollowTheFramesVariableDurations() throws {
        // 40, 40, 120, 20, 500 ms: starts 0, 40, 80, 200, 220; the last block lasts 500 ms.
        let durations = [0.04, 0.04, 0.12, 0.02, 0.5]
        let (bytes, summary) = try Self.encode(Array(Self.pageFlip.prefix(5)), durations: durations)
        #expect(summary.frameCount == 5 && summary.durationMilliseconds == 720)
        let segment = try EBMLReader.parse(bytes)[1]
        let blocks = Self.blocks(segment)
        #expect(blocks.map(\.time) == [0, 40, 80, 200, 220])
        #expect(blocks[0].isKey)
        let last = try #require(segment.children.last { $0.id == EBML.ID.cluster }?.children.last)
        #expect(last.id == EBML.ID.blockGroup && last.child(EBML.ID.blockDuration)?.uint == 500)
        #expect(segment.child(EBML.ID.info)?.child(EBML.ID.duration)?.float == 720)
    }

    @Test func framesStartingInTheSameMillisecondKeepTheLaterOne() throws {
        let frames = Array(Self.pageFlip.prefix(3))
        let (bytes, summary) = try Self.encode(frames, durations: [0.0002, 0.05, 0.05])
        #expect(summary.inputFrameCount == 3 && summary.frameCount == 2)
        let decoded = try Self.decode(Self.blocks(try EBMLReader.parse(bytes)[1]), width: 96, height: 170)
        #expect(GIFFixtures.psnr(decoded[0], frames[1]) > GIFFixtures.psnr(decoded[0], frames[0]))
    }

    /// The page flip is photographic texture at 96×170, where 4:2:0 chroma alone costs a few dB.
    @Test func decodedFramesStayAbove32dBAtTheDefaultQuality() throws {
        let (bytes, summary) = try Self.encode(Self.pageFlip, durations: Array(repeating: 1.0 / 30, count: 8))
        let blocks = Self.blocks(try EBMLReader.parse(bytes)[1])
        #expect(blocks.count == 8 && summary.keyFrameCount == 1)
        let decoded = try Self.decode(blocks, width: 96, height: 170)
        let psnrs = zip(Self.pageFlip, decoded).map { GIFFixtures.psnr($0, $1) }
        #expect(psnrs.min()! >= 32, "PSNR \(psnrs)")
    }

    @Test func flatColoursSurviveTheBT709RoundTrip() throws {
        let colours: [Pixel] = [
            Pixel(r: 255, g: 255, b: 255, a: 255), Pixel(r: 0, g: 0, b: 0, a: 255),
            Pixel(r: 0, g: 122, b: 255, a: 255), Pixel(r: 242, g: 242, b: 247, a: 255),
        ]
        let frames = colours.map { Bitmap(width: 32, height: 32, fill: $0) }
        let (bytes, _) = try Self.encode(frames, durations: [0.1, 0.1, 0.1, 0.1], options: WebMOptions(crf: 10))
        let decoded = try Self.decode(Self.blocks(try EBMLReader.parse(bytes)[1]), width: 32, height: 32)
        for (colour, image) in zip(colours, decoded) {
            let p = image[16, 16]
            let error = max(abs(Int(p.r) - Int(colour.r)), abs(Int(p.g) - Int(colour.g)), abs(Int(p.b) - Int(colour.b)))
            #expect(error <= 2, "\(colour) came back as \(p)")
        }
    }

    @Test func transparentPixelsAreCompositedOverTheMatteWhiteByDefault() throws {
        let clear = Bitmap(width: 16, height: 16, fill: .clear)
        let (bytes, _) = try Self.encode([clear, clear], durations: [0.1, 0.1])
        let (blackBytes, _) = try Self.encode(
            [clear], durations: [0.1],
            options: WebMOptions(crf: 10, matte: Color(red: 0, green: 0, blue: 0)))
        let white = try Self.decode(Self.blocks(try EBMLReader.parse(bytes)[1]), width: 16, height: 16)[0][8, 8]
        let black = try Self.decode(Self.blocks(try EBMLReader.parse(blackBytes)[1]), width: 16, height: 16)[0][8, 8]
        #expect(white.r >= 253 && white.g >= 253 && white.b >= 253, "\(white)")
        #expect(black.r <= 2 && black.g <= 2 && black.b <= 2, "\(black)")
    }

    @Test func oddSizesEncodeAndDecodeAsWellAsEvenOnes() throws {
        // The same pictures, 34×18 and their top-left 33×17.
        let even = (1...2).map { GIFSyntheticPhoto(seed: UInt32($0)).render(width: 34, height: 18) }
        let frames = even.map { e in
            var b = Bitmap(width: 33, height: 17)
            for y in 0..<17 { for x in 0..<33 { b[x, y] = e[x, y] } }
            return b
        }
        let (bytes, _) = try Self.encode(frames, durations: [0.05, 0.05])
        let (evenBytes, _) = try Self.encode(even, durations: [0.05, 0.05])
        let evenDecoded = try Self.decode(Self.blocks(try EBMLReader.parse(evenBytes)[1]), width: 34, height: 18)
        let segment = try EBMLReader.parse(bytes)[1]
        let video = segment.child(EBML.ID.tracks)?.child(EBML.ID.trackEntry)?.child(EBML.ID.video)
        #expect(video?.child(EBML.ID.pixelWidth)?.uint == 33 && video?.child(EBML.ID.pixelHeight)?.uint == 17)
        let decoded = try Self.decode(Self.blocks(segment), width: 33, height: 17)
        #expect(decoded.count == 2)
        let odd = GIFFixtures.psnr(frames[1], decoded[1]), evenPSNR = GIFFixtures.psnr(even[1], evenDecoded[1])
        #expect(odd > 25 && abs(odd - evenPSNR) < 3, "odd \(odd) dB, even \(evenPSNR) dB")
    }

    @Test func theSameFramesGiveTheSameBytes() throws {
        let durations = Array(repeating: 0.05, count: 8)
        let a = try Self.encode(Self.pageFlip, durations: durations).bytes
        let b = try Self.encode(Self.pageFlip, durations: durations).bytes
        #expect(a == b)
    }

    @Test func aLowerCRFIsLargerAndCloser() throws {
        let durations = Array(repeating: 0.05, count: 8)
        let fine = try Self.encode(Self.pageFlip, durations: durations, options: WebMOptions(crf: 10)).bytes
        let coarse = try Self.encode(Self.pageFlip, durations: durations, options: WebMOptions(crf: 50)).bytes
        #expect(fine.count > coarse.count)
        func worst(_ bytes: [UInt8]) throws -> Double {
            let decoded = try Self.decode(Self.blocks(try EBMLReader.parse(bytes)[1]), width: 96, height: 170)
            return zip(Self.pageFlip, decoded).map { GIFFixtures.psnr($0, $1) }.min()!
        }
        #expect(try worst(fine) > worst(coarse))
    }

    @Test func aKeyFrameStartsACueEveryMaximumDistance() throws {
        let frames = Array(
            repeating: GIFFixtures.gradient(width: 16, height: 16), count: WebMEncoder.maximumKeyFrameDistance + 10)
        let (bytes, summary) = try Self.encode(frames, durations: frames.map { _ in 0.01 }, options: WebMOptions(speed: 8))
        #expect(summary.keyFrameCount == 2)
        let segment = try EBMLReader.parse(bytes)[1]
        let cues = try #require(segment.child(EBML.ID.cues)).children
        #expect(cues.count == 2)
        for cue in cues {
            let position = Int(cue.child(EBML.ID.cueTrackPositions)!.child(EBML.ID.cueClusterPosition)!.uint) + segment.dataStart
            let cluster = try #require(segment.children.first { $0.start == position })
            #expect(cluster.id == EBML.ID.cluster)
            #expect(cluster.child(EBML.ID.timestamp)?.uint == cue.child(EBML.ID.cueTime)?.uint)
        }
    }

    @Test func errorsNameWhatToChange() throws {
        let path = GIFFixtures.temporaryPath("e.webm")
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        #expect(throws: AnimatedEncoderError.invalidOptions("crf must be 0…63, got 64")) {
            try WebMEncoder(path: path, width: 8, height: 8, options: WebMOptions(crf: 64))
        }
        #expect(throws: AnimatedEncoderError.invalidOptions("video size must be 1…16384 pixels per side, got 0×8")) {
            try WebMEncoder(path: path, width: 0, height: 8)
        }
        let encoder = try WebMEncoder(path: path, width: 8, height: 8)
        #expect(throws: AnimatedEncoderError.noFrames) { try encoder.finish() }
        #expect(throws: AnimatedEncoderError.encoderClosed) { try encoder.addFrame(Bitmap(width: 8, height: 8), duration: 0.1) }
        let other = try WebMEncoder(path: path, width: 8, height: 8)
        #expect(
            throws: AnimatedEncoderError.frameSizeMismatch(frame: 0, width: 9, height: 8, expectedWidth: 8, expectedHeight: 8)
        ) {
            try other.addFrame(Bitmap(width: 9, height: 8), duration: 0.1)
        }
        #expect(throws: AnimatedEncoderError.self) { try WebMEncoder(path: "/nonexistent-folder/x.webm", width: 8, height: 8) }
        #expect(!FileManager.default.fileExists(atPath: path))
        // The one error of both animated encoders says what to change, whichever format failed.
        #expect(AnimatedEncoderError.noFrames.description == "no frames were added; an animation needs at least one frame")
    }

    // MARK: - Reading back

    /// The blocks of every cluster in order: absolute time, key flag, VP9 frame.
    static func blocks(_ segment: EBMLElement) -> [(time: Int, isKey: Bool, data: [UInt8])] {
        segment.children.filter { $0.id == EBML.ID.cluster }.flatMap { cluster -> [(Int, Bool, [UInt8])] in
            let base = Int(cluster.child(EBML.ID.timestamp)!.uint)
            return cluster.children.compactMap { element -> (Int, Bool, [UInt8])? in
                let block: [UInt8]
                if element.id == EBML.ID.simpleBlock {
                    block = element.data
                } else if element.id == EBML.ID.blockGroup, let b = element.child(EBML.ID.block) {
                    block = b.data
                } else {
                    return nil
                }
                #expect(block[0] == 0x81)  // track 1
                let relative = Int(Int16(bitPattern: UInt16(block[1]) << 8 | UInt16(block[2])))
                return (base + relative, block[3] & 0x80 != 0, Array(block[4...]))
            }
        }
    }

    /// Decodes VP9 frames with libvpx and converts them to RGB with the inverse BT.709
    /// limited-range matrix (nearest chroma sample).
    static func decode(_ blocks: [(time: Int, isKey: Bool, data: [UInt8])], width: Int, height: Int) throws -> [Bitmap] {
        var codec = vpx_codec_ctx_t()
        guard fb_vpx_dec_init(&codec, 1) == VPX_CODEC_OK else { throw AnimatedEncoderError.encodingFailed("decoder init") }
        defer { vpx_codec_destroy(&codec) }
        var frames: [Bitmap] = []
        for block in blocks {
            let status = block.data.withUnsafeBufferPointer {
                vpx_codec_decode(&codec, $0.baseAddress, UInt32($0.count), nil, 0)
            }
            guard status == VPX_CODEC_OK else { throw AnimatedEncoderError.encodingFailed("decode: \(status)") }
            var iterator: vpx_codec_iter_t?
            while let image = vpx_codec_get_frame(&codec, &iterator) {
                let im = image.pointee
                #expect(im.fmt == VPX_IMG_FMT_I420 && im.cs == VPX_CS_BT_709 && im.range == VPX_CR_STUDIO_RANGE)
                #expect(Int(im.d_w) == width && Int(im.d_h) == height)
                var out = Bitmap(width: width, height: height)
                let yRows = im.planes.0!, uRows = im.planes.1!, vRows = im.planes.2!
                let ys = Int(im.stride.0), us = Int(im.stride.1), vs = Int(im.stride.2)
                let kr = 0.2126, kb = 0.0722, kg = 1 - kr - kb
                func byte(_ v: Double) -> UInt8 { UInt8(min(255, max(0, v.rounded()))) }
                for y in 0..<height {
                    for x in 0..<width {
                        let l = (Double(yRows[y * ys + x]) - 16) * 255 / 219
                        let cb = (Double(uRows[y / 2 * us + x / 2]) - 128) * 255 / 224
                        let cr = (Double(vRows[y / 2 * vs + x / 2]) - 128) * 255 / 224
                        let r = l + 2 * (1 - kr) * cr
                        let b = l + 2 * (1 - kb) * cb
                        let g = (l - kr * r - kb * b) / kg
                        out[x, y] = Pixel(r: byte(r), g: byte(g), b: byte(b), a: 255)
                    }
                }
                frames.append(out)
            }
        }
        return frames
    }
}

/// One EBML element: its ID, where it and its data start and end, and its children when it is
/// one of the master elements WebM uses.
struct EBMLElement {
    var id: UInt32
    var start: Int
    var dataStart: Int
    var end: Int
    var data: [UInt8]
    var children: [EBMLElement]

    func child(_ id: UInt32) -> EBMLElement? { children.first { $0.id == id } }
    var uint: UInt64 { data.reduce(0) { $0 << 8 | UInt64($1) } }
    var float: Double { data.count == 8 ? Double(bitPattern: uint) : Double(Float(bitPattern: UInt32(uint))) }
    var string: String { String(decoding: data, as: UTF8.self) }
}

/// A small EBML reader (known sizes only), independent of the writer.
enum EBMLReader {
    struct Malformed: Error {}

    static let masters: Set<UInt32> = [
        EBML.ID.ebml, EBML.ID.segment, EBML.ID.seekHead, EBML.ID.seek, EBML.ID.info, EBML.ID.tracks,
        EBML.ID.trackEntry, EBML.ID.video, EBML.ID.colour, EBML.ID.cluster, EBML.ID.blockGroup, EBML.ID.cues,
        EBML.ID.cuePoint, EBML.ID.cueTrackPositions,
    ]

    static func parse(_ bytes: [UInt8]) throws -> [EBMLElement] { try parse(bytes, from: 0, to: bytes.count) }

    static func parse(_ bytes: [UInt8], from: Int, to end: Int) throws -> [EBMLElement] {
        var elements: [EBMLElement] = []
        var i = from
        while i < end {
            let start = i
            let (idLength, _) = try vint(bytes, i)
            guard idLength <= 4 else { throw Malformed() }
            let id = bytes[i..<i + idLength].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
            i += idLength
            let (sizeLength, size) = try vint(bytes, i)
            i += sizeLength
            guard i + size <= end else { throw Malformed() }
            let children = masters.contains(id) ? try parse(bytes, from: i, to: i + size) : []
            elements.append(
                EBMLElement(
                    id: id, start: start, dataStart: i, end: i + size, data: Array(bytes[i..<i + size]),
                    children: children))
            i += size
        }
        return elements
    }

    /// A variable-length integer's length and value (marker bit removed).
    static func vint(_ bytes: [UInt8], _ i: Int) throws -> (Int, Int) {
        guard i < bytes.count, bytes[i] != 0 else { throw Malformed() }
        let length = bytes[i].leadingZeroBitCount + 1
        guard i + length <= bytes.count else { throw Malformed() }
        var value = Int(bytes[i] & (0xFF >> length))
        for k in 1..<length { value = value << 8 | Int(bytes[i + k]) }
        return (length, value)
    }
}
