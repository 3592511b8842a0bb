import FlipbookCodecs
import FlipbookRaster
import FlipbookScene
import Foundation
import Testing
@testable import FlipbookCLI
import FlipbookTool

extension CLIFixture {
    /// Runs `flipbook <arguments>` from an array (for lists of frame files).
    func run(arguments: [String], engine: Engine? = nil) -> Result {
        let out = BufferOutput(), err = BufferOutput()
        let args = arguments.map { $0.hasPrefix("@") ? path(String($0.dropFirst())) : $0 }
        let code = CLI.run(arguments: args, stdout: out, stderr: err, engine: engine ?? fake.engine)
        return Result(code: code, stdout: out.text, stderr: err.text)
    }

    /// Fake PNG frames `name_0.png` … of `w × h` pixels, their red channel the frame number.
    func fakeFrames(_ count: Int, name: String = "f/frame", width: Int = 4, height: Int = 3) -> [String] {
        (0..<count).map { i in
            file("\(name)_\(i).png", "PNG \(width) \(height) \(i + 1)")
            return "@\(name)_\(i).png"
        }
    }
}

@Suite struct CLIGIFCommandTests {
    let fx = CLIFixture()

    @Test func encodesFramesInTheOrderGivenAtTheGivenFPS() {
        let frames = fx.fakeFrames(3)
        let r = fx.run(arguments: ["gif"] + frames.reversed() + ["--fps", "20", "-o", "@out.gif", "-q"])
        #expect(r.code == 0, "\(r.stderr)")
        #expect(r.stdout == fx.path("out.gif") + "\n")
        #expect(fx.read("out.gif") == "0 4x3 0.05\n1 4x3 0.05\n2 4x3 0.05\n")
    }

    @Test func defaultTimingIs30FPS() {
        #expect(fx.run(arguments: ["gif"] + fx.fakeFrames(2) + ["-o", "@out.gif"]).code == 0)
        let durations = fx.read("out.gif")!.split(separator: "\n").map { Double($0.split(separator: " ")[2])! }
        #expect(durations.count == 2 && durations.allSatisfy { abs($0 - 1.0 / 30) < 1e-12 })
    }

    @Test func delaysListGivesEachFrameItsCentiseconds() {
        #expect(fx.run(arguments: ["gif"] + fx.fakeFrames(3) + ["--delays", "4,4,8", "-o", "@out.gif"]).code == 0)
        #expect(fx.read("out.gif") == "0 4x3 0.04\n1 4x3 0.04\n2 4x3 0.08\n")
    }

    @Test func delaysFileIsReadWithAnySeparators() {
        fx.file("delays.txt", "10\n20, 30\n")
        #expect(fx.run(arguments: ["gif"] + fx.fakeFrames(3) + ["--delays", "@delays.txt", "-o", "@out.gif"]).code == 0)
        #expect(fx.read("out.gif") == "0 4x3 0.1\n1 4x3 0.2\n2 4x3 0.3\n")
    }

    @Test func gifOptionsReachTheEncoder() {
        let r = fx.run(arguments: ["gif"] + fx.fakeFrames(1) + ["-o", "@o.gif", "--colors", "16", "--dither", "ordered:0.5",
                                                                 "--palette", "local", "--loop", "3", "--lossy", "20",
                                                                 "--matte", "#000000", "--effort", "fast", "-j", "1"])
        #expect(r.code == 0, "\(r.stderr)")
        let s = fx.fake.gifOptions.last!
        #expect(s.colors == 16 && s.dither == .ordered(strength: 0.5) && s.palette == .local)
        #expect(s.loop == .plays(3) && s.lossy == 20 && s.effort == .fast && !s.concurrent)
        #expect(s.matte == Color(hex: "#000000"))
    }

    @Test func mixedSizesExit65NamingTheFile() {
        var frames = fx.fakeFrames(2)
        fx.file("f/big.png", "PNG 5 3 9")
        frames.append("@f/big.png")
        let r = fx.run(arguments: ["gif"] + frames + ["-o", "@out.gif"])
        #expect(r.code == 65)
        #expect(r.stderr.contains(fx.path("f/big.png") + " is 5×3 pixels but the first frame"))
        #expect(r.stderr.contains("is 4×3"))
        #expect(!fx.exists("out.gif"))
    }

