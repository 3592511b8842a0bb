import Foundation
import FlipbookRaster

/// Procedural photo-like pictures for the benchmark (1200×1800, opaque): smooth colour
/// gradients, soft blobs, and deterministic high-frequency grain and stripes, so that
/// filtering mistakes (aliasing, seams) are visible.
enum BenchmarkImages {
    /// The turning page.
    static let first = Image(make(width: 1200, height: 1800, seed: 1))
    /// The page underneath.
    static let second = Image(make(width: 1200, height: 1800, seed: 2))

    /// A `width × height` opaque picture; `seed` changes palette and detail.
    static func make(width: Int, height: Int, seed: UInt64) -> Bitmap {
        let s = Double(seed)
        let cols = (0..<width).map { x -> (Double, Double) in
            let u = Double(x) / Double(width)
            return (0.5 + 0.5 * sin(u * 6.0 + s), 0.5 + 0.5 * sin(Double(x) * 0.9))
        }
        var bytes = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            let v = Double(y) / Double(height)
            let rowWave = 0.5 + 0.5 * cos(v * 5.0 + 2 * s)
            let rowFine = 0.5 + 0.5 * sin(Double(y) * 0.7)
            for x in 0..<width {
                let (colWave, colFine) = cols[x]
                var h = UInt64(x &* 73856093) ^ UInt64(y &* 19349663) ^ (seed &* 83492791)
                h = (h ^ (h >> 13)) &* 0x5bd1e995
                let grain = Double(h & 255) / 255 - 0.5
                let blob = colWave * rowWave
                let fine = colFine * rowFine
                let r = 0.15 + 0.55 * blob + 0.25 * v + 0.08 * grain + 0.1 * fine
                let g = 0.25 + 0.45 * (1 - v) * colWave + 0.08 * grain + 0.1 * fine
                let b = 0.35 + 0.5 * rowWave * (1 - blob) + 0.08 * grain
                let o = (y * width + x) * 4
                bytes[o] = UInt8(min(max(r, 0), 1) * 255)
                bytes[o + 1] = UInt8(min(max(g, 0), 1) * 255)
                bytes[o + 2] = UInt8(min(max(b, 0), 1) * 255)
            }
        }
        return Bitmap(width: width, height: height, bytes: bytes)
    }
}
