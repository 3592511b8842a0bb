import Foundation
import FlipbookRaster

/// Access to `__Fixtures__/`, written by `scripts/dev/make_png_fixtures.py`.
enum Fixtures {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("__Fixtures__").path

    static func path(_ name: String) -> String { folder + "/" + name }

    static func bytes(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: path(name))))
    }

    /// The premultiplied pixels the fixture script computed for `<name>.png`.
    static func expectedPixels(_ name: String) throws -> [UInt8] {
        try bytes(name + ".expected.rgba")
    }
}

/// A fresh empty folder under the system temporary directory, removed by `remove()`.
struct ScratchFolder {
    let path: String

    init() throws {
        path = NSTemporaryDirectory() + "flipbook-codecs-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    func contents() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: path).sorted()
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}

/// A bitmap whose every pixel is a different valid premultiplied value, for round trips.
func gradientBitmap(width: Int, height: Int) -> Bitmap {
    var bitmap = Bitmap(width: width, height: height)
    for y in 0 ..< height {
        for x in 0 ..< width {
            let a = UInt8((x * 37 + y * 11) % 256)
            func channel(_ seed: Int) -> UInt8 { a == 0 ? 0 : UInt8(seed % (Int(a) + 1)) }
            bitmap[x, y] = Pixel(r: channel(x * 7 + y), g: channel(x + y * 13), b: channel(x * y + 5), a: a)
        }
    }
    return bitmap
}
