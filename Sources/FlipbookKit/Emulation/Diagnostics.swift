import Foundation

/// A place where a render may differ from what iOS shows: Kit reports it instead of drawing a
/// silently different picture.
///
/// Each ``Application`` collects its diagnostics in ``Application/diagnostics`` and passes each
/// one, once per distinct message, to ``Application/diagnosticHandler`` (by default a line on
/// standard error beginning `flipbook: warning:`).
public struct KitDiagnostic: Sendable, Hashable, CustomStringConvertible {
    /// A stable name of the kind of difference (`"animation.unsupportedKey"`), for filtering.
    public let code: String
    /// What differs and what Kit does instead, in a sentence a user can act on.
    public let message: String

    /// A diagnostic of kind `code` saying `message`.
    public init(code: String, message: String) {
        self.code = code
        self.message = message
    }

    /// `"flipbook: warning: <message> [<code>]"`.
    public var description: String { "flipbook: warning: \(message) [\(code)]" }

    /// Writes `diagnostic` as one line on standard error (the default handler).
    public static func printToStandardError(_ diagnostic: KitDiagnostic) {
        FileHandle.standardError.write(Data((diagnostic.description + "\n").utf8))
    }
}

extension Application {
    /// Records `diagnostic` and passes it to ``diagnosticHandler`` the first time its message
    /// is reported in this application.
    public func report(_ diagnostic: KitDiagnostic) {
        guard reportedDiagnostics.insert(diagnostic).inserted else { return }
        diagnostics.append(diagnostic)
        diagnosticHandler(diagnostic)
    }
}
