import Testing
@testable import FlipbookCLI

@Suite struct SHA256Tests {
    @Test func matchesTheFIPSTestVectors() {
        #expect(SHA256.hex("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(SHA256.hex("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(SHA256.hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    }

    @Test func piecewiseUpdatesEqualOneUpdate() {
        let bytes = (0..<1000).map { UInt8(truncatingIfNeeded: $0 * 7) }
        var hasher = SHA256()
        for cut in stride(from: 0, to: bytes.count, by: 63) { hasher.update(bytes[cut..<min(cut + 63, bytes.count)]) }
        #expect(hasher.finalize() == SHA256.hex(bytes))
        // 55 and 56 bytes: the padding fits in the block, or needs one more.
        #expect(SHA256.hex([UInt8](repeating: 0x61, count: 55)) == "9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318")
        #expect(SHA256.hex([UInt8](repeating: 0x61, count: 56)) == "b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a")
    }
}
