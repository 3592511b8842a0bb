import Foundation
import FlipbookAnimation
import FlipbookLayers
import FlipbookRaster
@testable import FlipbookScene

/// A scratch folder with a fake image decoder, so scene tests need no PNG codec:
/// files starting with `IMG w h` decode to a w×h bitmap; anything else fails to decode.
final class SceneFixture {
    let directory: URL

    init() {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("flipbook-scene-\(UUID().uuidString)")
        try! FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: directory) }

    /// Writes `text` at `name` (relative to the fixture folder).
    func file(_ name: String, _ text: String) {
        let url = directory.appendingPathComponent(name)
        try! FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try! text.write(to: url, atomically: true, encoding: .utf8)
    }

    struct NotAnImage: Error, CustomStringConvertible {
        var description: String { "not an image" }
    }

    static let imageLoader: @Sendable (URL) throws -> Image = { url in
        let parts = (try String(contentsOf: url, encoding: .utf8)).split(separator: " ")
        guard parts.count == 3, parts[0] == "IMG", let w = Int(parts[1]), let h = Int(parts[2]) else { throw NotAnImage() }
        return Image(Bitmap(width: w, height: h))
    }

    var loader: SceneLoader { SceneLoader(imageLoader: SceneFixture.imageLoader) }

    /// Loads `json` as `scene.json` in the fixture folder.
    func load(_ json: String, loader: SceneLoader? = nil) throws -> SceneDocument {
        file("scene.json", json)
        return try (loader ?? self.loader).load(path: directory.appendingPathComponent("scene.json").path)
    }

    /// The error loading `json` gives, or nil when it loads.
    func error(_ json: String) -> SceneError? {
        do { _ = try load(json); return nil } catch { return error as? SceneError }
    }

    /// The message of the error without the file name prefix (`root.bounds: …`).
    func message(_ json: String) -> String? {
        guard let e = error(json) else { return nil }
        let text = e.description
        let prefix = directory.appendingPathComponent("scene.json").path + ": "
        return text.hasPrefix(prefix) ? String(text.dropFirst(prefix.count)) : text
    }
}

/// A scene with a 100×50 canvas whose root has `rootKeys` and whose top level has `topKeys`.
func scene(root rootKeys: String = "", top topKeys: String = "") -> String {
    """
    { "canvas": { "width": 100, "height": 50 }\(topKeys.isEmpty ? "" : ", " + topKeys),
      "root": { \(rootKeys) } }
    """
}

/// A scene whose root holds one sublayer with `layerKeys`.
func sceneWithLayer(_ layerKeys: String, top: String = "") -> String {
    scene(root: "\"sublayers\": [ { \(layerKeys) } ]", top: top)
}

/// The values a scene's animations give its named layers: what the old per-frame evaluator
/// returned, read from the layers' presentation.
struct SceneValues {
    let layers: [String: Layer]

    /// The named layers of `clip`.
    init(_ clip: SceneClip) {
        var byName: [String: Layer] = [:]
        var stack = [clip.root]
        while let layer = stack.popLast() {
            if let name = layer.name, byName[name] == nil { byName[name] = layer }
            stack.append(contentsOf: layer.sublayers)
        }
        layers = byName
    }

    /// Layers `specs` were attached to with the scene's rules (plain layers, CA defaults).
    init(specs: [AnimationSpec], layerNames: [String] = ["a", "b"], model: (Layer) -> Void = { _ in }) {
        var byName: [String: Layer] = [:]
        for name in layerNames {
            let layer = Layer()
            layer.name = name
            model(layer)
            byName[name] = layer
        }
        SceneAnimations.attach(specs, to: byName)
        layers = byName
    }

    /// The names of the layers animations change.
    var animatedLayers: [String] { layers.filter { !$0.value.animations.isEmpty }.map(\.key) }

    /// The presentation value at `t` of every property an animation touches, by layer name.
    func values(at t: Double) -> [String: [String: AnimatableValue]] {
        var result: [String: [String: AnimatableValue]] = [:]
        for (name, layer) in layers where !layer.animations.isEmpty {
            for property in PresentationValue.animatedProperties(layer.animations) {
                result[name, default: [:]][property] = layer.presentationValue(forKey: property, atRootTime: t)
            }
        }
        return result
    }
}
