import FlipbookRaster
import Foundation

/// What the review page shows about one failing assertion, kept as JSON in
/// `<artifacts>/<Suite>/<test>.<variant>.failure.json` beside the failure's images.
///
/// One file per assertion, written whole and atomically by the test that failed, so parallel
/// tests never write the same file and the page can always be rebuilt from the folder alone.
struct FailureRecord: Codable, Equatable {
    /// Why the assertion failed.
    enum Kind: String, Codable {
        /// The golden was read and the images differ.
        case mismatch
        /// There is no golden and the record mode forbids writing one.
        case missingGolden
        /// The golden exists but cannot be decoded.
        case unreadableGolden
    }

    /// The comparison's numbers (see ``ComparisonResult``).
    struct Numbers: Codable, Equatable {
        /// Pixels differing by more than `maxChannelDelta` (plus, on a size mismatch, those outside the overlap).
        var differingPixels: Int
        /// Pixels with any channel difference at all.
        var changedPixels: Int
        /// Pixels of the larger image.
        var pixelCount: Int
        /// Differing pixels the tolerance allows in an image of `pixelCount` pixels.
        var allowedDifferingPixels: Int
        /// The largest premultiplied channel difference, 0…255.
        var largestChannelDelta: Int
        /// Where `largestChannelDelta` first occurs, in pixels from the top-left; nil when none.
        var largestDeltaX: Int?
        /// See `largestDeltaX`.
        var largestDeltaY: Int?
        /// The tolerance's per-channel limit, 0…255.
        var maxChannelDelta: Int
        /// The tolerance as the failure message writes it, for example `exact`.
        var tolerance: String
    }

    /// One filmstrip frame: its column in the strip and, when both strips have the same size,
    /// the comparison of that column alone.
    struct Frame: Codable, Equatable {
        /// Seconds, as passed to the strategy.
        var time: Double
        /// The label written under the frame, for example `t=0.25s`.
        var label: String
        /// The column's left edge and width in the strip, in pixels.
        var x: Int, width: Int
        /// Pixels of this column differing by more than `maxChannelDelta`; nil when the strips
        /// differ in size.
        var differingPixels: Int?
        /// Pixels of this column with any difference; nil when the strips differ in size.
        var changedPixels: Int?
        /// The column's largest channel difference; nil when the strips differ in size.
        var largestChannelDelta: Int?
    }

    /// Width and height in pixels.
    struct Size: Codable, Equatable {
        var width: Int, height: Int
    }

    var suite: String
    var test: String
    var variant: String
    var kind: Kind
    /// Absolute path of the golden.
    var golden: String
    /// True when this run also wrote the actual image over the golden (record mode `failed` or `all`).
    var rerecorded: Bool
    /// The command that re-records the golden.
    var recordCommand: String
    /// The whole failure message the test reported.
    var message: String
    /// The images written, by kind (`expected`, `actual`, `diff`), as paths relative to the
    /// artifacts root with `/` separators.
    var images: [String: String]
    var actualSize: Size
    var expectedSize: Size?
    var numbers: Numbers?
    /// The filmstrip's frames, left to right; nil for a single image.
    var frames: [Frame]?

    /// The page's heading for this failure: `Suite/test.variant`.
    var title: String { "\(suite)/\(test).\(variant)" }
}

extension FailureRecord {
    /// The record of a comparison that failed.
    init(mismatch result: ComparisonResult, frames: [FilmstripFrame]?, paths: SnapshotPaths, rerecorded: Bool,
         message: String) {
        self.init(suite: paths.suite, test: paths.test, variant: paths.variant, kind: .mismatch, golden: paths.golden,
                  rerecorded: rerecorded, recordCommand: paths.recordCommand(mode: .failed), message: message,
                  images: Dictionary(uniqueKeysWithValues: ["expected", "actual", "diff"].map { ($0, paths.relativeArtifact($0)) }),
                  actualSize: Size(width: result.actual.width, height: result.actual.height),
                  expectedSize: Size(width: result.expected.width, height: result.expected.height),
                  numbers: Numbers(
                    differingPixels: result.differingPixelCount, changedPixels: result.changedPixelCount,
                    pixelCount: result.pixelCount,
                    allowedDifferingPixels: result.tolerance.allowedDifferingPixels(of: result.pixelCount),
                    largestChannelDelta: result.largestChannelDelta,
                    largestDeltaX: result.largestDeltaLocation?.x, largestDeltaY: result.largestDeltaLocation?.y,
                    maxChannelDelta: result.tolerance.maxChannelDelta, tolerance: result.tolerance.description),
                  frames: frames.map { Self.compareFrames($0, of: result) })
    }

