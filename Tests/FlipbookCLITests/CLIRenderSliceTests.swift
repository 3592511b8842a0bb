import FlipbookCodecs
import Foundation
import Testing
@testable import FlipbookCLI
import FlipbookTool

@Suite struct CLIRenderSliceTests {
    let fx = CLIFixture()

    /// The files of a folder, by name.
    func files(_ folder: String) throws -> [String: Data] {
        let names = try FileManager.default.contentsOfDirectory(atPath: fx.path(folder))
        return try Dictionary(uniqueKeysWithValues: names.map {
            ($0, try Data(contentsOf: URL(fileURLWithPath: fx.path("\(folder)/\($0)"))))
        })
    }

    // 0.4 s at 25 fps is 11 frames, split 3 + 4 + 4; the 0.2 s hold adds 5 copies to the last shard.
    let clip = ["flip-present", "--scale", "0.25", "--to", "0.4", "--hold", "0.2", "-q"]

    @Test func threeUnevenShardsTogetherAreByteIdenticalToOneRender() throws {
        #expect(fx.run(arguments: ["render"] + clip + ["-o", "@whole/"], engine: .flipbook).code == 0)
        var collected: [String: Data] = [:]
        var sizes: [Int] = []
        for k in 1...3 {
            let r = fx.run(arguments: ["render"] + clip + ["--shard", "\(k)/3", "-o", "@shard\(k)/", "-j", "\(k)"],
                           engine: .flipbook)
            #expect(r.code == 0, "\(r.stderr)")
            let part = try files("shard\(k)")
            sizes.append(part.count)
            collected.merge(part) { a, _ in a }
        }
        // Frames (the last shard also holds the 5 hold copies) plus each folder's flipbook-frames.json.
        #expect(sizes == [3 + 1, 4 + 1, 4 + 5 + 1])
        let whole = try files("whole")
        #expect(whole.count == 16 + 1)
        #expect(collected.keys.sorted() == whole.keys.sorted())
        #expect(collected == whole)
        #expect(try files("shard1").keys.sorted() == ["flipbook-frames.json", "frame_0000.png", "frame_0001.png", "frame_0002.png"])
    }

    @Test func framesRangeIsHalfOpenAndKeepsGlobalNumbers() throws {
        #expect(fx.run(arguments: ["render"] + clip + ["-o", "@whole/"], engine: .flipbook).code == 0)
        #expect(fx.run(arguments: ["render"] + clip + ["--frames", "2:5", "-o", "@a/"], engine: .flipbook).code == 0)
        #expect(fx.run(arguments: ["render"] + clip + ["--frames", "9:", "-o", "@b/"], engine: .flipbook).code == 0)
        let whole = try files("whole"), a = try files("a"), b = try files("b")
        #expect(a.keys.sorted() == ["flipbook-frames.json", "frame_0002.png", "frame_0003.png", "frame_0004.png"])
        #expect(a.allSatisfy { whole[$0.key] == $0.value })
        #expect(b.count == 2 + 5 + 1 && b.allSatisfy { whole[$0.key] == $0.value })
    }

    /// Without --fps: the shards recorded the demo's 25 fps, which `gif` plays them at.
    @Test func gifOverCollectedShardsEqualsTheDirectGIF() throws {
        #expect(fx.run(arguments: ["render"] + clip + ["-o", "@direct.gif"], engine: .flipbook).code == 0)
        var frames: [String] = []
        for k in 1...3 {
            #expect(fx.run(arguments: ["render"] + clip + ["--shard", "\(k)/3", "-o", "@s\(k)/"], engine: .flipbook).code == 0)
            frames += try files("s\(k)").keys.filter { $0.hasSuffix(".png") }.map { "@s\(k)/\($0)" }
        }
        frames.sort { ($0 as NSString).lastPathComponent < ($1 as NSString).lastPathComponent }
        let r = fx.run(arguments: ["gif"] + frames + ["-o", "@slices.gif", "-q"], engine: .flipbook)
        #expect(r.code == 0, "\(r.stderr)")
        let direct = try Data(contentsOf: URL(fileURLWithPath: fx.path("direct.gif")))
        // Both take the palette from the same sample of the frames.
        #expect(direct == (try Data(contentsOf: URL(fileURLWithPath: fx.path("slices.gif")))))
    }

    @Test func shardBeyondTheFrameCountWritesAFolderWithoutFrames() throws {
        fx.validScene()   // 0.5 s at 10 fps: 6 frames
        #expect(fx.run("render", "@scene.json", "--to", "0", "--shard", "1/2", "-o", "@e/").code == 0)
        #expect(try files("e").keys.sorted() == ["flipbook-frames.json"])
        #expect(fx.run("render", "@scene.json", "--to", "0", "--shard", "2/2", "-o", "@f/").code == 0)
        #expect(try files("f").keys.sorted() == ["flipbook-frames.json", "frame_0000.png"])
    }

    @Test func sliceUsageErrorsExit64() {
        fx.validScene()
        let cases: [([String], String)] = [
            (["--frames", "3"], "expected A:B"),
            (["--frames", "5:2"], "with A < B"),
            (["--frames", "-1:2"], "expected A:B"),
            (["--frames", "6:"], "the render has 6 frames"),
            (["--shard", "0/3"], "1 ≤ K ≤ N"),
            (["--shard", "4/3"], "1 ≤ K ≤ N"),
            (["--shard", "a/b"], "K/N"),
            (["--shard", "1/2", "--frames", "0:1"], "give one of them"),
        ]
        for (extra, message) in cases {
            let r = fx.run(arguments: ["render", "@scene.json", "-o", "@out/"] + extra)
            #expect(r.code == 64, "\(extra)")
            #expect(r.stderr.contains(message), "\(extra): \(r.stderr)")
        }
        let gif = fx.run(arguments: ["render", "@scene.json", "-o", "@x.gif", "--shard", "1/2"])
        #expect(gif.code == 64 && gif.stderr.contains("flipbook gif dir/*.png -o out.gif --fps 10"))
        #expect(!fx.exists("out") && !fx.exists("x.gif"))
    }
}
