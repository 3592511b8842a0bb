import Foundation
import Testing
import FlipbookCodecs
import FlipbookDemoAssets
import FlipbookDemos
import FlipbookExport
import FlipbookRaster
@testable import FlipbookCLI
import FlipbookTool

/// `diff` and `info` on GIFs, `assets`, the demo flags, and the permissions of written files.
@Suite struct CLIToolTests {
    let fx = CLIFixture()

    /// Writes a 4×2 GIF whose frames are filled with `colours` (0.1 s each).
    func gif(_ name: String, _ colours: [Pixel]) throws {
        let encoder = try GIFEncoder(path: fx.path(name), width: 4, height: 2)
        for c in colours { try encoder.addFrame(Bitmap(width: 4, height: 2, fill: c), duration: 0.1) }
        _ = try encoder.finish()
    }

    @Test func diffComparesGIFsFrameByFrame() throws {
        let red = Pixel(r: 255, g: 0, b: 0, a: 255), blue = Pixel(r: 0, g: 0, b: 255, a: 255)
        let nearBlue = Pixel(r: 0, g: 0, b: 250, a: 255)
        try gif("a.gif", [red, blue])
        try gif("b.gif", [red, nearBlue])
        try gif("c.gif", [red])
        let same = fx.run("diff", "@a.gif", "@a.gif", engine: .flipbook)
        #expect(same.code == 0 && same.stdout.contains("0 of 2 compared frames differ") && same.stdout.contains("All 2 frames match."))
        let d = fx.run("diff", "@a.gif", "@b.gif", "-o", "@d.png", engine: .flipbook)
        #expect(d.code == 1 && d.stdout.contains("1 of 2 compared frames differ") && d.stdout.contains("Frame 1:\nImages differ."))
        #expect(try PNG.read(path: fx.path("d.png")).width == 4)
        #expect(fx.run("diff", "@a.gif", "@b.gif", "--max-channel-delta", "5", engine: .flipbook).code == 0)
        #expect(fx.run("diff", "@a.gif", "@b.gif", "--max-differing-pixels", "100%", engine: .flipbook).code == 0)
        let count = fx.run("diff", "@a.gif", "@c.gif", engine: .flipbook)
        #expect(count.code == 1 && count.stdout.contains("Frame count mismatch: expected 2, actual 1."))
        #expect(fx.run("diff", "@a.gif", "@x.png", engine: .flipbook).code == 64)
        #expect(fx.run("diff", "@a.gif", "@missing.gif", engine: .flipbook).code == 66)
        fx.file("bad.gif", "GIF89a nope")
        #expect(fx.run("diff", "@a.gif", "@bad.gif", engine: .flipbook).code == 65)
    }

    @Test func infoDescribesAGIF() throws {
        try gif("a.gif", [Pixel(r: 255, g: 0, b: 0, a: 255), Pixel(r: 0, g: 0, b: 255, a: 255)])
        let r = fx.run("info", "@a.gif", engine: .flipbook)
        #expect(r.code == 0, "\(r.stderr)")
        let lines = r.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("4×2, 2 frames, 0.20 s, loop forever") == true)
        #expect(lines.count == 4 && lines[1].contains("disposal") && lines[2].hasPrefix("0    0,0 4×2"))
        #expect(lines[2].contains("10 cs"))
        #expect(fx.run("info", "@a.gif", "--scale", "2", engine: .flipbook).code == 64)
        #expect(fx.run("info", "@none.gif", engine: .flipbook).code == 66)
    }

    @Test func assetsWritesEveryPictureAsPNG() throws {
        let r = fx.run("assets", "-o", "@pics", "--scale", "0.02", "-q", engine: .flipbook)
        #expect(r.code == 0, "\(r.stderr)")
        let names = DemoAssets.specs.map(\.name)
        #expect(r.stdout == names.map { fx.path("pics/\($0).png") + "\n" }.joined())
        let bubbles = try PNG.read(path: fx.path("pics/Bubbles.png"))
        let painted = DemoAssets.make("Bubbles", scale: 0.02)
        #expect(bubbles == painted)
        let first = try AtomicFile.read(fx.path("pics/001.png"))
        #expect(fx.run("assets", "-o", "@pics", "--scale", "0.02", "-q", engine: .flipbook).code == 0)
        let second = try AtomicFile.read(fx.path("pics/001.png"))
        #expect(second == first)
        #expect(fx.run("assets", "--scale", "0", engine: .flipbook).code == 64)
        fx.file("file", "x")
        #expect(fx.run("assets", "-o", "@file", engine: .flipbook).code == 73)
    }

    @Test func demoFlagsReachTheDemo() {
        var seen: [DemoOptions] = []
        var engine = fx.fake.engine
        engine.demos = [Demo(name: "d", summary: "a demo") { _, flags in
            seen.append(DemoOptions(flags))
            return WhiteClip()
        }]
        #expect(fx.run("still", "d", "-o", "@d.png", engine: engine).code == 0)
        #expect(fx.run("render", "d", "-o", "@d.gif", "--magicmove-item", "3", "--bug-faithful",
                       "--flip-shadow", "intended", "--scale-dismiss-fade", "-q", engine: engine).code == 0)
        #expect(seen == [DemoOptions(), DemoOptions(magicMoveItem: 3, magicMoveBugFaithfulCancel: true,
                                                    flipShadow: .intended, scaleDismissFades: true)])
        #expect(fx.run("still", "d", "--magicmove-item", "10", engine: engine).code == 64)
        #expect(fx.run("still", "d", "--flip-shadow", "dark", engine: engine).code == 64)
        fx.validScene()
        let scene = fx.run("still", "@scene.json", "--bug-faithful", engine: engine)
        #expect(scene.code == 64 && scene.stderr.contains("--bug-faithful applies to demos, not scene files"))
        #expect(Command.render.help(tool: "flipbook", engine: .flipbook).contains("--flip-shadow <recorded|intended>"))
        #expect(!Command.render.help.contains("--flip-shadow <"))
    }

    @Test func writtenFilesGetTheUsualPermissions() throws {
        let mask = umask(0o022)
        defer { umask(mask) }
        fx.file("slide.json", """
        { "canvas": { "width": 4, "height": 2, "scale": 1 }, "fps": 2, "duration": 0.5, "root": {} }
        """)
        #expect(fx.run("render", "@slide.json", "-o", "@x.gif", "-q", engine: .flipbook).code == 0)
        #expect(fx.run("still", "@slide.json", "-o", "@x.png", "-q", engine: .flipbook).code == 0)
        #expect(fx.run("render", "@slide.json", "-o", "@frames/", "-q", engine: .flipbook).code == 0)
        for name in ["x.gif", "x.png", "frames/frame_0000.png"] {
            var info = stat()
            #expect(stat(fx.path(name), &info) == 0)
            #expect(info.st_mode & 0o777 == 0o644, "\(name): \(String(info.st_mode & 0o777, radix: 8))")
        }
    }
}
