import FlipbookRaster

/// One frame of a clip's palette sample (``GIFEncoder/setPaletteSample(_:)``), with the time on
/// screen it stands for.
///
/// A sample frame stands for itself and the frames after it up to the next sample frame: its
/// `seconds` are their display durations summed, so that the global palette weighs each colour
/// by how long the viewer sees it, as the two-pass encoder's histogram of every frame does.
public struct GIFPaletteSample: Sendable {
    /// Premultiplied RGBA of exactly the encoder's size.
    public var frame: Bitmap
    /// The time on screen this frame stands for, in seconds (positive and finite).
    public var seconds: Double

    /// A sample frame standing for `seconds` of the clip.
    public init(frame: Bitmap, seconds: Double) {
        self.frame = frame
        self.seconds = seconds
    }
}
