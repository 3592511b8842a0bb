import FlipbookAnimation
import FlipbookGeometry
import FlipbookRaster

extension LayerSpec {
    /// The model value of an animatable property (the part of a key path before its first
    /// dot): the file's value, or Core Animation's default when the file gives none.
    /// Colours are `[r, g, b, a]` vectors; a missing background colour is transparent.
    func modelValue(of property: String) -> AnimatableValue? {
        func color(_ c: Color?, _ fallback: Color) -> AnimatableValue {
            let c = c ?? fallback
            return .vector([c.red, c.green, c.blue, c.alpha])
        }
        switch property {
        case "position": return .point(position ?? .zero)
        case "bounds": return .rect(bounds ?? .zero)
        case "anchorPoint": return .point(anchorPoint ?? Point(x: 0.5, y: 0.5))
        case "zPosition": return .number(zPosition ?? 0)
        case "anchorPointZ": return .number(anchorPointZ ?? 0)
        case "transform": return .transform(transform ?? .identity)
        case "sublayerTransform": return .transform(sublayerTransform ?? .identity)
        case "opacity": return .number(opacity ?? 1)
        case "backgroundColor": return color(backgroundColor, .clear)
        case "cornerRadius": return .number(cornerRadius ?? 0)
        case "borderWidth": return .number(borderWidth ?? 0)
        case "borderColor": return color(borderColor, .black)
        case "shadowColor": return color(shadowColor, .black)
        case "shadowOpacity": return .number(shadowOpacity ?? 0)
        case "shadowRadius": return .number(shadowRadius ?? 3)
        case "shadowOffset": return .size(shadowOffset ?? Size(width: 0, height: -3))
        default: return nil
        }
    }
}
