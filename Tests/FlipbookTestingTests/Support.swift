import FlipbookCodecs
import FlipbookRaster
import FlipbookTesting
import Foundation

/// A throwaway package-like folder: a fake test file path, its `__Goldens__`, and an artifacts
/// folder injected through the environment.
struct SnapshotSandbox {
    let root: String
    var filePath: String { root + "/Tests/MySuite.swift" }
    var artifacts: String { root + "/artifacts" }

    init() throws {
        root = NSTemporaryDirectory() + "flipbook-testing-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: root + "/Tests", withIntermediateDirectories: true)
    }

    func environment(_ extra: [String: String] = [:]) -> SnapshotEnvironment {
        SnapshotEnvironment(["FLIPBOOK_ARTIFACTS": artifacts].merging(extra) { $1 })
    }

    func golden(_ test: String, variant: String = "image") -> String {
        root + "/Tests/__Goldens__/MySuite/\(test).\(variant).png"
    }

    func artifact(_ test: String, _ kind: String) -> String {
        artifacts + "/MySuite/\(test).image.\(kind).png"
    }

    func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }

    func verify(_ bitmap: Bitmap, test: String, record: RecordMode? = nil, tolerance: Tolerance = .exact,
                environment: [String: String] = [:]) -> String? {
        SnapshotVerifier.verify(bitmap, as: .image, record: record, tolerance: tolerance,
                                environment: self.environment(environment), filePath: filePath, function: test + "()")
    }

    func record(_ bitmap: Bitmap, test: String) throws {
        try FileManager.default.createDirectory(atPath: (golden(test) as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        try PNG.write(bitmap, path: golden(test))
    }

    func remove() { try? FileManager.default.removeItem(atPath: root) }
}

/// A 4 × 4 opaque red square.
let redSquare = Bitmap(width: 4, height: 4, fill: Pixel(r: 200, g: 0, b: 0, a: 255))

/// `redSquare` with the given pixels' red channel shifted by the given amounts.
func redSquare(shifting changes: [(x: Int, y: Int, by: Int)]) -> Bitmap {
    var bitmap = redSquare
    for change in changes {
        bitmap[change.x, change.y].r = UInt8(200 - change.by)
    }
    return bitmap
}
