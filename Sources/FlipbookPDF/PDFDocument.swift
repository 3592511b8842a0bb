/// The objects of a PDF file, found by scanning its body for `n g obj` (so that a damaged or
/// missing cross-reference table does not matter, as most readers recover), plus those of its
/// object streams; the trailer's `/Root` (or the first `/Type /Page`) leads to the first page.
struct PDFDocument: Sendable {
    let bytes: [UInt8]
    private(set) var objects: [Int: PDFObject] = [:]
    private(set) var trailer: [String: PDFObject] = [:]

    init(bytes: [UInt8]) throws {
        guard bytes.count <= PDFLimits.maximumFileBytes else {
            throw PDFError.tooLarge("the file has \(bytes.count) bytes (at most \(PDFLimits.maximumFileBytes) are read)")
        }
        guard Self.find(Array("%PDF-".utf8), in: bytes, from: 0, to: min(bytes.count, 1024)) != nil else {
            throw PDFError.malformed("no %PDF- header")
        }
        self.bytes = bytes
        try scanObjects()
        readObjectStreams()
        if trailer["Root"] == nil, let start = Self.findLast(Array("trailer".utf8), in: bytes) {
            var lexer = PDFLexer(bytes, from: start + 7)
            if case let .dictionary(d)? = try? lexer.parseObject() { trailer = d }
        }
        guard !objects.isEmpty else { throw PDFError.malformed("no objects") }
    }

    /// `object` with references followed (a missing object is `null`, as the format says).
    func resolve(_ object: PDFObject?) -> PDFObject {
        guard var o = object else { return .null }
        var hops = 0
        while case let .reference(n) = o {
            hops += 1
            guard hops <= 32, let target = objects[n] else { return .null }
            o = target
        }
        return o
    }

    func resolve(_ dictionary: [String: PDFObject]?, _ key: String) -> PDFObject {
        resolve(dictionary?[key])
    }

    // MARK: Scanning

    private mutating func scanObjects() throws {
        let n = bytes.count
        var i = 0
        var lengthReferences: [(object: Int, length: Int)] = []
        while i + 3 <= n {
            guard let p = Self.find(Array("obj".utf8), in: bytes, from: i, to: n) else { break }
            i = p + 3
            guard p + 3 == n || !PDFLexer.isRegular(bytes[p + 3]), let number = Self.objectNumber(before: p, in: bytes) else {
                continue
            }
            var lexer = PDFLexer(bytes, from: p + 3)
            guard var object = try? lexer.parseObject() else { continue }
            let afterObject = lexer.position
            if case let .dictionary(dictionary) = object, case .keyword("stream")? = try? lexer.next() {
                var start = lexer.position
                if start < n, bytes[start] == 0x0D { start += 1 }
                if start < n, bytes[start] == 0x0A { start += 1 }
                var end: Int?
                if case let .number(length)? = dictionary["Length"], length >= 0, length <= Double(n - start) {
                    var e = start + Int(length)
                    while e < n, PDFLexer.isWhitespace(bytes[e]) { e += 1 }
                    if Self.matches(Array("endstream".utf8), in: bytes, at: e) {
                        end = start + Int(length)
                        i = e + 9
                    }
                }
                if end == nil {
                    // An indirect (or wrong) /Length: the data runs to `endstream`, less the end of line
                    // before it; the length object refines it once every object is read.
                    let found = Self.find(Array("endstream".utf8), in: bytes, from: start, to: n)
                    var e = found ?? n
                    if e > start, bytes[e - 1] == 0x0A { e -= 1 }
                    if e > start, bytes[e - 1] == 0x0D { e -= 1 }
                    end = e
                    i = found.map { $0 + 9 } ?? n
                    if case let .reference(r)? = dictionary["Length"] { lengthReferences.append((number, r)) }
                }
                object = .stream(PDFStream(dictionary: dictionary, data: bytes[start..<max(start, end!)]))
                if dictionary["Type"]?.name == "XRef" { trailer = dictionary }
            } else {
                i = max(i, afterObject)
            }
            objects[number] = object
            guard objects.count <= PDFLimits.maximumObjects else {
                throw PDFError.tooLarge("more than \(PDFLimits.maximumObjects) objects")
            }
        }
        for (object, reference) in lengthReferences {
            guard case var .stream(stream)? = objects[object], let length = resolve(.reference(reference)).integer,
                length >= 0, length <= stream.data.count
            else { continue }
            stream.data = stream.data.prefix(length)
            objects[object] = .stream(stream)
        }
    }

    /// The object number of `n g obj` whose `obj` starts at `p`, or nil when the bytes before it
    /// are not two unsigned integers separated by whitespace.
    private static func objectNumber(before p: Int, in bytes: [UInt8]) -> Int? {
        var j = p - 1
        func digits() -> Int? {
            var value = 0, count = 0, scale = 1
            while j >= 0, bytes[j] >= UInt8(ascii: "0"), bytes[j] <= UInt8(ascii: "9"), count < 10 {
                value += Int(bytes[j] - UInt8(ascii: "0")) * scale
                scale *= 10
                count += 1
                j -= 1
            }
            return count > 0 ? value : nil
        }
        func whitespace() -> Bool {
            let start = j
            while j >= 0, PDFLexer.isWhitespace(bytes[j]) { j -= 1 }
            return j < start
        }
        guard whitespace(), digits() != nil, whitespace(), let number = digits() else { return nil }
        guard j < 0 || !PDFLexer.isRegular(bytes[j]) else { return nil }
        return number
    }

