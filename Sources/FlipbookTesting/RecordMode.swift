import Foundation

/// When an assertion writes its golden instead of only comparing.
///
/// Read from `FLIPBOOK_RECORD`; when unset, ``missing`` on a developer machine and ``never`` when
/// `CI` is set, so a missing golden fails CI instead of being written silently. An assertion's
/// `record:` argument, then ``SnapshotDefaults/record`` (a suite-wide task-local), take precedence.
/// Writing a golden always fails the assertion that wrote it, except under ``all`` when the pixels
/// already matched: a run that records is never silently green.
public enum RecordMode: String, Sendable, CaseIterable {
    /// Write every golden (unchanged pixels give unchanged bytes).
    case all
    /// Write goldens that do not exist yet; compare the others.
    case missing
    /// Write goldens that do not exist or do not match (or cannot be read).
    case failed
    /// Never write; a missing golden is a failure.
    case never

    /// The mode in force: `explicit`, else ``SnapshotDefaults/record``, else `FLIPBOOK_RECORD`,
    /// else `never` when `CI` is set and `missing` otherwise.
    /// - Throws: ``SnapshotConfigurationError`` when `FLIPBOOK_RECORD` holds another value.
    public static func resolve(_ explicit: RecordMode? = nil, environment: SnapshotEnvironment) throws -> RecordMode {
        if let explicit { return explicit }
        if let suite = SnapshotDefaults.record { return suite }
        if let value = environment["FLIPBOOK_RECORD"], !value.isEmpty {
            guard let mode = RecordMode(rawValue: value.lowercased()) else {
                throw SnapshotConfigurationError(message: "FLIPBOOK_RECORD=\(value) is not a record mode; "
                    + "use one of all, missing, failed, never.")
            }
            return mode
        }
        if let ci = environment["CI"], !ci.isEmpty, ci.lowercased() != "false", ci != "0" { return .never }
        return .missing
    }
}

/// Settings that apply to every assertion in a task, such as a whole suite.
public enum SnapshotDefaults {
    /// A record mode for every assertion run inside `SnapshotDefaults.$record.withValue(…)`
    /// that does not pass its own. Default: nil (use the environment).
    @TaskLocal public static var record: RecordMode?
}

/// A misconfiguration of the snapshot machinery itself (not an image difference).
public struct SnapshotConfigurationError: Error, CustomStringConvertible {
    /// What is wrong and how to fix it.
    public var message: String
    /// The message.
    public var description: String { message }
}

/// The environment variables the assertions read, injectable for tests.
public struct SnapshotEnvironment: Sendable {
    /// Variable names to values.
    public var variables: [String: String]

    /// An environment of exactly `variables`.
    public init(_ variables: [String: String]) { self.variables = variables }

    /// The process environment, read when called.
    public static var process: SnapshotEnvironment {
        SnapshotEnvironment(ProcessInfo.processInfo.environment)
    }

    /// The value of `name`, or nil.
    public subscript(name: String) -> String? { variables[name] }
}
