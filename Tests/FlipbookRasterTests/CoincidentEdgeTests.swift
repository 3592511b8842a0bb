import Testing
import FlipbookGeometry
@testable import FlipbookRaster

/// Opaque layers that share an edge: the fast renderer must not let the lower layer's
/// anti-aliased edge leak through the upper one's (coverage conflation), as the reference
/// renderer (hard edges per sample) never does.
@Suite struct CoincidentEdgeTests {
    static let purple = Pixel(r: 132, g: 60, b: 176, a: 255)

    /// A uniform opaque `8 × 8` image.
    static func solidImage(_ c: Pixel) -> Image {
        Image(Bitmap(width: 8, height: 8, fill: c))
    }

    /// A 56 × 40 pt page turned 0.7 rad about y under perspective (eye 120 pt away), with a
    /// white background and a same-frame child showing an opaque purple image, over a dark
    /// canvas (80 × 64 px at scale 1). `background: false` drops the white background.
    static func pageScene(background: Bool = true) -> RenderTree {
        let image = solidImage(purple)
        let turn = Scenes.perspective(Transform3D(rotationAngle: 0.7, x: 0, y: 1, z: 0), distance: 120)
        let page = Scenes.node(x: 12, y: 12, w: 56, h: 40, transform: turn) { n in
            if background { n.backgroundColor = .white }
            n.children = [Scenes.node(x: 0, y: 0, w: 56, h: 40) { c in
                c.contents = ContentsPaint(image: image, destination: Rect(x: 0, y: 0, width: 56, height: 40))
            }]
        }
        return RenderTree(pixelWidth: 80, pixelHeight: 64, scale: 1, background: Color(white: 0.08), nodes: [page])
    }

    /// The largest absolute difference of `channels` (default the colour channels) between two
    /// bitmaps, and the largest amount by which `a` is above `b`.
    static func worst(_ a: Bitmap, _ b: Bitmap, channels: Range<Int> = 0..<3) -> (max: Int, lighter: Int) {
        var mx = 0, lighter = 0
        for y in 0..<a.height {
            for x in 0..<a.width {
                let p = a.rgba(x, y), q = b.rgba(x, y)
                for c in channels {
                    mx = max(mx, abs(p[c] - q[c]))
                    lighter = max(lighter, p[c] - q[c])
                }
            }
        }
        return (mx, lighter)
    }

    /// Before: the white background's edge coverage showed through the image's, up to about
    /// 60 levels lighter than the image alone along the page's edges. Now the background is
    /// hidden entirely and the edges are the image's own: identical to the image-only render,
    /// and within 24 levels of 8 × 8 supersampling — the analytic coverage's own error at the
    /// page's corners (the image alone differs from its reference by the same 23).
    @Test func backgroundUnderSameFrameImageLeavesNoFringe() {
        let fast = Renderer().render(Self.pageScene())
        let imageOnly = Renderer().render(Self.pageScene(background: false))
        let reference = ReferenceRenderer(samplesPerAxis: 8).render(Self.pageScene())
        var edgePixels = 0
        for y in 0..<fast.height {
            for x in 0..<fast.width where ![[132, 60, 176, 255], fast.rgba(0, 0)].contains(fast.rgba(x, y)) {
                edgePixels += 1
            }
        }
        #expect(edgePixels > 100)
        #expect(Self.worst(fast, imageOnly).max == 0)
        let toReference = Self.worst(fast, reference)
        #expect(toReference.max <= 24, "largest difference from the reference: \(toReference.max)")
        #expect(BitmapDifference(fast, reference).meanAbs < 0.5)
    }

    /// A 50 × 50 pt host (corner radius 12, masksToBounds) with a white background, an opaque
    /// image overflowing its top and bottom as contents, and an opaque red disc sublayer over
    /// its bottom-right corner, on a transparent 72 × 72 px canvas (scale 1) (the goldens'
    /// rounded-clip scene in small). `layers: false` keeps only the background.
    static func clipScene(layers: Bool = true) -> RenderTree {
        let host = Scenes.node(x: 11, y: 11, w: 50, h: 50) { n in
            n.backgroundColor = .white
            n.cornerRadius = 12
            n.masksToBounds = true
            guard layers else { return }
            n.contents = ContentsPaint(image: solidImage(purple), destination: Rect(x: 0, y: -8, width: 50, height: 66))
            n.children = [Scenes.node(x: 32, y: 32, w: 26, h: 26) { d in
                d.backgroundColor = Color(red: 0.9, green: 0.1, blue: 0.1)
                d.cornerRadius = 13
            }]
        }
        return RenderTree(pixelWidth: 72, pixelHeight: 72, scale: 1, background: .clear, nodes: [host])
    }

    /// Before: at the host's rounded corners the white background, the clipped image and the
    /// clipped disc each added their own edge coverage (alpha 1 − (1 − c)³; 221 where the
    /// reference gives 102), and white and purple showed at the disc's corner. Now the
    /// background and the image skip what the image and the disc cover, so every pixel's alpha
    /// is the clip's single coverage (the background-only render's), and each corner differs
    /// from 8 × 8 supersampling only by the analytic coverage's own error at a 12-px arc
    /// (measured 31 alpha levels, the same at all four corners).
    ///
    /// (Where the disc's own edge crosses the clip's, both still add their coverage: that
    /// junction is the ordinary conflation of crossing edges, not of coincident ones.)
    @Test func roundedClipCoincidingWithClippedLayersLeavesNoFringe() {
        let tree = Self.clipScene()
        let fast = Renderer().render(tree)
        let single = Renderer().render(Self.clipScene(layers: false))
        #expect(Self.worst(fast, single, channels: 3..<4).max <= 2)
        let reference = ReferenceRenderer(samplesPerAxis: 8).render(tree)
        let alpha = Self.worst(fast, reference, channels: 3..<4)
        #expect(alpha.max <= 32, "largest alpha difference from the reference: \(alpha.max)")
        // The disc's corner shows only red: no white background or purple image under it.
        for y in 48..<72 {
            for x in 48..<72 where fast.rgba(x, y)[3] > 0 {
                let p = fast.rgba(x, y)
                #expect(p[2] * 255 <= p[3] * 30 && p[0] * 255 >= p[3] * 225, "(\(x), \(y)): \(p)")
            }
        }
    }
}
