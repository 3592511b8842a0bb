import FlipbookRaster

extension Color {
    /// The same colour with `alpha` as its opacity (`UIColor.withAlphaComponent(_:)`), 0…1;
    /// the red, green and blue components are kept.
    public func withAlphaComponent(_ alpha: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha)
    }
}
