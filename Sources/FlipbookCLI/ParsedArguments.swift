import FlipbookGeometry
import FlipbookRaster
import FlipbookScene

/// A command line split into positional arguments, option values and flags, with typed
/// accessors that turn bad values into usage errors (exit 64).
package struct ParsedArguments: Equatable {
    /// The command the arguments belong to, for messages.
    package var command: String
    /// Arguments that are not options, in order.
    package var positionals: [String] = []
    /// Option values by long name.
    package var values: [String: String] = [:]
    /// Flags that were given, by long name.
    package var flags: Set<String> = []

    /// Splits `arguments` according to `options`.
    /// - Throws: ``CLIError`` (usage) for an unknown option, a missing value or a repeated option.
    package init(_ arguments: [String], options: [OptionSpec], command: String) throws {
        self.command = command
        var rest = arguments[...]
        var onlyPositionals = false
        while let arg = rest.popFirst() {
            if onlyPositionals || arg == "-" || !arg.hasPrefix("-") {
                positionals.append(arg)
                continue
            }
            if arg == "--" { onlyPositionals = true; continue }
            var name = arg, inlineValue: String?
            if arg.hasPrefix("--"), let eq = arg.firstIndex(of: "=") {
                name = String(arg[..<eq])
                inlineValue = String(arg[arg.index(after: eq)...])
            }
            let spec = options.first { name == "--" + $0.name || ($0.short.map { name == "-\($0)" } ?? false) }
            guard let spec else {
                let hint = name.hasPrefix("--")
                    ? DidYouMean.hint(for: String(name.dropFirst(2)), in: options.map(\.name)) { "--\($0)" } : ""
                throw CLIError.usage("unknown option \(name) for '\(command)'\(hint)", command: command)
            }
            if values[spec.name] != nil || flags.contains(spec.name) {
                throw CLIError.usage("option --\(spec.name) is given more than once", command: command)
            }
            if spec.isFlag {
                if inlineValue != nil { throw CLIError.usage("option --\(spec.name) takes no value", command: command) }
                flags.insert(spec.name)
            } else if let v = inlineValue ?? rest.popFirst() {
                values[spec.name] = v
            } else {
                throw CLIError.usage("option --\(spec.name) needs a value <\(spec.valueName!)>", command: command)
            }
        }
    }

    /// True when the flag was given.
    package func flag(_ name: String) -> Bool { flags.contains(name) }

    /// The raw value of an option, or nil when absent.
    package func string(_ name: String) -> String? { values[name] }

    private func bad(_ name: String, _ requirement: String) -> CLIError {
        .usage("--\(name) \(values[name]!): \(requirement)", command: command)
    }

    /// A finite number; `accept` states the allowed range in `requirement`.
    package func number(_ name: String, _ requirement: String = "expected a number",
                       accept: (Double) -> Bool = { _ in true }) throws -> Double? {
        guard let raw = values[name] else { return nil }
        guard let d = Double(raw), d.isFinite, accept(d) else { throw bad(name, requirement) }
        return d
    }

    /// A whole number in `range`.
    package func integer(_ name: String, in range: ClosedRange<Int>) throws -> Int? {
        guard let raw = values[name] else { return nil }
        guard let n = Int(raw), range.contains(n) else {
            throw bad(name, "expected a whole number from \(range.lowerBound) to \(range.upperBound)")
        }
        return n
    }

    /// One of `choices`.
    package func choice(_ name: String, _ choices: [String]) throws -> String? {
        guard let raw = values[name] else { return nil }
        guard choices.contains(raw) else { throw bad(name, "expected one of \(choices.joined(separator: ", "))") }
        return raw
    }

    /// `WxH` in points, both greater than 0 (`375x667`).
    package func size(_ name: String) throws -> Size? {
        guard let raw = values[name] else { return nil }
        let parts = raw.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]),
              w.isFinite, h.isFinite, w > 0, h > 0 else {
            throw bad(name, "expected WIDTHxHEIGHT in points, both greater than 0, e.g. 375x667")
        }
        return Size(width: w, height: h)
    }

    /// A colour: `#RGB`, `#RRGGBB` or `#RRGGBBAA`.
    package func color(_ name: String) throws -> Color? {
        guard let raw = values[name] else { return nil }
        guard let c = Color(hex: raw) else { throw bad(name, "expected a colour such as #FFFFFF or #00000000") }
        return c
    }

    /// Exactly `count` positional arguments, named `names` in the message.
    package func requirePositionals(_ names: [String]) throws {
        guard positionals.count == names.count else {
            let wanted = names.map { "<\($0)>" }.joined(separator: " ")
            let message = positionals.count < names.count
                ? "missing argument \(wanted)"
                : "unexpected argument '\(positionals[names.count])'"
            throw CLIError.usage("\(command): \(message)", command: command)
        }
    }
}
