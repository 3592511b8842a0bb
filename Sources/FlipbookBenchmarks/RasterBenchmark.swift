import Foundation
import FlipbookGeometry
import FlipbookRaster

/// The rasterizer benchmark: a page-flip frame like the Flip demo's, with photo-like images.
///
/// `flipbook bench raster` renders ``pageFlipTree(scale:angle:)`` with ``Renderer`` and
/// ``ReferenceRenderer`` and prints the medians and their ratio.
public enum RasterBenchmark {
    /// The benchmark scene at `scale` (default 2: 750×1334 px for 375×667 pt).
    ///
    /// A container (sublayerTransform with m34 = −0.002 about its centre) holds a full-screen
    /// background image (the second page) and the turning page: a full-screen image with
    /// anchor (0, 0.5) at position (0, 333.5), rotated by `angle` radians about y (default −π/4:
    /// the free edge swings towards the viewer), with a child overlay at opacity 0.5 whose
    /// axial gradient runs black α1 → black α0.5 → clear from (0, 333.5) to (375, 333.5).
    public static func pageFlipTree(scale: Double = 2, angle: Double = -Double.pi / 4) -> RenderTree {
        let w = 375.0, h = 667.0
        let full = Rect(x: 0, y: 0, width: w, height: h)
        let centre = Transform3D(translationX: w / 2, y: h / 2)
        var perspective = Transform3D.identity
        perspective.m34 = -0.002
        // Sublayer transform about the container's anchor, then flattening (see the FlipbookLayers
        // article “Layer geometry”).
        let sublayer = Transform3D(translationX: -w / 2, y: -h / 2)
            .concatenating(perspective).concatenating(Transform3D.flatten).concatenating(centre)
        let background = RenderNode(
            transform: sublayer, bounds: full,
            contents: ContentsPaint(image: BenchmarkImages.second, destination: full))
        let overlay = RenderNode(
            transform: .flatten, bounds: full, opacity: 0.5,
            gradient: GradientPaint(kind: .axial, stops: [
                GradientStop(location: 0, color: Color(white: 0, alpha: 1)),
                GradientStop(location: 0.5, color: Color(white: 0, alpha: 0.5)),
                GradientStop(location: 1, color: .clear),
            ], start: Point(x: 0, y: h / 2), end: Point(x: w, y: h / 2)))
        // T(−anchor) · R(angle, y) · T(position): anchor (0, 0.5) → (0, 333.5) in points.
        let page = RenderNode(
            transform: Transform3D(translationX: 0, y: -h / 2)
                .concatenating(Transform3D(rotationAngle: angle, x: 0, y: 1, z: 0))
                .concatenating(Transform3D(translationX: 0, y: h / 2))
                .concatenating(sublayer),
            bounds: full,
            contents: ContentsPaint(image: BenchmarkImages.first, destination: full),
            children: [overlay])
        let container = RenderNode(bounds: full, children: [background, page])
        return RenderTree(pixelWidth: Int((w * scale).rounded()), pixelHeight: Int((h * scale).rounded()),
                          scale: scale, background: .white, nodes: [container])
    }

    /// Renders the benchmark frame `iterations` times with the fast renderer and
    /// `referenceIterations` times (default 1; a reference frame takes seconds) with the
    /// reference renderer at `scale` (default 2), after one warm-up render that also builds
    /// the mip chains.
    ///
    /// - Returns: the CPU time of the calling thread per frame, in milliseconds. CPU time
    ///   rather than wall-clock time, so that other processes on a busy machine do not count;
    ///   both renderers are single-threaded.
    public static func measure(iterations: Int, referenceIterations: Int = 1,
                               scale: Double = 2) -> (fastMs: [Double], referenceMs: [Double]) {
        let tree = pageFlipTree(scale: scale)
        let fast = Renderer(), reference = ReferenceRenderer()
        _ = fast.render(tree)
        let fastMs = (0..<max(iterations, 0)).map { _ in threadMilliseconds { _ = fast.render(tree) } }
        let refMs = (0..<max(referenceIterations, 0)).map { _ in threadMilliseconds { _ = reference.render(tree) } }
        return (fastMs, refMs)
    }

    /// The CPU time the calling thread spends in `work`, in milliseconds.
    static func threadMilliseconds(_ work: () -> Void) -> Double {
        var a = timespec(), b = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &a)
        work()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &b)
        return Double(b.tv_sec - a.tv_sec) * 1000 + Double(b.tv_nsec - a.tv_nsec) / 1e6
    }

    /// The median of `values` (0 for none).
    public static func median(_ values: [Double]) -> Double {
        guard !values.isEmpty else { return 0 }
        let s = values.sorted()
        return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
    }
}
