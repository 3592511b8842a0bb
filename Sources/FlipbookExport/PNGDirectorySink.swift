import Foundation
import FlipbookCodecs
import FlipbookRaster

/// Writes frames as `frame_0000.png`, `frame_0001.png`, … into a folder that appears complete
/// or not at all.
///
/// PNG encoding costs about as much as rasterizing even with `PNGEncoding.fast` (a 750×1334
/// frame: 13–16 ms of CPU, and 45 ms with zlib level 1), so frames are encoded and written on up
/// to `jobs` threads at once; `write` returns as soon as a thread is free, and `finish` waits for
/// all of them. Every file is independent and written atomically, so the bytes do not depend on
/// the thread count.
///
/// A frame shown longer than one frame interval (the held end state, `--hold`) is written as
/// as many copies as intervals it covers, so that a folder played at `fps` has the same
/// timing as the GIF; the frame is encoded once and its copies are copies of that file. Numbers
/// have at least 4 digits, more when the clip needs them.
///
/// The frames go into a hidden temporary folder beside `directory`, registered with
/// FlipbookCodecs' `TemporaryFiles` so that an interrupted process removes it. `finish()` puts
/// it in place of `directory` in one step once every frame is written; until then, and for
/// ever if the render fails, `directory` keeps whatever it held before. So the folder at
/// `directory` always holds exactly the frames of one complete render (or of one complete slice of
/// a render, numbered from ``firstNumber``) without gaps, and their frame rate in
/// ``timingFileName`` (`{"fps": 25.0}`, the same for every slice of a render, so that slices'
/// folders copied together still agree; `flipbook gif` plays the frames at it).
/// Because the whole folder is replaced, `directory` must be new, empty, or hold only
/// `frame_<digits>.png` files and ``timingFileName`` (an earlier render); anything else is
/// refused before a frame is written.
public final class PNGDirectorySink: FrameSink {
    /// The file beside the frames that records their frame rate: `flipbook-frames.json`,
    /// holding `{"fps": <fps>}`.
    public static let timingFileName = "flipbook-frames.json"
    /// The folder the frames end up in.
    public let directory: String
    /// The hidden folder beside ``directory`` that holds the frames until `finish()`.
    public let temporaryDirectory: String
    /// The frame rate the copies of held frames are counted in.
    public let fps: Double
    /// The number of the first file written (`frame_<firstNumber>.png`): 0 for a whole render,
    /// the slice's first frame for a slice of one.
    public let firstNumber: Int
    private let digits: Int
    private let writePNG: @Sendable (Bitmap, String) throws -> Void
    private let slots: DispatchSemaphore
    private let pending = DispatchGroup()
    private let failure = FirstError()
    private let encodingTime = SharedSum()
    private var finished = false
    /// How many files have been started.
    public private(set) var fileCount = 0

