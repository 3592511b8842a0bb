import FlipbookGeometry

/// The slow, obviously correct renderer that the fast ``Renderer`` is tested against.
///
/// Every device pixel is the average of `samplesPerAxis²` point samples on a regular grid.
/// At each sample the tree is evaluated exactly: the sample is mapped back into every node's
/// plane through the inverse homography (rejected behind the near plane), shapes are hard
/// inside tests (an aliased side, outside a node's `antialiasedEdges`, tests the pixel's centre
/// instead of the sample), gradients are evaluated in Double, textures are sampled bilinearly from the
/// full-resolution image (the supersampling itself is the minification filter), and groups,
/// clips and masks combine per sample in Double precision. Shadows use the same Gaussian
/// convolution as the fast path, applied to the reference rendering of the node's alpha.
/// Backdrops (``RenderNode/backdrop``) are not drawn here: `BackdropBlurTests` check the fast
/// path's backdrop filter against a direct Gaussian instead.
///
/// Only for tests and benchmarks: a 750×1334 frame at 8×8 samples takes seconds.
public struct ReferenceRenderer {
    /// Samples per pixel along each axis. Default 8 (64 samples per pixel).
    public let samplesPerAxis: Int

    /// A reference renderer with `samplesPerAxis²` samples per pixel (at least 1 per axis).
    public init(samplesPerAxis: Int = 8) {
        self.samplesPerAxis = max(1, samplesPerAxis)
    }

    /// Renders `tree` into a `pixelWidth × pixelHeight` bitmap cleared to `tree.background`.
    public func render(_ tree: RenderTree) -> Bitmap {
        let tree = tree.sanitized()
        let base = Transform3D(scaleX: tree.scale, y: tree.scale)
        let nodes = tree.nodes.map { ReferenceNode($0, parent: base, scale: tree.scale, samples: samplesPerAxis) }
        let bg = ReferenceNode.premultiplied(tree.background)
        let n = samplesPerAxis
        let step = 1 / Double(n)
        var bytes = [UInt8](repeating: 0, count: tree.pixelWidth * tree.pixelHeight * 4)
        for py in 0..<tree.pixelHeight {
            for px in 0..<tree.pixelWidth {
                var sum = SIMD4<Double>()
                for j in 0..<n {
                    for i in 0..<n {
                        let X = Double(px) + (Double(i) + 0.5) * step
                        let Y = Double(py) + (Double(j) + 0.5) * step
                        var c = bg
                        for node in nodes { c = ReferenceNode.over(node.sample(X, Y, pixel: px, py), c) }
                        sum += c
                    }
                }
                let avg = sum / Double(n * n)
                let o = (py * tree.pixelWidth + px) * 4
                for k in 0..<4 { bytes[o + k] = UInt8((PixelMath.clamped(avg[k], 0, 1) * 255).rounded()) }
            }
        }
        return Bitmap(width: tree.pixelWidth, height: tree.pixelHeight, bytes: bytes)
    }
}
