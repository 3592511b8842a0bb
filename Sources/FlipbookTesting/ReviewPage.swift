import Foundation

/// The review page, `<artifacts>/index.html`: every current golden failure with its images, a
/// slider and an onion skin between expected and actual, its numbers and, for filmstrips, the
/// frames that differ.
///
/// One self-contained file (inline CSS and JavaScript, no network) that refers to the images by
/// relative path, so it works straight from `file://` and from a downloaded CI artifact. Its
/// bytes depend only on the records, listed in suite, test and variant order.
enum ReviewPage {
    /// The page for `records`, naming the sidecar files in `unreadable` that could not be decoded.
    static func html(records: [FailureRecord], unreadable: [String]) -> String {
        var page = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(records.count) golden \(records.count == 1 ? "failure" : "failures") · Flipbook</title>
        <style>\(style)</style>
        <script>\(script)</script>
        </head>
        <body>
        <header>
        <h1>\(records.count) golden \(records.count == 1 ? "failure" : "failures")</h1>
        <p>Rebuilt by FlipbookTesting whenever a golden assertion fails or passes. A failure stays listed
        until its test passes again; delete this folder to start afresh.</p>
        <p class="zoom">Zoom <select id="zoom" aria-label="Zoom"><option value="auto" selected>auto</option>
        <option value="1">1×</option><option value="2">2×</option><option value="4">4×</option><option value="8">8×</option></select></p>
        <ol class="toc">

        """
        for (index, record) in records.enumerated() {
            page += "<li><a href=\"#failure-\(index + 1)\">\(escape(record.title))</a> <span class=\"badge \(record.kind.rawValue)\">\(escape(badge(record)))</span></li>\n"
        }
        page += "</ol>\n"
        if !unreadable.isEmpty {
            page += "<p class=\"warning\">These failure records could not be read (delete them): "
                + unreadable.map { "<code>\(escape($0))</code>" }.joined(separator: ", ") + "</p>\n"
        }
        page += "</header>\n"
        for (index, record) in records.enumerated() {
            page += section(record, id: "failure-\(index + 1)")
        }
        return page + "</body>\n</html>\n"
    }

    /// A failure's short status for the table of contents.
    static func badge(_ record: FailureRecord) -> String {
        switch record.kind {
        case .mismatch: return record.rerecorded ? "differs · re-recorded" : "differs"
        case .missingGolden: return "no golden"
        case .unreadableGolden: return "unreadable golden"
        }
    }

    /// One failure: heading, status, numbers, frames, comparison, images and the full message.
    static func section(_ record: FailureRecord, id: String) -> String {
        let widest = max(record.actualSize.width, record.expectedSize?.width ?? 0, 1)
        let zoom = min(8, max(1, 640 / widest)), thumbZoom = min(zoom, max(1, 280 / widest))
        var html = "<section class=\"failure \(record.kind.rawValue)\" id=\"\(id)\" data-zoom=\"\(zoom)\" data-thumb-zoom=\"\(thumbZoom)\">\n"
        html += "<h2>\(escape(record.suite))/<b>\(escape(record.test))</b>.\(escape(record.variant))</h2>\n"
        html += "<p class=\"status\">\(escape(status(record)))</p>\n"
        html += numbers(record)
        if let frames = record.frames { html += framesTable(frames, record: record) }
        let differing = differingFrames(record)
        if let expected = record.images["expected"], let actual = record.images["actual"], let expectedSize = record.expectedSize {
            html += """
            <div class="compare" data-mode="slider">
            <div class="stage" style="\(box(max(expectedSize.width, record.actualSize.width), max(expectedSize.height, record.actualSize.height), zoom))">
            \(image(expected, kind: "expected", size: expectedSize, zoom: zoom, alt: "expected"))
            \(image(actual, kind: "actual", size: record.actualSize, zoom: zoom, alt: "actual"))
            <span class="divider"></span>
            \(markers(differing, width: record.actualSize.width))</div>
            <div class="controls">
            <label><input type="radio" name="mode-\(id)" value="slider" checked> Slider</label>
            <label><input type="radio" name="mode-\(id)" value="onion"> Onion skin</label>
            <input type="range" min="0" max="100" value="50" aria-label="Expected ↔ actual">
            <span class="legend" data-slider="left of the line: expected · right: actual" data-onion="actual over expected at">left of the line: expected · right: actual</span>
            </div>
            </div>

            """
        }
        html += "<div class=\"figures\">\n"
        for kind in ["expected", "actual", "diff"] {
            guard let path = record.images[kind] else { continue }
            let size = kind == "expected" ? (record.expectedSize ?? record.actualSize)
                : kind == "diff" ? FailureRecord.Size(width: widest, height: max(record.actualSize.height, record.expectedSize?.height ?? 0))
                : record.actualSize
            html += "<figure><div class=\"frame\">\(image(path, kind: kind, size: size, zoom: thumbZoom, alt: kind))"
            if kind == "diff" { html += markers(differing, width: record.actualSize.width) }
            html += "</div><figcaption><a href=\"\(urlPath(path))\">\(kind)</a> · \(size.width)×\(size.height) px</figcaption></figure>\n"
        }
        html += "</div>\n"
        html += "<details><summary>Failure message</summary><pre>\(escape(record.message))</pre></details>\n"
        return html + "</section>\n"
    }

    static func status(_ record: FailureRecord) -> String {
        switch record.kind {
        case .mismatch:
            return record.rerecorded
                ? "Did not match its golden; the golden was re-recorded from the actual image. Check it before committing."
                : "Does not match its golden."
        case .missingGolden:
            return "No golden, and the record mode is never: only the actual image was written."
        case .unreadableGolden:
            return "The golden cannot be read: only the actual image was written."
        }
    }

    /// The comparison's numbers, the golden's path and the re-record command.
    static func numbers(_ record: FailureRecord) -> String {
        var rows: [(key: String, html: String)] = []
        if let n = record.numbers {
            let share = Tolerance.percent(n.pixelCount == 0 ? 0 : Double(n.differingPixels) / Double(n.pixelCount))
            rows.append(("Differing pixels", escape("\(n.differingPixels) of \(n.pixelCount) (\(share)) differ by more than "
                + "\(n.maxChannelDelta) per channel; allowed: \(n.allowedDifferingPixels)")))
            rows.append(("Changed at all", "\(n.changedPixels) pixels"))
            var largest = "\(n.largestChannelDelta) of 255"
            if let x = n.largestDeltaX, let y = n.largestDeltaY { largest += " at (\(x), \(y))" }
            rows.append(("Max channel difference", largest))
            rows.append(("Tolerance", escape(n.tolerance)))
        }
        var size = "actual \(record.actualSize.width)×\(record.actualSize.height) px"
        if let expected = record.expectedSize {
            size = "expected \(expected.width)×\(expected.height) px, " + size
            if expected != record.actualSize { size += " — the sizes differ" }
        }
        rows.append(("Size", escape(size)))
        rows.append(("Golden", "<code>\(escape(record.golden))</code>"))
        rows.append(("Re-record", "<code>\(escape(record.recordCommand))</code>"))
        return "<dl class=\"numbers\">\n" + rows.map { key, html in "<dt>\(key)</dt><dd>\(html)</dd>\n" }.joined() + "</dl>\n"
    }

    /// The filmstrip's frames with each column's own numbers; frames that differ are marked.
    static func framesTable(_ frames: [FailureRecord.Frame], record: FailureRecord) -> String {
        let differing = differingFrames(record)
        var summary: String
        if frames.contains(where: { $0.differingPixels == nil }) {
            summary = record.kind == .mismatch
                ? "The strips differ in size, so their frames cannot be compared one by one; the times are the actual strip's."
                : "Frames of the actual strip."
        } else if differing.isEmpty {
            summary = "No frame differs by more than the tolerance on its own."
        } else {
            summary = "Frames that differ: " + differing.map(\.label).joined(separator: ", ") + "."
        }
        var html = "<p class=\"frames-summary\">\(escape(summary))</p>\n<table class=\"frames\">\n"
            + "<tr><th>Frame</th><th>Time</th><th>Columns (px)</th><th>Differing pixels</th><th>Changed pixels</th><th>Max channel difference</th></tr>\n"
        for (index, frame) in frames.enumerated() {
            let state = frame.differingPixels.map { $0 > 0 ? "differs" : "same" } ?? "unknown"
            // A click on a compared frame moves the slider to the frame's middle.
            let split = frame.differingPixels == nil ? ""
                : " data-split=\"\(Int((Double(frame.x) + Double(frame.width) / 2) / Double(max(record.actualSize.width, 1)) * 100))\" title=\"Move the slider onto this frame\""
            html += "<tr class=\"\(state)\"\(split)><td>\(index + 1)</td><td>\(escape(frame.label))</td>"
                + "<td>\(frame.x)–\(frame.x + frame.width - 1)</td>"
                + "<td>\(frame.differingPixels.map(String.init) ?? "–")</td><td>\(frame.changedPixels.map(String.init) ?? "–")</td>"
                + "<td>\(frame.largestChannelDelta.map(String.init) ?? "–")</td></tr>\n"
        }
        return html + "</table>\n"
    }

    static func differingFrames(_ record: FailureRecord) -> [FailureRecord.Frame] {
        (record.frames ?? []).filter { ($0.differingPixels ?? 0) > 0 }
    }

    /// Outlines over the differing frames' columns, positioned in percent of the strip's width
    /// so they follow the zoom.
    static func markers(_ frames: [FailureRecord.Frame], width: Int) -> String {
        frames.map { frame in
            let left = Double(frame.x) / Double(width) * 100, span = Double(frame.width) / Double(width) * 100
            return "<span class=\"marker\" style=\"left:\(percent(left));width:\(percent(span))\">\(escape(frame.label))</span>"
        }.joined()
    }

    static func image(_ path: String, kind: String, size: FailureRecord.Size, zoom: Int, alt: String) -> String {
        "<img class=\"\(kind)\" src=\"\(urlPath(path))\" alt=\"\(alt)\" data-w=\"\(size.width)\" data-h=\"\(size.height)\" "
            + "style=\"\(box(size.width, size.height, zoom))\" onload=\"flipbookLoaded(this)\" onerror=\"flipbookMissing(this)\">"
    }

    static func box(_ width: Int, _ height: Int, _ zoom: Int) -> String {
        "width:\(width * zoom)px;height:\(height * zoom)px"
    }

    static func percent(_ value: Double) -> String {
        String(format: "%.4f%%", value)
    }

    /// `text` with `&`, `<`, `>`, `"` and `'` escaped for HTML text and attributes.
    static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.count)
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(character)
            }
        }
        return out
    }

    /// A relative path as a URL path: each component percent-encoded (spaces, `#`, `?`, `%`…).
    static func urlPath(_ path: String) -> String {
        var allowed = CharacterSet.alphanumerics.intersection(CharacterSet(charactersIn: Unicode.Scalar(0) ..< Unicode.Scalar(128)))
        allowed.insert(charactersIn: "-._~")
        return path.split(separator: "/", omittingEmptySubsequences: false).map {
            String($0).addingPercentEncoding(withAllowedCharacters: allowed) ?? String($0)
        }.joined(separator: "/")
    }
}
