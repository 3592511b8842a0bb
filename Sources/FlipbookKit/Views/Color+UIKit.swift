import FlipbookRaster

extension Color {
    /// The same colour with `alpha` as its opacity (`UIColor.withAlphaComponent(_:)`), 0…1;
    /// the red, green and blue components are kept.
    public func withAlphaComponent(_ alpha: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha)
    }
}

extension Color {
    /// The sRGB components and alpha, 0…1, as one tuple: what `UIColor.getRed(_:green:blue:alpha:)`
    /// answers. (FlipbookUIKit's `UIColor.red` and its siblings are static colours that hide the
    /// stored `red`, `green` and `blue` inside that module.)
    public var rgbaComponents: (red: Double, green: Double, blue: Double, alpha: Double) {
        (red, green, blue, alpha)
    }
}
