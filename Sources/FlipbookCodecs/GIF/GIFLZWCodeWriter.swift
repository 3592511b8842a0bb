/// Packs LZW codes into GIF's image-data byte stream, bit for bit as giflib's own coder does.
///
/// Our coders (``GIFLZWCoder``, ``GIFLossyLZW``) find the codes themselves; this writer turns them
/// into the bytes that follow an image descriptor's code-size byte (``GIFWriter`` cuts them into
/// sub-blocks of 255 bytes, as giflib does). Codes are packed least-significant bit first. The code width follows giflib exactly: it starts at
/// `minCodeSize + 1` bits and grows by one after a code is written while the next code to be
/// assigned (`runningCode`) no longer fits, so the files are byte-identical to giflib's `EGifPutLine`.
struct GIFLZWCodeWriter {
    /// The bytes written so far; up to 67 more whole bytes may still be pending.
    private(set) var bytes: [UInt8]
    private var shift: UInt64 = 0
    private var shiftBits = 0
    // Whole 32-bit words waiting to be appended to `bytes` 64 bytes at a time: an append to an
    // array checks its uniqueness and capacity, which per byte cost more than packing the codes.
    private var stage = SIMD16<UInt32>()
    private var staged = 0
    private var runningBits: Int
    private var maxCode1: Int
    /// The code-size byte of the image data (2…8): bits per index, at least 2.
    let minCodeSize: Int
    /// The clear code, `1 << minCodeSize`; the end-of-information code is one more.
    let clearCode: Int

    /// A writer for indices of `bitsPerPixel` bits, with room reserved for about `pixels` indices.
    init(bitsPerPixel: Int, pixels: Int) {
        minCodeSize = max(2, bitsPerPixel)
        clearCode = 1 << minCodeSize
        runningBits = minCodeSize + 1
        maxCode1 = 1 << runningBits
        bytes = []
        // A typical stream is well under a byte a pixel; growth beyond is amortized.
        bytes.reserveCapacity(pixels / 2 + 64)
    }

    /// Appends `code` at the current width; `runningCode` is the next code the dictionary will
    /// assign (giflib widens the codes once it no longer fits).
    @inline(__always) mutating func emit(_ code: Int, runningCode: Int) {
        shift |= UInt64(truncatingIfNeeded: code) << UInt64(shiftBits)
        shiftBits &+= runningBits
        // Pending bits are written four bytes at a time (fewer than 32 stay pending, so a code of
        // at most 12 bits always fits the 64-bit accumulator); the bytes are the same as writing
        // each byte once it is full.
        if shiftBits >= 32 { flushWord() }
        if runningCode >= maxCode1 && code <= 4095 {
            runningBits &+= 1
            maxCode1 = 1 << runningBits
        }
    }

    /// Stages the lowest four pending bytes.
    private mutating func flushWord() {
        stage[staged] = UInt32(truncatingIfNeeded: shift).littleEndian
        staged &+= 1
        shift >>= 32
        shiftBits &-= 32
        if staged == 16 { flushStage() }
    }

