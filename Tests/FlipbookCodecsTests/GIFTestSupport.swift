import Foundation
import FlipbookRaster
@testable import FlipbookCodecs
import FlipbookBenchmarks

/// Small frames and file helpers shared by the GIF tests.
enum GIFFixtures {
    /// A path in a fresh temporary folder.
    static func temporaryPath(_ name: String = "test.gif") -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-gif-tests-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir.appendingPathComponent(name).path
    }

    /// An opaque diagonal colour gradient with a little texture, shifted by `phase` pixels.
    static func gradient(width: Int = 48, height: Int = 32, phase: Int = 0) -> Bitmap {
        var b = Bitmap(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let xs = x + phase
                b[x, y] = Pixel(r: UInt8((xs * 255 / max(1, width)) & 255), g: UInt8(y * 255 / max(1, height - 1)),
                                b: UInt8((xs * 7 + y * 13) % 64 + 96), a: 255)
            }
        }
        return b
    }

    /// Encodes `frames` (each shown `duration` seconds) and returns the file's bytes and the summary.
    static func encode(_ frames: [Bitmap], duration: Double = 0.04, options: GIFOptions = GIFOptions())
        throws -> (bytes: [UInt8], summary: GIFEncodeSummary) {
        try encode(frames.map { ($0, duration) }, options: options)
    }

    /// Encodes `frames`, each shown for its own duration in seconds, and returns the file's bytes
    /// and the summary.
    static func encode(_ frames: [(Bitmap, Double)], options: GIFOptions = GIFOptions())
        throws -> (bytes: [UInt8], summary: GIFEncodeSummary) {
        let path = temporaryPath()
        let encoder = try GIFEncoder(path: path, width: frames[0].0.width, height: frames[0].0.height, options: options)
        for (f, duration) in frames { try encoder.addFrame(f, duration: duration) }
        let summary = try encoder.finish()
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent)
        return (bytes, summary)
    }

    /// RGB PSNR in dB between two bitmaps of the same size.
    static func psnr(_ a: Bitmap, _ b: Bitmap) -> Double {
        GIFQualityMetrics.psnr(GIFQualityMetrics.rgb(a), GIFQualityMetrics.rgb(b))
    }

    static let allDithers: [GIFDither] = [.none, .ordered(strength: 0.5), .diffusion(strength: 0.75)]
}
