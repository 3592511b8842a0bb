import Foundation
import FlipbookGeometry
import FlipbookRaster
@testable import FlipbookText

/// Shared fixtures: a library that ignores FLIPBOOK_FONT_PATH, and layout shortcuts.
enum Fixtures {
    static let library = FontLibrary(includesEnvironment: false)
    static let dejaVuDirectory = "/usr/share/fonts/truetype/dejavu"
    static let isCJKInstalled = library.families.contains { FontLibrary.cjkFallbackFamilies.contains($0) }
    static let isLiberationSystemSans = (try? library.face(for: .system(size: 17)))?.family == "Liberation Sans"

    static let pangram = "The quick brown fox jumps over the lazy dog"
    static let paragraph = """
        Lorem ipsum dolor sit er elit lamet, consectetaur cillium adipisicing pecu, sed do eiusmod \
        tempor incididunt ut labore et dolore magna aliqua. Ut enim ad minim veniam, quis nostrud \
        exercitation ullamco laboris nisi ut aliquip ex ea commodo consequat.
        """

    static func layout(_ string: String, font: Font = .system(size: 17), color: Color = .black,
                       _ options: TextLayoutOptions = TextLayoutOptions()) throws -> TextLayout {
        try TextLayout(AttributedText(string, font: font, color: color), options: options, library: library)
    }

    /// A paragraph of `count` words drawn from the lorem-ipsum text, deterministic.
    static func words(_ count: Int) -> String {
        let source = paragraph.split(separator: " ")
        return (0..<count).map { String(source[$0 % source.count]) }.joined(separator: " ")
    }

    /// Writes `bitmap` as `name.rgba` (raw premultiplied RGBA with a `W H\n` header) into
    /// `FLIPBOOK_TEXT_PREVIEW_DIR` when it is set, for looking at with scripts/text-preview.py.
    static func preview(_ bitmap: Bitmap, _ name: String) {
        guard let directory = ProcessInfo.processInfo.environment["FLIPBOOK_TEXT_PREVIEW_DIR"] else { return }
        var data = Data("\(bitmap.width) \(bitmap.height)\n".utf8)
        data.append(contentsOf: bitmap.bytes)
        try? data.write(to: URL(fileURLWithPath: directory + "/" + name + ".rgba"))
    }
}
