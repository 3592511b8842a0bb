import Foundation

/// `flipbook render --manifest [path] [--check]`: keeps the outputs a render manifest lists up
/// to date, or (with `--check`) says which are not.
enum ManifestCommand {
    /// The options `render` gains for manifests.
    static let options: [OptionSpec] = [
        OptionSpec("manifest", help: "Render what the manifest (the argument, default flipbook.json) lists and is out of date."),
        OptionSpec("check", help: "With --manifest: render nothing; list stale outputs and exit 1 if there are any."),
    ]

    /// The manifest file used when the command line names none, in the working directory.
    static let defaultFile = "flipbook.json"

    /// The options that may accompany `--manifest`; every other one belongs in the manifest.
    private static let accepted: Set<String> = ["manifest", "check", "quiet", "jobs"]

    /// Runs `render --manifest`.
    /// - Throws: ``CLIError``: 1 when `--check` finds stale outputs, 64 for a wrong command line,
    ///   65 for a bad manifest or state file, 66 for a missing manifest or input, 73 when an
    ///   output or the state file cannot be written.
    static func run(_ args: ParsedArguments, _ context: CommandContext) throws {
        guard args.flag("manifest") else {
            throw CLIError.usage("--check needs --manifest: 'render --manifest [flipbook.json] --check'", command: args.command)
        }
        if let extra = (Array(args.values.keys) + Array(args.flags)).sorted().first(where: { !accepted.contains($0) }) {
            throw CLIError.usage("--\(extra) cannot be combined with --manifest; set render options in the manifest's "
                                 + "\"options\" (only --check, --jobs and --quiet go on the command line)", command: args.command)
        }
        guard args.positionals.count <= 1 else {
            throw CLIError.usage("--manifest takes one manifest file; unexpected '\(args.positionals[1])'", command: args.command)
        }
        var file = args.positionals.first ?? defaultFile
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: file, isDirectory: &isDirectory), isDirectory.boolValue {
            file = (file as NSString).appendingPathComponent(defaultFile)
        }
        let jobs = try args.integer("jobs", in: 1...256)
        do {
            let manifest = try RenderManifest.load(path: file, demos: context.engine.demos.map(\.name),
                                                     demoFlags: context.engine.demoFlags)
            let run = ManifestRun(manifest: manifest, context: context, jobs: jobs)
            if args.flag("check") { try run.check() } else { try run.render() }
        } catch let error as ManifestError {
            throw error.cliError
        }
    }
}

/// One run over a loaded manifest.
struct ManifestRun {
    let manifest: RenderManifest
    let context: CommandContext
    let jobs: Int?

    /// An output with what makes it stale.
    private struct Status {
        var output: RenderManifest.Output
        var fingerprint: ManifestFingerprint
        var reasons: [ManifestStaleness]
    }

    private func statuses(_ state: ManifestState) throws -> [Status] {
        var hasher = ManifestHasher(manifest: manifest, engine: context.engine)
        return try manifest.outputs.map { output in
            let fingerprint = try hasher.fingerprint(of: output)
            let onDisk = try ManifestHasher.digest(ofOutput: manifest.resolve(output.path), kind: output.kind)
            return Status(output: output, fingerprint: fingerprint,
                          reasons: ManifestStaleness.reasons(current: fingerprint, record: state.records[output.path], onDisk: onDisk))
        }
    }

    private func describe(_ reasons: [ManifestStaleness]) -> String {
        reasons.map(\.rawValue).joined(separator: ", ")
    }

    /// Lists the stale outputs on stdout and fails with exit 1 when there is one.
    func check() throws {
        let all = try statuses(try ManifestState.load(path: manifest.statePath))
        let stale = all.filter { !$0.reasons.isEmpty }
        for s in stale { context.stdout.line("stale       \(s.output.path): \(describe(s.reasons))") }
        guard stale.isEmpty else {
            let tool = context.engine.toolName
            throw CLIError(.failure, "\(stale.count) of \(all.count) outputs of \(manifest.file) are out of date; run "
                           + "'\(tool) render --manifest \(manifest.file)' and commit the outputs with "
                           + "\((manifest.statePath as NSString).lastPathComponent)")
        }
        context.stdout.line("\(manifest.file): all \(all.count) outputs up to date")
    }

