import FlipbookGeometry
import FlipbookGraphics
import FlipbookRaster

/// Interprets a page's content streams (ISO 32000-1 §8) into a ``GraphicsContext``: the
/// graphics state (`q Q cm w J j M d gs`), paths, fills, strokes and clips, device, ICC-based,
/// calibrated and indexed colours, and form XObjects (a transparency group under a constant
/// alpha below 1 is drawn apart, then composited with that alpha). Everything else is skipped
/// and named once in ``warnings``.
final class PDFContentRenderer {
    let document: PDFDocument
    /// Where the page is drawn (a transparency group draws into a context of its own, then
    /// composites it here).
    var context: GraphicsContext
    let scale: Double
    let pixelSize: Size
    private(set) var warnings: [String] = []
    private var warned: Set<String> = []

    indirect enum ColorSpace {
        case gray, rgb, cmyk, pattern
        case indexed(base: ColorSpace, highest: Int, lookup: [UInt8])
        /// Separation and DeviceN colours, drawn as the grey of their mean tint.
        case tint(components: Int)
        /// CIE L*a*b*, drawn as the grey of its lightness.
        case lab

        var components: Int {
            switch self {
            case .gray, .pattern, .indexed: return 1
            case .rgb, .lab: return 3
            case .cmyk: return 4
            case let .tint(n): return n
            }
        }

        var initial: [Double] {
            switch self {
            case .cmyk: return [0, 0, 0, 1]
            case .tint(let n): return Array(repeating: 1, count: n)
            case .lab: return [0, 0, 0]
            default: return Array(repeating: 0, count: components)
            }
        }
    }

    /// The part of the graphics state the context does not keep.
    struct State {
        var fillSpace = ColorSpace.gray
        var strokeSpace = ColorSpace.gray
        var fill: [Double] = [0]
        var stroke: [Double] = [0]
        var fillIsPattern = false
        var strokeIsPattern = false
        var fillAlpha = 1.0
        var strokeAlpha = 1.0
        var lineWidth = 1.0
        var lineCap = PathLineCap.butt
        var lineJoin = PathLineJoin.miter
        var miterLimit = 10.0
        var dash: [Double] = []
        var dashPhase = 0.0
        /// Clips that are not device-aligned rectangles: each masks every later paint over the
        /// whole bitmap.
        var maskClips = 0
    }

    var state = State()
    private var saved: [State] = []
    /// `q`s past ``PDFLimits/maximumSaveDepth``, matched by `Q`s that restore nothing.
    private var ignoredSaves = 0
    /// The save depth below which the content being run may not restore (a form's `Q` never
    /// pops its caller's state).
    private var saveFloor = 0

    private var path = Path()
    private var pathElements = 0
    private var pendingClip: PathFillRule?
    private var operatorsLeft = PDFLimits.maximumOperators
    private var paintsLeft = PDFLimits.maximumPaints
    /// The rasterizing work left, in pixels (see ``PDFLimits/maximumWork``).
    private var workLeft = PDFLimits.maximumWork
    private var compatibility = 0
    /// The form XObjects being run (object numbers), against a form that draws itself.
    var activeForms: [Int] = []
    var formDepth = 0

    init(document: PDFDocument, pixelWidth: Int, pixelHeight: Int, scale: Double, pageTransform: AffineTransform) {
        self.document = document
        self.scale = scale
        pixelSize = Size(width: Double(pixelWidth) / scale, height: Double(pixelHeight) / scale)
        context = GraphicsContext(size: pixelSize, scale: scale)
        context.concatenate(pageTransform)
    }

    func warn(_ message: String) {
        if warned.insert(message).inserted { warnings.append(message) }
    }

    // MARK: Running content

    /// Draws the page's content streams.
    /// - Throws: ``PDFError`` when the page's content does not decode.
    func run(page: PDFDocument.Page) throws {
        var content: [UInt8] = []
        let contents = document.resolve(page.dictionary["Contents"])
        let parts: [PDFObject] = contents.array ?? [contents]
        for part in parts.prefix(10_000) {
            guard case let .stream(stream) = document.resolve(part) else { continue }
            content += try document.decode(stream)
            content.append(0x0A)
            guard content.count <= PDFLimits.maximumStreamBytes else {
                throw PDFError.tooLarge("page content of more than \(PDFLimits.maximumStreamBytes) bytes")
            }
        }
        execute(content, resources: page.resources)
    }

