import FlipbookGeometry
import FlipbookCodecs
import FlipbookRaster

/// A parsed and validated scene file: the canvas, the clip's timing, the layer tree and the
/// animations, with every default of the scene-file format already applied.
///
/// Load one with ``SceneLoader``. The values are plain data; nothing here draws.
public struct SceneDocument: Equatable {
    /// The output surface.
    public var canvas: Canvas
    /// Frames per second of a render. Default 30.
    public var fps: Double
    /// Length of the clip in seconds; a render covers 0…duration. Default 0 (a still).
    public var duration: Double
    /// The root layer. Its frame defaults to the canvas rectangle.
    package var root: LayerSpec
    /// The default of every layer's `allowsEdgeAntialiasing` (the file's top-level key, the
    /// counterpart of an app's `UIViewEdgeAntialiasing`). Default false, as on iOS.
    public var allowsEdgeAntialiasing = false
    /// The animations, in file order (the order matters: see `AnimationTrack`).
    package var animations: [AnimationSpec]

    package init(canvas: Canvas, fps: Double = 30, duration: Double = 0, root: LayerSpec,
                animations: [AnimationSpec] = []) {
        self.canvas = canvas
        self.fps = fps
        self.duration = duration
        self.root = root
        self.animations = animations
    }
}

/// The surface a scene renders onto.
public struct Canvas: Equatable {
    /// Width in points (required in the file).
    public var width: Double
    /// Height in points (required in the file).
    public var height: Double
    /// Device pixels per point. Default 2.
    public var scale: Double
    /// The colour every frame is cleared to. Default opaque white.
    public var background: Color

    /// The largest canvas, in device pixels: the PNG codec's default limits (16384 pixels on a
    /// side, 100 million in all), so that every frame can be written and read back.
    public static let pixelLimits = ImageLimits.default

    public init(width: Double, height: Double, scale: Double = 2, background: Color = .white) {
        self.width = width
        self.height = height
        self.scale = scale
        self.background = background
    }

    /// Width in device pixels, `round(width · scale)`.
    public var pixelWidth: Int { Int((width * scale).rounded()) }
    /// Height in device pixels, `round(height · scale)`.
    public var pixelHeight: Int { Int((height * scale).rounded()) }
    /// The canvas rectangle in points, `(0, 0, width, height)`.
    public var rect: Rect { Rect(x: 0, y: 0, width: width, height: height) }

    /// Checks that the canvas has at least one pixel and stays within ``pixelLimits``.
    /// - Returns: a message for the user, or nil when the size is fine.
    public func sizeProblem() -> String? {
        let w = width * scale, h = height * scale
        if w.rounded() < 1 || h.rounded() < 1 {
            return "the canvas is \(format(w))×\(format(h)) pixels; it needs at least 1×1"
        }
        let limits = Canvas.pixelLimits
        // Compare as Doubles first: a huge canvas must not overflow Int.
        if w.rounded() > Double(limits.maxSide) || h.rounded() > Double(limits.maxSide)
            || !limits.allows(width: pixelWidth, height: pixelHeight) {
            return "the canvas is \(format(w.rounded()))×\(format(h.rounded())) pixels at scale \(format(scale)), over the "
                + "limit of \(limits.maxSide) pixels per side and \(limits.maxPixels / 1_000_000) megapixels; "
                + "lower the size or the scale"
        }
        return nil
    }
}