    /// Renders every stale output, one line per output, recording each in the state file as soon
    /// as it is written so that an interrupted run keeps what it finished.
    func render() throws {
        let original = try ManifestState.load(path: manifest.statePath)
        var state = original
        // Records of outputs the manifest no longer lists are dropped.
        let listed = Set(manifest.outputs.map(\.path))
        state.records = state.records.filter { listed.contains($0.key) }
        var rendered = 0
        let all = try statuses(original)
        // A still or GIF path that is an existing folder would get a file written inside it
        // (`still -o folder` writes folder/<name>.png): refused before anything is written.
        for status in all where !status.reasons.isEmpty && status.output.kind != .frames {
            var isDirectory: ObjCBool = false
            let path = manifest.resolve(status.output.path)
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
                throw CLIError(.cannotCreate, "\(manifest.file): \(status.output.keyPath): \(status.output.path) is a folder; "
                               + "a \(status.output.kind.key) output is a file. Remove the folder or give another path")
            }
        }
        for status in all {
            let path = status.output.path
            guard !status.reasons.isEmpty else {
                context.stdout.line("up to date  \(path)")
                continue
            }
            try renderOutput(status.output)
            guard let digest = try ManifestHasher.digest(ofOutput: manifest.resolve(path), kind: status.output.kind) else {
                throw CLIError(.failure, "\(path): the render finished but wrote nothing there")
            }
            state.records[path] = ManifestState.Record(fingerprint: status.fingerprint, output: digest)
            try state.write(to: manifest.statePath)
            rendered += 1
            context.stdout.line("rendered    \(path) (\(describe(status.reasons)))")
        }
        if state != original, rendered == 0 { try state.write(to: manifest.statePath) }
        context.stdout.line("\(manifest.file): \(rendered) rendered, \(manifest.outputs.count - rendered) up to date")
    }

    /// The `render` or `still` command line that writes `output`.
    func arguments(for output: RenderManifest.Output) -> (command: Command, arguments: [String]) {
        let entry = manifest.entries[output.entry]
        var arguments: [String]
        var variant: [String] = []
        switch entry.source {
        case let .scene(path):
            // The scene's images may come from anywhere in the manifest's folder (the path policy).
            arguments = [manifest.resolve(path), "--files-root", manifest.directory.path]
        case let .demo(name, flags): arguments = [name]; variant = flags
        }
        arguments += ["-o", manifest.resolve(output.path)]
        for key in ManifestOptions.keys where key.applies.contains(output.kind.applies) {
            guard let value = entry.options[key.option] else { continue }
            if key.type == .bool { arguments += value == "true" ? ["--\(key.option)"] : [] }
            else { arguments += ["--\(key.option)", value] }
        }
        arguments += variant + ["--quiet"]
        switch output.kind {
        case .gif: arguments += ["--format", "gif"]
        case .webp: arguments += ["--format", "webp"]
        case .webm: arguments += ["--format", "webm"]
        case .frames: arguments += ["--format", "png"]
        case let .still(time): return (.still, arguments + ["--time", "\(time)"])
        }
        if let jobs { arguments += ["--jobs", "\(jobs)"] }
        return (.render, arguments)
    }

    private func renderOutput(_ output: RenderManifest.Output) throws {
        let (command, arguments) = arguments(for: output)
        let sub = CommandContext(stdout: BufferOutput(), stderr: context.stderr, engine: context.engine)
        do {
            let parsed = try ParsedArguments(arguments, options: context.engine.options(of: command) + [.help],
                                          command: command.name)
            sub.configure(with: parsed)
            try command.run(parsed, sub)
        } catch let error as CLIError where error.code == .usage {
            // The options were checked one by one when the manifest was read; what is left is a
            // combination the render refuses (--to before --from), a fault of the entry.
            let entry = manifest.entries[output.entry]
            throw CLIError(.badData, "\(manifest.file): \(entry.keyPath): \(ManifestOptions.withoutOption(error.message))")
        }
    }
}
