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

extension Snapshotting {
    /// The value rendered at each of `times` (seconds) by `frame`, composed into one
    /// ``Filmstrip`` with the times written under the frames. Variant `filmstrip`.
    public static func filmstrip(times: [Double], variant: String = "filmstrip",
                                 frame: @escaping (Value, Double) throws -> Bitmap) -> Snapshotting<Value> {
        Snapshotting(variant: variant) { value in
            Filmstrip.compose(try times.map { (time: $0, bitmap: try frame(value, $0)) })
        }
    }
}
