/// A backdrop filter (a visual effect view's blur): what is already composited behind a node,
/// within the node's rounded bounds, blurred, then saturated, then covered by a tint.
///
/// The three steps, in the order iOS applies them to a `UIVisualEffectView`'s backdrop (and in
/// which Apple's `UIImage+ImageEffects` sample code of WWDC 2013 applies its blur, its
/// saturation matrix and its tint fill):
///
/// 1. **Blur**: a Gaussian of standard deviation ``radius`` points (`radius × scale` device
///    pixels), approximated by three extended box filters per axis;
///    pixels beyond the frame's edges repeat the edge.
/// 2. **Saturation**: `c' = Y + saturation · (c − Y)` with `Y = 0.2126 R + 0.7152 G + 0.0722 B`
///    (Rec. 709 luma, the matrix of Apple's sample), on premultiplied values, clamped to 0…α.
/// 3. **Tint**: ``tint`` source-over on top.
///
/// The result replaces the backdrop under the node's coverage (its rounded bounds, times its
/// clips and group opacity); the node's own background, contents, children and border draw
/// above it.
public struct BackdropPaint: Sendable, Equatable {
    /// The blur's standard deviation σ in points (≥ 0); 0 does not blur.
    public var radius: Double
    /// The saturation factor: 1 keeps colours, 0 is grey, 1.8 is the classic iOS blurs'.
    public var saturation: Double
    /// Drawn source-over on the blurred, saturated backdrop (straight alpha); clear for none.
    public var tint: Color

    public init(radius: Double, saturation: Double = 1, tint: Color = .clear) {
        self.radius = radius
        self.saturation = saturation
        self.tint = tint
    }

    /// The largest blur radius (σ, in points) the renderer uses: 200. A larger one is clamped.
    public static let maximumRadius = 200.0

    /// True when the filter leaves every backdrop as it is (no blur, saturation 1, no tint).
    public var isIdentity: Bool { radius <= 0 && saturation == 1 && tint.alpha <= 0 }
}
