// The example of the DocC article "Recording your own clip", verbatim: the test below checks that
// the article still shows exactly this code and runs it.
import Flipbook

/// A card that slides across the screen and fades in, scripted on the application's clock.
func makeSlide() -> Application {
    let app = Application(screenSize: Size(width: 200, height: 120), statusBar: nil,
                          duration: 1, fps: 20, scale: 1)
    let card = View(frame: Rect(x: 10, y: 30, width: 60, height: 60))
    card.backgroundColor = Color(red: 0.9, green: 0.3, blue: 0.2)
    card.alpha = 0.2
    app.window.addSubview(card)
    app.schedule(at: 0.2) {
        View.animate(withDuration: 0.6) {
            card.center.x = 150
            card.alpha = 1
        }
    }
    return app
}

/// Records the slide as a GIF (64 colours, the end held half a second) and a contact sheet.
func recordSlide(into folder: String) throws -> RenderStatistics {
    var recording = Recording(of: makeSlide(), hold: 0.5, jobs: 2)
    recording.gif.colors = 64
    recording.progress = { print("frame \($0.completed) of \($0.total)") }
    let stats = try recording.write(gif: folder + "/slide.gif")
    let sheet = ContactSheet(times: [0, 0.4, 0.6, 1], columns: 2, spacing: 4)
    try sheet.write(of: makeSlide(), to: folder + "/slide-sheet.png")
    return stats
}

import Foundation
import Testing

@Suite struct RecordingExampleTests {
    static let article = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Sources/FlipbookExport/FlipbookExport.docc/RecordingYourClip.md").standardized

    @Test func theArticleShowsThisFilesExample() throws {
        let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        let example = String(source[source.range(of: "import Flipbook\n")!.lowerBound..<source.range(of: "\nimport Foundation")!.lowerBound])
        let text = try String(contentsOf: Self.article, encoding: .utf8)
        #expect(text.contains("```swift\n" + example + "```"))
    }

    @Test func theExampleWritesTheGIFAndTheSheet() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-recording-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let stats = try recordSlide(into: folder)
        #expect(stats.frames == 21)
        let gif = try GIFDecoder.decode(Array(try Data(contentsOf: URL(fileURLWithPath: folder + "/slide.gif"))))
        #expect(gif.width == 200 && gif.height == 120 && gif.frames.count >= 2)
        let sheet = try PNG.read(path: folder + "/slide-sheet.png")
        #expect(sheet.width == 4 + 2 * (200 + 4) && sheet.height == 4 + 2 * (120 + 4))
    }
}