    @Test func corruptOrNonPNGInputExits65NamingTheFile() {
        var frames = fx.fakeFrames(2)
        fx.file("f/notes.txt", "hello")
        frames.insert("@f/notes.txt", at: 1)
        let r = fx.run(arguments: ["gif"] + frames + ["-o", "@out.gif"])
        #expect(r.code == 65)
        #expect(r.stderr.contains(fx.path("f/notes.txt")))
        #expect(!fx.exists("out.gif"))
    }

    @Test func realCorruptPNGExits65WithTheStandardEngine() {
        fx.file("bad.png", "\u{89}PNG\r\n\u{1A}\nnot really")
        let r = fx.run(arguments: ["gif", "@bad.png", "-o", "@out.gif"], engine: .flipbook)
        #expect(r.code == 65)
        #expect(r.stderr.contains("bad.png"))
    }

    @Test func missingFrameExits66BeforeAnyWork() {
        let r = fx.run(arguments: ["gif"] + fx.fakeFrames(2) + ["@f/none.png", "-o", "@out.gif"])
        #expect(r.code == 66)
        #expect(r.stderr.contains(fx.path("f/none.png") + ": no such frame file"))
        #expect(fx.fake.gifOptions.isEmpty)
    }

    @Test func folderAsFrameExits65() {
        _ = fx.fakeFrames(1)
        let r = fx.run(arguments: ["gif", "@f", "-o", "@out.gif"])
        #expect(r.code == 65 && r.stderr.contains("is a folder"))
    }

    @Test func usageErrorsExit64() {
        let frames = fx.fakeFrames(2)
        let cases: [([String], String)] = [
            (["gif", "-o", "@o.gif"], "missing argument <frame.png>"),
            (["gif"] + frames, "missing -o out.gif"),
            (["gif"] + frames + ["-o", "@o.png"], "ending in .gif"),
            (["gif"] + frames + ["-o", "@o.gif", "--fps", "10", "--delays", "4,4"], "give one of them"),
            (["gif"] + frames + ["-o", "@o.gif", "--delays", "4"], "1 delay for 2 frames"),
            (["gif"] + frames + ["-o", "@o.gif", "--delays", "4,1"], "delay 2 is '1'"),
            (["gif"] + frames + ["-o", "@o.gif", "--delays", "@missing.txt"], "readable file"),
            (["gif"] + frames + ["-o", "@o.gif", "--fps", "0"], "--fps 0"),
            (["gif"] + frames + ["-o", "@o.gif", "--colors", "1"], "--colors 1"),
            (["gif"] + frames + ["-o", "@o.gif", "--hold", "1"], "unknown option --hold"),
        ]
        for (args, message) in cases {
            let r = fx.run(arguments: args)
            #expect(r.code == 64, "\(args)")
            #expect(r.stderr.contains(message), "\(args): \(r.stderr)")
            #expect(r.stderr.contains("Usage: flipbook gif"))
        }
        #expect(!fx.exists("o.gif"))
    }

    @Test func parallelDecodingGivesTheSameGIFAsOneThread() throws {
        try FileManager.default.createDirectory(atPath: fx.path("p"), withIntermediateDirectories: true)
        for (i, color) in ["#FF0000", "#00FF00", "#0000FF", "#FFFF00", "#00FFFF"].enumerated() {
            try PNG.write(Bitmap(width: 6, height: 4, fill: Color(hex: color)!.premultiplied8), path: fx.path("p/frame_\(i).png"))
        }
        let frames = (0..<5).map { "@p/frame_\($0).png" }
        #expect(fx.run(arguments: ["gif"] + frames + ["-o", "@one.gif", "-j", "1", "-q"], engine: .flipbook).code == 0)
        #expect(fx.run(arguments: ["gif"] + frames + ["-o", "@four.gif", "-j", "4", "-q"], engine: .flipbook).code == 0)
        let one = try Data(contentsOf: URL(fileURLWithPath: fx.path("one.gif")))
        #expect(one == (try Data(contentsOf: URL(fileURLWithPath: fx.path("four.gif")))))
        #expect(one.count > 0)
    }
}
