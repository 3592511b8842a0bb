/// A font weight on UIKit's scale (`UIFont.Weight`): a number from −1 (lightest) to 1
/// (heaviest), 0 regular, with UIKit's nine named values.
///
/// Faces are chosen by their OS/2 weight class (100–900, the CSS scale), so every weight also has
/// a ``cssWeight``: the nine named weights are 100, 200, …, 900 (ultraLight … black) and values
/// between them interpolate linearly (0.115, half-way from regular to medium, is 450).
/// ``FontLibrary`` picks the family's face by CSS font matching and synthesises the difference
/// when the family has nothing close enough (see the article “Font weights”).
public struct FontWeight: RawRepresentable, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// UIKit's value, in `[-1, 1]` (checked by ``Font/validate()`` when the font is used).
    public var rawValue: Double

    /// A weight with UIKit's value `rawValue` (`UIFont.Weight(rawValue:)`).
    public init(rawValue: Double) {
        self.rawValue = rawValue
    }

    /// −0.8, CSS 100 (`UIFont.Weight.ultraLight`).
    public static let ultraLight = FontWeight(rawValue: -0.8)
    /// −0.6, CSS 200 (`UIFont.Weight.thin`).
    public static let thin = FontWeight(rawValue: -0.6)
    /// −0.4, CSS 300 (`UIFont.Weight.light`).
    public static let light = FontWeight(rawValue: -0.4)
    /// 0, CSS 400 (`UIFont.Weight.regular`), the default.
    public static let regular = FontWeight(rawValue: 0)
    /// 0.23, CSS 500 (`UIFont.Weight.medium`).
    public static let medium = FontWeight(rawValue: 0.23)
    /// 0.3, CSS 600 (`UIFont.Weight.semibold`).
    public static let semibold = FontWeight(rawValue: 0.3)
    /// 0.4, CSS 700 (`UIFont.Weight.bold`).
    public static let bold = FontWeight(rawValue: 0.4)
    /// 0.56, CSS 800 (`UIFont.Weight.heavy`).
    public static let heavy = FontWeight(rawValue: 0.56)
    /// 0.62, CSS 900 (`UIFont.Weight.black`).
    public static let black = FontWeight(rawValue: 0.62)

    /// The nine named weights, lightest first.
    public static let allCases: [FontWeight] = [
        .ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black,
    ]

    /// The UIKit values a font accepts: −1 … 1.
    public static let validRange: ClosedRange<Double> = -1...1

    private static let names = ["ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"]

    /// The weight on the CSS / OpenType `usWeightClass` scale: 100 … 900 for the named weights,
    /// linear in between, and beyond them towards 1 at −1 and 1000 at 1.
    public var cssWeight: Int {
        // Anchors: UIKit's −1 and 1 ends, then the nine named weights.
        let anchors: [(uiKit: Double, css: Double)] = [(-1, 1)]
            + FontWeight.allCases.enumerated().map { ($0.element.rawValue, Double(100 * ($0.offset + 1))) }
            + [(1, 1000)]
        let value = min(max(rawValue.isFinite ? rawValue : 0, -1), 1)
        for (a, b) in zip(anchors, anchors.dropFirst()) where value <= b.uiKit {
            let u = (value - a.uiKit) / (b.uiKit - a.uiKit)
            return Int((a.css + (b.css - a.css) * u).rounded())
        }
        return 1000
    }

    /// `"semibold"` for a named weight, else `"weight(0.1)"`.
    public var description: String {
        if let index = FontWeight.allCases.firstIndex(of: self) { return FontWeight.names[index] }
        return "weight(\(rawValue))"
    }
}
