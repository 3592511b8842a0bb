import FlipbookRaster

extension Bitmap {
    /// This bitmap shrunk by an integer `factor` with a box filter: each output pixel is the
    /// rounded mean of a `factor × factor` block of premultiplied pixels (so edges stay
    /// anti-aliased and transparent pixels add no colour). A width or height that is not a
    /// multiple of `factor` gives a last column or row averaged over the pixels it has:
    /// the result is `⌈width / factor⌉ × ⌈height / factor⌉`. Factor 1 returns the bitmap unchanged.
    ///
    /// Used by the `downscale:` option of the snapshot strategies to keep goldens small.
    /// - Precondition: `factor >= 1` (the strategies check it and throw a
    ///   ``SnapshotConfigurationError`` instead).
    public func downscaled(by factor: Int) -> Bitmap {
        precondition(factor >= 1, "downscale factor must be at least 1, got \(factor)")
        guard factor > 1 else { return self }
        let outWidth = (width + factor - 1) / factor, outHeight = (height + factor - 1) / factor
        var out = [UInt8](repeating: 0, count: outWidth * outHeight * 4)
        for oy in 0 ..< outHeight {
            let y0 = oy * factor, y1 = min(y0 + factor, height)
            for ox in 0 ..< outWidth {
                let x0 = ox * factor, x1 = min(x0 + factor, width)
                var sums = (0, 0, 0, 0)
                for y in y0 ..< y1 {
                    var i = (y * width + x0) * 4
                    for _ in x0 ..< x1 {
                        sums.0 += Int(bytes[i]); sums.1 += Int(bytes[i + 1])
                        sums.2 += Int(bytes[i + 2]); sums.3 += Int(bytes[i + 3])
                        i += 4
                    }
                }
                let count = (y1 - y0) * (x1 - x0), o = (oy * outWidth + ox) * 4
                out[o] = UInt8((sums.0 + count / 2) / count)
                out[o + 1] = UInt8((sums.1 + count / 2) / count)
                out[o + 2] = UInt8((sums.2 + count / 2) / count)
                out[o + 3] = UInt8((sums.3 + count / 2) / count)
            }
        }
        return Bitmap(width: outWidth, height: outHeight, bytes: out)
    }
}

/// Checks a strategy's `downscale:` argument.
/// - Throws: ``SnapshotConfigurationError`` when `factor < 1`.
func validateDownscale(_ factor: Int) throws {
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
func validateTimes(_ times: [Double], increasing: Bool) throws {
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
