import Foundation
import FlipbookRaster

/// A sink whose `finish()` runs on a thread of its own, so that the caller can render the next
/// clip while this one is still being encoded.
///
/// A GIF with a global or `.auto` palette is encoded in its sink's `finish()`, after the last
/// frame, on fewer threads than there are cores most of the time; rendering a batch of clips
/// one after the other leaves the cores idle meanwhile. Wrapping each clip's sink in a
/// `BackgroundFinishSink` chained to the previous clip's keeps at most one clip rendering and
/// one encoding at a time, and the outputs appear in clip order:
///
/// ```swift
/// var previous: BackgroundFinishSink?
/// for clip in clips {
///     let sink = BackgroundFinishSink(try makeSink(clip), after: previous)
///     try loop.run(clip, times: clip.frameTimes, into: sink)   // returns once the frames are in
///     try previous?.wait()
///     previous = sink
/// }
/// try previous?.wait()
/// ```
///
/// The wrapped sink's bytes do not change: it receives the same frames and its `finish()` runs
/// exactly once, only after the predecessor's finished without an error. When the predecessor
/// failed, this one is never finished (a sink that is not finished leaves no output), and
/// ``wait()`` throws ``BackgroundFinishError/predecessorFailed``.
public final class BackgroundFinishSink: FrameSink, @unchecked Sendable {
    /// The sink that receives the frames and is finished in the background.
    public let wrapped: FrameSink
    /// Dropped once waited for, so that a chain of clips does not keep every earlier sink alive.
    private var predecessor: BackgroundFinishSink?
    // Guarded by `condition`.
    private let condition = NSCondition()
    private var started = false
    private var outcome: Result<Void, Error>?

    /// Wraps `sink`; its `finish()` waits for `predecessor`'s to end first (nil: no wait).
    public init(_ sink: FrameSink, after predecessor: BackgroundFinishSink? = nil) {
        wrapped = sink
        self.predecessor = predecessor
    }

    public func write(_ frame: Bitmap, index: Int, duration: Double) throws {
        try wrapped.write(frame, index: index, duration: duration)
    }

    public func sampleIndices(frameCount: Int) -> [Int] { wrapped.sampleIndices(frameCount: frameCount) }

    public func writeSample(_ sample: FrameSample) throws { try wrapped.writeSample(sample) }

    /// Starts the wrapped sink's `finish()` on a new thread and returns at once; a second call
    /// does nothing. Its outcome is what ``wait()`` returns or throws.
    public func finish() throws {
        condition.lock()
        defer { condition.unlock() }
        guard !started else { return }
        started = true
        let before = predecessor
        predecessor = nil
        let thread = Thread { [self] in
            let result: Result<Void, Error>
            if let before, !before.succeeded() {
                result = .failure(BackgroundFinishError.predecessorFailed)
            } else {
                result = Result { try wrapped.finish() }
            }
            condition.lock()
            outcome = result
            condition.broadcast()
            condition.unlock()
        }
        thread.name = "flipbook.finish"
        // Encoders may recurse as the render threads do; give them the main thread's stack.
        thread.stackSize = 8 << 20
        thread.start()
    }

    /// Waits until the wrapped sink's `finish()` has returned; rethrows its error.
    /// - Throws: the wrapped sink's error, ``BackgroundFinishError/notFinished`` when
    ///   `finish()` was never called, or ``BackgroundFinishError/predecessorFailed``.
    public func wait() throws {
        condition.lock()
        defer { condition.unlock() }
        guard started else { throw BackgroundFinishError.notFinished }
        while outcome == nil { condition.wait() }
        try outcome!.get()
    }

    /// CPU seconds of the wrapped sink's own threads; complete after ``wait()``.
    public var backgroundCPUSeconds: Double { wrapped.backgroundCPUSeconds }

    /// Whether the wrapped sink finished without an error (waits for it).
    private func succeeded() -> Bool {
        (try? wait()) != nil
    }
}

/// Why a ``BackgroundFinishSink`` did not finish its sink.
public enum BackgroundFinishError: Error, Equatable, CustomStringConvertible {
    /// ``BackgroundFinishSink/wait()`` was called before `finish()`: no render reached the end.
    case notFinished
    /// The sink it was chained after failed, so this one was not finished (no output written).
    case predecessorFailed

    public var description: String {
        switch self {
        case .notFinished: return "the render did not reach its end, so its output was not finished"
        case .predecessorFailed: return "not written: the output rendered before it failed"
        }
    }
}
