import Foundation
import FlipbookCodecs
import FlipbookDemoAssets
import FlipbookRaster

/// Loads the demos' pictures, the way `UIImage(named:)` loads them from an asset catalog.
///
/// Lookup order for an asset name (the original project's name, e.g. `"Taylor Swift 00001"`, or
/// our file stem, e.g. `"taylor-swift-00001"`):
/// 1. `$FLIPBOOK_ASSETS/<stem>.png`, when the `FLIPBOOK_ASSETS` environment variable names a folder;
/// 2. `<package root>/assets/<stem>.png`, the package root being found from this source file's
///    `#filePath` at build time (so `swift run flipbook` and `swift test` work from any folder);
/// 3. the procedural painter `DemoAssets/make(_:scale:)`, which produced those PNGs in the first
///    place. It is slower (about a second for the largest picture) but always available, so a
///    missing or unreadable file never stops a render.
///
/// The decoded pixels are cached per name for the life of the process. The `Image` over them is
/// shared while any scene holds it (the rasterizer attaches its mipmap chain, another third
/// more than the pixels, to it) and freed with the last scene that uses it; the next lookup
/// wraps the cached pixels in a new `Image`. So a process that renders many demos one after the
/// other (`flipbook render all`) keeps the pixels, not every picture's mipmaps. Every lookup
/// is thread-safe.
/// Unknown names are a programming error and stop the program with the list of known names.
public enum DemoImages {
    /// Where the picture for `name` was found, or would be painted from (see the type's lookup order).
    public enum Source: Equatable, Sendable {
        /// A PNG file at this path.
        case file(String)
        /// Painted by `DemoAssets/make(_:scale:)`.
        case painted
    }

    /// The image for an asset name, at its stored pixel size (a 1× asset, as the originals'
    /// single-scale image sets).
    public static func image(named name: String) -> Image {
        cache.image(named: name) { load(name) }
    }

    /// Where ``image(named:)`` gets the picture for `name` from, without loading it.
    public static func source(named name: String) -> Source {
        let stem = fileStem(name)
        for folder in searchFolders() {
            let path = folder + "/" + stem + ".png"
            if FileManager.default.isReadableFile(atPath: path) { return .file(path) }
        }
        return .painted
    }

    /// The folders searched for `<stem>.png`, in order.
    public static func searchFolders() -> [String] {
        var folders: [String] = []
        if let env = ProcessInfo.processInfo.environment["FLIPBOOK_ASSETS"], !env.isEmpty {
            folders.append(env)
        }
        folders.append(packageRoot + "/assets")
        return folders
    }

    /// `<package root>`: three folders above this file (`Sources/FlipbookDemos/Catalog/`).
    static let packageRoot: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { url.deleteLastPathComponent() }
        return url.path
    }()

    private static func fileStem(_ name: String) -> String {
        guard let spec = DemoAssets.spec(named: name) else {
            let known = DemoAssets.specs.map { "\"\($0.originalName)\"" }.joined(separator: ", ")
            preconditionFailure("Unknown demo image \"\(name)\"; known images: \(known)")
        }
        return spec.name
    }

    private static func load(_ name: String) -> Image {
        if case .file(let path) = source(named: name), let bitmap = try? PNG.read(path: path) {
            return Image(bitmap)
        }
        // The painter is the PNG's own source, so this is the same picture, only slower to get.
        return Image(DemoAssets.make(fileStem(name))!)
    }

    private static let cache = ImageCache()
}

/// A process-wide, lock-protected name → pixels table, with the images over them held weakly.
final class ImageCache: @unchecked Sendable {
    private final class WeakImage {
        weak var image: Image?
        init(_ image: Image) { self.image = image }
    }

    private var bitmaps: [String: Bitmap] = [:]
    private var images: [String: WeakImage] = [:]
    private let lock = NSLock()

    /// The image for `name`: the one still in use, else a new one over the cached pixels, else
    /// `load()`'s (whose pixels are then cached).
    func image(named name: String, orLoad load: () -> Image) -> Image {
        lock.lock()
        defer { lock.unlock() }
        if let image = images[name]?.image { return image }
        let image = bitmaps[name].map { Image($0) } ?? load()
        bitmaps[name] = image.bitmap
        images[name] = WeakImage(image)
        return image
    }
}
