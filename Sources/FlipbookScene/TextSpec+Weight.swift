import FlipbookText

extension TextSpec {
    /// UIKit's weight names (`UIFont.Weight`) with their CSS / OpenType numbers, as a scene file's
    /// `fontWeight` accepts them.
    public static let weightNames: [(name: String, value: Int)] = [
        ("ultraLight", 100), ("thin", 200), ("light", 300), ("regular", 400), ("medium", 500),
        ("semibold", 600), ("bold", 700), ("heavy", 800), ("black", 900),
    ]

    /// The weight FlipbookText draws for a UIKit weight name, or nil for an unknown name.
    ///
    /// The nearest of the weights FlipbookText offers (`FontWeight.allCases`) by number; between
    /// two equally near ones, the lighter below 500 and the heavier above, as CSS picks faces.
    public static func weight(named name: String) -> FontWeight? {
        guard let value = weightNames.first(where: { $0.name == name })?.value else { return nil }
        return FontWeight.allCases.min { a, b in
            let da = abs(a.rawValue - value), db = abs(b.rawValue - value)
            if da != db { return da < db }
            return value <= 500 ? a.rawValue < b.rawValue : a.rawValue > b.rawValue
        }
    }
}
