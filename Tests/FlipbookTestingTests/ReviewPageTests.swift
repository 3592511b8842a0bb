import FlipbookCodecs
import FlipbookRaster
@testable import FlipbookTesting
import Foundation
import Testing

/// A frame of `width` × `height` filled with `colour`, for filmstrips whose frames differ in colour only.
func solidFrame(_ colour: Pixel, width: Int = 20, height: Int = 12) -> Bitmap {
    Bitmap(width: width, height: height, fill: colour)
}

extension SnapshotSandbox {
    var page: String { artifacts + "/index.html" }

    func sidecar(_ test: String, variant: String = "image") -> String {
        artifacts + "/MySuite/\(test).\(variant).failure.json"
    }

    func record(of test: String, variant: String = "image") throws -> FailureRecord {
        try FailureRecord.decode(AtomicFile.read(sidecar(test, variant: variant)))
    }

    func pageText() throws -> String {
        String(decoding: try AtomicFile.read(page), as: UTF8.self)
    }

    /// Every regular file under the artifacts folder except the lock, relative to it.
    func artifactFiles() -> [String] {
        let walker = FileManager.default.enumerator(atPath: artifacts)
        var files: [String] = []
        while let path = walker?.nextObject() as? String {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: artifacts + "/" + path, isDirectory: &isFolder),
               !isFolder.boolValue && path != FailureReview.lockName { files.append(path) }
        }
        return files.sorted()
    }

    /// Verifies a value with any strategy as test `test` of `MySuite`.
    func verify<Value>(_ value: Value, as strategy: Snapshotting<Value>, test: String, tolerance: Tolerance = .exact,
                       environment extra: [String: String] = [:]) -> String? {
        SnapshotVerifier.verify(value, as: strategy, tolerance: tolerance, environment: environment(extra),
                                filePath: filePath, function: test + "()")
    }
}

/// A three-frame filmstrip strategy whose frame at t = 0.5 has `middle` as its colour.
func stripStrategy(middle: Pixel) -> Snapshotting<Void> {
    .filmstrip(times: [0, 0.5, 1]) { _, time in
        solidFrame(time == 0.5 ? middle : Pixel(r: 30, g: 90, b: 200, a: 255))
    }
}

