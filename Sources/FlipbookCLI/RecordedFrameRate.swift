import FlipbookExport
import FlipbookScene
import Foundation

/// The frame rate `flipbook render` recorded beside PNG frames (`flipbook-frames.json`, see
/// FlipbookExport's `PNGDirectorySink.timingFileName`), which `flipbook gif` plays them at when
/// given neither `--fps` nor `--delays`.
enum RecordedFrameRate {
    /// The largest record read; `flipbook render` writes about 15 bytes.
    static let maximumRecordBytes = 4096

    /// The recorded rate of the folders holding `frames`, with the file it came from; nil when
    /// no folder has a record.
    /// - Throws: ``CLIError``: usage (64) when the folders record different rates, bad data (65)
    ///   for a record that is not `{"fps": n}` with 0 < n ≤ 1000.
    static func find(for frames: [String], command: String) throws -> (fps: Double, file: String)? {
        var found: [(fps: Double, file: String)] = []
        var folders = Set<String>()
        for frame in frames {
            let folder = (frame as NSString).deletingLastPathComponent
            guard folders.insert(folder).inserted else { continue }
            let file = ((folder.isEmpty ? "." : folder) as NSString).appendingPathComponent(PNGDirectorySink.timingFileName)
            guard FileManager.default.fileExists(atPath: file) else { continue }
            // `{"fps": 25.0}` is 15 bytes; a larger file is not a record (and is not read whole).
            // Only a regular file is read: a FIFO or a device of that name would block or never end.
            let attributes = (try? FileManager.default.attributesOfItem(atPath: file)) ?? [:]
            let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
            guard attributes[.type] as? FileAttributeType == .typeRegular, size <= maximumRecordBytes,
                let data = FileManager.default.contents(atPath: file)
            else {
                throw CLIError(
                    .badData,
                    "\(file): not a frame-rate record ({\"fps\": n}, at most \(maximumRecordBytes) bytes); "
                        + "fix or remove it, or give --fps")
            }
            guard StrictJSON.firstError(in: data) == nil,
                let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                let fps = (object["fps"] as? NSNumber)?.doubleValue, fps.isFinite, fps > 0, fps <= 1000
            else {
                throw CLIError(
                    .badData,
                    "\(file): expected {\"fps\": n} with 0 < n ≤ 1000, as flipbook render writes it; "
                        + "fix or remove it, or give --fps")
            }
            found.append((fps, file))
        }
        guard let first = found.first else { return nil }
        if let other = found.first(where: { $0.fps != first.fps }) {
            throw CLIError.usage(
                "the frames come from renders at \(String(format: "%g", first.fps)) fps (\(first.file)) "
                    + "and \(String(format: "%g", other.fps)) fps (\(other.file)); give --fps or --delays",
                command: command)
        }
        return first
    }
}
