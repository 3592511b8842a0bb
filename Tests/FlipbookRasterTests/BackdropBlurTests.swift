import Foundation
import FlipbookGeometry
import Testing
@testable import FlipbookRaster

/// The backdrop filter (a visual effect view's blur) against references computed here:
/// a direct Gaussian, the saturation matrix and the tint on flat colours.
@Suite struct BackdropBlurTests {
    /// Black canvas with a white square and a grey bar: hard edges in both directions.
    static func backdropNodes() -> [RenderNode] {
        [
            RenderNode(
                transform: Transform3D(translationX: 22, y: 14), bounds: Rect(x: 0, y: 0, width: 20, height: 18),
                backgroundColor: .white),
            RenderNode(
                transform: Transform3D(translationX: 8, y: 36), bounds: Rect(x: 0, y: 0, width: 50, height: 6),
                backgroundColor: Color(red: 0.2, green: 0.6, blue: 1)),
        ]
    }

    static func tree(scale: Double, _ extra: [RenderNode] = []) -> RenderTree {
        RenderTree(
            pixelWidth: Int(64 * scale), pixelHeight: Int(52 * scale), scale: scale, background: .black,
            nodes: backdropNodes() + extra)
    }

    /// A direct 2D Gaussian of σ pixels (taps to ±5σ, normalised, edges repeated) of one channel.
    static func referenceGaussian(_ b: Bitmap, channel: Int, sigma: Double) -> [Double] {
        let r = Int((5 * sigma).rounded(.up))
        var k = (-r...r).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
        let total = k.reduce(0, +)
        k = k.map { $0 / total }
        let w = b.width, h = b.height
        func src(_ x: Int, _ y: Int) -> Double {
            Double(b.bytes[(min(max(y, 0), h - 1) * w + min(max(x, 0), w - 1)) * 4 + channel])
        }
        var tmp = [Double](repeating: 0, count: w * h)
        for y in 0..<h {
            for x in 0..<w {
                var s = 0.0
                for i in -r...r { s += src(x + i, y) * k[i + r] }
                tmp[y * w + x] = s
            }
        }
        var out = [Double](repeating: 0, count: w * h)
        for y in 0..<h {
            for x in 0..<w {
                var s = 0.0
                for j in -r...r { s += tmp[min(max(y + j, 0), h - 1) * w + x] * k[j + r] }
                out[y * w + x] = s
            }
        }
        return out
    }

    @Test(arguments: [(1.0, 2.0), (1.0, 4.0), (2.0, 3.0), (2.0, 5.5)])
    func blurMatchesAReferenceGaussianOfTheStatedRadius(scale: Double, radius: Double) {
        let plain = Renderer().render(BackdropBlurTests.tree(scale: scale))
        // A full-canvas backdrop: every pixel is the blurred backdrop.
        let effect = RenderNode(bounds: Rect(x: 0, y: 0, width: 64, height: 52), backdrop: BackdropPaint(radius: radius))
        let blurred = Renderer().render(BackdropBlurTests.tree(scale: scale, [effect]))
        let sigma = radius * scale
        var maxDiff = 0.0, sum = 0.0
        for c in 0..<3 {
            let ref = BackdropBlurTests.referenceGaussian(plain, channel: c, sigma: sigma)
            for i in 0..<(plain.width * plain.height) {
                let d = abs(Double(blurred.bytes[i * 4 + c]) - ref[i])
                maxDiff = max(maxDiff, d); sum += d
            }
        }
        let mean = sum / Double(3 * plain.width * plain.height)
        // Three extended boxes have the Gaussian's variance exactly; their shape differs by a
        // few levels on a hard white-on-black edge (255 levels).
        #expect(maxDiff <= 7, "σ \(sigma) px: max \(maxDiff)")
        #expect(mean <= 1, "σ \(sigma) px: mean \(mean)")
        // It really blurs: the square's corner is far from white.
        let corner = blurred[Int(22 * scale), Int(14 * scale)]
        #expect(corner.r < 140 && corner.r > 30)
    }

