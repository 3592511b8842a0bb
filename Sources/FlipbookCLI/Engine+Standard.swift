extension Engine {
    /// The engine of the `flipbook` executable: the package's own codecs, layers and rasterizer.
    public static var standard: Engine { Engine() }
}
