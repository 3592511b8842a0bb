import FlipbookKit
import FlipbookKitTesting
import FlipbookSwiftTesting
import FlipbookTesting

/// Scale of the filmstrip frames: half a point per pixel (188 × 334 px per frame), small enough
/// to keep each golden near 100 KB, large enough to see a 4 pt bar.
let filmstripScale = 0.5

/// Renders `script` at `times` into one filmstrip and compares it with the golden `name`
/// (`__Goldens__/<Suite>/filmstrip.<name>.png`), with the tolerance the demo goldens use.
func assertFilmstrip(_ script: @escaping () -> Application, at times: [Double], named name: String,
                     fileID: String = #fileID, filePath: String = #filePath, function: String = #function,
                     line: Int = #line, column: Int = #column) {
    assertSnapshot(of: ApplicationScript(script), as: .filmstrip(times: times, scale: filmstripScale),
                   named: name, tolerance: Tolerance(maxChannelDelta: 4, maxDifferingPixels: .fraction(0.005)),
                   fileID: fileID, filePath: filePath, function: function, line: line, column: column)
}

/// Start, 25 %, 50 %, 75 % and end of a transition that starts at `start` and lasts `duration`
/// seconds, plus one frame 0.1 s after the end (where the completion has run).
func transitionTimes(start: Double, duration: Double) -> [Double] {
    [0, 0.25, 0.5, 0.75, 1].map { start + $0 * duration } + [start + duration + 0.1]
}
