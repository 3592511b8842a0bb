/// Why an output of a render manifest is out of date.
enum ManifestStaleness: String, CaseIterable {
    /// Nothing (or not a file / folder of the right kind) is at the output's path.
    case outputMissing = "output missing"
    /// The state file has no record of the output: it was never rendered from this manifest.
    case notRecorded = "not in the state file"
    /// The output was rendered by another version of the tool.
    case toolChanged = "tool version changed"
    /// The options that shape the output (or the entry's `revision`) changed.
    case optionsChanged = "options changed"
    /// The scene file, a file it references, or the demo's name or variant changed.
    case inputChanged = "input changed"
    /// The output's bytes are not those the last render wrote.
    case outputModified = "output modified"

    /// Every reason why an output with the `current` fingerprint, the `record` of its last render
    /// and the digest `onDisk` of what is at its path now (nil: nothing) is stale; empty when it
    /// is up to date.
    static func reasons(current: ManifestFingerprint, record: ManifestState.Record?, onDisk: String?) -> [ManifestStaleness] {
        var reasons: [ManifestStaleness] = []
        if onDisk == nil { reasons.append(.outputMissing) }
        guard let record else { return reasons + [.notRecorded] }
        if record.fingerprint.tool != current.tool { reasons.append(.toolChanged) }
        if record.fingerprint.options != current.options { reasons.append(.optionsChanged) }
        if record.fingerprint.inputs != current.inputs { reasons.append(.inputChanged) }
        if let onDisk, onDisk != record.output { reasons.append(.outputModified) }
        return reasons
    }
}