    /// Interprets `content` with `resources`; restores every state it saved and did not restore.
    func execute(_ content: [UInt8], resources: [String: PDFObject]) {
        var lexer = PDFLexer(content)
        var operands: [PDFObject] = []
        let outerFloor = saveFloor
        saveFloor = saved.count + ignoredSaves
        defer {
            while saved.count + ignoredSaves > saveFloor { restore() }
            saveFloor = outerFloor
        }
        while true {
            let token: PDFToken
            do {
                token = try lexer.next()
            } catch {
                warn("the content ends inside a string; the rest is skipped")
                return
            }
            switch token {
            case .end:
                return
            case .keyword("true"), .keyword("false"), .keyword("null"), .number, .name, .string, .arrayOpen, .dictionaryOpen:
                do {
                    operands.append(try lexer.object(from: token, depth: 0))
                } catch {
                    warn("a syntax error in the content (\(error)); the rest is skipped")
                    return
                }
                if operands.count > 64 { operands.removeFirst() }
            case let .keyword(op):
                operatorsLeft -= 1
                guard operatorsLeft >= 0 else {
                    warn("the content stopped after \(PDFLimits.maximumOperators) operators")
                    return
                }
                if op == "BI" {
                    skipInlineImage(&lexer)
                } else {
                    perform(op, operands, resources: resources)
                }
                operands.removeAll(keepingCapacity: true)
            case .arrayClose, .dictionaryClose:
                operands.removeAll(keepingCapacity: true)
            }
        }
    }

    /// Skips `BI … ID <data> EI`, reporting that inline images are not drawn.
    private func skipInlineImage(_ lexer: inout PDFLexer) {
        warn("inline images (BI … EI) are not drawn")
        for _ in 0..<1000 {
            guard let token = try? lexer.next(), token != .end else { return }
            if token == .keyword("ID") { break }
        }
        let bytes = lexer.bytes
        var p = lexer.position + 1
        while p + 1 < lexer.end {
            if bytes[p] == UInt8(ascii: "E"), bytes[p + 1] == UInt8(ascii: "I"), PDFLexer.isWhitespace(bytes[p - 1]),
                p + 2 == lexer.end || !PDFLexer.isRegular(bytes[p + 2])
            {
                lexer.position = p + 2
                return
            }
            p += 1
        }
        lexer.position = lexer.end
    }

    private func perform(_ op: String, _ operands: [PDFObject], resources: [String: PDFObject]) {
        switch op {
        // Graphics state
        case "q": save()
        case "Q": restore()
        case "cm":
            guard let m = numbers(operands, 6, op) else { return }
            context.concatenate(AffineTransform(a: m[0], b: m[1], c: m[2], d: m[3], tx: m[4], ty: m[5]))
        case "w":
            guard let v = numbers(operands, 1, op) else { return }
            state.lineWidth = abs(v[0])
        case "J":
            guard let v = numbers(operands, 1, op) else { return }
            state.lineCap = PathLineCap(rawValue: Int32(min(max(v[0], 0), 2))) ?? .butt
        case "j":
            guard let v = numbers(operands, 1, op) else { return }
            state.lineJoin = PathLineJoin(rawValue: Int32(min(max(v[0], 0), 2))) ?? .miter
        case "M":
            guard let v = numbers(operands, 1, op) else { return }
            state.miterLimit = max(1, v[0])
        case "d":
            guard operands.count >= 2, let array = operands[operands.count - 2].array, let phase = operands.last?.number else {
                return badOperands(op)
            }
            setDash(array, phase: phase)
        case "gs":
            guard let name = operands.last?.name else { return badOperands(op) }
            applyExtGState(named: name, resources: resources)
        case "i", "ri": break
        // Paths
        case "m", "l", "c", "v", "y", "h", "re": buildPath(op, operands)
        case "f", "F": paint(fill: .winding, stroke: false, close: false)
        case "f*": paint(fill: .evenOdd, stroke: false, close: false)
        case "S": paint(fill: nil, stroke: true, close: false)
        case "s": paint(fill: nil, stroke: true, close: true)
        case "B": paint(fill: .winding, stroke: true, close: false)
        case "B*": paint(fill: .evenOdd, stroke: true, close: false)
        case "b": paint(fill: .winding, stroke: true, close: true)
        case "b*": paint(fill: .evenOdd, stroke: true, close: true)
        case "n": paint(fill: nil, stroke: false, close: false)
        case "W": pendingClip = .winding
        case "W*": pendingClip = .evenOdd
        // Colour
        case "g", "G", "rg", "RG", "k", "K", "cs", "CS", "sc", "SC", "scn", "SCN": setColor(op, operands, resources: resources)
        // External objects
        case "Do":
            guard let name = operands.last?.name else { return badOperands(op) }
            drawXObject(named: name, resources: resources)
        case "sh": warn("shadings (sh) are not drawn")
        // Text
        case "BT", "ET": break
        case "Tj", "TJ", "'", "\"": warn("text is not drawn")
        case _ where Self.stateOperators.contains(op): break
        // Marked content, compatibility sections, Type 3 glyph metrics: no picture of their own
        case "BMC", "BDC", "EMC", "MP", "DP", "d0", "d1": break
        case "BX": compatibility += 1
        case "EX": compatibility = max(0, compatibility - 1)
        default: unknown(op)
        }
    }