    /// Adds the objects of every object stream (`/Type /ObjStm`, PDF 1.5) not defined directly.
    private mutating func readObjectStreams() {
        let streams = objects.values.compactMap { object -> PDFStream? in
            if case let .stream(s) = object, s.dictionary["Type"]?.name == "ObjStm" { return s }
            return nil
        }
        for stream in streams {
            guard let decoded = try? decode(stream), let count = resolve(stream.dictionary["N"]).integer,
                let first = resolve(stream.dictionary["First"]).integer, first >= 0, first <= decoded.count
            else { continue }
            var header = PDFLexer(decoded, from: 0, to: first)
            for _ in 0..<min(max(0, count), PDFLimits.maximumObjects) {
                guard case let .number(n, true)? = try? header.next(), case let .number(o, true)? = try? header.next(),
                    let number = PDFObject.number(n).integer, let offset = PDFObject.number(o).integer
                else { break }
                guard number >= 0, objects[number] == nil, offset >= 0, first + offset < decoded.count else { continue }
                var lexer = PDFLexer(decoded, from: first + offset)
                if let object = try? lexer.parseObject() { objects[number] = object }
                if objects.count > PDFLimits.maximumObjects { return }
            }
        }
    }

    // MARK: Pages

    /// The first page: its dictionary and the attributes it inherits from its parents.
    struct Page {
        var dictionary: [String: PDFObject]
        var mediaBox: [Double]?
        var cropBox: [Double]?
        var rotate: Int
        var resources: [String: PDFObject]
    }

    func firstPage() throws -> Page {
        var page: [String: PDFObject]?
        if let root = resolve(trailer, "Root").dictionary {
            var visits = 0
            page = firstLeaf(resolve(root, "Pages"), depth: 0, visits: &visits)
        }
        if page == nil {
            // No usable trailer or page tree: the lowest-numbered page object.
            page =
                objects.keys.sorted().lazy.compactMap { key -> [String: PDFObject]? in
                    guard let d = self.objects[key]?.dictionary, d["Type"]?.name == "Page" else { return nil }
                    return d
                }.first
        }
        guard let page else { throw PDFError.malformed("no page") }
        var result = Page(dictionary: page, rotate: 0, resources: [:])
        var node: [String: PDFObject]? = page
        var resources: [String: PDFObject]?
        var rotate: Int?
        for _ in 0..<32 {
            guard let current = node else { break }
            if result.mediaBox == nil { result.mediaBox = box(current["MediaBox"]) }
            if result.cropBox == nil { result.cropBox = box(current["CropBox"]) }
            if resources == nil { resources = resolve(current, "Resources").dictionary }
            if rotate == nil { rotate = resolve(current, "Rotate").integer }
            node = resolve(current, "Parent").dictionary
        }
        result.resources = resources ?? [:]
        let quarter = (rotate ?? 0) / 90 % 4
        result.rotate = (quarter + 4) % 4 * 90
        return result
    }

    private func firstLeaf(_ node: PDFObject, depth: Int, visits: inout Int) -> [String: PDFObject]? {
        visits += 1
        guard depth < 32, visits < 10_000, let dictionary = node.dictionary else { return nil }
        if dictionary["Type"]?.name == "Page" { return dictionary }
        guard let kids = resolve(dictionary, "Kids").array else {
            return dictionary["Type"]?.name == "Pages" ? nil : dictionary
        }
        for kid in kids {
            if let leaf = firstLeaf(resolve(kid), depth: depth + 1, visits: &visits) { return leaf }
        }
        return nil
    }

    /// A rectangle `[x0 y0 x1 y1]`, normalized (x0 < x1, y0 < y1), or nil.
    func box(_ object: PDFObject?) -> [Double]? {
        guard let items = resolve(object).array, items.count == 4 else { return nil }
        let v = items.compactMap { resolve($0).number }
        guard v.count == 4 else { return nil }
        return [min(v[0], v[2]), min(v[1], v[3]), max(v[0], v[2]), max(v[1], v[3])]
    }

    // MARK: Byte search

    static func matches(_ needle: [UInt8], in bytes: [UInt8], at p: Int) -> Bool {
        guard p >= 0, p + needle.count <= bytes.count else { return false }
        for k in 0..<needle.count where bytes[p + k] != needle[k] { return false }
        return true
    }

    /// The first position at or after `from` where `needle` starts and ends before `to`.
    static func find(_ needle: [UInt8], in bytes: [UInt8], from: Int, to: Int) -> Int? {
        guard let first = needle.first, to - from >= needle.count else { return nil }
        var p = from
        let last = to - needle.count
        while p <= last {
            if bytes[p] == first && matches(needle, in: bytes, at: p) { return p }
            p += 1
        }
        return nil
    }

    static func findLast(_ needle: [UInt8], in bytes: [UInt8]) -> Int? {
        var p = bytes.count - needle.count
        while p >= 0 {
            if matches(needle, in: bytes, at: p) { return p }
            p -= 1
        }
        return nil
    }
}
