/// Small PDF files written by the tests: numbered objects, a cross-reference table and a
/// trailer, as a PDF writer lays them out.
struct PDFTestFile {
    private var bodies: [[UInt8]] = []

    /// Adds an object and returns its number (from 1).
    @discardableResult
    mutating func add(_ body: String) -> Int {
        bodies.append(Array(body.utf8))
        return bodies.count
    }

    /// Adds a stream object with `dictionary` entries (without `/Length`, which is added) and
    /// `data`; `indirectLength` writes the length as an object of its own.
    @discardableResult
    mutating func addStream(_ dictionary: String = "", _ data: [UInt8], indirectLength: Bool = false) -> Int {
        let number = bodies.count + 1
        let length = indirectLength ? "\(number + 1) 0 R" : "\(data.count)"
        bodies.append(Array("<< \(dictionary) /Length \(length) >>\nstream\n".utf8) + data + Array("\nendstream".utf8))
        if indirectLength { bodies.append(Array("\(data.count)".utf8)) }
        return number
    }

    /// The file, with `root` as the trailer's `/Root` (none when nil).
    func bytes(root: Int?) -> [UInt8] {
        var out = Array("%PDF-1.4\n%\u{E2}\u{E3}\n".utf8)
        var offsets: [Int] = []
        for (index, body) in bodies.enumerated() {
            offsets.append(out.count)
            out += Array("\(index + 1) 0 obj\n".utf8) + body + Array("\nendobj\n".utf8)
        }
        let xref = out.count
        var table = "xref\n0 \(bodies.count + 1)\n0000000000 65535 f \n"
        for offset in offsets { table += String(repeating: "0", count: 10 - String(offset).count) + "\(offset) 00000 n \n" }
        table += "trailer\n<< /Size \(bodies.count + 1)" + (root.map { " /Root \($0) 0 R" } ?? "") + " >>\n"
        table += "startxref\n\(xref)\n%%EOF\n"
        return out + Array(table.utf8)
    }

    /// A one-page file: `content` as the page's content stream, `mediaBox`, `resources`
    /// (a dictionary's text) and more page entries; `compress` stores the content in a zlib
    /// stream (FlateDecode) of stored blocks.
    static func page(
        _ content: String, mediaBox: String = "0 0 10 10", resources: String = "<< >>", pageEntries: String = "",
        compress: Bool = false, objects: (inout PDFTestFile) -> Void = { _ in }
    ) -> [UInt8] {
        var file = PDFTestFile()
        let catalog = file.add("<< /Type /Catalog /Pages 2 0 R >>")
        file.add("<< /Type /Pages /Kids [3 0 R] /Count 1 >>")
        file.add("<< /Type /Page /Parent 2 0 R /MediaBox [\(mediaBox)] /Contents 4 0 R /Resources \(resources) \(pageEntries) >>")
        let data = Array(content.utf8)
        file.addStream(compress ? "/Filter /FlateDecode" : "", compress ? zlibStored(data) : data)
        objects(&file)
        return file.bytes(root: catalog)
    }

    /// `data` as a zlib stream of stored (uncompressed) deflate blocks, which every inflater reads.
    static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var start = 0
        repeat {
            let count = min(65_535, data.count - start)
            let final: UInt8 = start + count == data.count ? 1 : 0
            out += [final, UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF)]
            out += data[start..<start + count]
            start += count
        } while start < data.count
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in data {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        let adler = b << 16 | a
        return out + [UInt8(adler >> 24), UInt8(adler >> 16 & 0xFF), UInt8(adler >> 8 & 0xFF), UInt8(adler & 0xFF)]
    }
}
