import Foundation
import FlipbookCodecs
import FlipbookRaster

/// Writes frames as `frame_0000.png`, `frame_0001.png`, … into a directory.
///
/// A frame shown longer than one frame interval (the held end state, `--hold`) is written as
/// as many copies as intervals it covers, so that a directory played at `fps` has the same
/// timing as the GIF. Numbers have at least 4 digits, more when the clip needs them. After
/// the last frame, `frame_NNNN.png` files left by an earlier, longer render are removed.
public final class PNGDirectorySink: FrameSink {
    /// The directory the frames go into.
    public let directory: String
    /// The frame rate the copies of held frames are counted in.
    public let fps: Double
    private let digits: Int
    private let writePNG: (Bitmap, String) throws -> Void
    /// How many files have been written.
    public private(set) var fileCount = 0

    /// - Parameters:
    ///   - directory: an existing directory.
    ///   - fps: frames per second of the render.
    ///   - expectedFiles: about how many files will be written (sets the digit count).
    ///   - writePNG: writes one PNG file atomically. Default: FlipbookCodecs' `PNG.write`.
    public init(directory: String, fps: Double, expectedFiles: Int,
                writePNG: @escaping (Bitmap, String) throws -> Void = { try PNG.write($0, path: $1) }) {
        self.directory = directory
        self.fps = fps
        self.digits = max(4, String(max(0, expectedFiles - 1)).count)
        self.writePNG = writePNG
    }

    /// The file name of the `n`-th file (`frame_0042.png`).
    public func fileName(_ n: Int) -> String {
        let number = String(n)
        return "frame_" + String(repeating: "0", count: max(0, digits - number.count)) + number + ".png"
    }

    public func write(_ frame: Bitmap, index: Int, duration: Double) throws {
        let copies = max(1, Int((duration * fps).rounded()))
        for _ in 0..<copies {
            try writePNG(frame, (directory as NSString).appendingPathComponent(fileName(fileCount)))
            fileCount += 1
        }
    }

    public func finish() throws {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        for name in names where name.hasPrefix("frame_") && name.hasSuffix(".png") {
            let number = name.dropFirst("frame_".count).dropLast(".png".count)
            if let n = Int(number), number.allSatisfy(\.isNumber), n >= fileCount {
                try? FileManager.default.removeItem(atPath: (directory as NSString).appendingPathComponent(name))
            }
        }
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
}
