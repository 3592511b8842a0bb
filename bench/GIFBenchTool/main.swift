// Development tool behind bench/compare_gif.py (not part of the library):
//   GIFBenchTool table          encode the benchmark clips, print GIFBenchmark.formattedTable
//                               (GIF_BENCH_CLIP, GIF_BENCH_SETTING, GIF_BENCH_FRAMES, GIF_BENCH_SIZE,
//                               GIF_BENCH_REPETITIONS, GIF_BENCH_LOSSY, GIF_BENCH_PALETTE and
//                               GIF_BENCH_EFFORT (fast, default, best) adjust it)
//   GIFBenchTool encode [dir]   encode only, no decoding or metrics (for profilers)
//   GIFBenchTool dump <dir>     also write <clip>.rgba frames, meta.json, our GIFs, results.json,
//                               and our decoder's frames of each GIF (<clip>-<setting>.decoded.rgba)
//   GIFBenchTool lzw <gif>…     giflib's LZW coder alone on each GIF's frames (see LZWFloor.swift)
import FlipbookBenchmarks
import FlipbookCodecs
import Foundation

let arguments = CommandLine.arguments
if arguments.count > 1 && arguments[1] == "lzw" {
    for path in arguments.dropFirst(2) { print(try LZWFloor.measure(path: path)) }
    exit(0)
}
let directory = arguments.count > 2 ? arguments[2] : NSTemporaryDirectory()
let repetitions = Int(ProcessInfo.processInfo.environment["GIF_BENCH_REPETITIONS"] ?? "") ?? 3
try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
let only = ProcessInfo.processInfo.environment["GIF_BENCH_CLIP"]
let frameCount = Int(ProcessInfo.processInfo.environment["GIF_BENCH_FRAMES"] ?? "")
// GIF_BENCH_SIZE=WxH shrinks the page flip (for callgrind runs).
let size = ProcessInfo.processInfo.environment["GIF_BENCH_SIZE"].map { $0.split(separator: "x").compactMap { Int($0) } }
let allClips = frameCount != nil || size != nil
    ? [GIFBenchmark.pageFlipClip(width: size?.first ?? 750, height: size?.last ?? 1334, frameCount: frameCount ?? 30),
       GIFBenchmark.photoClip(frameCount: frameCount ?? 30)]
    : GIFBenchmark.defaultClips()
let clips = allClips.filter { only == nil || $0.name == only }
let onlySetting = ProcessInfo.processInfo.environment["GIF_BENCH_SETTING"]
let environment = ProcessInfo.processInfo.environment
let settings = GIFBenchmark.defaultSettings.filter { onlySetting == nil || $0.name == onlySetting }.map { setting in
    // GIF_BENCH_LOSSY, GIF_BENCH_PALETTE (auto, global, local) and GIF_BENCH_EFFORT override the settings' options.
    var setting = setting
    if let lossy = environment["GIF_BENCH_LOSSY"].flatMap(Double.init) { setting.options.lossy = lossy }
    if let effort = environment["GIF_BENCH_EFFORT"].flatMap(GIFEffort.init(rawValue:)) { setting.options.effort = effort }
    switch environment["GIF_BENCH_PALETTE"] {
    case "global": setting.options.palette = .global
    case "local": setting.options.palette = .local
    default: break
    }
    return setting
}
if arguments.count > 1 && arguments[1] == "encode" {
    // Encodes only (no decode, no metrics): what a profiler should look at.
    for clip in clips {
        for setting in settings {
            for _ in 0..<repetitions {
                let start = Date(), cpuStart = GIFBenchmark.cpuTime()
                let encoder = try GIFEncoder(path: "\(directory)/\(clip.name)-\(setting.name).gif", width: clip.width,
                                             height: clip.height, options: setting.options)
                for frame in clip.frames { try encoder.addFrame(frame, duration: 1 / clip.fps) }
                let summary = try encoder.finish()
                let cpu = GIFBenchmark.cpuTime() - cpuStart
                print(clip.name, setting.name, String(format: "wall %.3f s  cpu %.3f s", Date().timeIntervalSince(start), cpu),
                      summary.bytes, "bytes")
            }
        }
    }
    exit(0)
}
let results = try GIFBenchmark.run(clips: clips, settings: settings, directory: directory, repetitions: repetitions)
print(GIFBenchmark.formattedTable(results))

if arguments.count > 1 && arguments[1] == "dump" {
    var meta: [[String: Any]] = []
    for clip in clips {
        var raw = Data()
        for f in clip.frames { raw.append(contentsOf: f.bytes) }
        try raw.write(to: URL(fileURLWithPath: "\(directory)/\(clip.name).rgba"))
        meta.append(["name": clip.name, "width": clip.width, "height": clip.height, "fps": clip.fps,
                     "frames": clip.frames.count])
        for setting in settings {
            let path = "\(directory)/\(clip.name)-\(setting.name).gif"
            let decoded = try GIFDecoder.decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: path))))
            var out = Data()
            for f in decoded.frames { out.append(contentsOf: f.bitmap.bytes) }
            try out.write(to: URL(fileURLWithPath: "\(directory)/\(clip.name)-\(setting.name).decoded.rgba"))
        }
    }
    let rows = results.map { r -> [String: Any] in
        ["clip": r.clip, "setting": r.setting, "seconds": r.seconds, "cpu_seconds": r.cpuSeconds, "bytes": r.bytes, "frames": r.frames,
         "psnr_mean": r.meanPSNR, "psnr_min": r.minPSNR, "psnr_blurred": r.blurredPSNR]
    }
    let json = try JSONSerialization.data(withJSONObject: ["clips": meta, "results": rows], options: [.prettyPrinted, .sortedKeys])
    try json.write(to: URL(fileURLWithPath: "\(directory)/results.json"))
}
