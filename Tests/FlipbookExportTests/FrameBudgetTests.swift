import FlipbookExport
import FlipbookGeometry
import FlipbookKit
import FlipbookRaster
import Testing

/// One rule for frame rates and frame counts (`FrameBudget`): `Recording` accepts exactly the
/// renders the command line accepts.
@Suite struct FrameBudgetTests {
    func clip(fps: Double = 10) -> Application {
        Application(screenSize: Size(width: 10, height: 10), statusBar: nil, duration: 1, fps: fps, scale: 1)
    }

    /// 0.01 s at 30 fps is 2 frames, and a hold of 99 998.6 / 30 s rounds to 99 999 copies:
    /// 100 001 frames. The command line refused it; `Recording` compared
    /// `(duration + hold) · fps = 99 998.9` with 99 999 and accepted it, one frame over the cap.
    @Test func recordingRefusesTheFrameOverTheCapAsTheCommandLineDoes() {
        let hold = 99_998.6 / 30
        #expect(throws: FrameBudget.Problem.self) { try FrameBudget.count(duration: 0.01, fps: 30, hold: hold) }
        let recording = Recording(of: clip(), duration: 0.01, fps: 30, hold: hold)
        #expect(throws: RecordingError.self) { try recording.frameTimes() }
    }

    /// 100 000 frames exactly, held copies included, pass both.
    @Test func exactlyTheCapPassesBoth() throws {
        let hold = 99_997.0 / 30
        let count = try FrameBudget.count(duration: 0.05, fps: 30, hold: hold)
        #expect(count.frames == 3 && count.held == 99_997 && count.total == 100_000)
        #expect(try Recording(of: clip(), duration: 0.05, fps: 30, hold: hold).frameTimes().count == 3)
        #expect(try FrameBudget.count(duration: 9999.9, fps: 10).total == 100_000)
        #expect(throws: FrameBudget.Problem.self) { try FrameBudget.count(duration: 10_000, fps: 10) }
    }

    @Test(arguments: [0, 1e-300, 1e-10, 0.009, 1000.5, .infinity, -.infinity, .nan, -30])
    func framesPerSecondOutsideTheRuleAreRefusedEverywhere(fps: Double) {
        #expect(FrameBudget.fpsProblem(fps) == "expected frames per second from 0.01 to 1000")
        let recording = Recording(of: clip(), fps: fps)
        #expect(throws: RecordingError.self) { try recording.frameTimes() }
    }

    @Test(arguments: [0.01, 1, 30, 1000])
    func framesPerSecondInsideTheRuleAreAccepted(fps: Double) throws {
        #expect(FrameBudget.fpsProblem(fps) == nil)
        #expect(try Recording(of: clip(), fps: fps).frameTimes().count >= 2)
    }

    @Test func holdsAreBoundedAndFinite() {
        #expect(FrameBudget.holdProblem(3600) == nil)
        #expect(FrameBudget.holdProblem(3600.5) == "expected seconds from 0 to 3600")
        #expect(FrameBudget.holdProblem(.nan) != nil)
        #expect(FrameBudget.holdProblem(-1) != nil)
    }

    /// Products that overflow never reach an integer conversion.
    @Test func hugeSpansAreProblemsNotTraps() {
        #expect(throws: FrameBudget.Problem.spanTooLong(duration: 1e308, fps: 1000)) {
            try FrameBudget.count(duration: 1e308, fps: 1000)
        }
        #expect(throws: FrameBudget.Problem.self) { try FrameBudget.count(duration: 1, fps: 1000, hold: 1e308) }
    }
}
