import Foundation
import FlipbookRaster

extension Command {
    /// `flipbook diff a.png b.png [-o diff.png]`: compares two images; exit 1 when they differ.
    public static let diff = Command(
        name: "diff",
        summary: "compare two PNGs; exit 1 when they differ",
        usage: "diff <a.png> <b.png> [-o diff.png] [--tolerance N]",
        discussion: """
        Compares the premultiplied RGBA pixels of two PNGs. A pixel differs when any channel \
        differs by more than the tolerance (0…255, default 0). Prints 'identical' or the number \
        of differing pixels and the largest channel difference; exit 0 when identical, 1 when \
        not. -o writes a picture of the differences: differing pixels red over a faded copy of a.
        """,
        options: [.out, OptionSpec("tolerance", value: "N", help: "Largest channel difference that still counts as equal (default 0).")],
        run: runDiff)

    private static func runDiff(_ args: ParsedArguments, _ context: CommandContext) throws {
        try args.requirePositionals(["a.png", "b.png"])
        let tolerance = try args.integer("tolerance", in: 0...255) ?? 0
        let engine = try context.requireEngine()
        let images = try args.positionals.map { path -> Bitmap in
            guard FileManager.default.fileExists(atPath: path) else {
                throw CLIError(.missingInput, "\(path): no such file")
            }
            do { return try engine.readPNG(path) } catch { throw CLIError(.badData, "\(path): \(error)") }
        }
        let (a, b) = (images[0], images[1])
        guard a.width == b.width, a.height == b.height else {
            context.stdout.line("sizes differ: \(a.width)×\(a.height) vs \(b.width)×\(b.height)")
            throw CLIError(.failure, "images differ")
        }
        var picture = Bitmap(width: a.width, height: a.height)
        var differing = 0, largest = 0
        for p in 0..<a.pixelCount {
            var delta = 0
            for c in 0..<4 { delta = max(delta, abs(Int(a.bytes[p * 4 + c]) - Int(b.bytes[p * 4 + c]))) }
            largest = max(largest, delta)
            let isDifferent = delta > tolerance
            if isDifferent { differing += 1 }
            // Faded grey of a (a quarter of its luminance over white), or opaque red.
            let grey = UInt8(191 + (Int(a.bytes[p * 4]) + Int(a.bytes[p * 4 + 1]) + Int(a.bytes[p * 4 + 2])) / 12)
            let px: [UInt8] = isDifferent ? [255, 0, 0, 255] : [grey, grey, grey, 255]
            picture.bytes.replaceSubrange(p * 4..<p * 4 + 4, with: px)
        }
        if let out = args.string("out") {
            try makeParentDirectory(of: out)
            try engine.writePNG(picture, out)
        }
        if differing == 0 {
            context.stdout.line(largest == 0 ? "identical" : "equal within tolerance \(tolerance) (largest difference \(largest))")
            return
        }
        context.stdout.line("\(differing) of \(a.pixelCount) pixels differ (largest channel difference \(largest))")
        throw CLIError(.failure, "images differ")
    }
}