    /// Text state and positioning: nothing to draw without the text itself.
    private static let stateOperators: Set<String> = ["Tc", "Tw", "Tz", "TL", "Tf", "Tr", "Ts", "Td", "TD", "Tm", "T*"]

    private func unknown(_ op: String) {
        guard compatibility == 0 else { return }
        warn("the unknown operator '\(op.prefix(16))' is skipped")
    }

    func badOperands(_ op: String) {
        warn("'\(op)' with missing or wrong operands is skipped")
    }

    /// The last `count` operands as numbers, or nil (reported) when they are not.
    func numbers(_ operands: [PDFObject], _ count: Int, _ op: String) -> [Double]? {
        guard operands.count >= count else {
            badOperands(op)
            return nil
        }
        let values = operands.suffix(count).compactMap(\.number)
        guard values.count == count else {
            badOperands(op)
            return nil
        }
        return values
    }

    // MARK: State

    func save() {
        guard saved.count < PDFLimits.maximumSaveDepth else {
            ignoredSaves += 1
            warn("graphics states saved (q) more than \(PDFLimits.maximumSaveDepth) deep are not kept")
            return
        }
        saved.append(state)
        context.saveGState()
    }

    func restore() {
        if ignoredSaves > 0, saved.count + ignoredSaves > saveFloor {
            ignoredSaves -= 1
        } else if saved.count > saveFloor, let last = saved.popLast() {
            state = last
            context.restoreGState()
        }
    }

    private func setDash(_ array: [PDFObject], phase: Double) {
        let lengths = array.compactMap { document.resolve($0).number }
        if lengths.isEmpty || lengths.allSatisfy({ $0 == 0 }) || lengths.contains(where: { $0 < 0 }) {
            (state.dash, state.dashPhase) = ([], 0)
        } else {
            (state.dash, state.dashPhase) = (lengths.count % 2 == 1 ? lengths + lengths : lengths, phase)
        }
    }

    private func applyExtGState(named name: String, resources: [String: PDFObject]) {
        guard let states = document.resolve(resources["ExtGState"]).dictionary,
            let gs = document.resolve(states[name]).dictionary
        else {
            warn("the graphics state /\(name) is missing")
            return
        }
        for (key, raw) in gs {
            let value = document.resolve(raw)
            switch key {
            case "LW": if let v = value.number { state.lineWidth = abs(v) }
            case "LC": if let v = value.number { state.lineCap = PathLineCap(rawValue: Int32(min(max(v, 0), 2))) ?? .butt }
            case "LJ": if let v = value.number { state.lineJoin = PathLineJoin(rawValue: Int32(min(max(v, 0), 2))) ?? .miter }
            case "ML": if let v = value.number { state.miterLimit = max(1, v) }
            case "D":
                if let items = value.array, items.count == 2, let array = document.resolve(items[0]).array,
                    let phase = document.resolve(items[1]).number
                {
                    setDash(array, phase: phase)
                }
            case "CA": if let v = value.number { state.strokeAlpha = min(max(v, 0), 1) }
            case "ca": if let v = value.number { state.fillAlpha = min(max(v, 0), 1) }
            case "SMask":
                if value.name != "None" { warn("soft masks (SMask) are not applied") }
            case "BM":
                let mode = value.name ?? value.array?.first.flatMap { document.resolve($0).name } ?? "Normal"
                if mode != "Normal" && mode != "Compatible" { warn("the blend mode \(mode) is drawn as Normal") }
            case "AIS":
                if case .bool(true) = value { warn("alpha as shape (AIS) is not applied") }
            case "TR", "TR2", "HT", "BG", "BG2", "UCR", "UCR2":
                break  // transfer, halftone and black generation: device settings with no effect on screen
            default: break
            }
        }
    }

    // MARK: Paths

