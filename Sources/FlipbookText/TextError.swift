/// What can go wrong when fonts are resolved or text is laid out. Every case's message says
/// what was wrong and what to do.
public enum TextError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No installed or registered font has this family name.
    /// `available` lists the families that were found (sorted), `searched` the directories and
    /// files looked in.
    case unknownFamily(String, available: [String], searched: [String])
    /// A font file could not be opened or parsed by FreeType.
    case unreadableFontFile(path: String, reason: String)
    /// A font size that is zero, negative, not finite, or above ``Font/maximumSize``.
    case invalidFontSize(Double)
    /// A font weight that is not finite or outside UIKit's `[-1, 1]`.
    case invalidFontWeight(Double)
    /// A layout width or height that is negative or not finite.
    case invalidDimension(name: String, value: Double)
    /// A render scale that is not finite and positive, or would make a bitmap larger than
    /// ``TextRenderer/maximumPixelCount``.
    case invalidScale(Double)
    /// FreeType reported an error while doing `operation`.
    case freeType(operation: String, code: Int32)

    /// The message: what was wrong and what to do.
    public var description: String {
        switch self {
        case let .unknownFamily(family, available, searched):
            let list = available.isEmpty ? "none" : available.joined(separator: ", ")
            return "Font family \"\(family)\" is not installed. Found families: \(list). "
                + "Searched: \(searched.joined(separator: ", ")). Install the font (for example "
                + "`apt-get install fonts-dejavu-core`), add its file or directory to "
                + "FLIPBOOK_FONT_PATH (colon-separated), or pass it to FontLibrary(extraPaths:)."
        case let .unreadableFontFile(path, reason):
            return "Cannot read font file \(path): \(reason). Check that the file exists, is "
                + "readable and is a TrueType/OpenType font (.ttf, .otf, .ttc)."
        case let .invalidFontSize(size):
            return "Font size \(size) pt is invalid: sizes must be finite, above 0 and at most "
                + "\(Int(Font.maximumSize)) pt."
        case let .invalidFontWeight(weight):
            return "Font weight \(weight) is invalid: weights are UIKit's, finite and from -1 "
                + "(lightest) to 1 (heaviest), for example FontWeight.semibold (0.3)."
        case let .invalidDimension(name, value):
            return "Text layout \(name) \(value) pt is invalid: it must be finite and not negative "
                + "(use nil for unlimited)."
        case let .invalidScale(scale):
            return "Text render scale \(scale) is invalid: it must be finite, above 0 and keep the "
                + "bitmap under \(TextRenderer.maximumPixelCount) pixels."
        case let .freeType(operation, code):
            return "FreeType failed to \(operation) (error \(code))."
        }
    }
}
