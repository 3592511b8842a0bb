/// One command-line option: `--fps 30`, `-o out.gif`, or a flag such as `--quiet`.
package struct OptionSpec: Equatable, Sendable {
    /// The long name without dashes (`fps`).
    package var name: String
    /// The one-letter short name without the dash (`o`), if any.
    package var short: Character?
    /// The placeholder of the value in help (`<fps>`), or nil for a flag that takes no value.
    package var valueName: String?
    /// One line of help.
    package var help: String

    package init(_ name: String, short: Character? = nil, value: String? = nil, help: String) {
        self.name = name
        self.short = short
        self.valueName = value
        self.help = help
    }

    /// True when the option takes no value.
    package var isFlag: Bool { valueName == nil }

    /// `-o, --out <path>` as shown in help.
    var signature: String {
        let names = (short.map { "-\($0), " } ?? "    ") + "--" + name
        return valueName.map { "\(names) <\($0)>" } ?? names
    }
}

extension OptionSpec {
    static let help = OptionSpec("help", short: "h", help: "Show this help.")
    /// Stands for the engine's demo flags in a command's options (``Engine/options(of:)``).
    static let demoFlags = OptionSpec("demo flags", help: "The engine's demo flags.")
    static let out = OptionSpec("out", short: "o", value: "path", help: "Where to write the result.")
    package static let quiet = OptionSpec("quiet", short: "q", help: "Print nothing but errors.")
    static let scale = OptionSpec("scale", value: "factor",
                                  help: "Device pixels per point; overrides the scene's canvas scale (default: the scene's scale; 2 for a demo).")
    static let size = OptionSpec("size", value: "WxH",
                                 help: "Canvas size in points, e.g. 375x667; overrides the scene's canvas.")
    static let matte = OptionSpec("matte", value: "colour",
                                  help: "The colour semi-transparent pixels are flattened onto, e.g. #000000 (default: white in a GIF and a WebM; none in a WebP, which keeps its alpha).")
    static let jobs = OptionSpec("jobs", short: "j", value: "n",
                                 help: "Rasterizer threads (default: every core).")
    /// The GIF encoder's options, shared by `render` and `gif` (read into `GIFOptions` by the render settings).
    static let gifEncoding: [OptionSpec] = [
            OptionSpec("colors", value: "n", help: "GIF palette size, 2…256 (default 256)."),
            OptionSpec("dither", value: "method[:strength]",
                       help: "GIF dithering: none, ordered or diffusion, strength 0…1 (default none)."),
            OptionSpec("palette", value: "auto|global|local",
                       help: "GIF colour tables: global, per frame, or global with local ones where needed (default auto)."),
            OptionSpec("loop", value: "n|forever|once", help: "How many times the GIF plays, 0 = forever (default forever)."),
            OptionSpec("effort", value: "fast|default|best",
                       help: "GIF: fast takes about two thirds of the time at about the same size and lower quality, best is slower and a little smaller (default default)."),
            OptionSpec("lossy", value: "0-64",
                       help: "GIF: colour error the LZW stream may add to save bytes, with streaks in flat areas; 0 is lossless (default 0)."),
    ]
}
