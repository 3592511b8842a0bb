// Development tool behind bench/compare_gif.py (not part of the library):
//   GIFBenchTool table          encode the benchmark clips, print GIFBenchmark.formattedTable
//   GIFBenchTool dump <dir>     also write <clip>.rgba frames, meta.json, our GIFs, results.json,
//                               and our decoder's frames of each GIF (<clip>-<setting>.decoded.rgba)
import FlipbookCodecs
import Foundation

let arguments = CommandLine.arguments
let directory = arguments.count > 2 ? arguments[2] : NSTemporaryDirectory()
let repetitions = Int(ProcessInfo.processInfo.environment["GIF_BENCH_REPETITIONS"] ?? "") ?? 3
try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
let only = ProcessInfo.processInfo.environment["GIF_BENCH_CLIP"]
let clips = GIFBenchmark.defaultClips().filter { only == nil || $0.name == only }
let results = try GIFBenchmark.run(clips: clips, directory: directory, repetitions: repetitions)
print(GIFBenchmark.formattedTable(results))

if arguments.count > 1 && arguments[1] == "dump" {
    var meta: [[String: Any]] = []
    for clip in clips {
        var raw = Data()
        for f in clip.frames { raw.append(contentsOf: f.bytes) }
        try raw.write(to: URL(fileURLWithPath: "\(directory)/\(clip.name).rgba"))
        meta.append(["name": clip.name, "width": clip.width, "height": clip.height, "fps": clip.fps,
                     "frames": clip.frames.count])
        for setting in GIFBenchmark.defaultSettings {
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
