import FlipbookCodecs
import FlipbookExport
import FlipbookRaster
import Foundation

extension Command {
    /// `flipbook gif <frame.png>… -o out.gif [options]`: PNG frames from anywhere to an animated GIF.
    package static let gif = Command(
        name: "gif",
        summary: "encode PNG frames (from any source) into an animated GIF or WebP, or a WebM video",
        usage: "gif <frame.png>… -o out.gif|out.webp|out.webm [--fps n | --delays cs,cs,…] [options]",
        discussion: """
        Encodes the PNG files in the order given (a shell glob such as frames/*.png sorts by \
        name, so number frames with leading zeros) with Flipbook's GIF encoder and the GIF \
        options of render. Every frame must have the size of the first. Frames are decoded on \
        --jobs threads a few at a time and streamed into the encoder, so memory does not grow \
        with the number of frames: a GIF's palette comes from a sample of at most 16 frames \
        spread over the clip (every 4th or sparser), decoded first and kept until their turn.

        Timing: --fps n shows every frame 1/n s (default: the rate flipbook render recorded in \
        flipbook-frames.json beside the frames, slices included, else 30), rounded to centiseconds with the \
        error carried forward, like render; --delays gives each frame's delay in centiseconds \
        (4,4,8) or names a file of them (separated by commas, spaces or new lines), one per \
        frame. Identical consecutive frames become one longer frame.

        The GIF is renamed into place when complete; after an error the earlier file is \
        unchanged. With -o out.webp the frames become an animated WebP instead (the WebP \
        options of render; delays are stored in milliseconds), with -o out.webm a VP9 \
        video (the WebM options of render). Exit 66 when a frame is missing, 65 when one is not a PNG, is corrupt or \
        has another size (the message names the file).
        """,
        options: [
            .out,
            OptionSpec("fps", value: "n", help: "Frames per second, every frame the same (default: the rate flipbook render recorded beside the frames, else 30)."),
            OptionSpec("delays", value: "cs,cs,…|file",
                       help: "Per-frame delays in centiseconds, 2…65535, or a file of them; one per frame."),
        ] + OptionSpec.gifEncoding + OptionSpec.webpEncoding + OptionSpec.webmEncoding + [
            OptionSpec("matte", value: "colour", help: "Background behind transparent pixels, e.g. #000000 (default #FFFFFF)."),
            OptionSpec("jobs", short: "j", value: "n", help: "Decoding and encoding threads (default: every core)."),
            .quiet,
        ],
        run: runGIF)

    private static func runGIF(_ args: ParsedArguments, _ context: CommandContext) throws {
        let frames = args.positionals
        guard !frames.isEmpty else {
            throw CLIError.usage("gif: missing argument <frame.png>…; give the PNG frames in order (frames/*.png)",
                                 command: args.command)
        }
        guard let out = args.string("out") else {
            throw CLIError.usage("gif: missing -o out.gif", command: args.command)
        }
        let isWebP = out.lowercased().hasSuffix(".webp"), isWebM = out.lowercased().hasSuffix(".webm")
        guard isWebP || isWebM || out.lowercased().hasSuffix(".gif") else {
            throw CLIError.usage("-o \(out): gif writes an animated GIF or WebP or a WebM video; give a path ending in .gif, .webp or .webm",
                                 command: args.command)
        }
        let settings = try RenderSettings(args)
        var outputs = RenderOutputs(gif: isWebP || isWebM ? nil : out)
        outputs.webp = isWebP ? out : nil
        outputs.webm = isWebM ? out : nil
        try settings.checkEncoderOptions(for: outputs)
        // Frames rendered by `flipbook render` (slices included) carry their frame rate.
        let recorded = settings.fps == nil && args.string("delays") == nil
            ? try RecordedFrameRate.find(for: frames, command: args.command) : nil
        if let recorded {
            context.progress.note("gif: \(String(format: "%g", recorded.fps)) fps, as recorded in \(recorded.file)")
        }
        let delays = try FrameDelays(args, fps: settings.fps ?? recorded?.fps)
        try delays.check(frames: frames.count, command: args.command)
        // Every input is looked for before any work so that a typo fails at once.
        for path in frames {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw CLIError(.missingInput, "\(path): no such frame file; check the path or the glob")
            }
            guard !isDirectory.boolValue else {
                throw CLIError(.badData, "\(path) is a folder, not a PNG frame; give its files (\(path)/*.png)")
            }
        }
        let makeSink = isWebP ? Engine.bind(try context.engine.requireWebPSink(), settings.webp)
            : isWebM ? Engine.bind(try context.engine.requireWebMSink(), settings.webm)
            : Engine.bind(try context.engine.requireGIFSink(), settings.gif)
        let started = Date()
        let decoder = FrameDecoder(paths: frames, jobs: settings.jobs, read: context.engine.readPNG)
        let first = try decoder.frame(0)
        try makeParentDirectory(of: out)
        let sink = try makeSink(out, first.width, first.height)
        func checkSize(_ frame: Bitmap, _ i: Int) throws {
            guard frame.width == first.width, frame.height == first.height else {
                throw CLIError(.badData, "\(frames[i]) is \(frame.width)×\(frame.height) pixels but the first frame "
                               + "\(frames[0]) is \(first.width)×\(first.height); every frame must have the same size")
            }
        }
        context.progress.begin("gif")
        // A global palette from a sample of frames spread over the clip, decoded first and kept
        // until their turn (at most GIFEncoder.paletteSampleMaximumFrames): every frame is then
        // encoded as it is decoded, and none is parked for a second pass.
        // The sink asks for it as from a render (GIFSink: the encoder's sample positions) and
        // weighs each frame by the display time it stands for (FrameSample.secondsStoodFor).
        let wanted = sink.sampleIndices(frameCount: frames.count)
        if !wanted.isEmpty {
            decoder.keep(wanted.filter { $0 != 0 })
            var sampled: [Int: Bitmap] = [:]
            for i in wanted {
                let frame = i == 0 ? first : try decoder.kept(i)
                try checkSize(frame, i)
                sampled[i] = frame
            }
            try sink.writeSample(FrameSample(durations: frames.indices.map { delays.seconds(ofFrame: $0) },
                                             frames: sampled))
        }
        for i in frames.indices {
            let frame = i == 0 ? first : try decoder.frame(i)
            try checkSize(frame, i)
            try sink.write(frame, index: i, duration: delays.seconds(ofFrame: i))
            context.progress.update(RenderProgress(completed: i + 1, total: frames.count))
        }
        try sink.finish()
        context.progress.note("gif: \(frames.count) frames of \(first.width)×\(first.height) in "
                              + String(format: "%.2f", Date().timeIntervalSince(started)) + " s")
        if let gif = sink as? GIFSink, let summary = gif.summary {
            context.progress.note("gif: \(out): \(summary.frameCount) GIF frames, \(summary.bytes / 1024) KB, "
                                  + String(format: "%.2f", Double(summary.durationCentiseconds) / 100) + " s")
            for warning in summary.warnings { context.progress.note("gif: \(warning)") }
        }
        if let webp = sink as? WebPSink { context.progress.note(webp.report(name: "gif")) }
        if let webm = sink as? WebMSink { context.progress.note(webm.report(name: "gif")) }
        context.stdout.line(out)
    }
}

