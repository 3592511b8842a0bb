import Testing
import FlipbookExport
import FlipbookKit
import FlipbookGeometry

/// A recording's frame cap counts the held copies of the end state, as the command line's does.
@Suite struct RecordingLimitTests {
    func clip() -> Application {
        Application(screenSize: Size(width: 10, height: 10), statusBar: nil, duration: 1, fps: 10, scale: 1)
    }

    @Test func heldFramesCountTowardsTheFrameCap() throws {
        var recording = Recording(of: clip(), hold: 10)
        recording.maxFrames = 100
        // 1 s + 10 s held at 10 fps is 111 frames: over a cap of 100, though the clip alone is 11.
        #expect(throws: RecordingError.tooManyFrames(duration: 11, fps: 10, limit: 100)) {
            try recording.frameTimes()
        }
        recording.hold = 8
        #expect(try recording.frameTimes().count == 11)
    }
}
