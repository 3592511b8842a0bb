extension Font {
    /// `UIFont(name:size:)`: the font a PostScript name such as `"HelveticaNeue-Bold"` or
    /// `"AvenirNext-DemiBold"` names, at `fontSize` points.
    ///
    /// The part before the hyphen is the family (matched as ``Font/family`` is, so
    /// `"HelveticaNeue"` is Helvetica Neue, which stands for the system sans when not
    /// installed); the part after it is the weight (`UltraLight`, `Thin`, `Light`, `Regular`,
    /// `Medium`, `Semibold`/`DemiBold`, `Bold`, `Heavy`, `Black`). UIKit answers `nil` for a
    /// font iOS does not have; Kit cannot tell such a name from an iOS font missing on this
    /// machine, so it never answers `nil` (ported code force-unwraps it): a family that is not
    /// installed draws the system sans, and an italic style draws upright, each reported through
    /// `Application.report(_:)` (code `font.missingFamily`, `font.italic`).
    public init?(name fontName: String, size fontSize: Double) {
        let parts = fontName.split(separator: "-", maxSplits: 1).map(String.init)
        let family = parts.first ?? fontName
        var style = parts.count > 1 ? parts[1] : ""
        if let italic = ["Italic", "Oblique", "It"].first(where: { style.hasSuffix($0) }) {
            style.removeLast(italic.count)
            Application.current?.report(
                KitDiagnostic(
                    code: "font.italic",
                    message: "font '\(fontName)' is italic; Kit has no italic faces and draws it upright"))
        }
        // The longest known weight the style ends with (`CondensedBold` is bold).
        let key = style.lowercased()
        let weight =
            Self.postScriptWeights.filter { key.hasSuffix($0.key) }.max { $0.key.count < $1.key.count }?.value
            ?? .regular
        let requested = Font(family: family, size: fontSize, weight: weight)
        if (try? FontLibrary.shared.face(for: requested.withSize(17))) != nil {
            self = requested
        } else {
            Application.current?.report(
                KitDiagnostic(
                    code: "font.missingFamily",
                    message: "font family '\(family)' of '\(fontName)' is not installed; Kit draws the system sans "
                        + "(install it, or register its file with FontLibrary.register(fontFile:))"))
            self = .system(size: fontSize, weight: weight)
        }
    }

    /// The weights of PostScript style names, lowercased.
    static let postScriptWeights: [String: FontWeight] = [
        "": .regular, "regular": .regular, "roman": .regular, "book": .regular, "normal": .regular,
        "ultralight": .ultraLight, "extralight": .ultraLight, "thin": .thin, "light": .light,
        "medium": .medium, "semibold": .semibold, "demibold": .semibold, "bold": .bold,
        "heavy": .heavy, "extrabold": .heavy, "black": .black,
    ]
}
