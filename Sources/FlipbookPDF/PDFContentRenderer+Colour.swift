import FlipbookGeometry
import FlipbookGraphics
import FlipbookRaster

/// The colour operators: colour spaces and their components as colours.
extension PDFContentRenderer {
    func setColor(_ op: String, _ operands: [PDFObject], resources: [String: PDFObject]) {
        let stroking = op.first!.isUppercase
        var space: ColorSpace
        var components: [Double]
        var isPattern = false
        switch op {
        case "g", "G":
            guard let v = numbers(operands, 1, op) else { return }
            (space, components) = (.gray, v)
        case "rg", "RG":
            guard let v = numbers(operands, 3, op) else { return }
            (space, components) = (.rgb, v)
        case "k", "K":
            guard let v = numbers(operands, 4, op) else { return }
            (space, components) = (.cmyk, v)
        case "cs", "CS":
            guard let name = operands.last?.name else { return badOperands(op) }
            space = colorSpace(named: name, resources: resources)
            components = space.initial
        default:  // sc, SC, scn, SCN
            space = stroking ? state.strokeSpace : state.fillSpace
            if case .pattern = space {
                isPattern = true
                components = []
            } else {
                let values = operands.compactMap(\.number)
                if operands.last?.name != nil { isPattern = true }
                guard values.count >= space.components || isPattern else { return badOperands(op) }
                components = Array(values.suffix(space.components))
            }
        }
        if case .pattern = space { isPattern = true }
        if stroking {
            (state.strokeSpace, state.stroke, state.strokeIsPattern) = (space, components, isPattern)
        } else {
            (state.fillSpace, state.fill, state.fillIsPattern) = (space, components, isPattern)
        }
    }

    func colorSpace(named name: String, resources: [String: PDFObject]) -> ColorSpace {
        switch name {
        case "DeviceGray", "G", "CalGray": return .gray
        case "DeviceRGB", "RGB", "CalRGB": return .rgb
        case "DeviceCMYK", "CMYK": return .cmyk
        case "Pattern": return .pattern
        default:
            guard let spaces = document.resolve(resources["ColorSpace"]).dictionary, let object = spaces[name] else {
                warn("the colour space /\(name) is missing; drawn as DeviceGray")
                return .gray
            }
            return colorSpace(document.resolve(object), depth: 0)
        }
    }

    func colorSpace(_ object: PDFObject, depth: Int) -> ColorSpace {
        guard depth < 8 else { return .gray }
        if let name = object.name { return colorSpace(named: name, resources: [:]) }
        guard let items = object.array, let family = items.first.flatMap({ document.resolve($0).name }) else {
            warn("a colour space that is neither a name nor an array; drawn as DeviceGray")
            return .gray
        }
        func item(_ i: Int) -> PDFObject { i < items.count ? document.resolve(items[i]) : .null }
        switch family {
        case "DeviceGray", "CalGray", "G": return .gray
        case "DeviceRGB", "CalRGB", "RGB": return .rgb
        case "DeviceCMYK", "CMYK": return .cmyk
        case "Pattern": return .pattern
        case "ICCBased":
            let dictionary = item(1).dictionary ?? [:]
            if let alternate = dictionary["Alternate"] {
                let space = colorSpace(document.resolve(alternate), depth: depth + 1)
                if case .gray = space { return space }
                if case .rgb = space { return space }
                if case .cmyk = space { return space }
            }
            switch document.resolve(dictionary["N"]).number {
            case 1: return .gray
            case 4: return .cmyk
            case 3: return .rgb
            default:
                warn("an ICC colour space without N = 1, 3 or 4; drawn as DeviceRGB")
                return .rgb
            }
        case "Indexed", "I":
            let base = colorSpace(item(1), depth: depth + 1)
            let highest = Int(min(max(item(2).number ?? 0, 0), 255))
            var lookup: [UInt8] = []
            switch item(3) {
            case let .string(bytes): lookup = bytes
            case let .stream(stream): lookup = (try? document.decode(stream)) ?? []
            default: break
            }
            return .indexed(base: base, highest: highest, lookup: lookup)
        case "Separation":
            warn("Separation colours are drawn as the grey of their tint")
            return .tint(components: 1)
        case "DeviceN":
            warn("DeviceN colours are drawn as the grey of their mean tint")
            return .tint(components: max(1, item(1).array?.count ?? 1))
        case "Lab":
            warn("Lab colours are drawn as the grey of their lightness")
            return .lab
        default:
            warn("the colour space \(family) is drawn as DeviceGray")
            return .gray
        }
    }

    /// The colour of `components` in `space`; nil for a pattern (reported: not drawn).
    func color(_ space: ColorSpace, _ components: [Double], isPattern: Bool) -> Color? {
        if isPattern {
            warn("pattern colours (tiling patterns, gradients) are not drawn")
            return nil
        }
        func c(_ i: Int) -> Double { i < components.count ? min(max(components[i], 0), 1) : 0 }
        switch space {
        case .gray: return Color(white: c(0))
        case .rgb: return Color(red: c(0), green: c(1), blue: c(2))
        case .cmyk:
            let k = c(3)
            return Color(red: (1 - c(0)) * (1 - k), green: (1 - c(1)) * (1 - k), blue: (1 - c(2)) * (1 - k))
        case .pattern: return nil
        case let .indexed(base, highest, lookup):
            let index = Int(min(max((components.first ?? 0).rounded(), 0), Double(highest)))
            let n = base.components
            let values = (0..<n).map { k -> Double in
                let i = index * n + k
                return i < lookup.count ? Double(lookup[i]) / 255 : 0
            }
            return color(base, values, isPattern: false)
        case .tint:
            let mean = components.isEmpty ? 1 : components.reduce(0) { $0 + min(max($1, 0), 1) } / Double(components.count)
            return Color(white: 1 - mean)
        case .lab:
            return Color(white: min(max((components.first ?? 0) / 100, 0), 1))
        }
    }
}
