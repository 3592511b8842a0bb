import FlipbookCodecs
import Foundation
import Testing
@testable import FlipbookCLI

@Suite struct CLIRenderTests {
    let fx = CLIFixture()

    @Test func stillWritesOnePNGAndPrintsItsPath() {
        fx.validScene()
        let r = fx.run("still", "@scene.json", "--time", "0.25", "-o", "@out/still.png")
        #expect(r.code == 0, "\(r.stderr)")
        #expect(r.stdout == fx.path("out/still.png") + "\n")
        #expect(fx.read("out/still.png") == "PNG 10 5 255")
        #expect(r.stderr.contains("scene: 10×5 frame at t = 0.25 s"))
    }

    @Test func stillSizeAndScaleOverrideTheCanvas() {
        fx.validScene()
        #expect(fx.run("still", "@scene.json", "--size", "4x3", "--scale", "2", "-o", "@s.png").code == 0)
        #expect(fx.read("s.png") == "PNG 8 6 255")
    }

    @Test func stillIntoADirectoryUsesTheSceneName() {
        fx.validScene("hello.json")
        try! FileManager.default.createDirectory(atPath: fx.path("shots"), withIntermediateDirectories: true)
        let r = fx.run("still", "@hello.json", "-o", "@shots")
        #expect(r.code == 0 && fx.exists("shots/hello.png"))
        #expect(fx.run("still", "@hello.json", "-o", "@shots/x.gif").code == 64)
    }

    @Test func quietPrintsNothingButTheResult() {
        fx.validScene()
        let r = fx.run("still", "@scene.json", "-o", "@q.png", "--quiet")
        #expect(r.code == 0 && r.stderr.isEmpty && !r.stdout.isEmpty)
    }

    @Test func renderWritesPNGFramesWithTheEndState() {
        fx.validScene()
        let r = fx.run("render", "@scene.json", "-o", "@frames/", "--jobs", "2")
        #expect(r.code == 0, "\(r.stderr)")
        #expect(r.stdout == fx.path("frames") + "/\n")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: fx.path("frames")).sorted()) ?? []
        #expect(names == ["flipbook-frames.json"] + (0...5).map { "frame_000\($0).png" })
        #expect(fx.read("frames/flipbook-frames.json") == "{\"fps\": 10.0}\n")
        // Progress as plain lines when stderr is not a terminal.
        #expect(r.stderr.contains("scene: frame 6/6\n"))
        #expect(r.stderr.contains("scene: 6 frames of 10×5 at 10.0 fps"))
    }

    @Test func renderHoldAddsCopiesOrAGIFDelay() {
        fx.validScene()
        #expect(fx.run("render", "@scene.json", "-o", "@held", "--hold", "0.3", "-q").code == 0)
        #expect(((try? FileManager.default.contentsOfDirectory(atPath: fx.path("held"))) ?? []).count == 9 + 1)   // and flipbook-frames.json
        #expect(fx.run("render", "@scene.json", "-o", "@a.gif", "--hold", "0.3", "--fps", "20", "-q").code == 0)
        let lines = fx.read("a.gif")?.split(separator: "\n") ?? []
        #expect(lines.count == 11 && lines.last == "10 10x5 0.35")
    }

    @Test func renderPassesGIFOptionsAndWritesBoth() {
        fx.validScene()
        let r = fx.run("render", "@scene.json", "-o", "@both", "--format", "both", "--colors", "16",
                       "--dither", "diffusion:0.5", "--loop", "2", "--palette", "local", "--matte", "#000", "--from", "0.1", "--to", "0.3")
        #expect(r.code == 0, "\(r.stderr)")
        #expect(r.stdout == fx.path("both.gif") + "\n" + fx.path("both") + "/\n")
        #expect(fx.read("both.gif")?.split(separator: "\n").count == 3)
        let s = fx.fake.gifOptions.first
        #expect(s?.colors == 16 && s?.dither == .diffusion(strength: 0.5))
        #expect(s?.loop == .plays(2) && s?.palette == .local && s?.matte == .black)
        #expect(s?.effort == .default)
    }

    @Test func effortReachesTheEncoderOptions() {
        fx.validScene()
        let r = fx.run("render", "@scene.json", "-o", "@fast.gif", "--effort", "fast")
        #expect(r.code == 0, "\(r.stderr)")
        #expect(fx.fake.gifOptions.first?.effort == .fast)
    }

    @Test func terminalsGetAProgressBar() {
        fx.validScene()
        let r = fx.run("render", "@scene.json", "-o", "@bar.gif", terminal: true)
        #expect(r.code == 0)
        #expect(r.stderr.contains("\rscene [##############################] 6/6\n"))
    }
}
