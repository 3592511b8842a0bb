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
        var starts: [Int] = [], t = 0
        for f in decoded.frames { starts.append(t); t += f.delayCentiseconds }
        var sum = 0.0, minimum = Double.infinity, blurredSum = 0.0
        for (i, frame) in source.enumerated() {
            let time = Int((Double(i) / fps * 100).rounded())
            let k = max(0, (starts.lastIndex { $0 <= time }) ?? 0)
            let shown = decoded.frames[k].bitmap
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
