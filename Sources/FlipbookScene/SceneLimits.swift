import FlipbookRaster

/// The largest scene the loader accepts. Each limit keeps a small file from causing a large
/// amount of work or memory; a file beyond one is rejected with a ``SceneError/invalidValue(path:keyPath:message:)``
/// that names the key path and the limit (the CLI exits with 65). See the "Limits" article.
public enum SceneLimits {
    /// The largest magnitude of any number in the file: 10 000 000.
    public static let maxMagnitude = 1e7
    /// The most layers in one scene, the root and all sublayers together: 10 000.
    public static let maxLayers = 10_000
    /// The deepest nesting of sublayers (the root is depth 1): 64.
    public static let maxDepth = 64
    /// The most entries in `animations`: 100 000.
    public static let maxAnimations = 100_000
    /// The most keyframe `values` in one animation: 10 000.
    public static let maxKeyframes = 10_000
    /// The most gradient `colors` in one layer: 1 000.
    public static let maxGradientColors = 1_000
    /// The most operations in one `transform` list: 1 000.
    public static let maxTransformOperations = 1_000
    /// The longest text `string`, in Unicode scalars: 100 000.
    public static let maxTextLength = 100_000
    /// The largest `shadowRadius`, in points: 1 000 (the renderer's
    /// `ShadowPaint.maximumRadius`).
    public static let maxShadowRadius = ShadowPaint.maximumRadius
    /// The longest shape `path` data, in bytes, and so also the most commands in it: 100 000.
    public static let maxPathDataLength = 100_000
    /// The most lengths in one `lineDashPattern`: 1 000.
    public static let maxDashLengths = 1_000
    /// The most animations one group holds (its `animations`), and so what one entry of
    /// `animations` may expand to: 10 000.
    public static let maxGroupAnimations = 10_000
}

/// Counts the layers read so far, across the recursive layer parser.
final class LayerCount {
    var value = 0
}
