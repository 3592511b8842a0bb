import Foundation
import FlipbookCodecs
import FlipbookGeometry
import FlipbookRaster

/// Loads scene files: reads the JSON, checks every key and value, applies the format's
/// defaults and decodes the `contents` images.
///
/// Loading either returns a complete ``SceneDocument`` or throws a ``SceneError``; it never
/// returns a partly valid scene.
public struct SceneLoader {
    /// Decodes an image file into premultiplied pixels. Default: ``SceneLoader/readPNG(_:)``.
    /// Throws when the file is not a valid image; the loader reports that as
    /// ``SceneError/invalidImage(path:keyPath:imagePath:reason:)``.
    public var imageLoader: (URL) throws -> Image
    /// Canvas size in points that replaces the file's `width` and `height` (`--size`). Default nil.
    public var sizeOverride: Size?
    /// Canvas scale that replaces the file's `scale` (`--scale`). Default nil.
    public var scaleOverride: Double?
    /// The folder every file the scene references (`contents` images) must resolve inside,
    /// symbolic links included; a path that leaves it is an error naming the key path. Default
    /// nil: no restriction (code that builds a loader trusts its scenes). The `flipbook` command
    /// line sets the scene's own folder (or `--files-root`), a render manifest its own folder.
    public var fileRoot: URL?

    public init(imageLoader: @escaping (URL) throws -> Image = SceneLoader.readPNG,
                sizeOverride: Size? = nil, scaleOverride: Double? = nil) {
        self.imageLoader = imageLoader
        self.sizeOverride = sizeOverride
        self.scaleOverride = scaleOverride
    }

    /// Decodes a PNG file with the package's codec, within the default `ImageLimits`.
    public static func readPNG(_ url: URL) throws -> Image {
        Image(try PNG.read(path: url.path))
    }

    /// Reads and validates the scene file at `path`.
    /// - Throws: ``SceneError``.
    public func load(path: String) throws -> SceneDocument {
        let url = URL(fileURLWithPath: path)
        let data: Data
        do {
            // A regular file within the cap, checked before it is opened (never a FIFO or device).
            data = Data(try InputFile.read(path, limit: InputLimits.sceneBytes))
        } catch let error as CodecError {
            switch error {
            case .missing: throw SceneError.missingFile(path: path)
            case let .notAFile(_, kind): throw SceneError.notAFile(path: path, kind: kind)
            case let .tooBig(_, bytes, limit):
                throw SceneError.invalidValue(path: path, keyPath: "", message: "the scene file is \(InputFile.describe(bytes: bytes)), "
                                              + "over the limit of \(InputFile.describe(bytes: limit)); split the scene")
            case let .unreadable(_, reason): throw SceneError.unreadableFile(path: path, reason: reason)
            default: throw SceneError.unreadableFile(path: path, reason: error.description)
            }
        }
        return try load(data: data, path: path, baseDirectory: url.deletingLastPathComponent())
    }

    /// Parses scene JSON held in memory. `path` names the file in messages; `contents` paths are
    /// resolved against `baseDirectory`.
    /// - Throws: ``SceneError``.
    public func load(data: Data, path: String, baseDirectory: URL) throws -> SceneDocument {
        if let syntax = StrictJSON.firstError(in: data) {
            throw SceneError.malformedJSON(path: path, reason: syntax.description)
        }
        let json: Any
        do {
            json = try JSONSerialization.jsonObject(with: data, options: [])
        } catch {
            let reason = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"
            throw SceneError.malformedJSON(path: path, reason: reason)
        }
        if let duplicate = JSONDuplicateKeys.first(in: data) {
            throw SceneError.invalidValue(path: path, keyPath: duplicate,
                                          message: "duplicate key; each key may appear only once in an object")
        }
        do {
            return try document(JSONNode(value: json, path: ""), baseDirectory: baseDirectory)
        } catch let issue as SceneIssue {
            throw issue.sceneError(file: path)
        }
    }

    private func document(_ node: JSONNode, baseDirectory: URL) throws -> SceneDocument {
        let obj = try node.object(allowed: ["canvas", "fps", "duration", "allowsEdgeAntialiasing", "root", "animations"])
        let canvasNode = try obj.required("canvas")
        var canvas = try canvas(canvasNode)
        if let size = sizeOverride { canvas.width = size.width; canvas.height = size.height }
        if let scale = scaleOverride { canvas.scale = scale }
        if let problem = canvas.sizeProblem() { throw canvasNode.issue(problem) }

        let fpsNode = obj.optional("fps")
        let fps = try fpsNode?.positiveNumber() ?? 30
        if let fpsNode, let problem = FrameBudget.fpsProblem(fps) {
            // The command line's rule (FrameBudget): 1e-300 passed "> 0" and crashed the GIF encoder.
            throw fpsNode.issue("\(problem), got \(fps)")
        }
        let duration = try obj.optional("duration")?.nonNegativeNumber() ?? 0
        var layers = LayerParser(baseDirectory: baseDirectory, imageLoader: imageLoader)
        layers.fileRoot = fileRoot.map { PathPolicy.resolved($0.path) }
        let root = try layers.layer(try obj.required("root"), defaultFrame: canvas.rect)
        var animations: [AnimationSpec] = []
        for entry in try obj.optional("animations")?.array(atMost: SceneLimits.maxAnimations, "animations") ?? [] {
            animations += try AnimationParser().animations(entry)
            guard animations.count <= SceneLimits.maxAnimations else {
                throw entry.issue("the groups expand to more than \(SceneLimits.maxAnimations) animations, the limit; "
                                  + "split the scene")
            }
        }
        var doc = SceneDocument(canvas: canvas, fps: fps, duration: duration, root: root, animations: animations)
        doc.allowsEdgeAntialiasing = try obj.optional("allowsEdgeAntialiasing")?.bool() ?? false
        try SceneValidator(document: doc).validate()
        return doc
    }

    private func canvas(_ node: JSONNode) throws -> Canvas {
        let obj = try node.object(allowed: ["width", "height", "scale", "background"])
        return Canvas(width: try obj.required("width").positiveNumber(),
                      height: try obj.required("height").positiveNumber(),
                      scale: try obj.optional("scale")?.positiveNumber() ?? 2,
                      background: try obj.optional("background")?.color() ?? .white)
    }
}
