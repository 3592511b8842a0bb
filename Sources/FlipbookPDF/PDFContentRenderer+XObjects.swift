import FlipbookGeometry
import FlipbookGraphics
import FlipbookRaster

/// Form XObjects (`Do`): drawn with their matrix, bounding box and resources.
extension PDFContentRenderer {
    func drawXObject(named name: String, resources: [String: PDFObject]) {
        guard let objects = document.resolve(resources["XObject"]).dictionary, let reference = objects[name] else {
            warn("the XObject /\(name) is missing")
            return
        }
        guard case let .stream(stream) = document.resolve(reference) else {
            warn("the XObject /\(name) is not a stream")
            return
        }
        switch document.resolve(stream.dictionary["Subtype"]).name {
        case "Form": break
        case "Image":
            warn("images (image XObjects) are not drawn")
            return
        default:
            warn("the XObject /\(name) of an unknown kind is skipped")
            return
        }
        var number: Int?
        if case let .reference(n) = reference { number = n }
        if let number, activeForms.contains(number) {
            warn("a form XObject that draws itself is drawn once")
            return
        }
        guard formDepth < PDFLimits.maximumFormDepth else {
            warn("form XObjects nested more than \(PDFLimits.maximumFormDepth) deep are not drawn")
            return
        }
        let content: [UInt8]
        do {
            content = try document.decode(stream)
        } catch {
            warn("the form XObject /\(name) is not drawn: \(error)")
            return
        }
        let dictionary = stream.dictionary
        let formResources = document.resolve(dictionary["Resources"]).dictionary ?? resources
        let group = document.resolve(dictionary["Group"]).dictionary
        let isGroup = document.resolve(group?["S"]).name == "Transparency"

        save()
        defer { restore() }
        if let m = document.resolve(dictionary["Matrix"]).array?.compactMap({ document.resolve($0).number }), m.count == 6 {
            context.concatenate(AffineTransform(a: m[0], b: m[1], c: m[2], d: m[3], tx: m[4], ty: m[5]))
        }
        if let b = document.box(dictionary["BBox"]) {
            let ctm = context.ctm
            if !((ctm.b == 0 && ctm.c == 0) || (ctm.a == 0 && ctm.d == 0)) { state.maskClips += 1 }
            context.clip(to: Rect(x: b[0], y: b[1], width: b[2] - b[0], height: b[3] - b[1]))
        }
        if let number { activeForms.append(number) }
        formDepth += 1
        defer {
            formDepth -= 1
            if number != nil { activeForms.removeLast() }
        }
        guard isGroup else {
            execute(content, resources: formResources)
            return
        }
        // A transparency group starts with alpha 1 inside and is composited with the alpha in
        // force where it is drawn (ISO 32000-1 §11.6.6).
        let alpha = state.fillAlpha
        guard alpha > 0 else { return }
        state.fillAlpha = 1
        state.strokeAlpha = 1
        guard alpha < 1 else {
            execute(content, resources: formResources)
            return
        }
        let outer = context
        let layer = GraphicsContext(size: pixelSize, scale: scale)
        let toPixels = outer.ctm
        let toPoints = toPixels.concatenating(AffineTransform(scaleX: 1 / scale, y: 1 / scale))
        layer.concatenate(toPoints)
        context = layer
        execute(content, resources: formResources)
        context = outer
        outer.saveGState()
        outer.concatenate(toPoints.inverted())
        outer.setAlpha(alpha)
        outer.drawUpright(Image(layer.bitmap, scale: scale), in: Rect(origin: .zero, size: pixelSize))
        outer.restoreGState()
    }
}
