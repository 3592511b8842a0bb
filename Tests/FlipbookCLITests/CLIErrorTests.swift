import Foundation
import Testing
@testable import FlipbookCLI

@Suite struct CLIErrorTests {
    let fx = CLIFixture()

    @Test func missingSceneIs66AndWritesNothing() {
        let r = fx.run("still", "@nope.json", "-o", "@out.png")
        #expect(r.code == 66)
        #expect(r.stderr == "flipbook: error: \(fx.path("nope.json")): no such scene file\n")
        #expect(!fx.exists("out.png"))
    }

    @Test func badSceneDataIs65WithTheKeyPathAndWritesNothing() {
        fx.validScene(extra: ", \"animations\": [{\"layer\": \"root\", \"keyPath\": \"opacity\", \"to\": 2, \"durration\": 1}]")
        for args in [["still", "@scene.json", "-o", "@bad.png"], ["render", "@scene.json", "-o", "@bad.gif"],
                     ["render", "@scene.json", "-o", "@bad/"], ["info", "@scene.json"]] {
            let resolved = args.map { $0.hasPrefix("@") ? fx.path(String($0.dropFirst())) : $0 }
            let out = BufferOutput(), err = BufferOutput()
            #expect(CLI.run(arguments: resolved, stdout: out, stderr: err, engine: fx.fake.engine) == 65)
            #expect(err.text.hasPrefix("flipbook: error: \(fx.path("scene.json")): animations[0].durration: unknown key"))
            #expect(out.text.isEmpty)
        }
        #expect(!fx.exists("bad.png") && !fx.exists("bad.gif") && !fx.exists("bad"))
    }

    @Test func missingImageIs66AndCorruptImageIs65() {
        fx.validScene(extra: ", \"animations\": []")
        fx.file("img.json", """
            {"canvas": {"width": 4, "height": 4}, "root": {"contents": "pics/missing.png"}}
            """)
        let missing = fx.run("still", "@img.json", "-o", "@m.png")
        #expect(missing.code == 66 && missing.stderr.contains("root.contents: image file \(fx.path("pics/missing.png")) does not exist"))
        fx.file("pics/missing.png", "garbage")
        let corrupt = fx.run("still", "@img.json", "-o", "@m.png")
        #expect(corrupt.code == 65 && corrupt.stderr.contains("root.contents: cannot decode image"))
        #expect(!fx.exists("m.png"))
    }

    @Test func anUncreatableOutputIs73() {
        fx.validScene()
        fx.file("blocker", "a file where a directory should go")
        let r = fx.run("render", "@scene.json", "-o", "@blocker/frames/")
        #expect(r.code == 73)
        #expect(r.stderr.contains("cannot create directory"))
        let s = fx.run("still", "@scene.json", "-o", "@blocker/x.png")
        #expect(s.code == 73)
    }

    @Test func unknownDemoIsAUsageError() {
        let r = fx.run("render", "flip")
        #expect(r.code == 64 && r.stderr.hasPrefix("flipbook: error: 'flip' is neither a scene file (*.json) nor a demo"))
    }

    @Test func withoutARendererStillAndRenderFailWithExit1() {
        fx.validScene()
        let noRenderer = Engine(sceneClip: fx.fake.engine.sceneClip)
        let r = fx.run("still", "@scene.json", "-o", "@x.png", engine: noRenderer)
        #expect(r.code == 1 && r.stderr.contains("lacks a rasterizer"))
        let noGIF = Engine(sceneClip: fx.fake.engine.sceneClip, rasterize: fx.fake.engine.rasterize)
        let g = fx.run("render", "@scene.json", "-o", "@x.gif", engine: noGIF)
        #expect(g.code == 1 && g.stderr.contains("lacks a GIF encoder"))
        #expect(!fx.exists("x.png") && !fx.exists("x.gif"))
    }

    @Test func diffExitsOneWhenImagesDiffer() {
        fx.file("a.png", "PNG 2 2 10")
        fx.file("b.png", "PNG 2 2 12")
        fx.file("c.png", "PNG 3 2 10")
        let same = fx.run("diff", "@a.png", "@a.png")
        #expect(same.code == 0 && same.stdout.hasPrefix("Images match.\n"))
        let d = fx.run("diff", "@a.png", "@b.png", "-o", "@d.png")
        #expect(d.code == 1 && d.stdout.hasPrefix("Images differ.\n4 of 4 pixels") && fx.exists("d.png"))
        #expect(d.stderr == "flipbook: error: images differ\n")
        #expect(fx.run("diff", "@a.png", "@b.png", "--max-channel-delta", "2").code == 0)
        #expect(fx.run("diff", "@a.png", "@b.png", "--max-differing-pixels", "100%").code == 0)
        #expect(fx.run("diff", "@a.png", "@b.png", "--max-differing-pixels", "lots").code == 64)
        #expect(fx.run("diff", "@a.png", "@c.png").stdout.contains("Size mismatch"))
        #expect(fx.run("diff", "@a.png", "@zzz.png").code == 66)
        fx.file("bad.png", "nope")
        #expect(fx.run("diff", "@a.png", "@bad.png").code == 65)
    }

    @Test func infoDescribesAValidScene() {
        fx.validScene(extra: ", \"animations\": [{\"layer\": \"root\", \"keyPath\": \"opacity\", \"to\": 0, \"duration\": 0.5}]")
        let r = fx.run("info", "@scene.json")
        #expect(r.code == 0)
        #expect(r.stdout.contains("canvas: 10.0×5.0 pt at scale 1.0 = 10×5 px, background #FF0000FF"))
        #expect(r.stdout.contains("timing: 0.5 s at 10.0 fps = 6 frames"))
        #expect(r.stdout.contains("  \"root\" opacity 0.0…0.5 s"))
    }

    @Test func listAndBenchUseTheRegistry() {
        let empty = fx.run("list")
        #expect(empty.code == 0 && empty.stdout.isEmpty && empty.stderr.contains("no demos"))
        #expect(fx.run("bench", "cpu").code == 64)
        #expect(fx.run("bench").code == 1)
    }
}
