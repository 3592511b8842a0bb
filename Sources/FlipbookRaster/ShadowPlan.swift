import Foundation
import FlipbookGeometry

/// Where and at what resolution the fast renderer rasterizes and blurs a shadow, so that its
/// cost does not grow with the blur radius or with the size of the layer.
///
/// Up to σ = ``exactSigma`` device pixels the shadow is the exact (truncated ±3σ) Gaussian of the
/// layer's alpha at full resolution. Above it, the alpha is rendered at `1/k` of the resolution
/// (`k = ⌈2σ / exactSigma⌉`, analytic coverage acting as a box filter of `k` pixels), blurred with
/// σ' = √(σ² − k²/4) / k there, and magnified bilinearly by the placement; the box filter
/// (variance k²/12) and the bilinear tent (k²/6) make up the missing k²/4 of variance. The result
/// differs from the exact Gaussian by at most 2 of 255 per channel (tested), while the blur's work
/// is that of a σ ≤ ``exactSigma`` blur on a bitmap `k²` times smaller.
///
/// The bitmap covers the layer's drawing plus 3σ, limited to what can reach the visible surface
/// (plus 3σ) when that is less than a quarter of it or it would exceed ``maxPixels``; a bitmap that is still larger (a plane seen
/// towards its horizon) is rendered at a lower resolution until it fits.
struct ShadowPlan {
    /// The largest σ, in device pixels, blurred exactly at full resolution: 32.
    static let exactSigma = 32.0
    /// The largest shadow bitmap, in pixels: 2²² (about 2048 × 2048).
    static let maxPixels = 1 << 22

    /// Shadow-bitmap pixels per point of the node's plane.
    let pixelsPerPoint: Double
    /// Blur σ in shadow-bitmap pixels.
    let sigma: Double
    /// The bitmap's extent in the node's plane, in shadow-bitmap pixels.
    let box: PixelBox

    /// The plan for `node`'s shadow at `scale` device pixels per point; `visible` is the part
    /// of the node's plane (points) that lands on the target surface, nil when unknown.
    /// Nil when the shadow cannot touch the surface.
    init?(_ node: RenderNode, _ shadow: ShadowPaint, scale: Double, visible: Rect?,
          exactSigma: Double = ShadowPlan.exactSigma) {
        let full = PixelMath.clamped(shadow.radius * scale, 0, 1e9)
        // σ' lands in about exactSigma/3 … exactSigma/2: wide enough for the box and tent
        // filters to vanish in it, narrow enough to be cheap.
        var k = full <= exactSigma ? 1.0 : (2 * full / exactSigma).rounded(.up)
        while true {
            let s = scale / k
            let sigma = k == 1 ? full : (max(full * full - k * k / 4, 0)).squareRoot() / k
            let pad = Int((3 * sigma).rounded(.up)) + 1
            let own = Transform3D(scaleX: s, y: s)
            var box = NodeGeometry.deviceBox(node, device: own, scale: s, includingShadow: false)
            box = PixelBox(x0: box.x0 - pad, y0: box.y0 - pad, x1: box.x1 + pad, y1: box.y1 + pad)
            if let v = visible {
                // Only what lands on the surface matters: the visible rectangle moved back by
                // the offset, plus the blur's reach. Used when it saves much (a layer far larger
                // than the surface), so that ordinary shadows keep their exact placement.
                let src = v.offsetBy(dx: -shadow.offset.width, dy: -shadow.offset.height)
                let reach = PixelBox.around([(src.minX * s, src.minY * s), (src.maxX * s, src.maxY * s)])
                let clipped = box.intersection(PixelBox(x0: reach.x0 - pad, y0: reach.y0 - pad,
                                                        x1: reach.x1 + pad, y1: reach.y1 + pad))
                let whole = ShadowPlan.area(box)
                if whole > ShadowPlan.maxPixels || ShadowPlan.area(clipped) * 4 < whole { box = clipped }
            } else {
                // Unknown visible part (the surface reaches the plane's horizon): keep the part
                // around the layer's origin.
                let limit = 8192
                box = box.intersection(PixelBox(x0: -limit, y0: -limit, x1: limit, y1: limit))
            }
            guard !box.isEmpty else { return nil }
            let area = ShadowPlan.area(box)
            if area <= ShadowPlan.maxPixels {
                pixelsPerPoint = s
                self.sigma = sigma
                self.box = box
                return
            }
            k *= (Double(area) / Double(ShadowPlan.maxPixels)).squareRoot().rounded(.up)
        }
    }

    private static func area(_ b: PixelBox) -> Int { b.isEmpty ? 0 : b.width * b.height }

    /// The part of the plane of `m` that lands inside `box`, in plane points; nil when some of
    /// the box lies beyond the plane's horizon (the part is unbounded) or `m` is degenerate.
    static func visibleRect(_ m: PlaneMap, _ box: PixelBox) -> Rect? {
        guard m.isInvertible, !box.isEmpty else { return nil }
        var lx = Double.infinity, ly = Double.infinity, hx = -Double.infinity, hy = -Double.infinity
        for (X, Y) in [(box.x0, box.y0), (box.x1, box.y0), (box.x1, box.y1), (box.x0, box.y1)] {
            // q is linear in (X, Y): positive at the four corners means positive on the whole box,
            // so the box's pre-image is the quadrilateral of the corners' pre-images.
            guard let p = m.unproject(Double(X), Double(Y)), p.x.isFinite, p.y.isFinite else { return nil }
            lx = min(lx, p.x); hx = max(hx, p.x); ly = min(ly, p.y); hy = max(hy, p.y)
        }
        return Rect(x: lx, y: ly, width: hx - lx, height: hy - ly)
    }
}