    /// - Parameters:
    ///   - directory: the folder to write; its parent must exist. If it exists, it must be a
    ///     folder holding nothing but `frame_<digits>.png` files.
    ///   - fps: frames per second of the render.
    ///   - expectedFiles: about how many files the whole render writes (sets the digit count,
    ///     so a slice of a render is numbered like the whole).
    ///   - firstNumber: the number of the first file; a slice of a render starting at frame
    ///     `k` passes `k` so that its files keep the whole render's names. Default 0.
    ///   - jobs: files encoded at once, at least 1. Default: every active core.
    ///   - writePNG: writes one PNG file atomically. Default: FlipbookCodecs' `PNG.write`.
    /// - Throws: ``FolderError`` when `directory` is a file or holds other files;
    ///   `CodecError.unwritable` when its parent does not take a new folder.
    public init(directory: String, fps: Double, expectedFiles: Int, firstNumber: Int = 0, jobs: Int? = nil,
                writePNG: @escaping @Sendable (Bitmap, String) throws -> Void = { try PNG.write($0, path: $1) }) throws {
        // The folder a symbolic link names is the one replaced; the link stays.
        var info = stat()
        let directory = lstat(directory, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK
            ? URL(fileURLWithPath: directory).resolvingSymlinksInPath().path : directory
        try Self.checkReplaceable(directory)
        self.directory = directory
        self.fps = fps
        self.firstNumber = max(0, firstNumber)
        self.digits = max(4, String(max(0, expectedFiles - 1)).count)
        self.writePNG = writePNG
        slots = DispatchSemaphore(value: max(1, jobs ?? ProcessInfo.processInfo.activeProcessorCount))
        temporaryDirectory = try AtomicFile.createTemporaryDirectory(besides: directory)
    }

    /// The file name of the `n`-th file (`frame_0042.png`).
    public func fileName(_ n: Int) -> String {
        let number = String(n)
        return "frame_" + String(repeating: "0", count: max(0, digits - number.count)) + number + ".png"
    }

    /// Whether `name` is a frame file of a render (`frame_` digits `.png`).
    public static func isFrameName(_ name: String) -> Bool {
        guard name.hasPrefix("frame_"), name.hasSuffix(".png") else { return false }
        let number = name.dropFirst("frame_".count).dropLast(".png".count)
        return !number.isEmpty && number.allSatisfy { ("0"..."9").contains($0) }
    }

    private static func checkReplaceable(_ directory: String) throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) else { return }
        guard isDirectory.boolValue else { throw FolderError.notAFolder(path: directory) }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        let foreign = names.filter { !isFrameName($0) && $0 != timingFileName }.sorted()
        guard foreign.isEmpty else { throw FolderError.holdsOtherFiles(path: directory, names: foreign) }
    }

    public func write(_ frame: Bitmap, index: Int, duration: Double) throws {
        let copies = max(1, Int((duration * fps).rounded()))
        if let error = failure.error {
            // The render stops here; the folder it would have replaced stays as it was.
            abandon()
            throw error
        }
        // A held frame is encoded once; its copies are the same bytes, copied file to file.
        var paths: [String] = []
        for _ in 0..<copies {
            paths.append((temporaryDirectory as NSString).appendingPathComponent(fileName(firstNumber + fileCount)))
            fileCount += 1
        }
        slots.wait()
        pending.enter()
        DispatchQueue.global().async { [writePNG, slots, pending, failure, encodingTime, directory, temporaryDirectory, paths] in
            let t0 = threadCPUSeconds()
            do {
                try writePNG(frame, paths[0])
                if paths.count > 1 {
                    let bytes = try AtomicFile.read(paths[0])
                    for path in paths.dropFirst() { try AtomicFile.write(bytes, to: path) }
                }
            } catch let CodecError.unwritable(path, reason) where path.hasPrefix(temporaryDirectory + "/") {
                // Name the file the user asked for, not the hidden folder it was going into.
                let name = (path as NSString).lastPathComponent
                failure.record(CodecError.unwritable(path: (directory as NSString).appendingPathComponent(name), reason: reason))
            } catch {
                failure.record(error)
            }
            encodingTime.add(threadCPUSeconds() - t0)
            slots.signal()
            pending.leave()
        }
    }

    /// Waits for every file, then replaces ``directory`` with the complete folder.
    /// - Throws: the first write error, or `CodecError.unwritable` when the folder
    ///   cannot be put in place; ``directory`` is then unchanged and the temporary folder removed.
    public func finish() throws {
        pending.wait()
        if let error = failure.error {
            abandon()
            throw error
        }
        finished = true
        do {
            let timing = (temporaryDirectory as NSString).appendingPathComponent(Self.timingFileName)
            try AtomicFile.write(Array("{\"fps\": \(fps)}\n".utf8), to: timing)
        } catch {
            AtomicFile.discardTemporaryDirectory(temporaryDirectory)
            throw error
        }
        try AtomicFile.replaceDirectory(at: directory, with: temporaryDirectory)
    }

    /// Waits for the files in flight and removes the temporary folder.
    private func abandon() {
        pending.wait()
        if !finished { AtomicFile.discardTemporaryDirectory(temporaryDirectory) }
        finished = true
    }

    /// CPU seconds spent encoding and writing files.
    public var backgroundCPUSeconds: Double { encodingTime.value }

    // A render that stopped before `finish()` leaves `directory` as it was.
    deinit { abandon() }
}

extension PNGDirectorySink {
    /// Why a folder cannot receive PNG frames; nothing has been written.
    public enum FolderError: Error, Equatable, CustomStringConvertible {
        /// A file (not a folder) has the folder's name.
        case notAFolder(path: String)
        /// The folder holds `names` (sorted), which are not `frame_<digits>.png` files; the
        /// render would replace them with the frames.
        case holdsOtherFiles(path: String, names: [String])

        public var description: String {
            switch self {
            case let .notAFolder(path):
                return "\(path) is a file; PNG frames need a folder. Give another -o, or remove the file."
            case let .holdsOtherFiles(path, names):
                let shown = names.prefix(3).joined(separator: ", ") + (names.count > 3 ? ", … (\(names.count) in all)" : "")
                return "\(path) holds files that are not frames (\(shown)); a render replaces the whole folder, "
                    + "so give a new or empty folder, or one holding only an earlier render's frame_NNNN.png files."
            }
        }
    }
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
    /// Each sink's answer to ``sampleIndices(frameCount:)``.
    private var wanted: [[Int]] = []

    public init(_ sinks: [FrameSink]) { self.sinks = sinks }

    public func write(_ frame: Bitmap, index: Int, duration: Double) throws {
        for s in sinks { try s.write(frame, index: index, duration: duration) }
    }

    public func finish() throws {
        for s in sinks { try s.finish() }
    }

    public var backgroundCPUSeconds: Double { sinks.map(\.backgroundCPUSeconds).reduce(0, +) }

    /// Every sink's sample positions, together.
    public func sampleIndices(frameCount: Int) -> [Int] {
        wanted = sinks.map { $0.sampleIndices(frameCount: frameCount) }
        return Array(Set(wanted.joined())).sorted()
    }

    /// Each sink gets the frames it asked for (none when it asked for none).
    public func writeSample(_ sample: FrameSample) throws {
        for (sink, positions) in zip(sinks, wanted) where !positions.isEmpty {
            try sink.writeSample(sample.restricted(to: positions))
        }
    }
}
