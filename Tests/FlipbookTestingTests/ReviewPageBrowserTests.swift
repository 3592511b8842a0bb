import FlipbookCodecs
import FlipbookRaster
@testable import FlipbookTesting
import Foundation
import Testing

/// A `width` × `height` image, `left` in its left half and `right` in its right half, so a
/// screenshot shows whether the image was drawn, where, and which way round.
func halves(_ left: Pixel, _ right: Pixel, width: Int = 40, height: Int = 30) -> Bitmap {
    var bitmap = Bitmap(width: width, height: height, fill: left)
    for y in 0 ..< height {
        for x in width / 2 ..< width { bitmap[x, y] = right }
    }
    return bitmap
}

/// Loads a review page made from real failing comparisons in a real headless browser.
///
/// Needs Debian's `chromium` (scripts/setup.sh installs it). Without it the test is skipped on a
/// developer machine and fails when `CI` is set. Set `FLIPBOOK_REVIEW_SCREENSHOT=/path.png` to
/// keep the screenshot for a look.
@Suite struct ReviewPageBrowserTests {
    static let blue = Pixel(r: 0, g: 128, b: 255, a: 255), amber = Pixel(r: 255, g: 200, b: 0, a: 255)
    static let green = Pixel(r: 0, g: 160, b: 60, a: 255), plum = Pixel(r: 200, g: 0, b: 160, a: 255)

    @Test(.enabled(if: HeadlessChromium.executable != nil || HeadlessChromium.isCI,
                   "chromium is not installed (apt-get install chromium, or run scripts/setup.sh); skipped outside CI"))
    func browserShowsEveryImageOfEveryFailureWhereThePageSaysItIs() throws {
        guard let executable = HeadlessChromium.executable else {
            Issue.record("CI is set but chromium is not on the PATH: run scripts/setup.sh (it installs chromium)")
            return
        }
        let sandbox = try SnapshotSandbox()
        defer { sandbox.remove() }
        try sandbox.record(halves(Self.blue, Self.amber), test: "aColours")
        #expect(sandbox.verify(halves(Self.green, Self.plum), test: "aColours") != nil)
        #expect(sandbox.verify((), as: stripStrategy(middle: Self.green), test: "bSlide") != nil, "records the golden")
        #expect(sandbox.verify((), as: stripStrategy(middle: Self.plum), test: "bSlide") != nil)
        #expect(sandbox.verify(halves(Self.plum, Self.blue), test: "cUnrecorded", environment: ["CI": "true"]) != nil)

        let profile = sandbox.root + "/chromium"
        try FileManager.default.createDirectory(atPath: profile, withIntermediateDirectories: true)
        let browser = HeadlessChromium(executable: executable, profile: profile)

        let dom = try browser.dumpDOM(of: sandbox.page)
        #expect(dom.contains("data-ready=\"true\""), "the page's load handler ran")
        let images = DOMElement.all("img", in: dom)
        #expect(images.count == 5 + 5 + 1, "stage and figures of two mismatches, the actual image of the missing golden")
        for image in images {
            #expect(image["data-loaded"] == "\(image["data-w"] ?? "?")x\(image["data-h"] ?? "?")",
                    "\(image["src"] ?? "?") is decoded at its own size")
        }
        #expect(!dom.contains("<span class=\"missing\""), "no image failed to load")

        let shot = sandbox.root + "/screenshot.png"
        try browser.screenshot(of: sandbox.page, to: shot)
        if let keep = ProcessInfo.processInfo.environment["FLIPBOOK_REVIEW_SCREENSHOT"], !keep.isEmpty {
            try? FileManager.default.removeItem(atPath: keep)
            try FileManager.default.copyItem(atPath: shot, toPath: keep)
        }
        let screen = try PNG.read(path: shot)
        #expect(screen.width == browser.width && screen.height == browser.height)

        let spans = DOMElement.all("span", in: dom)
        let covers = spans.filter { ($0["class"] == "marker" || $0["class"] == "divider") }.compactMap(\.box)
        #expect(covers.count == 2 + 2, "a divider per comparison; a marker on the strip's comparison and on its diff")
        var checked = 0
        for image in images {
            let source = try PNG.read(path: sandbox.artifacts + "/" + (image["src"] ?? "").removingPercentEncoding!)
            let box = try #require(image.box)
            guard box.y + box.height <= screen.height else { continue }
            let zoom = box.width / source.width
            #expect(zoom >= 1 && box.width == source.width * zoom && box.height == source.height * zoom)
            // On the comparison, the actual image lies over the expected one, cut at the slider (50 %).
            let onStage = images.filter { $0.box.map { $0 == box } ?? false }.count == 2
            if onStage && image["class"] == "actual" { continue }
            let actualOnStage = onStage ? try PNG.read(path: sandbox.artifacts + "/" + (image["src"] ?? "")
                .replacingOccurrences(of: ".expected.png", with: ".actual.png")) : nil
            var wrong = 0, samples = 0
            for sy in 0 ..< source.height {
                for sx in 0 ..< source.width {
                    let x = box.x + sx * zoom + zoom / 2, y = box.y + sy * zoom + zoom / 2
                    if covers.contains(where: { near(x, y, edgeOf: $0) }) { continue }
                    let drawn = onStage && x >= box.x + box.width / 2 ? actualOnStage![sx, sy] : source[sx, sy]
                    guard drawn.a == 255 else { continue }  // gaps in a strip show the checkerboard
                    samples += 1
                    if screen[x, y] != drawn { wrong += 1 }
                }
            }
            #expect(wrong == 0, "\(image["src"] ?? "?"): \(wrong) of \(samples) sampled pixels differ from the image")
            #expect(samples * 2 > source.width * source.height)
            checked += 1
        }
        #expect(checked >= 8, "both mismatches' comparison and figures lie inside the screenshot")
    }

    /// True when (x, y) lies within 3 px of the border of `box` (where a marker's outline or the
    /// slider's line is drawn over the image).
    func near(_ x: Int, _ y: Int, edgeOf box: (x: Int, y: Int, width: Int, height: Int)) -> Bool {
        let inside = x >= box.x - 3 && x <= box.x + box.width + 3 && y >= box.y - 3 && y <= box.y + box.height + 3
        let deep = x > box.x + 3 && x < box.x + box.width - 3 && y > box.y + 3 && y < box.y + box.height - 3
        return inside && !deep
    }
}
