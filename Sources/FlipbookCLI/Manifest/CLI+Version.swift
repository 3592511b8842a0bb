extension CLI {
    /// The version of Flipbook's renderer and encoders, recorded in a render manifest's state
    /// file: outputs rendered by another version count as stale ("tool version changed").
    ///
    /// Raised whenever a change can alter rendered bytes, so that `render --manifest` re-renders
    /// what an update draws differently.
    public static let version = "0.1.0"
}
