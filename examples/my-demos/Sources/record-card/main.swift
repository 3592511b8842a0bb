import CardSlide
import FlipbookExport
import Foundation

// The same transition recorded from Swift: a GIF and a contact sheet of start, middle and end.
let folder = CommandLine.arguments.dropFirst().first ?? "."
do {
    var recording = Recording(of: cardPresent(scale: 1), fps: 20, hold: 0.3)
    recording.gif.colors = 64
    let stats = try recording.write(gif: folder + "/card-present-api.gif")
    try ContactSheet(times: [0.2, 0.45, 0.7], columns: 3, spacing: 4)
        .write(of: cardPresent(scale: 1), to: folder + "/card-present-sheet.png")
    print("\(folder)/card-present-api.gif: \(stats.frames) frames")
    print("\(folder)/card-present-sheet.png")
} catch {
    FileHandle.standardError.write(Data("record-card: error: \(error)\n".utf8))
    exit(1)
}
