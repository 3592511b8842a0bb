/// The one rule for frame rates and frame counts, shared by the command line, scene files,
/// render manifests and `Recording` (FlipbookExport), so that a value accepted in one place is
/// accepted in all of them and the frame cap counts the same frames everywhere.
///
/// A frame rate is finite and within ``minimumFPS`` … ``maximumFPS``; a render's frames — the
/// ``FrameTimes`` of its span plus `round(hold · fps)` held copies of the end state — number at
/// most ``maximumFrames``; a hold is finite, 0 … ``maximumHold`` seconds.
public enum FrameBudget {
    /// The lowest frame rate: 0.01 fps, one frame per 100 s. Below it a frame's duration stops
    /// being a displayable delay (a GIF stores at most 655.35 s per frame), and `--fps 1e-10` used
    /// to reach the GIF encoder as a delay of 10¹² centiseconds.
    public static let minimumFPS = 0.01
    /// The highest frame rate: 1000 fps.
    public static let maximumFPS = 1000.0
    /// The most frames one render produces, held copies included: 100 000 (an hour at 27.8 fps),
    /// so that a typo in a span, rate or hold cannot start a render that never ends.
    public static let maximumFrames = 100_000
    /// The longest hold of the end state: 3600 s.
    public static let maximumHold = 3600.0

    /// What is wrong with `fps` ("expected frames per second from 0.01 to 1000"), or nil when
    /// it is a rate the rule accepts.
    public static func fpsProblem(_ fps: Double) -> String? {
        fps.isFinite && fps >= minimumFPS && fps <= maximumFPS ? nil
            : "expected frames per second from \(format(minimumFPS)) to \(format(maximumFPS))"
    }

    /// What is wrong with `hold`, or nil.
    public static func holdProblem(_ hold: Double) -> String? {
        hold.isFinite && hold >= 0 && hold <= maximumHold ? nil : "expected seconds from 0 to \(format(maximumHold))"
    }

    /// A render's frames: the span's, and the held copies.
    public struct Count: Equatable, Sendable {
        /// `FrameTimes.frameCount(duration:fps:)` of the span.
        public var frames: Int
        /// `round(hold · fps)`: copies of the end state written after the last frame.
        public var held: Int
        /// Frames and held copies together.
        public var total: Int { frames + held }
    }

    /// Why a render's frames are out of the budget.
    public enum Problem: Error, Equatable, Sendable {
        /// The span alone is more than ``maximumFrames`` frames (or not finite).
        case spanTooLong(duration: Double, fps: Double)
        /// The span's frames plus the held copies are more than ``maximumFrames``.
        case holdTooLong(frames: Int, hold: Double, fps: Double, held: Double)
    }

    /// The frames of a render of `duration` seconds (≥ 0) at `fps` (valid per ``fpsProblem(_:)``)
    /// holding the end `hold` seconds, within ``maximumFrames``.
    /// - Throws: ``Problem`` when the count is over the cap; no large number is ever converted
    ///   to an integer.
    public static func count(duration: Double, fps: Double, hold: Double = 0) throws -> Count {
        let span = duration * fps
        guard span.isFinite, span <= Double(maximumFrames - 1) else { throw Problem.spanTooLong(duration: duration, fps: fps) }
        let frames = FrameTimes.frameCount(duration: duration, fps: fps)
        let held = (hold * fps).rounded()
        guard held.isFinite, Double(frames) + held <= Double(maximumFrames) else {
            throw Problem.holdTooLong(frames: frames, hold: hold, fps: fps, held: held)
        }
        return Count(frames: frames, held: Int(held))
    }

    /// `0.01`, `1000`: a limit as the messages print it.
    static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}

extension FrameBudget.Problem: CustomStringConvertible {
    /// The message, with the options to change.
    public var description: String {
        switch self {
        case let .spanTooLong(duration, fps):
            return "\(shortest(duration)) s at \(fps) fps is more than \(FrameBudget.maximumFrames) frames; "
                + "lower the fps or render a shorter span"
        case let .holdTooLong(frames, hold, fps, held):
            return "\(frames) frames plus a \(shortest(hold)) s hold at \(fps) fps (\(held.isFinite ? String(Int(held)) : "∞") held frames) "
                + "is more than \(FrameBudget.maximumFrames) frames; lower the hold or the fps"
        }
    }

    private func shortest(_ x: Double) -> String {
        guard x.isFinite else { return "\(x)" }
        // %.6g without Foundation: six significant digits.
        if x != 0, abs(x) >= 1e6 || abs(x) < 1e-4 {
            var exponent = 0, mantissa = abs(x)
            while mantissa >= 10 { mantissa /= 10; exponent += 1 }
            while mantissa < 1 { mantissa *= 10; exponent -= 1 }
            let digits = (mantissa * 100_000).rounded() / 100_000
            return (x < 0 ? "-" : "") + "\(digits)e\(exponent >= 0 ? "+" : "")\(exponent)"
        }
        let r = (x * 1_000_000).rounded() / 1_000_000
        return r == r.rounded() && abs(r) < 1e15 ? String(Int(r)) : String(r)
    }
}
