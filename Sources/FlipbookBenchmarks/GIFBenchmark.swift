import Foundation
import FlipbookCodecs
import FlipbookRaster

/// Encoder benchmark: encodes clips with several settings, decodes the result and measures it
/// against the source frames. `flipbook bench gif` prints ``formattedTable(_:)``; bench/compare_gif.py
/// runs ffmpeg, gifsicle and Pillow on the same frames for comparison.
public enum GIFBenchmark {
    /// A named encoder configuration.
    public struct Setting: Sendable {
        /// Short name for tables, such as `dither-fs`.
        public var name: String
        /// Encoder options.
        public var options: GIFOptions
        /// A setting from a name and options.
        public init(name: String, options: GIFOptions) { self.name = name; self.options = options }
    }

    /// One measured encode.
    public struct Result: Sendable {
        /// Clip name.
        public var clip: String
        /// Setting name.
        public var setting: String
        /// Wall-clock encode time in seconds (best of the repetitions), frames already in memory.
        public var seconds: Double
        /// CPU time of the encode in seconds (best of the repetitions): the fairer number on a busy machine.
        public var cpuSeconds: Double
        /// File size in bytes.
        public var bytes: Int
        /// Frames written (after merging identical ones).
        public var frames: Int
        /// Mean over frames of the RGB PSNR (dB) of the decoded frame against its source frame.
        public var meanPSNR: Double
        /// The worst frame's RGB PSNR in dB.
        public var minPSNR: Double
        /// Mean PSNR after blurring both images with a Gaussian of σ = 1 px, which credits dithering
        /// for reproducing the local average colour.
        public var blurredPSNR: Double
    }

    /// The settings `flipbook bench gif` measures: no dithering (with the automatic lossiness and
    /// with `lossy` 3), ordered, and error diffusion.
    public static let defaultSettings: [Setting] = [
        Setting(name: "none", options: GIFOptions(dither: .none)),
        Setting(name: "none-lossy3", options: GIFOptions(dither: .none, lossy: 3)),
        Setting(name: "ordered", options: GIFOptions(dither: .ordered(strength: 0.5))),
        Setting(name: "diffusion", options: GIFOptions(dither: .diffusion(strength: 0.75))),
    ]

    /// The clips `flipbook bench gif` measures (a 750×1334 page turn and a photo pan).
    public static func defaultClips() -> [GIFBenchmarkClip] { [pageFlipClip(), photoClip()] }

    /// Encodes every clip with every setting into `directory` (as `<clip>-<setting>.gif`), decodes
    /// each file and measures it.
    /// - Parameter repetitions: encodes per measurement; the fastest counts. Default 1.
    public static func run(clips: [GIFBenchmarkClip], settings: [Setting] = defaultSettings,
                           directory: String = NSTemporaryDirectory(), repetitions: Int = 1) throws -> [Result] {
        var results: [Result] = []
        for clip in clips {
            for setting in settings {
                let path = (directory as NSString).appendingPathComponent("\(clip.name)-\(setting.name).gif")
                var best = Double.infinity, bestCPU = Double.infinity
                var summary: GIFEncodeSummary?
                for _ in 0..<max(1, repetitions) {
                    let start = DispatchTime.now().uptimeNanoseconds, startCPU = cpuTime()
                    let encoder = try GIFEncoder(path: path, width: clip.width, height: clip.height, options: setting.options)
                    for frame in clip.frames { try encoder.addFrame(frame, duration: 1 / clip.fps) }
                    summary = try encoder.finish()
                    best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
                    bestCPU = min(bestCPU, cpuTime() - startCPU)
                }
                let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
                let decoded = try GIFDecoder.decode(bytes)
                let quality = GIFQualityMetrics.compare(source: clip.frames, fps: clip.fps, decoded: decoded)
                results.append(Result(clip: clip.name, setting: setting.name, seconds: best, cpuSeconds: bestCPU, bytes: summary?.bytes ?? bytes.count,
                                      frames: decoded.frames.count, meanPSNR: quality.mean, minPSNR: quality.min,
                                      blurredPSNR: quality.blurred))
            }
        }
        return results
    }

    /// CPU time of this process in seconds (all threads).
    public static func cpuTime() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }

    /// A fixed-width table: clip, setting, seconds (wall and CPU), bytes, frames, mean/min PSNR,
    /// blurred PSNR.
    public static func formattedTable(_ results: [Result]) -> String {
        func cell(_ s: String, _ n: Int) -> String { String(repeating: " ", count: max(0, n - s.count)) + s }
        func fixed(_ v: Double, _ digits: Int) -> String { String(format: "%.\(digits)f", v) }
        var lines = ["clip       setting       seconds    cpu s      bytes  frames  PSNR mean  PSNR min  blurred PSNR"]
        for r in results {
            lines.append(r.clip.padding(toLength: 11, withPad: " ", startingAt: 0)
                + r.setting.padding(toLength: 12, withPad: " ", startingAt: 0)
                + cell(fixed(r.seconds, 3), 9) + cell(fixed(r.cpuSeconds, 3), 9) + cell(String(r.bytes), 11) + cell(String(r.frames), 8)
                + cell(fixed(r.meanPSNR, 2), 11) + cell(fixed(r.minPSNR, 2), 10) + cell(fixed(r.blurredPSNR, 2), 14))
        }
        return lines.joined(separator: "\n")
    }
}
