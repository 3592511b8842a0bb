import Foundation

/// Frames parked between the two passes of a global-palette encode: in memory up to a budget,
/// on disk beyond it.
///
/// The global palette needs every frame's colours before the first frame can be written, but
/// memory must stay bounded whatever the clip's length. So the first pass parks each frame's
/// target pixels here, each with a record of integers (what the first pass learnt about the
/// frame, ``GIFFrameChanges``), while the colour histogram accumulates; the second pass reads them
/// back in order. The first frames, up to ``memoryBudget`` bytes of pixels, stay in memory as they
/// are (the second pass takes them over without a copy, and each is freed once read); the rest go
/// to a temporary file raw (4 bytes a pixel: measured faster than any compression, and the OS page
/// cache usually keeps it in RAM anyway). On a 41-frame 750×1334 page flip the file's copies into
/// and out of the kernel were 7 % of the CPU.
/// The file is unlinked as soon as it is opened, so nothing is left behind even after a crash.
final class GIFSpillFile {
    private let file: UnsafeMutablePointer<FILE>
    private(set) var frameCount = 0
    private let pixelsPerFrame: Int
    private var readIndex = 0
    /// Bytes of pixels kept in memory at most, ``defaultMemoryBudget`` unless told.
    let memoryBudget: Int
    /// The frames kept in memory, the first ones; an entry is emptied when read.
    private var held: [(pixels: [UInt32], record: [Int])] = []
    /// 128 MiB: 33 frames of 750×1334, so 33 of a 50 fps page flip's 35 GIF frames stay in memory
    /// (most of the copies saved), and a clip's memory stops growing after 33 such frames (the
    /// file's pages sat in the page cache before, so the machine's memory use hardly changes).
    static let defaultMemoryBudget = 128 << 20

    init(pixelsPerFrame: Int, memoryBudget: Int = GIFSpillFile.defaultMemoryBudget) throws {
        self.memoryBudget = memoryBudget
        let name = "flipbook-gif-\(ProcessInfo.processInfo.processIdentifier)-\(UInt64.random(in: 0...UInt64.max)).spill"
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(name).path
        guard let file = fopen(path, "w+b") else {
            throw GIFError.cannotWrite(path: path, reason: String(cString: strerror(errno)))
        }
        unlink(path)
        self.file = file
        self.pixelsPerFrame = pixelsPerFrame
    }

    deinit { fclose(file) }

    /// Appends one frame of target pixels and its record. Not after the first ``read()``.
    func write(_ pixels: [UInt32], record: [Int] = []) throws {
        precondition(pixels.count == pixelsPerFrame, "one target per pixel of the frame")
        precondition(readIndex == 0, "frames are all written before the first is read")
        // Frames are held while the budget lasts and none has gone to the file, so the held ones
        // are the first frames and are read first.
        if frameCount == held.count && (held.count + 1) * pixelsPerFrame * 4 <= memoryBudget {
            held.append((pixels, record))
            frameCount += 1
            return
        }
        var length = record.count
        let written = pixels.withUnsafeBufferPointer { fwrite($0.baseAddress, 4, $0.count, file) }
        let lengthWritten = fwrite(&length, MemoryLayout<Int>.stride, 1, file)
        let recordWritten = record.withUnsafeBufferPointer { fwrite($0.baseAddress, MemoryLayout<Int>.stride, $0.count, file) }
        guard written == pixels.count && lengthWritten == 1 && recordWritten == record.count else {
            throw GIFError.cannotWrite(path: "temporary spill file", reason: "disk full? \(String(cString: strerror(errno)))")
        }
        frameCount += 1
    }

    /// Reads the frames back in order, each with its record: the held ones, then the file's.
    func read() throws -> (pixels: [UInt32], record: [Int]) {
        if readIndex < held.count {
            let frame = held[readIndex]
            held[readIndex] = ([], [])  // the caller holds the only reference now
            readIndex += 1
            return frame
        }
        if readIndex == held.count { fflush(file); rewind(file) }
        // Read straight into the new array's storage: zero-filling it first cost as much as the read.
        var got = 0
        let pixels = [UInt32](unsafeUninitializedCapacity: pixelsPerFrame) { buffer, initialized in
            got = fread(buffer.baseAddress, 4, pixelsPerFrame, file)
            initialized = got
        }
        guard got == pixelsPerFrame else {
            throw GIFError.cannotWrite(path: "temporary spill file", reason: "short read of frame \(readIndex)")
        }
        var length = 0
        guard fread(&length, MemoryLayout<Int>.stride, 1, file) == 1, length >= 0 else {
            throw GIFError.cannotWrite(path: "temporary spill file", reason: "short read of frame \(readIndex)'s record")
        }
        var gotRecord = 0
        let record = [Int](unsafeUninitializedCapacity: length) { buffer, initialized in
            gotRecord = fread(buffer.baseAddress, MemoryLayout<Int>.stride, length, file)
            initialized = gotRecord
        }
        guard gotRecord == length else {
            throw GIFError.cannotWrite(path: "temporary spill file", reason: "short read of frame \(readIndex)'s record")
        }
        readIndex += 1
        return (pixels, record)
    }
}
