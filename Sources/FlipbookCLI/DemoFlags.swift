import FlipbookDemos

/// The command-line flags for the choices a demo leaves open (FlipbookDemos' ``DemoOptions``),
/// shared by `render` and `still`.
enum DemoFlags {
    /// `--magicmove-item`, `--bug-faithful`, `--flip-shadow`, `--scale-dismiss-fade`.
    static let specs: [OptionSpec] = [
        OptionSpec("magicmove-item", value: "0-9",
                   help: "Demos: the MagicMove card the script taps; 0 top left … 9, two per row (default 0)."),
        OptionSpec("bug-faithful",
                   help: "Demos: keep MagicMove's cancel bug (the detail page stays invisible after a cancelled pop)."),
        OptionSpec("flip-shadow", value: "recorded|intended",
                   help: "Demos: the Flip page shadow as iOS drew it or as the code asks for (default recorded)."),
        OptionSpec("scale-dismiss-fade", help: "Demos: fade the list in during the Scale dismiss (default off)."),
    ]

    /// The first demo flag given on the command line, for the error when the input is a scene file.
    static func given(_ args: ParsedArguments) -> String? {
        specs.map(\.name).first { args.string($0) != nil || args.flag($0) }
    }

    /// The demo options the flags select; every flag absent gives FlipbookDemos' defaults.
    /// - Throws: ``CLIError`` (usage) for a bad value.
    static func options(_ args: ParsedArguments) throws -> DemoOptions {
        var options = DemoOptions()
        options.magicMoveItem = try args.integer("magicmove-item", in: 0...9) ?? options.magicMoveItem
        options.magicMoveBugFaithfulCancel = args.flag("bug-faithful")
        if let style = try args.choice("flip-shadow", FlipShadowStyle.allCases.map(\.rawValue)) {
            options.flipShadow = FlipShadowStyle(rawValue: style)!
        }
        options.scaleDismissFades = args.flag("scale-dismiss-fade")
        return options
    }
}
