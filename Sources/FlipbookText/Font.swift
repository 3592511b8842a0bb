/// A font request: a family name, a weight and a size in points.
///
/// A `Font` is a plain value; ``FontLibrary/face(for:)`` resolves it to an installed font file.
/// The family `"system"` (the default) names the best installed sans-serif font, standing in for
/// iOS's system font (see ``FontLibrary``).
public struct Font: Hashable, Sendable, CustomStringConvertible {
    /// The family name, matched case-insensitively and ignoring spaces and hyphens
    /// (`"DejaVu Sans"` = `"dejavusans"`). Aliases such as `"system"`, `"Helvetica Neue"`,
    /// `"Helvetica"`, `"Arial"` and `"sans-serif"` map to the system sans. Default `"system"`.
    public var family: String
    /// The weight. Default ``FontWeight/regular``.
    public var weight: FontWeight
    /// The size in points (the em size). Must be finite and in `(0, 1000]`; checked when the font
    /// is used. Default 17, UIKit's body/label size.
    public var size: Double

    /// A font of `family` at `size` points.
    public init(family: String = Font.systemFamily, size: Double = 17, weight: FontWeight = .regular) {
        self.family = family
        self.size = size
        self.weight = weight
    }

    /// The system font (`UIFont.systemFont(ofSize:weight:)`): the best installed sans.
    public static func system(size: Double, weight: FontWeight = .regular) -> Font {
        Font(family: systemFamily, size: size, weight: weight)
    }

    /// The bold system font (`UIFont.boldSystemFont(ofSize:)`).
    public static func boldSystem(size: Double) -> Font {
        Font(family: systemFamily, size: size, weight: .bold)
    }

    /// The family alias for the system sans, `"system"`.
    public static let systemFamily = "system"

    /// The largest accepted size, in points.
    public static let maximumSize = 1000.0

    /// The same font at another size.
    public func withSize(_ size: Double) -> Font {
        Font(family: family, size: size, weight: weight)
    }

    /// The same font with another weight.
    public func withWeight(_ weight: FontWeight) -> Font {
        Font(family: family, size: size, weight: weight)
    }

    /// `"DejaVu Sans bold 17pt"`.
    public var description: String { "\(family) \(weight) \(size)pt" }

    /// Throws ``TextError/invalidFontSize(_:)`` unless the size is finite and in `(0, 1000]`.
    public func validate() throws {
        guard size.isFinite, size > 0, size <= Font.maximumSize else {
            throw TextError.invalidFontSize(size)
        }
    }
}

/// A font weight, with the CSS / OpenType numeric scale (`usWeightClass`).
public enum FontWeight: Int, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// 400, `UIFont.Weight.regular`.
    case regular = 400
    /// 500, `UIFont.Weight.medium` (iOS uses semibold 600 for navigation titles; this is the
    /// closest step offered). When the family has no face within 50 of 500, the nearest lighter
    /// face is emboldened synthetically by 1/48 em (see ``FontLibrary``).
    case medium = 500
    /// 700, `UIFont.Weight.bold`.
    case bold = 700

    /// `"regular"`, `"medium"` or `"bold"`.
    public var description: String {
        switch self {
        case .regular: return "regular"
        case .medium: return "medium"
        case .bold: return "bold"
        }
    }
}
