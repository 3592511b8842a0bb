import Foundation
import FlipbookGeometry
import FlipbookRaster
import FlipbookText

/// The last few rasterized texts of one ``TextLayer`` (shared with its presentation copies),
/// so a frame whose text, size and scale did not change reuses the image.
///
/// Thread-safe: render trees may be built on several threads.
final class TextImageCache: @unchecked Sendable {
    /// What the image depends on.
    struct Key: Hashable {
        var text: AttributedText
        var options: TextLayoutOptions
        var size: Size
        var scale: Double
    }

    /// How many images one layer keeps: enough for a text that alternates between a few
    /// states (or scales) without holding every frame of a size animation.
    static let capacity = 4

    private let lock = NSLock()
    private var entries: [(key: Key, image: Image?)] = []

    /// The image for `key`, made by `make` (outside the lock) when it is not cached.
    func image(for key: Key, make: () -> Image?) -> Image? {
        lock.lock()
        if let i = entries.firstIndex(where: { $0.key == key }) {
            let entry = entries.remove(at: i)
            entries.append(entry)
            lock.unlock()
            return entry.image
        }
        lock.unlock()
        let image = make()
        lock.lock()
        entries.append((key, image))
        if entries.count > Self.capacity { entries.removeFirst() }
        lock.unlock()
        return image
    }
}
