import FlipbookCodecs
import FlipbookRaster
import Foundation
import Testing
@testable import FlipbookCLI

/// `render all` finishes each clip's GIF beside the next clip's render: the files, the paths it
/// prints and its errors must be those of one clip after the other.
@Suite struct CLIRenderAllTests {
    let fx = CLIFixture()

    /// `size × size` pixels at 10 fps for 0.5 s, a background that darkens by `step` a frame;
    /// with `failAt` the clip's evaluation throws from that time on.
    final class RampClip: Clip {
        let fps = 10.0, duration = 0.5
        let pixelWidth: Int, pixelHeight: Int
        let step: Double
        let failAt: Double?
        struct Broken: Error, CustomStringConvertible { var description: String { "the ramp broke" } }

        init(size: Int = 24, step: Double, failAt: Double? = nil) {
            pixelWidth = size
            pixelHeight = size
            self.step = step
            self.failAt = failAt
        }

        func renderTree(at time: Double) throws -> RenderTree {
            if let failAt, time >= failAt { throw Broken() }
            let v = max(0, 1 - time * 10 * step)
            return RenderTree(pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: 1,
                              background: Color(red: v, green: 0.5, blue: 1 - v))
        }
    }

    func engine(_ demos: [Demo]) -> Engine { Engine.standard(demos: demos) }

    @Test func everyClipIsWrittenWithTheBytesOfARenderOfItsOwnAndPrintedInOrder() throws {
        let demos = (1...4).map { k in
            Demo(name: "ramp-\(k)", summary: "ramp \(k)") { _ in RampClip(step: 0.05 * Double(k)) }
        }
        let all = fx.run("render", "all", "-o", "@all", "--quiet", engine: engine(demos))
        #expect(all.code == 0, "\(all.stderr)")
        #expect(all.stdout == (1...4).map { fx.path("all/ramp-\($0).gif") + "\n" }.joined())
        for k in 1...4 {
            let one = fx.run("render", "ramp-\(k)", "-o", "@one-\(k).gif", "--quiet", engine: engine(demos))
            #expect(one.code == 0)
            let a = try AtomicFile.read(fx.path("all/ramp-\(k).gif")), b = try AtomicFile.read(fx.path("one-\(k).gif"))
            #expect(a == b, "ramp-\(k)")
            #expect(try GIFDecoder.decode(a).frames.count == 6)
        }
    }

    @Test func aClipThatFailsLeavesTheClipsBeforeItCompleteAndNoneAfter() throws {
        let demos = [Demo(name: "first", summary: "fine") { _ in RampClip(step: 0.1) },
                     Demo(name: "second", summary: "breaks") { _ in RampClip(step: 0.1, failAt: 0.3) },
                     Demo(name: "third", summary: "never reached") { _ in RampClip(step: 0.1) }]
        let r = fx.run("render", "all", "-o", "@all", "--quiet", engine: engine(demos))
        #expect(r.code == 1)
        #expect(r.stderr.contains("the ramp broke"), "\(r.stderr)")
        #expect(r.stdout == fx.path("all/first.gif") + "\n")
        #expect(try GIFDecoder.decode(try AtomicFile.read(fx.path("all/first.gif"))).frames.count == 6)
        #expect(!fx.exists("all/second.gif") && !fx.exists("all/third.gif"))
        let left = try FileManager.default.contentsOfDirectory(atPath: fx.path("all"))
        #expect(left == ["first.gif"], "no temporary files left: \(left)")
    }

    @Test func largeFramesFinishBeforeTheNextClipStarts() throws {
        // 1100 × 1100 is above the background limit: the clips go one after the other, same files.
        // The package's demos at 2× (750 × 1334) are below it and overlap.
        #expect(1100 * 1100 > Command.backgroundFinishPixels && 750 * 1334 <= Command.backgroundFinishPixels)
        let demos = [Demo(name: "big-1", summary: "") { _ in RampClip(size: 1100, step: 0.1) },
                     Demo(name: "big-2", summary: "") { _ in RampClip(size: 1100, step: 0.2) }]
        let r = fx.run("render", "all", "-o", "@all", "--quiet", engine: engine(demos))
        #expect(r.code == 0, "\(r.stderr)")
        #expect(r.stdout == fx.path("all/big-1.gif") + "\n" + fx.path("all/big-2.gif") + "\n")
    }
}
