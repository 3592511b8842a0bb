/// The porting report (`PORTING.md`) and the counts behind it.
public enum PortReport {
    /// Lines of a Swift source that hold code (neither blank nor only a comment).
    public static func codeLines(_ source: String) -> Int {
        guard let tokens = try? SwiftTokenizer.tokenize(source) else {
            return source.split(separator: "\n").filter { !$0.allSatisfy(\.isWhitespace) }.count
        }
        var lines: Set<Int> = []
        for t in tokens where !t.isTrivia {
            let breaks = t.text.utf8.filter { $0 == 0x0A }.count
            lines.formUnion(t.line...(t.line + breaks))
        }
        return lines.count
    }

    /// The report of `port` as Markdown.
    public static func markdown(for port: AppPort, appName: String) -> String {
        var lines = ["# Porting report: \(appName)", "",
                     "Written by `flipbook port`. The package's target `\(port.targetName)` holds the app's Swift files "
                     + "with the rewrites below; the lines under “Not converted” are left for a hand edit.", ""]
        let changedLines = Set(port.sources.flatMap { s in s.changes.map { "\(s.path):\($0.line)" } })
        let total = port.sources.reduce(0) { $0 + Self.codeLines($1.original) }
        lines.append("- Swift files: \(port.sources.count), \(total) code lines")
        lines.append("- Lines changed by the command: \(changedLines.count)")
        for kind in RewriteKind.allCases {
            let count = port.sources.reduce(0) { $0 + $1.changes.filter { $0.kind == kind }.count }
            if count > 0 { lines.append("  - \(kind.summary): \(count)") }
        }
        lines.append("- Lines not converted: \(port.refusals.count)")
        lines.append("- Resources copied: \(port.resources.count)")
        lines.append("- Files skipped: \(port.skipped.count)")
        lines.append("")
        lines.append("## Not converted")
        lines.append("")
        if port.refusals.isEmpty { lines.append("None.") }
        for r in port.refusals {
            lines.append("- `\(r.file):\(r.line)`: \(r.reason)")
            if !r.source.isEmpty { lines.append("  `\(r.source.replacingBackticks)`") }
        }
        lines.append("")
        lines.append("## Skipped files")
        lines.append("")
        if port.skipped.isEmpty { lines.append("None.") }
        for s in port.skipped { lines.append("- `\(s.path)`: \(s.reason)") }
        lines.append("")
        let renamed = port.sources.filter { !$0.outputPath.isEmpty && $0.outputPath != $0.path }
        if !renamed.isEmpty {
            lines.append("## Renamed files")
            lines.append("")
            lines.append("Two or more files have one name, which SwiftPM cannot build into one target (their objects "
                         + "would clash): each is written under a name made of its path.")
            lines.append("")
            for s in renamed { lines.append("- `\(s.path)` → `\(s.outputPath)`") }
            lines.append("")
        }
        lines.append("## Files")
        lines.append("")
        for s in port.sources { lines.append("- `\(s.path)`: \(Self.codeLines(s.original)) code lines") }
        lines.append("")
        lines.append("## Changed lines")
        lines.append("")
        for s in port.sources {
            var byLine: [Int: [RewriteKind]] = [:]
            for c in s.changes { byLine[c.line, default: []].append(c.kind) }
            for line in byLine.keys.sorted() {
                lines.append("- `\(s.path):\(line)`: " + byLine[line]!.map(\.rawValue).joined(separator: ", "))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

extension String {
    var replacingBackticks: String { split(separator: "`", omittingEmptySubsequences: false).joined(separator: "'") }
}