    /// The record of an assertion that had no golden to compare with, so only its actual image exists.
    init(kind: Kind, actual: Bitmap, frames: [FilmstripFrame]?, paths: SnapshotPaths, recordCommand: String, message: String) {
        self.init(suite: paths.suite, test: paths.test, variant: paths.variant, kind: kind, golden: paths.golden,
                  rerecorded: false, recordCommand: recordCommand, message: message,
                  images: ["actual": paths.relativeArtifact("actual")],
                  actualSize: Size(width: actual.width, height: actual.height), expectedSize: nil, numbers: nil,
                  frames: frames?.map { Frame(time: $0.time, label: Filmstrip.label(for: $0.time), x: $0.x, width: $0.width) })
    }

    /// Compares each frame's column of the two strips on its own, under the same tolerance.
    ///
    /// The columns are the actual strip's; when the expected strip has another size its columns
    /// are elsewhere, so the frames keep their times but get no numbers.
    static func compareFrames(_ frames: [FilmstripFrame], of result: ComparisonResult) -> [Frame] {
        frames.map { frame in
            var entry = Frame(time: frame.time, label: Filmstrip.label(for: frame.time), x: frame.x, width: frame.width)
            guard !result.isSizeMismatch else { return entry }
            let left = max(0, min(frame.x, result.actual.width)), right = max(left, min(frame.x + frame.width, result.actual.width))
            let column = ImageComparison.compare(expected: crop(result.expected, from: left, to: right),
                                                 actual: crop(result.actual, from: left, to: right),
                                                 tolerance: result.tolerance)
            entry.differingPixels = column.differingPixelCount
            entry.changedPixels = column.changedPixelCount
            entry.largestChannelDelta = column.largestChannelDelta
            return entry
        }
    }

    /// One line naming the filmstrip frames that differ, for the console message:
    /// `Frames that differ: t=0.2s (1 234 px over the tolerance), t=0.4s (56 px); equal: t=0s.`
    /// When the strips differ in size the frames cannot be compared one by one, and the line says so.
    static func frameReport(_ frames: [Frame]) -> String {
        guard frames.allSatisfy({ $0.differingPixels != nil }) else {
            return "Frames: the strips differ in size, so no frame can be compared on its own ("
                + frames.map(\.label).joined(separator: ", ") + ")."
        }
        let differing = frames.filter { $0.differingPixels! > 0 }
        let changedOnly = frames.filter { $0.differingPixels! == 0 && $0.changedPixels! > 0 }
        let equal = frames.filter { $0.changedPixels! == 0 }
        var parts: [String] = []
        parts.append(differing.isEmpty ? "no frame differs beyond the tolerance on its own"
            : "frames that differ: " + differing.map { "\($0.label) (\($0.differingPixels!) px, largest channel difference \($0.largestChannelDelta!))" }
                .joined(separator: ", "))
        if !changedOnly.isEmpty {
            parts.append("within the tolerance: " + changedOnly.map(\.label).joined(separator: ", "))
        }
        if !equal.isEmpty { parts.append("equal: " + equal.map(\.label).joined(separator: ", ")) }
        let line = parts.joined(separator: "; ") + "."
        return line.prefix(1).uppercased() + line.dropFirst()
    }

    /// Columns `left ..< right` of `bitmap`, full height.
    static func crop(_ bitmap: Bitmap, from left: Int, to right: Int) -> Bitmap {
        let width = right - left
        var bytes: [UInt8] = []
        bytes.reserveCapacity(width * bitmap.height * 4)
        for y in 0 ..< bitmap.height {
            let start = (y * bitmap.width + left) * 4
            bytes.append(contentsOf: bitmap.bytes[start ..< start + width * 4])
        }
        return Bitmap(width: width, height: bitmap.height, bytes: bytes)
    }

    /// The record as the sidecar file stores it: sorted keys, so equal records give equal bytes.
    func encoded() throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return Array(try encoder.encode(self)) + [0x0A]
    }

    /// Decodes a sidecar file's bytes.
    static func decode(_ bytes: [UInt8]) throws -> FailureRecord {
        try JSONDecoder().decode(FailureRecord.self, from: Data(bytes))
    }
}

extension SnapshotPaths {
    /// `<Suite>/<test>.<variant>.<kind>.png`, relative to the artifacts root with `/` separators.
    func relativeArtifact(_ kind: String) -> String {
        suite + "/\(test).\(variant).\(kind).png"
    }
}
