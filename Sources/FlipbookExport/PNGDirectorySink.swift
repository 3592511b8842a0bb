import Foundation
import FlipbookCodecs
import FlipbookRaster

/// Writes frames as `frame_0000.png`, `frame_0001.png`, … into a directory.
///
/// PNG encoding costs far more than rasterizing (25 frames of 750×1334: 6 s of CPU against
/// 0.4 s), so frames are encoded and written on up to `jobs` threads at once; `write` returns
/// as soon as a thread is free, and `finish` waits for all of them. Every file is independent
/// and written atomically, so the bytes do not depend on the thread count.
///
/// A frame shown longer than one frame interval (the held end state, `--hold`) is written as
/// as many copies as intervals it covers, so that a directory played at `fps` has the same
/// timing as the GIF; the frame is encoded once and its copies are copies of that file. Numbers have at least 4 digits, more when the clip needs them. After
/// the last frame, `frame_NNNN.png` files left by an earlier, longer render are removed.
public final class PNGDirectorySink: FrameSink {
    /// The directory the frames go into.
    public let directory: String
    /// The frame rate the copies of held frames are counted in.
    public let fps: Double
    private let digits: Int
    private let writePNG: @Sendable (Bitmap, String) throws -> Void
    private let slots: DispatchSemaphore
    private let pending = DispatchGroup()
    private let failure = FirstError()
    private let encodingTime = SharedSum()
    /// How many files have been started.
    public private(set) var fileCount = 0

    /// - Parameters:
    ///   - directory: an existing directory.
    ///   - fps: frames per second of the render.
    ///   - expectedFiles: about how many files will be written (sets the digit count).
    ///   - jobs: files encoded at once, at least 1. Default: every active core.
    ///   - writePNG: writes one PNG file atomically. Default: FlipbookCodecs' `PNG.write`.
    public init(directory: String, fps: Double, expectedFiles: Int, jobs: Int? = nil,
                writePNG: @escaping @Sendable (Bitmap, String) throws -> Void = { try PNG.write($0, path: $1) }) {
        self.directory = directory
        self.fps = fps
        self.digits = max(4, String(max(0, expectedFiles - 1)).count)
        self.writePNG = writePNG
        slots = DispatchSemaphore(value: max(1, jobs ?? ProcessInfo.processInfo.activeProcessorCount))
    }

    /// The file name of the `n`-th file (`frame_0042.png`).
    public func fileName(_ n: Int) -> String {
        let number = String(n)
        return "frame_" + String(repeating: "0", count: max(0, digits - number.count)) + number + ".png"
    }

    public func write(_ frame: Bitmap, index: Int, duration: Double) throws {
        let copies = max(1, Int((duration * fps).rounded()))
        if let error = failure.error { throw error }
        // A held frame is encoded once; its copies are the same bytes, copied file to file.
        var paths: [String] = []
        for _ in 0..<copies {
            paths.append((directory as NSString).appendingPathComponent(fileName(fileCount)))
            fileCount += 1
        }
        slots.wait()
        pending.enter()
        DispatchQueue.global().async { [writePNG, slots, pending, failure, encodingTime, paths] in
            let t0 = threadCPUSeconds()
            do {
                try writePNG(frame, paths[0])
                if paths.count > 1 {
                    let bytes = try AtomicFile.read(paths[0])
                    for path in paths.dropFirst() { try AtomicFile.write(bytes, to: path) }
                }
            } catch {
                failure.record(error)
            }
            encodingTime.add(threadCPUSeconds() - t0)
            slots.signal()
            pending.leave()
        }
    }

    public func finish() throws {
        pending.wait()
        if let error = failure.error { throw error }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        for name in names where name.hasPrefix("frame_") && name.hasSuffix(".png") {
            let number = name.dropFirst("frame_".count).dropLast(".png".count)
            if let n = Int(number), number.allSatisfy(\.isNumber), n >= fileCount {
                try? FileManager.default.removeItem(atPath: (directory as NSString).appendingPathComponent(name))
            }
        }
    }

    /// CPU seconds spent encoding and writing files.
    public var backgroundCPUSeconds: Double { encodingTime.value }

    deinit { pending.wait() }
}

/// The first error any thread recorded.
final class FirstError: @unchecked Sendable {
    private let lock = NSLock()
    private var first: Error?

    func record(_ error: Error) {
        lock.lock()
        if first == nil { first = error }
        lock.unlock()
    }

    var error: Error? {
        lock.lock()
        defer { lock.unlock() }
        return first
    }
}

/// Hands every frame to several sinks (PNG frames and a GIF from one render).
public final class FanOutSink: FrameSink {
    /// The sinks, fed in this order.
    public let sinks: [FrameSink]

    public init(_ sinks: [FrameSink]) { self.sinks = sinks }

    public func write(_ frame: Bitmap, index: Int, duration: Double) throws {
        for s in sinks { try s.write(frame, index: index, duration: duration) }
    }

    public func finish() throws {
        for s in sinks { try s.finish() }
    }

    public var backgroundCPUSeconds: Double { sinks.map(\.backgroundCPUSeconds).reduce(0, +) }
}