/// Decodes PNG frames in order, `jobs` at a time: a batch of the next frames is decoded in
/// parallel when the first of them is asked for, so at most one batch is held in memory, besides
/// the frames decoded ahead for a palette sample (``keep(_:)``), each held until its turn.
final class FrameDecoder {
    private let paths: [String]
    private let batch: Int
    private let read: @Sendable (String) throws -> Bitmap
    private var decoded: [Int: Result<Bitmap, Error>] = [:]

    init(paths: [String], jobs: Int?, read: @escaping @Sendable (String) throws -> Bitmap) {
        self.paths = paths
        self.batch = max(1, jobs ?? ProcessInfo.processInfo.activeProcessorCount)
        self.read = read
    }

    /// Frame `i`; frames must be asked for in increasing order. A frame decoded ahead by
    /// ``keep(_:)`` is handed over (and no longer held).
    func frame(_ i: Int) throws -> Bitmap {
        if decoded[i] == nil { decodeBatch(from: i) }
        let result = decoded.removeValue(forKey: i)!
        return try result.get()
    }

    /// Decodes `indices` now, `jobs` at a time, and holds them until ``frame(_:)`` asks for each.
    func keep(_ indices: [Int]) {
        var start = 0
        while start < indices.count {
            decode(Array(indices[start..<min(indices.count, start + batch)]))
            start += batch
        }
    }

    /// A frame held by ``keep(_:)``, which stays held for its turn.
    func kept(_ i: Int) throws -> Bitmap {
        try decoded[i]!.get()
    }

    /// Decodes the next `jobs` frames from `start` that are not held already.
    private func decodeBatch(from start: Int) {
        var indices: [Int] = []
        var i = start
        while indices.count < batch && i < paths.count {
            if decoded[i] == nil { indices.append(i) }
            i += 1
        }
        decode(indices)
    }

    private func decode(_ indices: [Int]) {
        let results = BatchResults(count: indices.count)
        let read = self.read, paths = self.paths
        if indices.count == 1 {
            results.set(0, Result { try read(paths[indices[0]]) })
        } else {
            DispatchQueue.concurrentPerform(iterations: indices.count) { k in
                results.set(k, Result { try read(paths[indices[k]]) })
            }
        }
        for k in indices.indices { decoded[indices[k]] = results[k] }
    }
}

/// The results of one decoding batch, filled from several threads.
private final class BatchResults: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var values: [Result<Bitmap, Error>?]

    init(count: Int) { values = Array(repeating: nil, count: count) }

    func set(_ k: Int, _ value: Result<Bitmap, Error>) {
        lock.lock()
        values[k] = value
        lock.unlock()
    }

    subscript(k: Int) -> Result<Bitmap, Error> { values[k]! }
}
