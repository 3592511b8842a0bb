/// A choice a catalogue's demos leave open: a flag of `render` and `still`
/// (`--flip-shadow intended`) and a key of a render manifest's demo `variant`
/// (`"flipShadow": "intended"`).
///
/// An ``Engine`` lists its flags in ``Engine/demoFlags``; the command line checks each value
/// against its ``Value`` (a usage error, exit 64, names the flag) and hands the values given to
/// the demo's ``Demo/makeClip`` as ``DemoFlagValues``. A flag given with a scene file is a usage
/// error. The `flipbook` executable registers the package demos' four flags.
public struct DemoFlag: Equatable, Sendable {
    /// What the flag takes.
    public enum Value: Equatable, Sendable {
        /// Nothing (`--bug-faithful`); a boolean in a manifest.
        case none
        /// An integer in a range (`--magicmove-item 3`); an integer in a manifest.
        case integer(ClosedRange<Int>)
        /// One of some words (`--flip-shadow recorded|intended`); a string in a manifest.
        case choice([String])
    }

    /// The long option without dashes (`flip-shadow`).
    public var name: String
    /// The key of a manifest demo entry's `variant` (`flipShadow`).
    public var variantKey: String
    /// What the flag takes.
    public var value: Value
    /// One line of help, its default last (`… (default recorded).`).
    public var help: String

    /// A flag `--name` with the manifest key `variantKey`.
    public init(_ name: String, variantKey: String, value: Value = .none, help: String) {
        self.name = name
        self.variantKey = variantKey
        self.value = value
        self.help = help
    }

    /// The flag as the option parser and the help pages see it (`--magicmove-item <0-9>`).
    var option: OptionSpec {
        switch value {
        case .none: return OptionSpec(name, help: help)
        case let .integer(range): return OptionSpec(name, value: "\(range.lowerBound)-\(range.upperBound)", help: help)
        case let .choice(words): return OptionSpec(name, value: words.joined(separator: "|"), help: help)
        }
    }
}

/// The demo flags given for one render, checked against their ``DemoFlag``: what a demo's
/// ``Demo/makeClip`` reads its choices from. A flag not given is absent (the demo's default).
public struct DemoFlagValues: Equatable, Sendable {
    /// Flag name → value (`"3"`, `"intended"`; `"true"` for a flag without a value).
    public var values: [String: String]

    /// The values of the flags given; a flag without a value is `"true"`.
    public init(_ values: [String: String] = [:]) {
        self.values = values
    }

    /// True when the flag `name` (a ``DemoFlag/Value/none`` flag) was given.
    public func isSet(_ name: String) -> Bool { values[name] != nil }

    /// The integer of the flag `name` (a ``DemoFlag/Value/integer(_:)`` flag), or nil.
    public func integer(_ name: String) -> Int? { values[name].flatMap { Int($0) } }

    /// The word of the flag `name` (a ``DemoFlag/Value/choice(_:)`` flag), or nil.
    public func string(_ name: String) -> String? { values[name] }
}
