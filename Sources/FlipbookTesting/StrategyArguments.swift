// Argument checks shared by the strategies: a mistake in a test's strategy fails the assertion
// with a ``SnapshotConfigurationError`` that says how to fix it, and records nothing.

/// Checks a strategy's `downscale:` argument (FlipbookRaster's `Bitmap.downscaled(by:)` factor).
/// - Throws: ``SnapshotConfigurationError`` when `factor < 1`.
package func validateDownscale(_ factor: Int) throws {
    guard factor >= 1 else {
        throw SnapshotConfigurationError(message: "downscale: \(factor) is not a valid factor; "
            + "pass 1 (keep every pixel) or more (2 halves width and height).")
    }
}

/// Checks a filmstrip's times.
/// - Parameter increasing: whether the times must strictly increase (a scripted scene's clock
///   only runs forward).
/// - Throws: ``SnapshotConfigurationError`` when `times` is empty, holds a non-finite time, or
///   is not increasing when it must be.
package func validateTimes(_ times: [Double], increasing: Bool) throws {
    guard !times.isEmpty else {
        throw SnapshotConfigurationError(message: "A filmstrip needs at least one time; pass times: [0, 0.25, 0.5] or similar.")
    }
    if let bad = times.first(where: { !$0.isFinite }) {
        throw SnapshotConfigurationError(message: "Filmstrip time \(bad) is not a finite number of seconds.")
    }
    if increasing, let i = times.indices.dropFirst().first(where: { times[$0] <= times[$0 - 1] }) {
        throw SnapshotConfigurationError(message: "Times must increase (the scene's clock only runs forward): "
            + "\(times[i - 1]) is followed by \(times[i]) in \(times).")
    }
}