    private func buildPath(_ op: String, _ operands: [PDFObject]) {
        pathElements += 1
        guard pathElements <= PDFLimits.maximumPathElements else {
            warn("paths of more than \(PDFLimits.maximumPathElements) elements are cut short")
            return
        }
        func point(_ v: [Double], _ i: Int) -> Point { Point(x: v[i], y: v[i + 1]) }
        switch op {
        case "m":
            guard let v = numbers(operands, 2, op) else { return }
            path.move(to: point(v, 0))
        case "l":
            guard let v = numbers(operands, 2, op) else { return }
            if path.currentPoint == nil { path.move(to: point(v, 0)) } else { path.addLine(to: point(v, 0)) }
        case "c":
            guard let v = numbers(operands, 6, op) else { return }
            if path.currentPoint == nil { path.move(to: point(v, 0)) }
            path.addCurve(to: point(v, 4), control1: point(v, 0), control2: point(v, 2))
        case "v":
            guard let v = numbers(operands, 4, op) else { return }
            let start = path.currentPoint ?? point(v, 0)
            if path.currentPoint == nil { path.move(to: start) }
            path.addCurve(to: point(v, 2), control1: start, control2: point(v, 0))
        case "y":
            guard let v = numbers(operands, 4, op) else { return }
            if path.currentPoint == nil { path.move(to: point(v, 0)) }
            path.addCurve(to: point(v, 2), control1: point(v, 0), control2: point(v, 2))
        case "h":
            path.closeSubpath()
        case "re":
            guard let v = numbers(operands, 4, op) else { return }
            let (x, y, w, h) = (v[0], v[1], v[2], v[3])
            path.move(to: Point(x: x, y: y))
            path.addLine(to: Point(x: x + w, y: y))
            path.addLine(to: Point(x: x + w, y: y + h))
            path.addLine(to: Point(x: x, y: y + h))
            path.closeSubpath()
        default: break
        }
    }

    /// Paints the current path (`f f* S s B B* b b* n`), then intersects the clip with it when
    /// `W` or `W*` came before, and starts a new path.
    private func paint(fill: PathFillRule?, stroke: Bool, close: Bool) {
        if close { path.closeSubpath() }
        defer {
            path = Path()
            pathElements = 0
            pendingClip = nil
        }
        let ctm = context.ctm
        let determinant = ctm.a * ctm.d - ctm.b * ctm.c
        guard determinant.isFinite, abs(determinant) > 1e-12, path.points.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else {
            return  // a space squashed to a line or a point: nothing shows
        }
        if !path.isEmpty, fill != nil || stroke {
            paintsLeft -= 1
            workLeft -= work(stroke: stroke, determinant: determinant)
            if paintsLeft < 0 || workLeft < 0 {
                warn("fills and strokes past the rasterizing limit are not drawn")
            } else {
                if let fill {
                    if let color = color(state.fillSpace, state.fill, isPattern: state.fillIsPattern) {
                        context.setFillColor(color.multipliedAlpha(state.fillAlpha))
                        context.addPath(path)
                        context.fillPath(using: fill)
                    }
                }
                if stroke, let color = color(state.strokeSpace, state.stroke, isPattern: state.strokeIsPattern) {
                    // Width 0 is the thinnest line the device shows: one pixel.
                    let hairline = 1 / abs(determinant).squareRoot()
                    context.setLineWidth(state.lineWidth > 0 ? state.lineWidth : hairline)
                    context.setLineCap(state.lineCap)
                    context.setLineJoin(state.lineJoin)
                    context.setMiterLimit(state.miterLimit)
                    context.setLineDash(phase: state.dashPhase, lengths: state.dash)
                    context.setStrokeColor(color.multipliedAlpha(state.strokeAlpha))
                    context.addPath(path)
                    context.strokePath()
                }
            }
        }
        if let rule = pendingClip {
            if !isDeviceRectangle(path) { state.maskClips += 1 }
            context.beginPath()
            context.addPath(path)
            context.clip(using: rule)
        }
    }

    /// The pixels rasterizing the current path costs: its device bounding box (widened by the
    /// stroke) within the bitmap, the whole bitmap for each mask clip in force, and its share of
    /// the context's flush (every 256 paints: the whole bitmap rendered and composited).
    private func work(stroke: Bool, determinant: Double) -> Double {
        let pixels = Double(context.pixelWidth * context.pixelHeight)
        var box = path.boundingBox.applying(context.ctm)
        if stroke {
            let width = max(state.lineWidth * abs(determinant).squareRoot(), 1) * max(state.miterLimit, 2)
            box = box.insetBy(dx: -width, dy: -width)
        }
        let bitmap = Rect(x: 0, y: 0, width: Double(context.pixelWidth), height: Double(context.pixelHeight))
        let covered = box.intersection(bitmap).map { $0.width * $0.height } ?? 0
        return min(covered.isFinite ? covered : pixels, pixels) + 16 + pixels / 128 + Double(state.maskClips) * pixels
    }

    /// Whether `path` is one rectangle with sides along the device's axes (a clip the
    /// rasterizer applies as bounds rather than as a mask).
    private func isDeviceRectangle(_ path: Path) -> Bool {
        let ctm = context.ctm
        let aligned = (ctm.b == 0 && ctm.c == 0) || (ctm.a == 0 && ctm.d == 0)
        guard aligned, path.elements.count == 5 || path.elements.count == 4 else { return false }
        let p = path.points
        guard p.count == 4 else { return false }
        return (p[0].y == p[1].y && p[1].x == p[2].x && p[2].y == p[3].y && p[3].x == p[0].x)
            || (p[0].x == p[1].x && p[1].y == p[2].y && p[2].x == p[3].x && p[3].y == p[0].y)
    }

}
