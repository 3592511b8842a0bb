import CZlib

extension PDFDocument {
    /// The decoded bytes of `stream` through its `/Filter`s (FlateDecode, ASCIIHexDecode,
    /// ASCII85Decode), at most ``PDFLimits/maximumStreamBytes``.
    /// - Throws: ``PDFError/unsupported(_:)`` for another filter or a predictor,
    ///   ``PDFError/malformed(_:)`` for data that does not decode, ``PDFError/tooLarge(_:)``.
    func decode(_ stream: PDFStream) throws -> [UInt8] {
        let filterObject = resolve(stream.dictionary["Filter"] ?? stream.dictionary["F"])
        let filters: [String]
        switch filterObject {
        case let .name(n): filters = [n]
        case let .array(items): filters = items.compactMap { resolve($0).name }
        default: filters = []
        }
        let parameters = resolve(stream.dictionary["DecodeParms"] ?? stream.dictionary["DP"])
        var data = Array(stream.data)
        for (index, filter) in filters.enumerated() {
            switch filter {
            case "FlateDecode", "Fl":
                data = try PDFFilters.inflate(data[...])
                let parameter = parameters.array.map { index < $0.count ? resolve($0[index]) : .null } ?? parameters
                if let predictor = resolve(parameter.dictionary?["Predictor"]).integer, predictor > 1 {
                    throw PDFError.unsupported("FlateDecode with predictor \(predictor)")
                }
            case "ASCIIHexDecode", "AHx": data = PDFFilters.asciiHex(data)
            case "ASCII85Decode", "A85": data = try PDFFilters.ascii85(data)
            default: throw PDFError.unsupported("the stream filter \(filter)")
            }
            guard data.count <= PDFLimits.maximumStreamBytes else {
                throw PDFError.tooLarge("a stream of more than \(PDFLimits.maximumStreamBytes) bytes")
            }
        }
        return data
    }
}

enum PDFFilters {
    /// zlib-wrapped (or, failing that, raw) deflate data inflated, at most
    /// ``PDFLimits/maximumStreamBytes``; a truncated or damaged tail ends the data where it
    /// breaks, as PDF readers do.
    static func inflate(_ input: ArraySlice<UInt8>) throws -> [UInt8] {
        do {
            return try inflate(input, windowBits: 15 + 32)  // zlib or gzip header
        } catch PDFError.malformed {
            return try inflate(input, windowBits: -15)  // raw deflate (some writers omit the header)
        }
    }

    private static func inflate(_ input: ArraySlice<UInt8>, windowBits: Int32) throws -> [UInt8] {
        guard !input.isEmpty else { return [] }
        var z = z_stream()
        guard inflateInit2_(&z, windowBits, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            throw PDFError.tooLarge("out of memory for inflate")
        }
        defer { inflateEnd(&z) }
        var output: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        let limit = PDFLimits.maximumStreamBytes
        try input.withUnsafeBufferPointer { source in
            z.next_in = UnsafeMutablePointer(mutating: source.baseAddress)
            z.avail_in = uInt(source.count)
            while true {
                let status = chunk.withUnsafeMutableBufferPointer { out -> Int32 in
                    z.next_out = out.baseAddress
                    z.avail_out = uInt(out.count)
                    return CZlib.inflate(&z, Z_NO_FLUSH)
                }
                let produced = chunk.count - Int(z.avail_out)
                output.append(contentsOf: chunk[0..<produced])
                guard output.count <= limit else { throw PDFError.tooLarge("a stream inflating to more than \(limit) bytes") }
                if status == Z_STREAM_END { return }
                if status == Z_OK { continue }
                if status == Z_BUF_ERROR, produced == 0 { return }  // truncated input: what came out
                if output.isEmpty {
                    throw PDFError.malformed("the compressed data does not inflate (zlib status \(status))")
                }
                return  // a damaged tail: keep what inflated
            }
        }
        return output
    }

    static func asciiHex(_ data: some Sequence<UInt8>) -> [UInt8] {
        var out: [UInt8] = []
        var high: UInt8?
        for c in data {
            if c == UInt8(ascii: ">") { break }
            guard let v = PDFLexer.hex(c) else { continue }
            if let h = high {
                out.append(h << 4 | v)
                high = nil
            } else {
                high = v
            }
        }
        if let h = high { out.append(h << 4) }
        return out
    }

    static func ascii85(_ data: [UInt8]) throws -> [UInt8] {
        var out: [UInt8] = []
        var group: [UInt32] = []
        var i = 0
        if data.starts(with: Array("<~".utf8)) { i = 2 }
        func flush(_ group: [UInt32]) {
            var padded = group
            while padded.count < 5 { padded.append(84) }
            var value: UInt64 = 0
            for d in padded { value = value * 85 + UInt64(d) }
            let word = UInt32(truncatingIfNeeded: value)
            let bytes = [UInt8(word >> 24), UInt8(word >> 16 & 0xFF), UInt8(word >> 8 & 0xFF), UInt8(word & 0xFF)]
            out.append(contentsOf: bytes.prefix(group.count - 1))
        }
        while i < data.count {
            let c = data[i]
            i += 1
            if c == UInt8(ascii: "~") { break }
            if PDFLexer.isWhitespace(c) { continue }
            if c == UInt8(ascii: "z"), group.isEmpty {
                out.append(contentsOf: [0, 0, 0, 0])
                continue
            }
            guard c >= 33, c <= 117 else { throw PDFError.malformed("a byte outside ASCII85 data") }
            group.append(UInt32(c - 33))
            if group.count == 5 {
                flush(group)
                group.removeAll()
            }
        }
        if group.count > 1 { flush(group) }
        return out
    }
}
