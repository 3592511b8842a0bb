/// Why an Interface Builder file or an asset catalogue did not load. Every case names the file,
/// and where it applies the scene and the element's `id`, so that nothing goes missing silently.
public struct InterfaceBuilderError: Error, Equatable, CustomStringConvertible, Sendable {
    /// What went wrong.
    public enum Reason: Equatable, Sendable {
        /// No file of that name (and extension) in the bundle.
        case fileNotFound(String)
        /// The XML does not parse (the parser's message).
        case malformedXML(String)
        /// An element Kit has no class for, or that the loader does not build (its tag).
        case unsupportedElement(String)
        /// An attribute whose value the loader cannot apply (the key and the value).
        case unsupportedAttribute(key: String, value: String)
        /// A custom class (`customModule.customClass`) that is not found at run time.
        case unknownClass(String)
        /// A custom class that is not a subclass of the element's Kit class.
        case wrongClass(String, expected: String)
        /// `init?(coder:)` of the class returned nil.
        case initializerReturnedNil(String)
        /// An outlet the object does not declare (`setInterfaceBuilderOutlet` returned false).
        case missingOutlet(property: String, on: String)
        /// A connection's destination id is not in the file.
        case missingDestination(String)
        /// No scene with that storyboard identifier, or no initial scene.
        case missingViewController(String)
        /// No image or colour of that name in the bundle's asset catalogues.
        case missingAsset(String)
        /// A malformed `Contents.json` or image in an asset catalogue.
        case malformedAsset(String)
    }

    /// The file (its name with extension, e.g. `Main.storyboard`).
    public let file: String
    /// The scene's id (storyboards) or `nil`.
    public let scene: String?
    /// The element's id, or `nil` when the error is about the whole file.
    public let element: String?
    /// What went wrong.
    public let reason: Reason

    /// An error in `file`, at `element` of `scene`.
    public init(file: String, scene: String? = nil, element: String? = nil, reason: Reason) {
        self.file = file
        self.scene = scene
        self.element = element
        self.reason = reason
    }

    /// One line: the place, then the reason.
    public var description: String {
        var place = file
        if let scene { place += ", scene \(scene)" }
        if let element { place += ", element \(element)" }
        let what: String
        switch reason {
        case let .fileNotFound(name): what = "no file '\(name)' in the bundle"
        case let .malformedXML(message): what = "not a well-formed Interface Builder file: \(message)"
        case let .unsupportedElement(tag): what = "<\(tag)> is not supported by Flipbook's loader (see the article Interface Builder files)"
        case let .unsupportedAttribute(key, value): what = "attribute \(key)=\"\(value)\" is not supported"
        case let .unknownClass(name): what = "unknown class '\(name)' (is it public or internal, non-generic, and is customModule the Swift module's name?)"
        case let .wrongClass(name, expected): what = "class '\(name)' is not a subclass of \(expected)"
        case let .initializerReturnedNil(name): what = "init?(coder:) of \(name) returned nil"
        case let .missingOutlet(property, on): what = "\(on) has no outlet '\(property)' (setInterfaceBuilderOutlet returned false)"
        case let .missingDestination(id): what = "connection to id '\(id)', which is not in the file"
        case let .missingViewController(what2): what = "no view controller \(what2)"
        case let .missingAsset(name): what = "no asset named '\(name)' in the bundle's asset catalogues"
        case let .malformedAsset(message): what = "malformed asset: \(message)"
        }
        return "\(place): \(what)"
    }
}

/// A difference from iOS that the loader found and could not avoid but which does not stop the
/// file from loading (an attribute it ignores that may change a picture). Printed to standard
/// error when the file loads, and kept in ``InterfaceBuilderDiagnostics/recent``.
public struct InterfaceBuilderDiagnostic: Equatable, CustomStringConvertible, Sendable {
    /// The file.
    public let file: String
    /// The scene's id, if any.
    public let scene: String?
    /// The element's id, if any.
    public let element: String?
    /// What differs.
    public let message: String

    /// One line: `warning:`, the place, the message.
    public var description: String { "warning: \(located)" }

    /// The place and the message, without the `warning:` prefix (for reporters that add their own).
    var located: String {
        var place = file
        if let scene { place += ", scene \(scene)" }
        if let element { place += ", element \(element)" }
        return "\(place): \(message)"
    }
}
