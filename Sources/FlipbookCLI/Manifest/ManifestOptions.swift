import FlipbookCodecs
/// The render options a manifest entry may set, as the `render` and `still` command lines spell
/// them, and the demo flags of a `variant`.
///
/// A manifest key stands for one command-line option (`pngCompression` for `--png-compression`),
/// so a manifest renders exactly what the command line renders with the same options.
enum ManifestOptions {
    /// The outputs an option applies to.
    struct Applies: OptionSet {
        let rawValue: Int
        static let gif = Applies(rawValue: 1)
        static let frames = Applies(rawValue: 2)
        static let still = Applies(rawValue: 4)
        static let webp = Applies(rawValue: 8)
        static let webm = Applies(rawValue: 16)
        static let clips: Applies = [.gif, .webp, .webm, .frames]
        static let all: Applies = [.gif, .webp, .webm, .frames, .still]
    }

    /// The JSON type a key takes.
    enum ValueType {
        case number, integer, string, stringOrInteger, bool
    }

    /// One key of `options`.
    struct Key {
        /// The manifest's name (`pngCompression`).
        var name: String
        /// The command-line option (`png-compression`).
        var option: String
        var type: ValueType
        var applies: Applies
    }

    /// Every key of `options`, in the order the documentation lists them.
    static let keys: [Key] = [
        Key(name: "scale", option: "scale", type: .number, applies: .all),
        Key(name: "size", option: "size", type: .string, applies: .all),
        Key(name: "fps", option: "fps", type: .number, applies: .clips),
        Key(name: "from", option: "from", type: .number, applies: .clips),
        Key(name: "to", option: "to", type: .number, applies: .clips),
        Key(name: "hold", option: "hold", type: .number, applies: .clips),
        Key(name: "pngCompression", option: "png-compression", type: .stringOrInteger, applies: .frames),
        Key(name: "colors", option: "colors", type: .integer, applies: .gif),
        Key(name: "dither", option: "dither", type: .string, applies: .gif),
        Key(name: "palette", option: "palette", type: .string, applies: .gif),
        Key(name: "loop", option: "loop", type: .stringOrInteger, applies: [.gif, .webp]),
        Key(name: "effort", option: "effort", type: .string, applies: .gif),
        Key(name: "lossy", option: "lossy", type: .number, applies: .gif),
        Key(name: "matte", option: "matte", type: .string, applies: [.gif, .webp, .webm]),
        Key(name: "lossless", option: "lossless", type: .bool, applies: .webp),
        Key(name: "webpQuality", option: "webp-quality", type: .number, applies: .webp),
        Key(name: "webpMethod", option: "webp-method", type: .integer, applies: .webp),
        Key(name: "crf", option: "crf", type: .integer, applies: .webm),
        Key(name: "vp9Speed", option: "vp9-speed", type: .integer, applies: .webm),
    ]

    /// The keys of a demo entry's `variant`: the engine's demo flags.
    static func variantKeys(_ flags: [DemoFlag]) -> [Key] {
        flags.map { flag in
            let type: ValueType
            switch flag.value {
            case .none: type = .bool
            case .integer: type = .integer
            case .choice: type = .string
            }
            return Key(name: flag.variantKey, option: flag.name, type: type, applies: .all)
        }
    }

    /// Reads `options`: each value checked for its type and then by the command line's own
    /// parser, so a value the command line refuses is an error here, at its key path.
    /// - Returns: command-line option → argument.
    static func parse(_ node: ManifestJSON) throws -> [String: String] {
        let members = try node.object(allowed: keys.map(\.name))
        var result: [String: String] = [:]
        for key in keys {
            guard let value = members[key.name] else { continue }
            let argument: String
            switch key.type {
            case .number: argument = "\(try value.number())"
            case .integer: argument = "\(try value.integer())"
            case .string: argument = try value.string()
            case .stringOrInteger: argument = value.isString ? try value.string() : "\(try value.integer())"
            case .bool: argument = "\(try value.bool())"
            }
            try check(key.type == .bool ? (argument == "true" ? ["--" + key.option] : []) : ["--" + key.option, argument],
                      at: value)
            result[key.option] = argument
        }
        return result
    }

    /// Reads a demo entry's `variant`.
    /// - Returns: the demo flags as command-line arguments, in a fixed order.
    static func parseVariant(_ node: ManifestJSON, flags: [DemoFlag]) throws -> [String] {
        let keys = variantKeys(flags)
        let members = try node.object(allowed: keys.map(\.name))
        var arguments: [String] = []
        for key in keys {
            guard let value = members[key.name] else { continue }
            let given: [String]
            switch key.type {
            case .bool: given = try value.bool() ? ["--" + key.option] : []
            case .integer: given = ["--" + key.option, "\(try value.integer())"]
            default: given = ["--" + key.option, try value.string()]
            }
            try check(given, at: value, flags: flags)
            arguments += given
        }
        return arguments
    }

    /// Runs the command line's checks on `arguments` alone, turning its usage error into a
    /// manifest error at `node`.
    private static func check(_ arguments: [String], at node: ManifestJSON, flags: [DemoFlag] = []) throws {
        do {
            let args = try ParsedArguments(arguments, options: Command.render.options + flags.map(\.option), command: "render")
            _ = try RenderSettings(args)
            _ = try WebPOptions(args, plays: 0, matte: nil)
            _ = try args.size("size")
            _ = try args.number("scale", "expected a number greater than 0", accept: { $0 > 0 })
            _ = try DemoFlags.values(args, flags: flags)
        } catch let error as CLIError {
            throw node.error(withoutOption(error.message))
        }
    }

    /// `expected …` from `--fps 0: expected …`: the key path already says which value is meant.
    static func withoutOption(_ message: String) -> String {
        guard message.hasPrefix("--"), let colon = message.range(of: ": ") else { return message }
        return String(message[colon.upperBound...])
    }
}
