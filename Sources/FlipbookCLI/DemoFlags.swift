/// The command line's side of an engine's ``DemoFlag`` list: the options of `render` and `still`
/// and the values a demo gets.
enum DemoFlags {
    /// The first demo flag given on the command line, for the error when the input is a scene file.
    static func given(_ args: ParsedArguments, flags: [DemoFlag]) -> String? {
        flags.map(\.name).first { args.string($0) != nil || args.flag($0) }
    }

    /// The values of the flags given, each checked against its ``DemoFlag/Value``.
    /// - Throws: ``CLIError`` (usage) for a bad value.
    static func values(_ args: ParsedArguments, flags: [DemoFlag]) throws -> DemoFlagValues {
        var values: [String: String] = [:]
        for flag in flags {
            switch flag.value {
            case .none:
                if args.flag(flag.name) { values[flag.name] = "true" }
            case let .integer(range):
                if let n = try args.integer(flag.name, in: range) { values[flag.name] = String(n) }
            case let .choice(words):
                if let word = try args.choice(flag.name, words) { values[flag.name] = word }
            }
        }
        return DemoFlagValues(values)
    }
}
