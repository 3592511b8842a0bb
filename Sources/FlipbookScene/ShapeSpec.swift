import Foundation
import FlipbookGeometry
import FlipbookLayers
import FlipbookRaster

/// A path a layer draws above its background (the layer becomes a CAShapeLayer, FlipbookLayers'
/// `ShapeLayer`), read from a layer's `shape` object.
package struct ShapeSpec: Equatable {
    /// The outline, in the layer's bounds space (points, y down).
    package var path: Path
    /// The path data as written in the file (SVG `d` syntax).
    package var pathData: String
    /// Inside colour; nil fills nothing (`"fillColor": null`). Default opaque black.
    package var fillColor: Color? = .black
    /// Default `.nonZero`.
    package var fillRule: FillRule = .nonZero
    /// Outline colour; nil strokes nothing. Default nil.
    package var strokeColor: Color?
    /// Stroke width in points, ≥ 0. Default 1.
    package var lineWidth: Double = 1
    /// Default `.butt`.
    package var lineCap: LineCap = .butt
    /// Default `.miter`.
    package var lineJoin: LineJoin = .miter
    /// Default 10.
    package var miterLimit: Double = 10
    /// Painted and unpainted lengths in points, painted first; nil for a solid line. Default nil.
    package var lineDashPattern: [Double]?
    /// Points into the dash pattern each subpath starts. Default 0.
    package var lineDashPhase: Double = 0
    /// Fractions of the path's length where the stroke starts and ends, 0…1. Defaults 0 and 1.
    package var strokeStart: Double = 0
    package var strokeEnd: Double = 1

    package init(path: Path, pathData: String) {
        self.path = path
        self.pathData = pathData
    }

    /// The keys of a `shape` object, in the documentation's order.
    static let keys = ["path", "fillColor", "fillRule", "strokeColor", "lineWidth", "lineCap", "lineJoin", "miterLimit",
                       "lineDashPattern", "lineDashPhase", "strokeStart", "strokeEnd"]

    /// Reads a `shape` object.
    static func parse(_ node: JSONNode) throws -> ShapeSpec {
        let obj = try node.object(allowed: keys)
        let pathNode = try obj.required("path")
        let data = try pathNode.string()
        let path = try pathNode.pathData()
        var spec = ShapeSpec(path: path, pathData: data)
        if let f = obj.optional("fillColor") { spec.fillColor = f.value is NSNull ? nil : try f.color() }
        if let s = obj.optional("strokeColor") { spec.strokeColor = s.value is NSNull ? nil : try s.color() }
        spec.fillRule = try choice(obj.optional("fillRule"), FillRule.self) ?? spec.fillRule
        spec.lineCap = try choice(obj.optional("lineCap"), LineCap.self) ?? spec.lineCap
        spec.lineJoin = try choice(obj.optional("lineJoin"), LineJoin.self) ?? spec.lineJoin
        spec.lineWidth = try obj.optional("lineWidth")?.nonNegativeNumber() ?? spec.lineWidth
        spec.miterLimit = try obj.optional("miterLimit")?.nonNegativeNumber() ?? spec.miterLimit
        if let d = obj.optional("lineDashPattern") {
            spec.lineDashPattern = try d.array(atMost: SceneLimits.maxDashLengths, "dash lengths").map { try $0.nonNegativeNumber() }
        }
        spec.lineDashPhase = try obj.optional("lineDashPhase")?.number() ?? spec.lineDashPhase
        spec.strokeStart = try obj.optional("strokeStart")?.unitNumber() ?? spec.strokeStart
        spec.strokeEnd = try obj.optional("strokeEnd")?.unitNumber() ?? spec.strokeEnd
        return spec
    }

    private static func choice<T: RawRepresentable & CaseIterable>(_ node: JSONNode?, _: T.Type) throws -> T?
        where T.RawValue == String {
        guard let node else { return nil }
        let name = try node.string()
        guard let value = T(rawValue: name) else {
            throw node.issue("unknown value \"\(name)\" (use \(T.allCases.map(\.rawValue).joined(separator: ", ")))")
        }
        return value
    }

    /// Sets the shape's properties on `layer`.
    func apply(to layer: ShapeLayer) {
        layer.path = path
        layer.fillColor = fillColor
        layer.fillRule = fillRule
        layer.strokeColor = strokeColor
        layer.lineWidth = lineWidth
        layer.lineCap = lineCap
        layer.lineJoin = lineJoin
        layer.miterLimit = miterLimit
        layer.lineDashPattern = lineDashPattern
        layer.lineDashPhase = lineDashPhase
        layer.strokeStart = strokeStart
        layer.strokeEnd = strokeEnd
    }
}

extension JSONNode {
    /// A path from a string of SVG path data (`d` syntax), within the scene limits.
    func pathData() throws -> Path {
        let data = try string()
        guard data.utf8.count <= SceneLimits.maxPathDataLength else {
            throw issue("the path data is \(data.utf8.count) bytes long, more than the limit of "
                        + "\(SceneLimits.maxPathDataLength); simplify the path")
        }
        do {
            return try SVGPathData.parse(data, maxElements: SceneLimits.maxPathDataLength)
        } catch let failure as SVGPathData.Failure {
            throw issue(failure.message)
        }
    }
}
