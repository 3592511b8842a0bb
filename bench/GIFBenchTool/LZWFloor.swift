import CGIF
import FlipbookBenchmarks
import FlipbookCodecs
import Foundation

/// The cost of giflib's LZW coder alone on a GIF's frames: every image of the file is read back
/// (`DGifSlurp`) and written again with the same rectangles and palettes through `EGifPutLine` into
/// a sink that only counts bytes. Any encoder of those frames pays at least this much (the coder runs
/// once per written pixel), so it bounds from below what a GIF encoder's time can shrink to.
enum LZWFloor {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Best of `repetitions` rewrites on this thread (the process's CPU time; nothing else runs).
    static func measure(path: String, repetitions: Int = 5) throws -> String {
        var error: Int32 = 0
        guard let input = DGifOpenFileName(path, &error) else { throw Failure(description: "\(path): cannot open (giflib error \(error))") }
        defer { DGifCloseFile(input, &error) }
        guard DGifSlurp(input) == GIF_OK else { throw Failure(description: "\(path): cannot read (giflib error \(input.pointee.Error))") }
        let gif = input.pointee
        var pixels = 0
        for k in 0..<Int(gif.ImageCount) { pixels += Int(gif.SavedImages[k].ImageDesc.Width * gif.SavedImages[k].ImageDesc.Height) }
        var best = Double.infinity, bytes = 0
        for _ in 0..<repetitions {
            let counter = UnsafeMutablePointer<Int>.allocate(capacity: 1)
            counter.initialize(to: 0)
            defer { counter.deallocate() }
            let start = GIFBenchmark.cpuTime()
            guard let output = EGifOpen(counter, { file, _, count in
                file!.pointee.UserData.assumingMemoryBound(to: Int.self).pointee += Int(count)
                return count
            }, &error) else { throw Failure(description: "cannot open giflib's writer (error \(error))") }
            EGifSetGifVersion(output, true)
            guard EGifPutScreenDesc(output, gif.SWidth, gif.SHeight, 8, 0, gif.SColorMap) == GIF_OK else {
                throw Failure(description: "cannot write the screen descriptor")
            }
            for k in 0..<Int(gif.ImageCount) {
                let image = gif.SavedImages[k], d = image.ImageDesc
                guard EGifPutImageDesc(output, d.Left, d.Top, d.Width, d.Height, false, d.ColorMap) == GIF_OK else {
                    throw Failure(description: "cannot write image \(k)'s descriptor")
                }
                for y in 0..<Int(d.Height) where EGifPutLine(output, image.RasterBits + y * Int(d.Width), d.Width) != GIF_OK {
                    throw Failure(description: "cannot write image \(k)")
                }
            }
            EGifCloseFile(output, &error)
            best = min(best, GIFBenchmark.cpuTime() - start)
            bytes = counter.pointee
        }
        let name = (path as NSString).lastPathComponent
        return String(format: "%@: giflib LZW alone %.3f s (one core), %d frames, %d pixels written, %.1f ns/pixel, %d bytes",
                      name, best, Int(gif.ImageCount), pixels, best * 1e9 / Double(max(pixels, 1)), bytes)
    }
}
