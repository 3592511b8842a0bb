import Foundation

/// A separable Gaussian blur on one float channel, with transparent (zero) surroundings.
///
/// The kernel spans ±⌈3σ⌉ taps and is normalised to sum 1, so the total of a channel is kept
/// when the content lies at least 3σ from the borders.
enum GaussianBlur {
    /// The normalised kernel for σ (pixels); a single tap of weight 1 when σ < 0.1.
    static func kernel(sigma: Double) -> [Float] {
        guard sigma >= 0.1 else { return [1] }
        let r = Int((3 * sigma).rounded(.up))
        var k = (-r...r).map { i in exp(-Double(i * i) / (2 * sigma * sigma)) }
        let sum = k.reduce(0, +)
        k = k.map { $0 / sum }
        return k.map(Float.init)
    }

    /// Blurs `plane` (`width × height`, row-major) in place.
    ///
    /// Each output pixel is the sum of its taps in increasing order, as a direct convolution
    /// computes it; the loops run tap by tap over whole rows (contiguous, so they vectorise), and
    /// rows with nothing in them are skipped: the bytes are those of the direct form.
    static func blur(_ plane: inout [Float], width: Int, height: Int, sigma: Double) {
        let k = kernel(sigma: sigma)
        guard k.count > 1, width > 0, height > 0 else { return }
        let r = k.count / 2
        var tmp = [Float](repeating: 0, count: width * height)
        k.withUnsafeBufferPointer { kp in
            plane.withUnsafeMutableBufferPointer { p in
                tmp.withUnsafeMutableBufferPointer { t in
                    let p = p.baseAddress!, t = t.baseAddress!
                    // Horizontal: tap d adds p[x + d]·k[d + r] to t[x] where x + d is inside.
                    for y in 0..<height {
                        let src = p + y * width, dst = t + y * width
                        guard (0..<width).contains(where: { src[$0] != 0 }) else { continue }
                        for d in -r...r {
                            let w = kp[d + r]
                            let x0 = max(0, -d), x1 = min(width, width - d)
                            if x0 >= x1 { continue }
                            for x in x0..<x1 { dst[x] += src[x + d] * w }
                        }
                    }
                    // Vertical: row y is the sum of rows j in y − r … y + r, each times k[j − y + r].
                    var empty = [Bool](repeating: true, count: height)
                    for j in 0..<height {
                        let row = t + j * width
                        empty[j] = !(0..<width).contains(where: { row[$0] != 0 })
                    }
                    for y in 0..<height {
                        let dst = p + y * width
                        dst.update(repeating: 0, count: width)
                        let lo = max(0, y - r), hi = min(height - 1, y + r)
                        for j in lo...hi where !empty[j] {
                            let w = kp[j - y + r]
                            let src = t + j * width
                            for x in 0..<width { dst[x] += src[x] * w }
                        }
                    }
                }
            }
        }
    }
}
