import CGIF
import Foundation

/// A thin, throwing wrapper over giflib's `EGif…` calls that writes a GIF89a file.
///
/// It writes to a temporary file next to `path` and renames it over `path` in ``commit()``; if the
/// writer is dropped without a commit (an error anywhere), the temporary file is removed, so a
/// failed encode never leaves a file behind.
///
/// Frames are compressed and written on a serial background queue (giflib's LZW coder overlaps the
/// encoding of the next frame), at most ``maximumQueuedFrames`` ahead; the order of the calls is the
/// order in the file, so the bytes do not depend on timing. A write error surfaces at the next call.
final class GIFWriter {
    private var gif: UnsafeMutablePointer<GifFileType>?
    private let queue = DispatchQueue(label: "flipbook.gif.writer")
    /// Set on `queue` only: tells `deinit` whether it runs inside a queued write (the write held
    /// the last reference), where waiting for the queue would wait for itself.
    private let onQueue = DispatchSpecificKey<Bool>()
    private let slots = DispatchSemaphore(value: GIFWriter.maximumQueuedFrames)
    /// The first error of a queued write; read and written on `queue` only.
    private var failure: Error?
    /// Frames handed to the background queue and not yet written, at most.
    static let maximumQueuedFrames = 2
    /// False: frames are written on the calling thread.
    private let background: Bool
    private let path: String
    private let temporaryPath: String
    /// Bits per index of frames that use the global colour table.
    private let globalBits: Int
    /// Codes frames handed over as indices (on `queue`, or the caller's thread when not `background`).
    private let coder = GIFLZWCoder()

    /// Opens a temporary file next to `path` and writes the header and screen descriptor.
    /// - Parameter globalPalette: packed colours of the global colour table (its size is rounded up
    ///   to a power of two), or nil for none.
    /// - Parameter background: write frames on the background queue (true) or in ``writeFrame`` itself.
    init(path: String, width: Int, height: Int, globalPalette: [UInt32]?, background: Bool = true) throws {
        guard (1...65535).contains(width), (1...65535).contains(height) else {
            throw GIFError.invalidOptions("GIF size must be 1…65535 pixels per side, got \(width)×\(height)")
        }
        self.path = path
        self.background = background
        globalBits = GIFWriter.bitsPerPixel(forEntries: (globalPalette?.count ?? 255) + 1)
        queue.setSpecific(key: onQueue, value: true)
        // giflib's EGifOpenFileName creates files with mode 0600; open the file ourselves so that
        // the GIF gets 0644 minus the umask, like any other file the user creates.
        let fd: Int32
        do {
            (fd, temporaryPath) = try AtomicFile.createTemporary(besides: path)
        } catch let error as CodecError {
            guard case .unwritable(_, let reason) = error else { throw error }
            throw GIFError.cannotWrite(path: path, reason: reason)
        }
        var error: Int32 = 0
        guard let gif = EGifOpenFileHandle(fd, &error) else {
            close(fd)
            unlink(temporaryPath)
            throw GIFError.cannotWrite(path: path, reason: GIFWriter.message(error))
        }
        self.gif = gif
        EGifSetGifVersion(gif, true)
        let map = globalPalette.map(GIFWriter.makeMap)
        defer { if let map { GifFreeMapObject(map) } }
        try check(EGifPutScreenDesc(gif, Int32(width), Int32(height), 8, 0, map))
    }

    deinit {
        if DispatchQueue.getSpecific(key: onQueue) == nil { queue.sync {} }
        if let gif {
            var error: Int32 = 0
            EGifCloseFile(gif, &error)
            unlink(temporaryPath)
        }
    }

    /// Writes the NETSCAPE2.0 application extension with `repeatCount` (0 = forever).
    func writeLoop(repeatCount: Int) throws {
        let id = Array("NETSCAPE2.0".utf8)
        let data: [UInt8] = [1, UInt8(repeatCount & 0xFF), UInt8(repeatCount >> 8)]
        try check(EGifPutExtensionLeader(gif, APPLICATION_EXT_FUNC_CODE))
        try id.withUnsafeBytes { try check(EGifPutExtensionBlock(gif, Int32(id.count), $0.baseAddress)) }
        try data.withUnsafeBytes { try check(EGifPutExtensionBlock(gif, 3, $0.baseAddress)) }
        try check(EGifPutExtensionTrailer(gif))
    }

