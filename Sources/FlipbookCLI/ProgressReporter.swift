import FlipbookExport

/// Reports the progress of renders on stderr: a redrawn bar on a terminal, a few plain lines
/// otherwise, nothing with `--quiet`.
package final class ProgressReporter {
    /// How progress shows.
    package enum Style: Equatable, Sendable {
        /// A bar redrawn in place (`\r`), for terminals.
        case bar
        /// A line at 0 %, 25 %, 50 %, 75 % and 100 %, for logs and pipes.
        case lines
        /// Nothing.
        case silent
    }

    /// How this reporter shows progress.
    package let style: Style
    private let output: TextOutput
    private var label = ""
    private var lastQuarter = -1

    /// The style follows the output: a bar on a terminal, lines otherwise, silent when `quiet`.
    package init(output: TextOutput, quiet: Bool) {
        self.output = output
        style = quiet ? .silent : (output.isTerminal ? .bar : .lines)
    }

    /// Starts a task named `label` (the clip being rendered).
    package func begin(_ label: String) {
        self.label = label
        lastQuarter = -1
    }

    /// Shows how far the task is.
    package func update(_ p: RenderProgress) {
        switch style {
        case .silent:
            return
        case .bar:
            let width = 30
            let filled = Int(p.fraction * Double(width))
            let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
            output.write("\r\(label) [\(bar)] \(p.completed)/\(p.total)")
            if p.completed == p.total { output.write("\n") }
        case .lines:
            let quarter = Int(p.fraction * 4)
            guard quarter > lastQuarter else { return }
            lastQuarter = quarter
            output.line("\(label): frame \(p.completed)/\(p.total)")
        }
    }

    /// A note for the user (what was written, how long it took); silent with `--quiet`.
    package func note(_ text: String) {
        if style != .silent { output.line(text) }
    }
}
