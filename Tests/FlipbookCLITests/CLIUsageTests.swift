import Testing
@testable import FlipbookCLI

@Suite struct CLIUsageTests {
    let fx = CLIFixture()

    @Test func toolHelpListsEveryCommand() {
        let r = fx.run("--help")
        #expect(r.code == 0 && r.stderr.isEmpty)
        for name in ["list", "render", "still", "diff", "info", "bench"] {
            #expect(r.stdout.contains("\n  \(name) "))
        }
        #expect(fx.run("help", "render").stdout.hasPrefix("flipbook render — "))
    }

    @Test func everyCommandHasHelp() {
        for command in CLI.commands {
            let r = fx.run(command.name, "--help")
            #expect(r.code == 0, "\(command.name)")
            #expect(r.stdout.hasPrefix("flipbook \(command.name) — "))
            #expect(r.stdout.contains("Usage: flipbook \(command.name)"))
            #expect(r.stdout.contains("-h, --help"))
            #expect(fx.run(command.name, "-h").stdout == r.stdout)
        }
    }

    @Test func noArgumentsIsAUsageErrorWithHelpOnStderr() {
        let r = fx.run()
        #expect(r.code == 64 && r.stdout.isEmpty && r.stderr.contains("Usage: flipbook <command>"))
    }

    @Test func unknownCommandAndOptionAreUsageErrors() {
        let r = fx.run("paint")
        #expect(r.code == 64)
        #expect(r.stderr.hasPrefix("flipbook: error: unknown command 'paint'; commands: list, render, gif, still, diff, info, assets, bench, port"))
        let o = fx.run("still", "x.json", "--colour", "red")
        #expect(o.code == 64)
        #expect(o.stderr == """
            flipbook: error: unknown option --colour for 'still'
            Usage: flipbook still <demo|scene.json> [--time T] [-o out.png] [options]
            Run 'flipbook still --help' for details.

            """)
    }

    @Test func optionValuesAreChecked() {
        fx.validScene()
        let cases: [([String], String)] = [
            (["render", "@scene.json", "--fps", "0"], "--fps 0: expected frames per second from 0.01 to 1000"),
            (["render", "@scene.json", "--fps", "abc"], "--fps abc: expected frames per second"),
            (["render", "@scene.json", "--format", "jpeg"], "--format jpeg: expected one of gif, png, both, webp"),
            (["render", "@scene.json", "--size", "10x"], "--size 10x: expected WIDTHxHEIGHT in points"),
            (["render", "@scene.json", "--jobs", "0"], "--jobs 0: expected a whole number from 1 to 256"),
            (["render", "@scene.json", "--png-compression", "10"], "--png-compression 10: expected fast or a zlib level from 0 to 9"),
            (["render", "@scene.json", "--effort", "max"], "--effort max: expected one of fast, default, best"),
            (["render", "@scene.json", "--colors", "300"], "--colors 300: expected a whole number from 2 to 256"),
            (["render", "@scene.json", "--dither", "fancy"], "--dither fancy: expected none, ordered or diffusion"),
            (["render", "@scene.json", "--dither", "diffusion:2"], "--dither diffusion:2: expected none, ordered or diffusion"),
            (["render", "@scene.json", "--loop", "-1"], "--loop -1: expected forever, once, or how many times to play"),
            (["render", "@scene.json", "--hold", "-1"], "--hold -1: expected seconds from 0 to 3600"),
            (["render", "@scene.json", "--matte", "white"], "--matte white: expected a colour"),
            (["render", "@scene.json", "--fps"], "option --fps needs a value <n>"),
            (["render", "@scene.json", "--quiet=yes"], "option --quiet takes no value"),
            (["render", "@scene.json", "--fps", "10", "--fps", "12"], "option --fps is given more than once"),
            (["still", "@scene.json", "--time", "nan"], "--time nan: expected a finite number of seconds"),
            (["still"], "still: missing argument <demo|scene.json>"),
            (["still", "a.json", "b.json"], "still: unexpected argument"),
            (["render", "@scene.json", "--from", "1", "--to", "0.5", "-o", "@x.gif"], "--to 0.5 is before --from 1"),
            (["render", "@scene.json", "--from", "-1e308", "--to", "1e308", "-o", "@x.gif"], "inf s at 10.0 fps is more than 100000 frames"),
            (["render", "@scene.json", "--to", "10000", "--fps", "1000", "-o", "@x.gif"], "10000 s at 1000.0 fps is more than 100000 frames"),
        ]
        for (args, message) in cases {
            let out = BufferOutput(), err = BufferOutput()
            let resolved = args.map { $0.hasPrefix("@") ? fx.path(String($0.dropFirst())) : $0 }
            let code = CLI.run(arguments: resolved, stdout: out, stderr: err, engine: fx.fake.engine)
            #expect(code == 64, "\(args)")
            #expect(err.text.hasPrefix("flipbook: error: " + message), "\(args): \(err.text)")
            #expect(out.text.isEmpty)
        }
    }

    @Test func parserAcceptsInlineValuesNegativeNumbersAndDoubleDash() throws {
        let spec = [OptionSpec.out, OptionSpec("time", short: "t", value: "s", help: ""), OptionSpec.quiet]
        let a = try ParsedArguments(["--time=-0.5", "-o", "x.png", "-q", "--", "-weird.json"], options: spec, command: "still")
        #expect(a.values == ["time": "-0.5", "out": "x.png"] && a.flags == ["quiet"] && a.positionals == ["-weird.json"])
        let b = try ParsedArguments(["-t", "-2", "s.json"], options: spec, command: "still")
        #expect(try b.number("time") == -2 && b.positionals == ["s.json"])
    }

    @Test func formatMustAgreeWithTheOutputPath() throws {
        #expect(try RenderOutputs(out: "a/x.gif", format: nil, command: "render") == RenderOutputs(gif: "a/x.gif"))
        #expect(try RenderOutputs(out: "a/x.GIF", format: "both", command: "render")
                == RenderOutputs(gif: "a/x.GIF", pngDirectory: "a/x"))
        #expect(try RenderOutputs(out: "frames/", format: nil, command: "render") == RenderOutputs(pngDirectory: "frames"))
        #expect(try RenderOutputs(out: "frames", format: "both", command: "render")
                == RenderOutputs(gif: "frames.gif", pngDirectory: "frames"))
        #expect(try RenderOutputs(out: nil, format: nil, name: "flip", command: "render") == RenderOutputs(gif: "output/flip.gif"))
        #expect(try RenderOutputs(out: nil, format: "png", name: "flip", command: "render") == RenderOutputs(pngDirectory: "output/flip"))
        #expect(try RenderOutputs(out: nil, format: "both", name: "flip", command: "render")
                == RenderOutputs(gif: "output/flip.gif", pngDirectory: "output/flip"))
        #expect(throws: CLIError.usage("--format png disagrees with -o x.gif, which names a GIF", command: "render")) {
            try RenderOutputs(out: "x.gif", format: "png", command: "render")
        }
        #expect(throws: CLIError.self) { try RenderOutputs(out: "dir/", format: "gif", command: "render") }
        #expect(throws: CLIError.self) { try RenderOutputs(out: "x.png", format: nil, command: "render") }
    }
}