@Suite struct ReviewPageTests {
    @Test func failureWritesASidecarWithTheNumbersAndAPageShowingIt() throws {
        let sandbox = try SnapshotSandbox()
        defer { sandbox.remove() }
        try sandbox.record(redSquare, test: "button")
        let message = try #require(sandbox.verify(redSquare(shifting: [(1, 2, 100), (3, 0, 30)]), test: "button"))
        #expect(message.hasSuffix("\nReview page: \(sandbox.page)"))

        let record = try sandbox.record(of: "button")
        #expect(record.kind == .mismatch && !record.rerecorded)
        #expect(record.images == ["expected": "MySuite/button.image.expected.png", "actual": "MySuite/button.image.actual.png",
                                  "diff": "MySuite/button.image.diff.png"])
        #expect(record.numbers == FailureRecord.Numbers(differingPixels: 2, changedPixels: 2, pixelCount: 16,
                                                        allowedDifferingPixels: 0, largestChannelDelta: 100,
                                                        largestDeltaX: 1, largestDeltaY: 2, maxChannelDelta: 0, tolerance: "exact"))
        #expect(record.frames == nil)
        #expect(record.recordCommand == "FLIPBOOK_RECORD=failed swift test --filter MySuite/button")

        let page = try sandbox.pageText()
        #expect(page.contains("<title>1 golden failure · Flipbook</title>"))
        #expect(page.contains("<h2>MySuite/<b>button</b>.image</h2>"))
        for kind in ["expected", "actual", "diff"] {
            #expect(page.contains("src=\"MySuite/button.image.\(kind).png\""))
        }
        #expect(page.contains("2 of 16 (12.5%) differ by more than 0 per channel; allowed: 0"))
        #expect(page.contains("<dd>100 of 255 at (1, 2)</dd>"))
        #expect(page.contains("<dd>expected 4×4 px, actual 4×4 px</dd>"))
        #expect(page.contains("type=\"range\"") && page.contains("value=\"onion\""), "slider and onion skin")
        #expect(!page.contains("http://") && !page.contains("https://"), "the page loads nothing from the network")
    }

    @Test func passingAgainRemovesTheArtifactsAndFinallyThePage() throws {
        let sandbox = try SnapshotSandbox()
        defer { sandbox.remove() }
        for test in ["first", "second"] {
            try sandbox.record(redSquare, test: test)
            #expect(sandbox.verify(redSquare(shifting: [(0, 0, 9)]), test: test) != nil)
        }
        #expect(try sandbox.pageText().contains("<title>2 golden failures · Flipbook</title>"))
        #expect(sandbox.artifactFiles().count == 9, "3 images and a sidecar per failure, and the page")

        #expect(sandbox.verify(redSquare, test: "first") == nil)
        #expect(sandbox.artifactFiles() == ["MySuite/second.image.actual.png", "MySuite/second.image.diff.png",
                                            "MySuite/second.image.expected.png", "MySuite/second.image.failure.json",
                                            "index.html"])
        let page = try sandbox.pageText()
        #expect(page.contains("<title>1 golden failure · Flipbook</title>") && !page.contains("first"))

        #expect(sandbox.verify(redSquare, test: "second") == nil)
        #expect(sandbox.artifactFiles() == [], "no failure left: no images, no sidecars, no page")
    }

    @Test func filmstripFailureNamesTheFrameThatDiffers() throws {
        let sandbox = try SnapshotSandbox()
        defer { sandbox.remove() }
        let green = Pixel(r: 0, g: 200, b: 0, a: 255), greener = Pixel(r: 0, g: 230, b: 0, a: 255)
        #expect(sandbox.verify((), as: stripStrategy(middle: green), test: "slide") != nil, "records the golden")
        let message = try #require(sandbox.verify((), as: stripStrategy(middle: greener), test: "slide"))
        #expect(message.contains("240 of "))

        let record = try sandbox.record(of: "slide", variant: "filmstrip")
        let frames = try #require(record.frames)
        let columns = Filmstrip.layout([0, 0.5, 1].map { (time: $0, bitmap: solidFrame(green)) })
        #expect(frames.map(\.label) == ["t=0s", "t=0.5s", "t=1s"])
        #expect(frames.map(\.x) == columns.map(\.x) && frames.map(\.width) == columns.map(\.width))
        #expect(frames.map(\.differingPixels) == [0, 240, 0], "20 × 12 pixels of the middle frame changed")
        #expect(frames.map(\.largestChannelDelta) == [0, 30, 0])

        let page = try sandbox.pageText()
        #expect(page.contains("Frames that differ: t=0.5s."))
        #expect(page.components(separatedBy: "<tr class=\"differs\"").count == 2)
        let middle = Int((Double(columns[1].x) + Double(columns[1].width) / 2) / Double(columns[2].x + columns[2].width) * 100)
        #expect(page.contains("<tr class=\"differs\" data-split=\"\(middle)\""), "a click on the row moves the slider onto the frame")
        #expect(page.components(separatedBy: "<span class=\"marker\"").count == 3, "on the comparison and on the diff")
        let strip = Double(columns.last!.x + columns.last!.width)
        #expect(page.contains(String(format: "left:%.4f%%;width:%.4f%%", Double(columns[1].x) / strip * 100,
                                     Double(columns[1].width) / strip * 100)))
    }

    @Test func filmstripColumnsFollowAWholeStripDownscale() throws {
        let strategy = stripStrategy(middle: .clear).downscaled(by: 2)
        let rendered = try strategy.render(())
        let full = try #require(try stripStrategy(middle: .clear).render(()).frames)
        #expect(rendered.frames == full.map { FilmstripFrame(time: $0.time, x: $0.x / 2, width: ($0.x + $0.width + 1) / 2 - $0.x / 2) })
        #expect(rendered.frames?.last.map { $0.x + $0.width } == rendered.bitmap.width)
        #expect(try strategy.pullback { (_: Int) in () }.render(7).frames == rendered.frames, "pullback keeps the layout")
    }

    @Test func sizeMismatchedStripsKeepTheirTimesButGetNoPerFrameNumbers() throws {
        let sandbox = try SnapshotSandbox()
        defer { sandbox.remove() }
        let narrow = Snapshotting<Void>.filmstrip(times: [0, 1]) { _, _ in solidFrame(.clear, width: 30) }
        let wide = Snapshotting<Void>.filmstrip(times: [0, 1]) { _, _ in solidFrame(.clear, width: 40) }
        _ = sandbox.verify((), as: narrow, test: "grow")
        #expect(sandbox.verify((), as: wide, test: "grow") != nil)
        let frames = try #require(try sandbox.record(of: "grow", variant: "filmstrip").frames)
        #expect(frames.map(\.label) == ["t=0s", "t=1s"] && frames.allSatisfy { $0.differingPixels == nil })
        #expect(try sandbox.pageText().contains("The strips differ in size, so their frames cannot be compared one by one"))
    }

    @Test func missingGoldenOnCIShowsOnlyTheActualImageAndDropsStaleOnes() throws {
        let sandbox = try SnapshotSandbox()
        defer { sandbox.remove() }
        try sandbox.record(redSquare, test: "gone")
        #expect(sandbox.verify(redSquare(shifting: [(2, 2, 50)]), test: "gone") != nil)
        try FileManager.default.removeItem(atPath: sandbox.golden("gone"))

        let message = try #require(sandbox.verify(redSquare, test: "gone", environment: ["CI": "true"]))
        #expect(message.contains("record mode is never") && message.hasSuffix("Review page: \(sandbox.page)"))
        #expect(sandbox.artifactFiles() == ["MySuite/gone.image.actual.png", "MySuite/gone.image.failure.json", "index.html"],
                "the old expected and diff images are gone")
        let record = try sandbox.record(of: "gone")
        #expect(record.kind == .missingGolden && record.images == ["actual": "MySuite/gone.image.actual.png"])
        #expect(record.recordCommand == "FLIPBOOK_RECORD=missing swift test --filter MySuite/gone")
        let page = try sandbox.pageText()
        #expect(page.contains("no golden") && !page.contains("class=\"compare\""))

        #expect(sandbox.verify(redSquare, test: "gone") != nil, "records the golden on a developer machine")
        #expect(sandbox.artifactFiles() == [], "a recorded golden leaves no failure behind")
    }

    @Test func rerecordedMismatchStaysOnThePageForReview() throws {
        let sandbox = try SnapshotSandbox()
        defer { sandbox.remove() }
        try sandbox.record(redSquare, test: "moved")
        #expect(sandbox.verify(redSquare(shifting: [(0, 1, 4)]), test: "moved", environment: ["FLIPBOOK_RECORD": "failed"]) != nil)
        #expect(try sandbox.record(of: "moved").rerecorded)
        #expect(try sandbox.pageText().contains("the golden was re-recorded from the actual image"))
        #expect(sandbox.verify(redSquare(shifting: [(0, 1, 4)]), test: "moved") == nil)
        #expect(sandbox.artifactFiles() == [])
    }

    @Test func namesAreEscapedAndPathsPercentEncoded() throws {
        let sandbox = try SnapshotSandbox()
        defer { sandbox.remove() }
        let strategy = Snapshotting<Bitmap>.image
        func check() -> String? {
            SnapshotVerifier.verify(redSquare(shifting: [(0, 0, 1)]), as: strategy, named: "a&b", suite: "My Suite<1>#",
                                    environment: sandbox.environment(), filePath: sandbox.filePath, function: "odd()")
        }
        _ = check()
        try FileManager.default.createDirectory(atPath: sandbox.root + "/Tests/__Goldens__/My Suite<1>#", withIntermediateDirectories: true)
        try PNG.write(redSquare, path: sandbox.root + "/Tests/__Goldens__/My Suite<1>#/odd.a&b.png")
        #expect(check() != nil)
        let page = try sandbox.pageText()
        #expect(page.contains("<h2>My Suite&lt;1&gt;#/<b>odd</b>.a&amp;b</h2>"))
        #expect(page.contains("src=\"My%20Suite%3C1%3E%23/odd.a%26b.actual.png\""))
    }

    @Test func unreadableSidecarIsNamedOnThePage() throws {
        let sandbox = try SnapshotSandbox()
        defer { sandbox.remove() }
        try sandbox.record(redSquare, test: "real")
        #expect(sandbox.verify(redSquare(shifting: [(0, 0, 1)]), test: "real") != nil)
        try AtomicFile.write(Array("{ not json".utf8), to: sandbox.sidecar("junk"))
        try FailureReview.rebuild(root: sandbox.artifacts)
        let page = try sandbox.pageText()
        #expect(page.contains("<title>1 golden failure · Flipbook</title>"))
        #expect(page.contains("could not be read (delete them): <code>MySuite/junk.image.failure.json</code>"))
    }
}