    /// Appends the staged words to `bytes`.
    private mutating func flushStage() {
        guard staged > 0 else { return }
        let count = 4 * staged
        withUnsafeBytes(of: &stage) { bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: $0[0..<count])) }
        staged = 0
    }

    /// Writes the whole pending bytes, leaving fewer than 8 bits pending.
    private mutating func flushBytes() {
        flushStage()
        while shiftBits >= 8 {
            bytes.append(UInt8(truncatingIfNeeded: shift))
            shift >>= 8
            shiftBits -= 8
        }
    }

    /// Emits a clear code and returns to the narrowest width (the dictionary restarts).
    mutating func clear(runningCode: Int) {
        emit(clearCode, runningCode: runningCode)
        runningBits = minCodeSize + 1
        maxCode1 = 1 << runningBits
    }

    /// Appends the codes of `other`, a writer that started at the narrowest width right after a
    /// clear code this writer has just written, and continues at the width `other` ended with.
    mutating func append(_ other: GIFLZWCodeWriter) {
        var other = other
        other.flushStage()
        flushBytes()
        bytes.reserveCapacity(bytes.count + other.bytes.count + 8)
        if shiftBits == 0 {
            bytes.append(contentsOf: other.bytes)
        } else {
            let s = UInt64(shiftBits)
            for byte in other.bytes {
                shift |= UInt64(byte) << s
                bytes.append(UInt8(truncatingIfNeeded: shift))
                shift >>= 8
            }
        }
        // At most 7 + 31 bits pending now.
        shift |= other.shift << UInt64(shiftBits)
        shiftBits += other.shiftBits
        flushBytes()
        runningBits = other.runningBits
        maxCode1 = other.maxCode1
    }

    /// Joins stretches of one frame coded independently, each from a fresh dictionary, into the
    /// frame's image data: a clear code before each (the first is the stream's opening clear).
    /// Decoders restart their dictionary at every clear code, so each stretch decodes on its own.
    static func join(_ segments: [GIFLZWSegment], bitsPerPixel: Int) -> [UInt8] {
        var out = GIFLZWCodeWriter(bitsPerPixel: bitsPerPixel,
                                   pixels: 2 * segments.reduce(0) { $0 + $1.writer.bytes.count })
        let clear = out.clearCode
        for (k, segment) in segments.enumerated() {
            if k == 0 {
                out.emit(clear, runningCode: clear + 2)
            } else {
                let previous = segments[k - 1]
                out.emit(previous.lastPrefix, runningCode: previous.nextCode)
                out.clear(runningCode: previous.nextCode)
            }
            out.append(segment.writer)
        }
        let last = segments[segments.count - 1]
        return out.finish(lastPrefix: last.lastPrefix, runningCode: last.nextCode)
    }

    /// Writes the last prefix and the end-of-information code, then the bits still pending.
    /// - Returns: the finished byte stream.
    mutating func finish(lastPrefix: Int, runningCode: Int) -> [UInt8] {
        emit(lastPrefix, runningCode: runningCode)
        emit(clearCode + 1, runningCode: runningCode)
        flushBytes()
        while shiftBits > 0 {
            bytes.append(UInt8(truncatingIfNeeded: shift))
            shift >>= 8
            shiftBits -= 8
        }
        return bytes
    }
}

/// A stretch of a frame's indices LZW-coded from a fresh dictionary, not yet closed: its codes,
/// the match still open at its end, and the code its dictionary would assign next.
struct GIFLZWSegment {
    var writer: GIFLZWCodeWriter
    var lastPrefix: Int
    var nextCode: Int
}

/// GIF's LZW coder, following giflib's dictionary exactly (same codes, same clear points), writing
/// through ``GIFLZWCodeWriter``. Independent frames can be coded side by side: each coder owns its
/// dictionary.
final class GIFLZWCoder {
    private let table = GIFLZWTable()

    /// The image data of `indices` (each below `1 << bitsPerPixel`, at least one) as a byte stream.
    func encode(_ indices: UnsafeBufferPointer<UInt8>, bitsPerPixel: Int) -> [UInt8] {
        var out = GIFLZWCodeWriter(bitsPerPixel: bitsPerPixel, pixels: indices.count)
        let clear = out.clearCode
        var nextCode = clear + 2
        out.emit(clear, runningCode: nextCode)
        table.clear()
        precondition(!indices.isEmpty, "a GIF frame has at least one pixel")
        let slots = table.slotsView
        var prefix = Int(indices[0])
        for i in 1..<indices.count {
            let byte = Int(indices[i])
            let found = slots.child(of: prefix, byte: byte)
            if found >= 0 { prefix = found; continue }
            out.emit(prefix, runningCode: nextCode)
            if nextCode >= 4095 {
                out.clear(runningCode: nextCode)
                nextCode = clear + 2
                table.clear()
            } else {
                slots.insert(prefix, byte, nextCode)
                nextCode += 1
            }
            prefix = byte
        }
        return out.finish(lastPrefix: prefix, runningCode: nextCode)
    }
}
