/// An Auto Layout constraint as a storyboard or xib writes it (`<constraint>`). The loader makes
/// a `LayoutConstraint` of each one (except placeholders, which Interface Builder
/// removes at build time) and installs it on the view that holds it, as UIKit's nib loading does.
///
/// `firstItem`/`secondItem` are element ids; a missing `firstItem` means the view that holds
/// the constraint (as Interface Builder writes it).
public struct InterfaceBuilderConstraint: Equatable, Sendable {
    /// The constraint's id.
    public let id: String
    /// The first item's id, or `nil` for the view the constraint belongs to.
    public let firstItem: String?
    /// The first attribute (`top`, `leading`, `width`, `centerX`, …).
    public let firstAttribute: String
    /// `equal` (the default), `lessThanOrEqual` or `greaterThanOrEqual`.
    public let relation: String
    /// The second item's id (a view or a layout guide such as `safeArea`), if any.
    public let secondItem: String?
    /// The second attribute, if any.
    public let secondAttribute: String?
    /// The multiplier (IB writes it as a number or a ratio such as `16:9` or `1/3`). Default 1.
    public let multiplier: Double
    /// The constant in points. Default 0.
    public let constant: Double
    /// The priority, 1…1000. Default 1000.
    public let priority: Double
    /// The id of the view whose `constraints` list holds it.
    public let owner: String?
    /// The constraint's identifier (`identifier="…"`), shown in layout messages.
    public let identifier: String?
    /// Whether Interface Builder removes it at build time (`placeholder="YES"`, the "Remove at
    /// build time" box): it is not made at run time.
    public let isPlaceholder: Bool

    /// Reads a `constraint` element held by the view `owner`.
    /// - Throws: when a number does not parse.
    public init(_ element: InterfaceBuilderElement, owner: String?, file: String, scene: String?) throws {
        func number(_ key: String, default value: Double) throws -> Double {
            guard let text = element[key] else { return value }
            // A ratio is written `16:9` or `1/3`.
            if let mark = text.firstIndex(where: { $0 == ":" || $0 == "/" }), let a = Double(text[..<mark]),
               let b = Double(text[text.index(after: mark)...]), b != 0 {
                return a / b
            }
            guard let v = Double(text) else {
                throw InterfaceBuilderError(file: file, scene: scene, element: element.id,
                                            reason: .unsupportedAttribute(key: key, value: text))
            }
            return v
        }
        id = element.id ?? ""
        firstItem = element["firstItem"]
        firstAttribute = element["firstAttribute"] ?? ""
        relation = element["relation"] ?? "equal"
        secondItem = element["secondItem"]
        secondAttribute = element["secondAttribute"]
        multiplier = try number("multiplier", default: 1)
        constant = try number("constant", default: 0)
        priority = try number("priority", default: 1000)
        self.owner = owner
        identifier = element["identifier"]
        isPlaceholder = element["placeholder"] == "YES"
    }
}
