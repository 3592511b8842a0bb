import Foundation
import FlipbookAnimation
import FlipbookCodecs
import FlipbookGeometry
import FlipbookLayers
import FlipbookRaster
import FlipbookText

/// Reads layer objects, resolving their geometry in the fixed order of the format.
struct LayerParser {
    /// The folder `contents` paths are relative to.
    let baseDirectory: URL
    /// Decodes an image file; throws when it is not a valid image.
    let imageLoader: (URL) throws -> Image
    /// The folder (symbolic links resolved) every `contents` file must resolve inside, or nil
    /// for anywhere (``SceneLoader/fileRoot``).
    var fileRoot: String? = nil
    /// The layers read so far, for ``SceneLimits/maxLayers``.
    let count = LayerCount()

    /// Reads one layer and its sublayers. `defaultFrame` is the root's canvas rectangle; `depth`
    /// is 1 for the root.
    func layer(_ node: JSONNode, defaultFrame: Rect? = nil, depth: Int = 1) throws -> LayerSpec {
        count.value += 1
        if count.value > SceneLimits.maxLayers {
            throw node.issue("the scene has more than \(SceneLimits.maxLayers) layers, the limit; simplify it")
        }
        if depth > SceneLimits.maxDepth {
            throw node.issue("sublayers are nested more than \(SceneLimits.maxDepth) deep, the limit; flatten the tree")
        }
        let obj = try node.object(allowed: LayerSpec.keys)
        var spec = LayerSpec(keyPath: node.path)
        try readGeometry(obj, into: &spec, defaultFrame: defaultFrame)

        spec.name = try obj.optional("name")?.string()
        for property in LayerSpec.fileProperties where !LayerParser.geometryKeys.contains(property.name) {
            if let value = obj.optional(property.name) { spec.properties[property.name] = try value.layerValue(property) }
        }
        if let r = obj.optional("shadowRadius"), case .number(let radius)? = spec.properties["shadowRadius"],
           radius > SceneLimits.maxShadowRadius {
            throw r.issue("shadowRadius \(format(radius)) is above the limit of "
                          + "\(format(SceneLimits.maxShadowRadius)) points")
        }
        if let g = obj.optional("contentsGravity") {
            let name = try g.string()
            guard LayerSpec.gravityNames.contains(name) else {
                throw g.issue("unknown gravity \"\(name)\" (use one of \(LayerSpec.gravityNames.joined(separator: ", ")))")
            }
            spec.contentsGravity = name
        }
        spec.allowsEdgeAntialiasing = try obj.optional("allowsEdgeAntialiasing")?.bool()
        if let m = obj.optional("edgeAntialiasingMask") {
            var mask: EdgeMask = []
            for entry in try m.array() {
                let name = try entry.string()
                guard let bit = LayerSpec.edgeNames.first(where: { $0.0 == name })?.1 else {
                    throw entry.issue("unknown edge \"\(name)\" (use minX, maxX, minY or maxY)")
                }
                mask.insert(bit)
            }
            spec.edgeAntialiasingMask = mask
        }
        if let c = obj.optional("contents") {
            spec.contentsPath = try c.string()
            spec.contents = try image(c, relativePath: spec.contentsPath!)
        }
        spec.gradient = try obj.optional("gradient").map(gradient)
        spec.text = try obj.optional("text").map(text)
        spec.shape = try obj.optional("shape").map(ShapeSpec.parse)
        let drawn = ["gradient", "text", "shape"].filter(obj.has)
        if drawn.count > 1 {
            throw SceneIssue(obj.node.child(drawn[1], 0).path,
                             "a layer draws one of gradient, text or shape, but this one has \(drawn.joined(separator: " and ")); "
                             + "put the \(drawn[1]) in a sublayer")
        }
        // A mask is a layer of its own in this layer's bounds space, with no default frame.
        spec.mask = try obj.optional("mask").map { try layer($0, depth: depth + 1) }
        spec.sublayers = try obj.optional("sublayers")?.array().map { try layer($0, depth: depth + 1) } ?? []
        return spec
    }

    /// The layer properties read first, in this order, because `frame` depends on them.
    static let geometryKeys = ["anchorPoint", "bounds", "position"]

    /// anchorPoint, then bounds, then position, then frame through CA's setter (identity
    /// transform): `position = frame.origin + anchorPoint · frame.size`, `bounds.size = frame.size`.
    private func readGeometry(_ obj: JSONObject, into spec: inout LayerSpec, defaultFrame: Rect?) throws {
        let anchor = try obj.optional("anchorPoint")?.point()
        let bounds = try obj.optional("bounds")?.rect()
        let position = try obj.optional("position")?.point()
        spec.properties["anchorPoint"] = anchor.map(AnimatableValue.point)
        spec.properties["bounds"] = bounds.map(AnimatableValue.rect)
        spec.properties["position"] = position.map(AnimatableValue.point)
        var frame = try obj.optional("frame")?.rect()
        if frame != nil, let other = ["position", "bounds"].first(where: obj.has) {
            throw SceneIssue(obj.node.child("frame", 0).path,
                             "frame cannot be combined with \(other); give frame alone, or bounds and position")
        }
        if frame == nil, bounds == nil, position == nil, let d = defaultFrame {
            frame = d
        }
        if let f = frame {
            let a = anchor ?? Layer().anchorPoint
            spec.properties["position"] = .point(Point(x: f.origin.x + a.x * f.width, y: f.origin.y + a.y * f.height))
            spec.properties["bounds"] = .rect(Rect(x: 0, y: 0, width: f.width, height: f.height))
        }
    }