    /// Writes one frame: its graphics control extension, image descriptor and LZW data.
    /// - Parameters:
    ///   - rect: the frame's rectangle in screen pixels; `image` holds its rows top to bottom.
    ///   - image: the indices (LZW-coded on the writer's queue) or data coded already with this
    ///     frame's ``codeBits(localPalette:)``.
    ///   - disposal: `DISPOSE_DO_NOT` or `DISPOSE_BACKGROUND`.
    ///   - transparentIndex: the index shown as transparent, or nil.
    ///   - localPalette: packed colours of a local colour table, or nil to use the global one.
    func writeFrame(rect: GIFRect, image: GIFImageData, delayCentiseconds: Int, disposal: Int32,
                    transparentIndex: Int?, localPalette: [UInt32]?) throws {
        guard background else {
            return try writeFrameNow(rect: rect, image: image, delayCentiseconds: delayCentiseconds,
                                     disposal: disposal, transparentIndex: transparentIndex, localPalette: localPalette)
        }
        try drainErrors()
        slots.wait()
        // The file and `failure` are used only on the writer's serial queue (`drainErrors` reads
        // `failure` through `queue.sync`); the caller waits for a slot before it queues a frame.
        let shared = GIFUncheckedSendable(self)
        queue.async {
            let writer = shared.value
            defer { writer.slots.signal() }
            guard writer.failure == nil else { return }
            do {
                try writer.writeFrameNow(rect: rect, image: image, delayCentiseconds: delayCentiseconds,
                                         disposal: disposal, transparentIndex: transparentIndex,
                                         localPalette: localPalette)
            } catch {
                writer.failure = error
            }
        }
    }

    /// Bits per index of a frame's image data: those of its colour table (local, else global),
    /// which holds the colours and the transparent slot after them.
    func codeBits(localPalette: [UInt32]?) -> Int {
        localPalette.map { GIFWriter.bitsPerPixel(forEntries: $0.count + 1) } ?? globalBits
    }

    /// Throws the error of an earlier queued write, if any.
    private func drainErrors() throws {
        if let error = queue.sync(execute: { failure }) { throw error }
    }

    private func writeFrameNow(rect: GIFRect, image: GIFImageData, delayCentiseconds: Int, disposal: Int32,
                               transparentIndex: Int?, localPalette: [UInt32]?) throws {
        var gcb = GraphicsControlBlock(DisposalMode: disposal, UserInputFlag: false,
                                       DelayTime: Int32(delayCentiseconds),
                                       TransparentColor: Int32(transparentIndex ?? Int(NO_TRANSPARENT_COLOR)))
        var extensionBytes = [UInt8](repeating: 0, count: 4)
        let length = EGifGCBToExtension(&gcb, &extensionBytes)
        try check(EGifPutExtension(gif, GRAPHICS_EXT_FUNC_CODE, Int32(length), extensionBytes))
        let map = localPalette.map(GIFWriter.makeMap)
        defer { if let map { GifFreeMapObject(map) } }
        // giflib writes the code-size byte here; the data blocks are ours (giflib's own coder
        // would give the same bytes, GIFLZWCodeWriter).
        try check(EGifPutImageDesc(gif, Int32(rect.x), Int32(rect.y), Int32(rect.width), Int32(rect.height), false, map))
        let data: [UInt8]
        switch image {
        case .coded(let coded): data = coded
        case .indices(let indices):
            data = indices.withUnsafeBufferPointer { coder.encode($0, bitsPerPixel: codeBits(localPalette: localPalette)) }
        }
        // Sub-blocks of 255 bytes, each after its length, as giflib cuts its own coder's output.
        var block = [UInt8](repeating: 0, count: 256)
        var start = 0
        while start < data.count {
            let count = min(255, data.count - start)
            block[0] = UInt8(count)
            for k in 0..<count { block[k + 1] = data[start + k] }
            try check(start == 0 ? EGifPutCode(gif, 0, block) : EGifPutCodeNext(gif, block))
            start += count
        }
        try check(EGifPutCodeNext(gif, nil))
    }

