import FlipbookKit

/// Choices for loading a storyboard or xib that iOS takes from the device.
public struct InterfaceBuilderOptions: Sendable {
    /// The light or dark appearance that named colours, colour sets and system colours resolve
    /// to. Default `.light`.
    public var userInterfaceStyle: UserInterfaceStyle
    /// Your app's Swift module: searched first for a custom class marked
    /// `customModuleProvider="target"` (whatever `customModule` the file was saved with, as Xcode
    /// builds it into the target), and for one that names no `customModule`. Default `nil` (only
    /// the class name as written), or the launched app's module (``AppBundle``).
    public var defaultModule: String?
    /// The scale whose image variant (`@1x`, `@2x`, `@3x`) asset catalogues pick, as the screen
    /// of the render. Default 2.
    public var scale: Double
    /// Whether diagnostics (differences from iOS that do not stop the load) are reported: through
    /// the current `Application`'s `report(_:)` (code `interfaceBuilder`; a line on standard error
    /// by default), or straight to standard error when the thread has no application. Default true.
    public var printsDiagnostics: Bool
    /// Preview mode, for looking at a file's layout before its classes are ported: a custom class
    /// that is not found is replaced by the element's Kit class, and a missing outlet, segue class
    /// or image is a diagnostic instead of an error. Default false.
    public var isPreview: Bool

    /// Options; see each property for its default.
    public init(userInterfaceStyle: UserInterfaceStyle = .light, defaultModule: String? = nil, scale: Double = 2,
                printsDiagnostics: Bool = true, isPreview: Bool = false) {
        self.userInterfaceStyle = userInterfaceStyle
        self.defaultModule = defaultModule
        self.scale = scale
        self.printsDiagnostics = printsDiagnostics
        self.isPreview = isPreview
    }
}
