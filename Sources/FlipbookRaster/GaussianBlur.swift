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
    static func blur(_ plane: inout [Float], width: Int, height: Int, sigma: Double) {
        let k = kernel(sigma: sigma)
        guard k.count > 1, width > 0, height > 0 else { return }
        let r = k.count / 2
        var tmp = [Float](repeating: 0, count: width * height)
        k.withUnsafeBufferPointer { kp in
            plane.withUnsafeMutableBufferPointer { p in
                tmp.withUnsafeMutableBufferPointer { t in
                    for y in 0..<height {
                        let row = y * width
                        for x in 0..<width {
                            var s: Float = 0
                            let lo = max(0, x - r), hi = min(width - 1, x + r)
                            for i in lo...hi { s += p[row + i] * kp[i - x + r] }
                            t[row + x] = s
                        }
                    }
                    for y in 0..<height {
                        let lo = max(0, y - r), hi = min(height - 1, y + r)
                        for x in 0..<width {
                            var s: Float = 0
                            for j in lo...hi { s += t[j * width + x] * kp[j - y + r] }
                            p[y * width + x] = s
                        }
                    }
                }
            }
        }
    }
}