    /// σ 40 px: the blur runs on a 4× smaller plane and is upsampled bilinearly.
    @Test func wideBlurOnADownsampledPlaneMatchesTheReferenceGaussian() {
        #expect(BackdropFilter.downsampling(sigma: 40) == 4 && BackdropFilter.downsampling(sigma: 15.9) == 1)
        let plain = Renderer().render(BackdropBlurTests.tree(scale: 2))
        let effect = RenderNode(bounds: Rect(x: 0, y: 0, width: 64, height: 52), backdrop: BackdropPaint(radius: 20))
        let blurred = Renderer().render(BackdropBlurTests.tree(scale: 2, [effect]))
        var maxDiff = 0.0, sum = 0.0
        for c in 0..<3 {
            let ref = BackdropBlurTests.referenceGaussian(plain, channel: c, sigma: 40)
            for i in 0..<(plain.width * plain.height) {
                let d = abs(Double(blurred.bytes[i * 4 + c]) - ref[i])
                maxDiff = max(maxDiff, d); sum += d
            }
        }
        let mean = sum / Double(3 * plain.width * plain.height)
        #expect(maxDiff <= 5, "max \(maxDiff)")
        #expect(mean <= 1, "mean \(mean)")
    }

    @Test func passVarianceIsExactlyAThirdOfSigmaSquared() {
        for sigma in [0.5, 1.0, 2.7, 10.0, 33.3, 60.0] {
            let v = sigma * sigma / 3
            let p = BackdropFilter.pass(variance: v)
            let c = Double(p.c), e = Double(p.e), r = Double(p.r)
            let weights = (2 * r + 1) * c + 2 * e
            let variance = 2 * c * r * (r + 1) * (2 * r + 1) / 6 + 2 * e * (r + 1) * (r + 1)
            #expect(abs(weights - 1) < 1e-5)
            #expect(abs(variance - v) / v < 1e-4, "σ \(sigma): \(variance) vs \(v)")
        }
    }

    /// `Y + s·(c − Y)`, Rec. 709 luma, then tint source-over, on 8-bit values.
    static func expected(_ c: Pixel, saturation s: Double, tint: Color) -> [Double] {
        let v = [Double(c.r), Double(c.g), Double(c.b)]
        let y = 0.2126 * v[0] + 0.7152 * v[1] + 0.0722 * v[2]
        let t = [tint.red, tint.green, tint.blue].map { $0 * tint.alpha * 255 }
        return (0..<3).map { i in
            let sat = min(max(y + s * (v[i] - y), 0), 255)
            return t[i] + sat * (1 - tint.alpha)
        }
    }

