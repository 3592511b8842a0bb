import Foundation

/// How different two images may be and still count as equal. Exact by default.
///
/// Two named limits, applied in order: a pixel *differs* when any of its premultiplied channels
/// differs by more than ``maxChannelDelta``; the images match when no more than
/// ``maxDifferingPixels`` pixels differ. Images of different sizes never match.
public struct Tolerance: Hashable, Sendable, CustomStringConvertible {
    /// A limit on the number of differing pixels.
    public enum PixelBudget: Hashable, Sendable {
        /// At most this many pixels (≥ 0).
        case count(Int)
        /// At most `⌊fraction · pixel count⌋` pixels, `fraction` in 0…1 (0.01 is 1 %).
        case fraction(Double)

        /// Parses a command-line value: `N` (a count, e.g. `25`) or `F%` (a percentage, e.g.
        /// `0.5%`). Nil for anything else, including negative values and percentages over 100.
        public init?(argument: String) {
            if argument.hasSuffix("%") {
                guard let percent = Double(argument.dropLast()), percent >= 0, percent <= 100 else { return nil }
                self = .fraction(percent / 100)
            } else {
                guard let count = Int(argument), count >= 0 else { return nil }
                self = .count(count)
            }
        }
    }

    /// The largest per-channel difference (0…255, in premultiplied 8-bit units) that still counts
    /// as the same pixel. Default: 0.
    public var maxChannelDelta: Int
    /// How many pixels may differ by more than ``maxChannelDelta``. Default: `.count(0)`.
    public var maxDifferingPixels: PixelBudget

    /// A tolerance; the defaults make it exact.
    /// - Precondition: `maxChannelDelta` in 0…255; a count ≥ 0; a fraction in 0…1.
    public init(maxChannelDelta: Int = 0, maxDifferingPixels: PixelBudget = .count(0)) {
        precondition((0 ... 255).contains(maxChannelDelta), "maxChannelDelta must be in 0…255, got \(maxChannelDelta)")
        switch maxDifferingPixels {
        case let .count(n): precondition(n >= 0, "maxDifferingPixels count must be ≥ 0, got \(n)")
        case let .fraction(f): precondition(f >= 0 && f <= 1, "maxDifferingPixels fraction must be in 0…1, got \(f)")
        }
        self.maxChannelDelta = maxChannelDelta
        self.maxDifferingPixels = maxDifferingPixels
    }

    /// Every channel of every pixel must be equal.
    public static let exact = Tolerance()

    /// True for ``exact``.
    public var isExact: Bool {
        maxChannelDelta == 0 && (maxDifferingPixels == .count(0) || maxDifferingPixels == .fraction(0))
    }

    /// The number of differing pixels allowed in an image of `pixelCount` pixels.
    public func allowedDifferingPixels(of pixelCount: Int) -> Int {
        switch maxDifferingPixels {
        case let .count(n):
            return n
        case let .fraction(f):
            // The epsilon keeps 0.29 · 100 at 29 despite binary floating point.
            return Int((f * Double(pixelCount) + 1e-9).rounded(.down))
        }
    }

    /// For example `exact`, or `maxChannelDelta 2, maxDifferingPixels 0.5%`.
    public var description: String {
        if isExact { return "exact" }
        let budget: String
        switch maxDifferingPixels {
        case let .count(n): budget = "\(n)"
        case let .fraction(f): budget = "\(Self.percent(f))"
        }
        return "maxChannelDelta \(maxChannelDelta), maxDifferingPixels \(budget)"
    }

    static func percent(_ fraction: Double) -> String {
        var text = String(format: "%.4f", fraction * 100)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text + "%"
    }
}
