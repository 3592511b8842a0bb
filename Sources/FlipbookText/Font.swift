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

    /// UIKit's spelling of ``system(size:weight:)``: `UIFont.systemFont(ofSize:weight:)`.
    /// - Parameters:
    ///   - size: the em size in points.
    ///   - weight: a UIKit weight (``FontWeight/regular`` = 0, ``FontWeight/bold`` = 0.4).
    ///     Default regular.
    public static func systemFont(ofSize size: Double, weight: Weight = .regular) -> Font {
        system(size: size, weight: weight)
    }

    /// UIKit's spelling of ``boldSystem(size:)``: `UIFont.boldSystemFont(ofSize:)`.
    public static func boldSystemFont(ofSize size: Double) -> Font {
        boldSystem(size: size)
    }

    /// `UIFont.Weight`: see ``FontWeight``.
    public typealias Weight = FontWeight

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

    /// Throws ``TextError/invalidFontSize(_:)`` unless the size is finite and in `(0, 1000]`,
    /// and ``TextError/invalidFontWeight(_:)`` unless the weight is finite and in `[-1, 1]`.
    public func validate() throws {
        guard size.isFinite, size > 0, size <= Font.maximumSize else {
            throw TextError.invalidFontSize(size)
        }
        guard weight.rawValue.isFinite, FontWeight.validRange.contains(weight.rawValue) else {
            throw TextError.invalidFontWeight(weight.rawValue)
        }
    }
}