    @Test(arguments: [
        (Color(red: 0.8, green: 0.4, blue: 0.2), 1.8, Color(white: 1, alpha: 0.3)),
        (Color(red: 0.1, green: 0.5, blue: 0.9), 1.8, Color(white: 0.11, alpha: 0.73)),
        (Color(red: 0.3, green: 0.7, blue: 0.3), 0.0, Color.clear),
        (Color(red: 0.9, green: 0.9, blue: 0.1), 2.5, Color(white: 0.97, alpha: 0.82)),
    ])
    func saturationAndTintOnAFlatColour(colour: Color, saturation: Double, tint: Color) {
        let effect = RenderNode(
            transform: Transform3D(translationX: 4, y: 4), bounds: Rect(x: 0, y: 0, width: 24, height: 24),
            backdrop: BackdropPaint(radius: 6, saturation: saturation, tint: tint))
        let tree = RenderTree(pixelWidth: 32, pixelHeight: 32, scale: 1, background: colour, nodes: [effect])
        let out = Renderer().render(tree)
        let want = BackdropBlurTests.expected(colour.premultiplied8, saturation: saturation, tint: tint)
        for (x, y) in [(4, 4), (16, 16), (27, 27)] {
            let p = out[x, y]
            let got = [Double(p.r), Double(p.g), Double(p.b)]
            for i in 0..<3 { #expect(abs(got[i] - want[i]) <= 1, "\(colour) at \(x),\(y): \(got) vs \(want)") }
            #expect(p.a == 255)
        }
        // Outside the bounds the backdrop is untouched.
        #expect(out[2, 2] == colour.premultiplied8)
    }

    @Test func cornerRadiusAndClipsShapeTheBlur() {
        let effect = RenderNode(
            transform: Transform3D(translationX: 10, y: 6), bounds: Rect(x: 0, y: 0, width: 44, height: 40),
            cornerRadius: 12, backdrop: BackdropPaint(radius: 4, tint: Color(red: 1, green: 0, blue: 0, alpha: 0.5)))
        let plain = Renderer().render(BackdropBlurTests.tree(scale: 1))
        let out = Renderer().render(BackdropBlurTests.tree(scale: 1, [effect]))
        // The corner pixel lies outside the rounded bounds: unchanged. The centre is tinted.
        #expect(out[10, 6] == plain[10, 6])
        #expect(out[32, 26].r >= 127 && out[32, 26].g < 128)
        // A clipping parent (masksToBounds) limits it too.
        let clipper = RenderNode(
            transform: Transform3D(translationX: 10, y: 6), bounds: Rect(x: 0, y: 0, width: 20, height: 40),
            masksToBounds: true,
            children: [RenderNode(bounds: Rect(x: 0, y: 0, width: 44, height: 40), backdrop: effect.backdrop)])
        let clipped = Renderer().render(BackdropBlurTests.tree(scale: 1, [clipper]))
        #expect(clipped[40, 26] == plain[40, 26])
        #expect(clipped[20, 26] == out[20, 26])
    }

    @Test func aGroupWithOpacityCrossfadesTheBlurredAndTheSharpBackdrop() {
        var effect = RenderNode(
            bounds: Rect(x: 0, y: 0, width: 64, height: 52),
            children: [RenderNode(bounds: Rect(x: 0, y: 0, width: 4, height: 4), backgroundColor: .white)])
        effect.backdrop = BackdropPaint(radius: 3)
        let full = Renderer().render(BackdropBlurTests.tree(scale: 1, [effect]))
        effect.opacity = 0.5
        let half = Renderer().render(BackdropBlurTests.tree(scale: 1, [effect]))
        let plain = Renderer().render(BackdropBlurTests.tree(scale: 1))
        for (x, y) in [(22, 14), (30, 20), (42, 32), (10, 38)] {
            let want = (Double(full[x, y].r) + Double(plain[x, y].r)) / 2
            #expect(abs(Double(half[x, y].r) - want) <= 1.5, "\(x),\(y)")
        }
    }

    @Test func laterOpaqueNodesDoNotHideWhatTheBlurReads() {
        // An opaque node over the backdrop's edge: the blur beside it still reads the square
        // under it (the renderer does not skip occluded pixels in a tree with a backdrop).
        var effect = RenderNode(
            bounds: Rect(x: 0, y: 0, width: 64, height: 52),
            children: [
                RenderNode(
                    transform: Transform3D(translationX: 22, y: 14),
                    bounds: Rect(x: 0, y: 0, width: 20, height: 18), backgroundColor: .black)
            ])
        effect.backdrop = BackdropPaint(radius: 4)
        let out = Renderer().render(BackdropBlurTests.tree(scale: 1, [effect]))
        let plain = Renderer().render(BackdropBlurTests.tree(scale: 1))
        let ref = BackdropBlurTests.referenceGaussian(plain, channel: 0, sigma: 4)
        // Just outside the black child, the blurred square glows.
        #expect(abs(Double(out[20, 22].r) - ref[22 * 64 + 20]) <= 6)
        #expect(out[20, 22].r > 60)
    }

    @Test func sameTreeSameBytes() {
        let effect = RenderNode(
            transform: Transform3D(translationX: 5, y: 5), bounds: Rect(x: 0, y: 0, width: 50, height: 40),
            cornerRadius: 9,
            backdrop: BackdropPaint(
                radius: 7.3, saturation: 1.8,
                tint: Color(white: 1, alpha: 0.3)))
        let a = Renderer().render(BackdropBlurTests.tree(scale: 2, [effect]))
        let b = Renderer().render(BackdropBlurTests.tree(scale: 2, [effect]))
        #expect(a == b)
    }

    @Test func framesRenderedOnSeveralThreadsAtOnceHaveTheSameBytes() {
        let effect = RenderNode(
            transform: Transform3D(translationX: 3, y: 2), bounds: Rect(x: 0, y: 0, width: 58, height: 46),
            cornerRadius: 14, backdrop: BackdropPaint(radius: 9, saturation: 1.8, tint: Color(white: 0.11, alpha: 0.73)))
        let tree = BackdropBlurTests.tree(scale: 2, [effect])
        let one = Renderer().render(tree)
        let frames = Frames(count: 4)
        DispatchQueue.concurrentPerform(iterations: 4) { frames.set($0, Renderer().render(tree)) }
        #expect(frames.all.count == 4 && frames.all.allSatisfy { $0 == one })
    }

    @Test func nonFiniteBackdropDrawsNothing() {
        let effect = RenderNode(bounds: Rect(x: 0, y: 0, width: 64, height: 52), backdrop: BackdropPaint(radius: .nan))
        #expect(
            Renderer().render(BackdropBlurTests.tree(scale: 1, [effect])) == Renderer().render(BackdropBlurTests.tree(scale: 1)))
    }
}

/// Frames written from several threads.
private final class Frames: @unchecked Sendable {
    private var frames: [Bitmap?]
    private let lock = NSLock()
    init(count: Int) { frames = Array(repeating: nil, count: count) }
    func set(_ i: Int, _ b: Bitmap) { lock.withLock { frames[i] = b } }
    var all: [Bitmap] { lock.withLock { frames.compactMap { $0 } } }
}
