extension CLI {
    /// What `--version` prints: `flipbook 0.1.0`, or for a user's own executable
    /// `my-demos (Flipbook 0.1.0)`, the version being ``version``.
    public static func versionLine(tool: String) -> String {
        tool == "flipbook" ? "flipbook \(version)" : "\(tool) (Flipbook \(version))"
    }
}