    private func image(_ node: JSONNode, relativePath: String) throws -> Image {
        let url = URL(fileURLWithPath: relativePath, relativeTo: baseDirectory).standardizedFileURL
        if let fileRoot {
            let real = PathPolicy.resolved(URL(fileURLWithPath: relativePath, relativeTo: baseDirectory).path)
            guard PathPolicy.contains(fileRoot, real) else {
                throw node.issue("\(relativePath) resolves to \(real), outside \(fileRoot), the folder scene files may "
                                 + "reference; move the image inside it, or allow a wider folder with --files-root")
            }
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue else {
            throw SceneIssue(node.path, "image file does not exist", kind: .missingImage(imagePath: url.path))
        }
        do {
            return try imageLoader(url)
        } catch let error as CodecError {
            throw SceneIssue(node.path, "cannot decode image", kind: .invalidImage(imagePath: url.path, reason: error.reason))
        } catch {
            throw SceneIssue(node.path, "cannot decode image", kind: .invalidImage(imagePath: url.path, reason: "\(error)"))
        }
    }

    private func text(_ node: JSONNode) throws -> TextSpec {
        let obj = try node.object(allowed: ["string", "fontFamily", "fontWeight", "fontSize", "color", "alignment", "wrapped"])
        let stringNode = try obj.required("string")
        let string = try stringNode.string()
        // UTF-8 holds at most 4 bytes per scalar: a longer string is over the limit uncounted.
        if string.utf8.count > 4 * SceneLimits.maxTextLength || string.unicodeScalars.count > SceneLimits.maxTextLength {
            throw stringNode.issue("the text is \(string.unicodeScalars.count) characters long, more than the limit of "
                                   + "\(SceneLimits.maxTextLength); split it into several text layers")
        }
        var spec = TextSpec(string: string)
        spec.fontSize = try obj.optional("fontSize")?.positiveNumber() ?? spec.fontSize
        if spec.fontSize > Font.maximumSize {
            throw SceneIssue(node.child("fontSize", 0).path, "fontSize \(format(spec.fontSize)) is above the limit of "
                             + "\(format(Font.maximumSize)) points")
        }
        if let w = obj.optional("fontWeight") {
            let name = try w.string()
            guard let weight = TextSpec.weight(named: name) else {
                throw w.issue("unknown font weight \"\(name)\" (use \(TextSpec.weightNames.map(\.name).joined(separator: ", ")))")
            }
            spec.fontWeight = weight
        }
        if let f = obj.optional("fontFamily") {
            spec.fontFamily = try f.string()
            do {
                _ = try FontLibrary.shared.face(for: Font(family: spec.fontFamily, size: spec.fontSize, weight: spec.fontWeight))
            } catch {
                throw f.issue("\(error)")
            }
        }
        spec.color = try obj.optional("color")?.color() ?? spec.color
        spec.isWrapped = try obj.optional("wrapped")?.bool() ?? spec.isWrapped
        if let a = obj.optional("alignment") {
            let name = try a.string()
            guard let alignment = TextAlignment(rawValue: name) else {
                throw a.issue("unknown alignment \"\(name)\" (use \(TextAlignment.allCases.map(\.rawValue).joined(separator: ", ")))")
            }
            spec.alignment = alignment
        }
        return spec
    }

    private func gradient(_ node: JSONNode) throws -> GradientSpec {
        let obj = try node.object(allowed: ["type", "colors", "locations", "startPoint", "endPoint"])
        var spec = GradientSpec(colors: try obj.required("colors").array(atMost: SceneLimits.maxGradientColors, "colours")
            .map { try $0.color() })
        if let t = obj.optional("type") {
            let name = try t.string()
            guard let kind = GradientPaint.Kind(rawValue: name) else {
                throw t.issue("unknown gradient type \"\(name)\" (use axial, radial or conic)")
            }
            spec.kind = kind
        }
        if let l = obj.optional("locations") {
            let locations = try l.array().map { try $0.number() }
            guard locations.count == spec.colors.count else {
                throw l.issue("expected one location per colour (\(spec.colors.count)), got \(locations.count)")
            }
            if let i = locations.indices.dropFirst().first(where: { locations[$0] < locations[$0 - 1] }) {
                throw l.issue("locations must not decrease, but location \(i) (\(format(locations[i]))) "
                              + "is less than location \(i - 1) (\(format(locations[i - 1])))")
            }
            spec.locations = locations
        }
        spec.startPoint = try obj.optional("startPoint")?.point() ?? spec.startPoint
        spec.endPoint = try obj.optional("endPoint")?.point() ?? spec.endPoint
        return spec
    }
}

extension JSONNode {
    /// The value of a layer property as its row types it, within the row's domain.
    func layerValue(_ property: LayerProperty) throws -> AnimatableValue {
        switch property.valueType {
        case .number:
            switch property.domain {
            case .any: return .number(try number())
            case .unit: return .number(try unitNumber())
            case .nonNegative: return .number(try nonNegativeNumber())
            case .positive: return .number(try positiveNumber())
            }
        case .boolean: return .number(try bool() ? 1 : 0)
        case .point: return .point(try point())
        case .offset: return .size(try offset())
        case .rect: return .rect(try rect())
        case .color, .optionalColor: return try color().animatableValue
        case .transform: return .transform(try transform())
        case .path: return .path(try pathData())
        case .colors:
            return .vector(try array(atMost: SceneLimits.maxGradientColors, "colours").flatMap { try $0.color().animatableValue.components })
        case .numbers: return .vector(try array(atMost: SceneLimits.maxGradientColors, "numbers").map { try $0.number() })
        }
    }
}
