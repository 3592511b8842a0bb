import Foundation
import FlipbookCodecs
import FlipbookRaster

/// A sequence of frames the GIF benchmark encodes.
public struct GIFBenchmarkClip: Sendable {
    /// Short name for tables, such as `page-flip`.
    public var name: String
    /// Frames per second the clip is meant to play at.
    public var fps: Double
    /// The frames, all the same size, opaque.
    public var frames: [Bitmap]

    /// Width of every frame in pixels.
    public var width: Int { frames.first?.width ?? 0 }
    /// Height of every frame in pixels.
    public var height: Int { frames.first?.height ?? 0 }
}

extension GIFBenchmark {
    /// A page turn: a full-screen photograph rotates about its left edge in perspective
    /// (m34 = −1/1000 px, ease-out, 0° → 90° over 30 frames at 30 fps), darkening as it turns, and reveals
    /// a second, static photograph below. 750×1334 by default, the demos' page size at scale 2.
    public static func pageFlipClip(width: Int = 750, height: Int = 1334, frameCount: Int = 30) -> GIFBenchmarkClip {
        let page = GIFSyntheticPhoto(seed: 1).render(width: width, height: height)
        let below = GIFSyntheticPhoto(seed: 2).render(width: width, height: height)
        var frames: [Bitmap] = []
        let d = 1000.0, halfH = Double(height) / 2, w = Double(width)
        for i in 0..<frameCount {
            let p = Double(i) / Double(max(1, frameCount - 1))
            let eased = 1 - (1 - p) * (1 - p)
            let theta = eased * Double.pi / 2
            let c = cos(theta), s = sin(theta)
            var out = below
            for y in 0..<height {
                for x in 0..<width {
                    let X = Double(x) + 0.5, Yc = Double(y) + 0.5 - halfH
                    let den = c + X * s / d
                    guard den > 1e-6 else { continue }
                    let u = X / den
                    let wz = 1 - u * s / d
                    let v = Yc * wz + halfH
                    guard u >= 0, u < w, v >= 0, v < Double(height) else { continue }
                    // Edge coverage in page pixels, scaled by the local foreshortening.
                    let edge = min(w - u, min(v, Double(height) - v)) * c / max(wz, 1e-3)
                    let coverage = min(1, max(0, edge + 0.5))
                    let shade = 1 - 0.55 * (1 - c)
                    let src = GIFSyntheticPhoto.bilinear(page, u - 0.5, v - 0.5)
                    let o = (y * width + x) * 4
                    for k in 0..<3 {
                        let fg = src[k] * shade
                        out.bytes[o + k] = UInt8((fg * coverage + Double(out.bytes[o + k]) * (1 - coverage)).rounded())
                    }
                }
            }
            frames.append(out)
        }
        return GIFBenchmarkClip(name: "page-flip", fps: 30, frames: frames)
    }

    /// A slow zoom and pan across a synthetic photograph (every pixel changes in every frame,
    /// the hardest case for frame optimization). 480×360, 30 frames at 25 fps by default.
    public static func photoClip(width: Int = 480, height: Int = 360, frameCount: Int = 30) -> GIFBenchmarkClip {
        let photo = GIFSyntheticPhoto(seed: 3).render(width: width * 2, height: height * 2)
        var frames: [Bitmap] = []
        for i in 0..<frameCount {
            let p = Double(i) / Double(max(1, frameCount - 1))
            let zoom = 2.0 / (1.0 + 0.35 * p)      // source pixels per output pixel
            let cx = Double(width) * (0.8 + 0.3 * p), cy = Double(height) * (0.9 + 0.15 * p)
            var out = Bitmap(width: width, height: height)
            for y in 0..<height {
                for x in 0..<width {
                    let sx = cx + (Double(x) + 0.5 - Double(width) / 2) * zoom - 0.5
                    let sy = cy + (Double(y) + 0.5 - Double(height) / 2) * zoom - 0.5
                    let c = GIFSyntheticPhoto.bilinear(photo, sx, sy)
                    let o = (y * width + x) * 4
                    out.bytes[o] = UInt8(c[0].rounded()); out.bytes[o + 1] = UInt8(c[1].rounded())
                    out.bytes[o + 2] = UInt8(c[2].rounded()); out.bytes[o + 3] = 255
                }
            }
            frames.append(out)
        }
        return GIFBenchmarkClip(name: "photo-pan", fps: 25, frames: frames)
    }
}
