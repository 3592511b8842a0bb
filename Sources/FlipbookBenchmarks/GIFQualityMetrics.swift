import Foundation
import FlipbookCodecs
import FlipbookRaster

/// PSNR of decoded GIF frames against their sources, plain and after a σ = 1 px Gaussian blur.
/// bench/compare_gif.py computes the same numbers the same way for other encoders.
package enum GIFQualityMetrics {
    /// The 7-tap Gaussian (σ = 1 px, radius 3), normalised; edges clamp.
    static let kernel: [Double] = {
        let raw = (-3...3).map { exp(-Double($0 * $0) / 2) }
        let sum = raw.reduce(0, +)
        return raw.map { $0 / sum }
    }()

    /// Matches each source frame with the decoded frame showing at its start time (merged frames
    /// cover several sources) and returns mean and minimum PSNR and the mean blurred PSNR, in dB.
    package static func compare(source: [Bitmap], fps: Double, decoded: DecodedGIF) -> (mean: Double, min: Double, blurred: Double) {
        var sum = 0.0, minimum = Double.infinity, blurredSum = 0.0
        let pictures = shownFrames(count: source.count, fps: fps, decoded: decoded)
        for (frame, shown) in zip(source, pictures) {
            let p = psnr(rgb(frame), rgb(shown))
            sum += p; minimum = min(minimum, p)
            blurredSum += psnr(blur(rgb(frame), frame.width, frame.height), blur(rgb(shown), shown.width, shown.height))
        }
        let n = Double(max(1, source.count))
        return (sum / n, minimum, blurredSum / n)
    }

    package static func rgb(_ b: Bitmap) -> [Double] {
        var out = [Double](repeating: 0, count: b.pixelCount * 3)
        for i in 0..<b.pixelCount { for k in 0..<3 { out[i * 3 + k] = Double(b.bytes[i * 4 + k]) } }
        return out
    }

    package static func psnr(_ a: [Double], _ b: [Double]) -> Double {
        var se = 0.0
        for i in 0..<a.count { let d = a[i] - b[i]; se += d * d }
        let mse = se / Double(max(1, a.count))
        return mse == 0 ? 99 : 10 * log10(255 * 255 / mse)
    }

    package static func blur(_ image: [Double], _ width: Int, _ height: Int) -> [Double] {
        var tmp = [Double](repeating: 0, count: image.count), out = tmp
        for y in 0..<height {
            for x in 0..<width {
                for k in 0..<3 {
                    var s = 0.0
                    for j in -3...3 { s += kernel[j + 3] * image[(y * width + min(max(x + j, 0), width - 1)) * 3 + k] }
                    tmp[(y * width + x) * 3 + k] = s
                }
            }
        }
        for y in 0..<height {
            for x in 0..<width {
                for k in 0..<3 {
                    var s = 0.0
                    for j in -3...3 { s += kernel[j + 3] * tmp[(min(max(y + j, 0), height - 1) * width + x) * 3 + k] }
                    out[(y * width + x) * 3 + k] = s
                }
            }
        }
        return out
    }
}

/// The two kinds of visible loss the GIF encoder must not add at its default settings, counted
/// on decoded frames matched to their sources by time. bench/compare_gif.py's `visible_loss`
/// counts the same way for any encoder.
package struct GIFVisibleLoss: Hashable, Sendable, CustomStringConvertible {
    /// Neighbour pairs (left–right and top–bottom, summed over source frames) whose two source
    /// pixels are the same colour and whose shown pixels are not: streaks and speckle in flat areas.
    package var streakPairs = 0
    /// Pixels whose source is the same as in the previous source frame but whose shown colour
    /// changed between the two frames' times: flicker.
    package var flickerPixels = 0

    /// `streaks N, flicker N`.
    package var description: String { "streaks \(streakPairs), flicker \(flickerPixels)" }

    /// The counts for `source` frames (all one size, `fps` frames a second) against `decoded`.
    package static func measure(source: [Bitmap], fps: Double, decoded: DecodedGIF) -> GIFVisibleLoss {
        measure(source: source, shown: GIFQualityMetrics.shownFrames(count: source.count, fps: fps, decoded: decoded))
    }

    /// The counts for `source` frames against `shown`, the picture on screen at each source
    /// frame's time (same sizes). Colours compare as whole RGBA words.
    package static func measure(source: [Bitmap], shown: [Bitmap]) -> GIFVisibleLoss {
        precondition(source.count == shown.count, "one shown picture per source frame")
        var loss = GIFVisibleLoss()
        for (i, (s, v)) in zip(source, shown).enumerated() {
            precondition(s.width == v.width && s.height == v.height, "shown frames are the sources' size")
            let w = s.width, h = s.height
            let src = words(s), seen = words(v)
            for y in 0..<h {
                for x in 0..<w {
                    let p = y * w + x
                    if x + 1 < w, src[p] == src[p + 1], seen[p] != seen[p + 1] { loss.streakPairs += 1 }
                    if y + 1 < h, src[p] == src[p + w], seen[p] != seen[p + w] { loss.streakPairs += 1 }
                }
            }
            if i > 0 {
                let before = words(source[i - 1]), seenBefore = words(shown[i - 1])
                for p in 0..<src.count where src[p] == before[p] && seen[p] != seenBefore[p] { loss.flickerPixels += 1 }
            }
        }
        return loss
    }

    private static func words(_ b: Bitmap) -> [UInt32] {
        (0..<b.pixelCount).map { i in
            UInt32(b.bytes[i * 4]) | UInt32(b.bytes[i * 4 + 1]) << 8 | UInt32(b.bytes[i * 4 + 2]) << 16
                | UInt32(b.bytes[i * 4 + 3]) << 24
        }
    }
}

extension GIFQualityMetrics {
    /// For each of `count` source frames at `fps`, the decoded frame on screen at its start time
    /// (identical frames are merged in a GIF, so a decoded frame may cover several sources).
    package static func shownFrames(count: Int, fps: Double, decoded: DecodedGIF) -> [Bitmap] {
        var starts: [Int] = [], t = 0
        for f in decoded.frames { starts.append(t); t += f.delayCentiseconds }
        return (0..<count).map { i in
            let time = Int((Double(i) / fps * 100).rounded())
            return decoded.frames[max(0, (starts.lastIndex { $0 <= time }) ?? 0)].bitmap
        }
    }
}
