/// Choices for loading a storyboard or xib that iOS takes from the device.
public struct InterfaceBuilderOptions: Sendable {
    /// The light or dark appearance that named colours, colour sets and system colours resolve
    /// to. Default ``UserInterfaceStyle/light``.
    public var userInterfaceStyle: UserInterfaceStyle
    /// The Swift module searched for a custom class that names none (`customModuleProvider="target"`
    /// or no `customModule`): your app's module name. Default `nil` (only the class name as written).
    public var defaultModule: String?
    /// The scale whose image variant (`@1x`, `@2x`, `@3x`) asset catalogues pick, as the screen
    /// of the render. Default 2.
    public var scale: Double
    /// Whether diagnostics (differences from iOS that do not stop the load) are printed to
    /// standard error. Default true.
    public var printsDiagnostics: Bool

    /// Options; see each property for its default.
    public init(userInterfaceStyle: UserInterfaceStyle = .light, defaultModule: String? = nil, scale: Double = 2,
                printsDiagnostics: Bool = true) {
        self.userInterfaceStyle = userInterfaceStyle
        self.defaultModule = defaultModule
        self.scale = scale
        self.printsDiagnostics = printsDiagnostics
    }
}
