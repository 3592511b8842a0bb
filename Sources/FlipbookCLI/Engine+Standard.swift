extension Engine {
    /// The engine of the `flipbook` executable: the package's own codecs, layers and
    /// rasterizer. Nil while this branch is built without them (see docs/cli.md).
    public static let standard: Engine? = nil
}