    /// Writes the trailer, closes the file and renames it to the final path.
    /// - Returns: the size of the file in bytes.
    func commit() throws -> Int {
        queue.sync {}
        if let failure { throw failure }
        var error: Int32 = 0
        let result = EGifCloseFile(gif, &error)
        gif = nil
        guard result == GIF_OK else {
            unlink(temporaryPath)
            throw GIFError.cannotWrite(path: path, reason: GIFWriter.message(error))
        }
        guard rename(temporaryPath, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporaryPath)
            throw GIFError.cannotWrite(path: path, reason: reason)
        }
        var info = stat()
        return stat(path, &info) == 0 ? Int(info.st_size) : 0
    }

    /// Bits per pixel of a colour table holding `count` entries (1…8).
    static func bitsPerPixel(forEntries count: Int) -> Int {
        var bits = 1
        while (1 << bits) < count { bits += 1 }
        return bits
    }

    /// A colour table for `colors` with room for the transparent index right after them.
    private static func makeMap(_ colors: [UInt32]) -> UnsafeMutablePointer<ColorMapObject> {
        let size = 1 << bitsPerPixel(forEntries: colors.count + 1)
        var entries = [GifColorType](repeating: GifColorType(Red: 0, Green: 0, Blue: 0), count: size)
        for (i, c) in colors.enumerated() {
            entries[i] = GifColorType(Red: UInt8(GIFColorMath.r(c)), Green: UInt8(GIFColorMath.g(c)),
                                      Blue: UInt8(GIFColorMath.b(c)))
        }
        return GifMakeMapObject(Int32(size), entries)
    }

    private func check(_ result: Int32) throws {
        guard result == GIF_OK else {
            throw GIFError.cannotWrite(path: path, reason: GIFWriter.message(gif?.pointee.Error ?? 0))
        }
    }

    static func message(_ code: Int32) -> String {
        if let text = GifErrorString(code) { return String(cString: text) }
        return "giflib error \(code)"
    }
}

/// One frame's pixels as handed to ``GIFWriter``.
enum GIFImageData {
    /// Palette indices, row by row; the writer LZW-codes them.
    case indices([UInt8])
    /// LZW image data already coded (the byte stream of ``GIFLZWCodeWriter``).
    case coded([UInt8])
}

/// A rectangle in GIF screen pixels (origin top-left).
struct GIFRect: Hashable, Sendable {
    var x: Int, y: Int, width: Int, height: Int
    var isEmpty: Bool { width <= 0 || height <= 0 }
    var maxX: Int { x + width }
    var maxY: Int { y + height }

    /// The smallest rectangle holding both (an empty rectangle counts as nothing).
    func union(_ o: GIFRect) -> GIFRect {
        if isEmpty { return o }
        if o.isEmpty { return self }
        let x0 = min(x, o.x), y0 = min(y, o.y)
        return GIFRect(x: x0, y: y0, width: max(maxX, o.maxX) - x0, height: max(maxY, o.maxY) - y0)
    }

    static let empty = GIFRect(x: 0, y: 0, width: 0, height: 0)
}

/// Grows a bounding box point by point.
struct GIFBoundsAccumulator {
    var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
    @inline(__always) mutating func add(_ x: Int, _ y: Int) {
        if x < minX { minX = x }
        if x > maxX { maxX = x }
        if y < minY { minY = y }
        if y > maxY { maxY = y }
    }
    /// Grows to include `other`'s pixels too.
    @inline(__always) mutating func add(_ other: GIFBoundsAccumulator) {
        guard other.maxX >= 0 else { return }
        add(other.minX, other.minY); add(other.maxX, other.maxY)
    }
    var rect: GIFRect {
        maxX < 0 ? .empty : GIFRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }
}
