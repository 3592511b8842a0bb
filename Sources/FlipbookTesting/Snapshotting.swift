import FlipbookRaster

/// How to turn a value into the bitmap that is compared with a golden (the first step of an
/// assertion; the second is ``ImageComparison`` under a ``Tolerance``).
///
/// Strategies compose: ``pullback(variant:_:)`` turns a strategy for one type into a strategy for
/// another, so a layer tree or a scene plugs in as "render it, then snapshot the bitmap".
public struct Snapshotting<Value> {
    /// The default variant in golden file names, `<test>.<variant>.png` (for example `image`).
    public var variant: String
    /// Renders the value. Errors fail the assertion with their description.
    public var snapshot: (Value) throws -> Bitmap

    /// A strategy named `variant` that renders values with `snapshot`.
    public init(variant: String, snapshot: @escaping (Value) throws -> Bitmap) {
        self.variant = variant
        self.snapshot = snapshot
    }

    /// A strategy for `NewValue` that converts with `transform`, then applies this one.
    /// - Parameter variant: the new default variant (default: this strategy's).
    public func pullback<NewValue>(variant: String? = nil, _ transform: @escaping (NewValue) throws -> Value) -> Snapshotting<NewValue> {
        let snapshot = self.snapshot
        return Snapshotting<NewValue>(variant: variant ?? self.variant) { try snapshot(transform($0)) }
    }
}

extension Snapshotting where Value == Bitmap {
    /// The bitmap itself. Variant `image`.
    public static var image: Snapshotting<Bitmap> {
        Snapshotting(variant: "image") { $0 }
    }
}

extension Snapshotting where Value == Bitmap {
    /// The bitmap shrunk by `downscale` (see `Bitmap.downscaled(by:)`), so that
    /// the golden stays small. Variant `image`.
    /// - Parameter downscale: integer box-filter factor, at least 1 (2 halves width and height).
    public static func image(downscale: Int) -> Snapshotting<Bitmap> {
        Snapshotting(variant: "image") { bitmap in
            try validateDownscale(downscale)
            return bitmap.downscaled(by: downscale)
        }
    }
}

extension Snapshotting {
    /// The value rendered at each of `times` (seconds) by `frame`, composed into one
    /// ``Filmstrip`` with the times written under the frames. Variant `filmstrip`.
    /// - Parameters:
    ///   - times: at least one time, in seconds, in the order the frames appear left to right.
    ///   - downscale: integer box-filter factor applied to each frame before composing (the
    ///     labels stay full size and legible). Default 1 (frames unchanged).
    ///   - frame: renders the value at a time.
    public static func filmstrip(times: [Double], variant: String = "filmstrip", downscale: Int = 1,
                                 frame: @escaping (Value, Double) throws -> Bitmap) -> Snapshotting<Value> {
        Snapshotting(variant: variant) { value in
            try validateTimes(times, increasing: false)
            try validateDownscale(downscale)
            return Filmstrip.compose(try times.map { (time: $0, bitmap: try frame(value, $0).downscaled(by: downscale)) })
        }
    }

    /// This strategy with its whole output shrunk by `factor` (labels included). For filmstrips
    /// prefer the strategies' own `downscale:` argument, which keeps the time labels legible.
    /// - Parameter factor: integer box-filter factor, at least 1.
    public func downscaled(by factor: Int) -> Snapshotting<Value> {
        let snapshot = self.snapshot
        return Snapshotting(variant: variant) { value in
            try validateDownscale(factor)
            return try snapshot(value).downscaled(by: factor)
        }
    }
}
