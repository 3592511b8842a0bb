import Foundation
import FlipbookAnimation
import FlipbookBenchmarks
import FlipbookCLI
import FlipbookCodecs
import FlipbookExport
import FlipbookRaster
import FlipbookScene

/// The benchmarks of the `flipbook` executable: `raster`, `png` and `gif`. Every number is measured in
/// the same run as the baseline it is compared with; times are medians unless a line says otherwise.
enum StandardBenchmarks {
    static var all: [Benchmark] {
        [Benchmark(group: "raster", run: raster), Benchmark(group: "png", run: png), Benchmark(group: "gif", run: gif)]
    }

    /// The scene file `bench raster` renders through the export loop, relative to the package root.
    static let pageFlipScene = "examples/page-flip.json"

    private static func ms(_ x: Double) -> String { String(format: "%.1f ms", x) }
    private static func ratio(_ x: Double) -> String { String(format: "%.1f×", x) }

    /// The page-flip frame through `Renderer` (median of 15, or 5 when quick) and through
    /// `ReferenceRenderer` (1 run, 8×8 samples, or 2×2 when quick); then the page-flip scene's
    /// frame rate through the render loop on 1 thread and on every core.
    static func raster(quick: Bool) throws -> [String] {
        let tree = RasterBenchmark.pageFlipTree()
        let fast = Renderer()
        _ = fast.render(tree)  // warm-up: mip chains
        let fastMs = RasterBenchmark.median((0..<(quick ? 5 : 15)).map { _ in threadMs { _ = fast.render(tree) } })
        let samples = quick ? 2 : 8
        let referenceMs = threadMs { _ = ReferenceRenderer(samplesPerAxis: samples).render(tree) }
        var lines = [
            "page-flip frame \(tree.pixelWidth)×\(tree.pixelHeight), CPU time of one thread:",
            "  Renderer           \(ms(fastMs)) (median of \(quick ? 5 : 15))",
            "  ReferenceRenderer  \(ms(referenceMs)) (1 run, \(samples)×\(samples) samples per pixel"
                + (quick ? "; --quick: 1/16 of the default 8×8 work)" : ")"),
            "  ratio              Renderer is \(ratio(referenceMs / fastMs)) faster",
        ]
        lines += try clipRate(quick: quick)
        return lines
    }

    /// Frames per second of `examples/page-flip.json` through ``RenderLoop`` into a sink that
    /// drops the frames, on 1 thread and on every core (median of 3 runs, 1 when quick), with the
    /// CPU time per frame, which other load on the machine does not change.
    private static func clipRate(quick: Bool) throws -> [String] {
        guard FileManager.default.fileExists(atPath: pageFlipScene) else {
            return ["\(pageFlipScene): not found; run 'flipbook bench' from the package root for the clip rate"]
        }
        let doc = try SceneLoader().load(path: pageFlipScene)
        let times = FrameTimes(duration: doc.duration, fps: doc.fps)
        let cores = ProcessInfo.processInfo.activeProcessorCount
        let runs = quick ? 1 : 3
        /// Median wall-clock fps and median CPU milliseconds per frame (evaluation + rasterization).
        func rate(jobs: Int) throws -> (fps: Double, cpuMs: Double) {
            var wall: [Double] = [], cpu: [Double] = []
            for _ in 0..<runs {
                let stats = try RenderLoop(jobs: jobs, rasterize: { Renderer().render($0) })
                    .run(SceneClip(document: doc), times: times, into: DiscardSink())
                wall.append(stats.wallSeconds)
                cpu.append((stats.evaluationSeconds + stats.rasterizationSeconds) * 1000 / Double(times.count))
            }
            return (Double(times.count) / RasterBenchmark.median(wall), RasterBenchmark.median(cpu))
        }
        let one = try rate(jobs: 1), many = try rate(jobs: cores)
        return [
            "\(pageFlipScene): \(times.count) frames of \(doc.canvas.pixelWidth)×\(doc.canvas.pixelHeight), "
                + "evaluate + rasterize, no files (median of \(runs); fps is wall clock, so other load on the machine counts):",
            String(format: "  1 thread   %5.1f fps   CPU %.1f ms a frame (%.1f frames per CPU second)",
                   one.fps, one.cpuMs, 1000 / one.cpuMs),
            String(format: "  %d threads  %5.1f fps   CPU %.1f ms a frame; %@ the frame rate of 1 thread",
                   cores, many.fps, many.cpuMs, ratio(many.fps / one.fps)),
        ]
    }

    /// PNG encode and decode of the page-flip frame at zlib levels 1, 6 and 9 (median of 5, or 3
    /// when quick), with sizes; level 6, the default, is the baseline.
    static func png(quick: Bool) throws -> [String] {
        let frame = Renderer().render(RasterBenchmark.pageFlipTree())
        let runs = quick ? 3 : 5
        var lines = ["page-flip frame \(frame.width)×\(frame.height) RGBA, CPU time of one thread, median of \(runs):"]
        var rows: [(level: Int, encode: Double, decode: Double, bytes: Int)] = []
        for level in [1, 6, 9] {
            var bytes: [UInt8] = []
            var failure: Error?
            let encode = RasterBenchmark.median((0..<runs).map { _ in
                threadMs { do { bytes = try PNG.encode(frame, compressionLevel: level) } catch { failure = error } }
            })
            let decode = RasterBenchmark.median((0..<runs).map { _ in
                threadMs { do { _ = try PNG.decode(bytes) } catch { failure = error } }
            })
            if let failure { throw failure }
            rows.append((level, encode, decode, bytes.count))
        }
        let base = rows[1]
        for r in rows {
            lines.append(String(format: "  level %d  encode %7.1f ms (%.2f× of level 6)  decode %6.1f ms  %8d bytes (%.2f× of level 6)",
                                r.level, r.encode, r.encode / base.encode, r.decode, r.bytes,
                                Double(r.bytes) / Double(base.bytes)))
        }
        return lines
    }

    /// FlipbookCodecs' GIF benchmark (fastest of 2 encodes, 1 when quick), with each dithering
    /// setting's time and size relative to `none`.
    static func gif(quick: Bool) throws -> [String] {
        let directory = NSTemporaryDirectory() + "flipbook-bench-\(getpid())"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let results = try GIFBenchmark.run(clips: GIFBenchmark.defaultClips(), directory: directory,
                                           repetitions: quick ? 1 : 2)
        var lines = ["GIFBenchmark (seconds and cpu s: the fastest of \(quick ? 1 : 2) encodes):"]
        lines += GIFBenchmark.formattedTable(results).split(separator: "\n").map { "  " + $0 }
        for r in results where r.setting != "none" {
            guard let base = results.first(where: { $0.clip == r.clip && $0.setting == "none" }) else { continue }
            lines.append(String(format: "  %@ %@ vs none: %.2f× the CPU time, %.2f× the bytes", r.clip, r.setting,
                                r.cpuSeconds / base.cpuSeconds, Double(r.bytes) / Double(base.bytes)))
        }
        return lines
    }

    /// CPU milliseconds of the calling thread spent in `work`.
    private static func threadMs(_ work: () -> Void) -> Double {
        var a = timespec(), b = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &a)
        work()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &b)
        return Double(b.tv_sec - a.tv_sec) * 1000 + Double(b.tv_nsec - a.tv_nsec) / 1e6
    }
}

/// A sink that drops every frame (benchmarks of evaluation and rasterization alone).
final class DiscardSink: FrameSink {
    func write(_ frame: Bitmap, index: Int, duration: Double) throws {}
    func finish() throws {}
}
