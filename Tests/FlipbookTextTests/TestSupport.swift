import Foundation
import FlipbookGeometry
import FlipbookRaster
@testable import FlipbookText

/// The font files scripts/setup.sh installs, named by path. Tests load these files and nothing
/// else, so no result depends on which other fonts a machine has (ImageMagick and Ghostscript,
/// for example, pull in `fonts-droid-fallback`, a second CJK font).
enum SetupFonts {
    static let liberationDirectory = "/usr/share/fonts/truetype/liberation2"
    static let dejaVuDirectory = "/usr/share/fonts/truetype/dejavu"
    /// Liberation Sans, the system sans (`fonts-liberation2`).
    static let liberationSans = ["Regular", "Bold", "Italic", "BoldItalic"].map {
        liberationDirectory + "/LiberationSans-\($0).ttf"
    }
    /// The six faces of `fonts-dejavu-core` (`fonts-dejavu-extra` adds more to the same folder).
    static let dejaVu = ["DejaVuSans", "DejaVuSans-Bold", "DejaVuSansMono", "DejaVuSansMono-Bold", "DejaVuSerif",
                         "DejaVuSerif-Bold"].map { dejaVuDirectory + "/" + $0 + ".ttf" }
    /// WenQuanYi Micro Hei (`fonts-wqy-microhei`), the CJK fallback: Chinese, kana and Hangul.
    static let cjk = "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc"
    static let cjkFamily = "WenQuanYi Micro Hei"
    static let emoji = "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"

    static let all = liberationSans + dejaVu + [cjk]
    /// The files of ``all`` that cannot be read; empty after scripts/setup.sh.
    static var missing: [String] { all.filter { !FileManager.default.isReadableFile(atPath: $0) } }

    /// A library of `files` and nothing else. They are registered one by one: as search paths,
    /// the first file of a family would hide the family's other faces (its bold, say).
    static func library(of files: [String]) -> FontLibrary {
        let library = FontLibrary(includesEnvironment: false, includesSystemDirectories: false)
        for file in files { _ = try? library.register(fontFile: file) }
        return library
    }
}

/// Shared fixtures: a library of the setup fonts only, and layout shortcuts.
enum Fixtures {
    static let library = SetupFonts.library(of: SetupFonts.all)
    static let dejaVuDirectory = SetupFonts.dejaVuDirectory

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
