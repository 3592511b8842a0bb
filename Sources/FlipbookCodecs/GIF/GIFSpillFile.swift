import Foundation

/// Frames parked on disk between the two passes of a global-palette encode.
///
/// The global palette needs every frame's colours before the first frame can be written, but
/// memory must stay at a few frames. So the first pass writes each frame's target pixels here raw
/// (4 bytes a pixel: measured faster than any compression, and the OS page cache usually keeps it
/// in RAM anyway), each followed by a record of integers (what the first pass learnt about the
/// frame, ``GIFFrameChanges``), while the colour histogram accumulates; the second pass reads them
/// back in order.
/// The file is unlinked as soon as it is opened, so nothing is left behind even after a crash.
final class GIFSpillFile {
    private let file: UnsafeMutablePointer<FILE>
    private(set) var frameCount = 0
    private let pixelsPerFrame: Int
    private var readIndex = 0

    init(pixelsPerFrame: Int) throws {
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

    /// Appends one frame of target pixels and its record.
    func write(_ pixels: [UInt32], record: [Int] = []) throws {
        precondition(pixels.count == pixelsPerFrame, "one target per pixel of the frame")
        var length = record.count
        let written = pixels.withUnsafeBufferPointer { fwrite($0.baseAddress, 4, $0.count, file) }
        let lengthWritten = fwrite(&length, MemoryLayout<Int>.stride, 1, file)
        let recordWritten = record.withUnsafeBufferPointer { fwrite($0.baseAddress, MemoryLayout<Int>.stride, $0.count, file) }
        guard written == pixels.count && lengthWritten == 1 && recordWritten == record.count else {
            throw GIFError.cannotWrite(path: "temporary spill file", reason: "disk full? \(String(cString: strerror(errno)))")
        }
        frameCount += 1
    }

    /// Reads the frames back in order, each with its record; the first call rewinds.
    func read() throws -> (pixels: [UInt32], record: [Int]) {
        if readIndex == 0 { fflush(file); rewind(file) }
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
