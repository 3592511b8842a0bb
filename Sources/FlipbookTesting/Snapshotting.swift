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
    ///
    /// Setting it replaces the whole rendering, so a filmstrip strategy whose `snapshot` is
    /// replaced no longer tells the failure review page where its frames are.
    public var snapshot: (Value) throws -> Bitmap {
        get {
            let render = self.render
            return { try render($0).bitmap }
        }
        set { render = { RenderedSnapshot(bitmap: try newValue($0), frames: nil) } }
    }

    /// Renders the value together with its filmstrip layout, if it is a filmstrip.
    var render: (Value) throws -> RenderedSnapshot

    /// A strategy named `variant` that renders values with `snapshot`.
    public init(variant: String, snapshot: @escaping (Value) throws -> Bitmap) {
        self.variant = variant
        self.render = { RenderedSnapshot(bitmap: try snapshot($0), frames: nil) }
    }

    /// A strategy whose renderings may carry a filmstrip layout. (A static function, not an
    /// initialiser: a second `init(variant:…)` taking a closure would make every trailing-closure
    /// call of the public one ambiguous.)
    static func rendering(variant: String, _ render: @escaping (Value) throws -> RenderedSnapshot) -> Snapshotting {
        var strategy = Snapshotting(variant: variant) { _ in Bitmap(width: 0, height: 0) }
        strategy.render = render
        return strategy
    }

    /// A strategy for `NewValue` that converts with `transform`, then applies this one.
    /// - Parameter variant: the new default variant (default: this strategy's).
    public func pullback<NewValue>(variant: String? = nil, _ transform: @escaping (NewValue) throws -> Value) -> Snapshotting<NewValue> {
        let render = self.render
        return Snapshotting<NewValue>.rendering(variant: variant ?? self.variant) { try render(transform($0)) }
    }
}

/// What a strategy rendered: the bitmap compared with the golden and, for a ``Filmstrip``, the
/// column of each frame (which the failure review page uses to say which `t` differs).
struct RenderedSnapshot {
    /// The image compared with the golden.
    var bitmap: Bitmap
    /// The filmstrip's columns in `bitmap`'s pixels; nil for a single image.
    var frames: [FilmstripFrame]?
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
        .rendering(variant: variant) { value in
            try validateTimes(times, increasing: false)
            try validateDownscale(downscale)
            return Filmstrip.rendered(try times.map { (time: $0, bitmap: try frame(value, $0).downscaled(by: downscale)) })
        }
    }

    /// This strategy with its whole output shrunk by `factor` (labels included). For filmstrips
    /// prefer the strategies' own `downscale:` argument, which keeps the time labels legible.
    /// - Parameter factor: integer box-filter factor, at least 1.
    public func downscaled(by factor: Int) -> Snapshotting<Value> {
        let render = self.render
        return .rendering(variant: variant) { value in
            try validateDownscale(factor)
            let full = try render(value)
            return RenderedSnapshot(bitmap: full.bitmap.downscaled(by: factor),
                                    frames: full.frames?.map { $0.downscaled(by: factor) })
        }
    }
}
