import Foundation

/// Where a layer tree asks for something Flipbook draws differently from Core Animation: the
/// layer reports it here instead of drawing a silently different picture.
///
/// FlipbookLayers has no application of its own: FlipbookKit installs a handler
/// (``setHandler(_:)``) that passes each report to the current application's diagnostics, as
/// a `KitDiagnostic` with the same code. Without a handler, reports are dropped.
public enum LayerDifferences {
    /// The function reports go to: a stable `code` (`"layer.preservesDepth"`) and a sentence.
    public typealias Handler = @Sendable (_ code: String, _ message: String) -> Void

    private static let lock = NSLock()
    nonisolated(unsafe) private static var handler: Handler?

    /// Sends every later report to `handler` (`nil` drops them).
    public static func setHandler(_ handler: Handler?) {
        lock.lock()
        defer { lock.unlock() }
        self.handler = handler
    }

    /// Passes a difference to the handler, if there is one.
    public static func report(code: String, message: String) {
        lock.lock()
        let handler = self.handler
        lock.unlock()
        handler?(code, message)
    }
}
