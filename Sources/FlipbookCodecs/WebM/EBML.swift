/// The few pieces of EBML (the binary format of Matroska and WebM) that ``WebMEncoder`` writes:
/// an element is its ID, its size as a variable-length integer, then its data.
enum EBML {
    /// Element IDs of the EBML header and of the Matroska elements a WebM video file uses.
    enum ID {
        static let ebml: UInt32 = 0x1A45_DFA3
        static let ebmlVersion: UInt32 = 0x4286
        static let ebmlReadVersion: UInt32 = 0x42F7
        static let ebmlMaxIDLength: UInt32 = 0x42F2
        static let ebmlMaxSizeLength: UInt32 = 0x42F3
        static let docType: UInt32 = 0x4282
        static let docTypeVersion: UInt32 = 0x4287
        static let docTypeReadVersion: UInt32 = 0x4285
        static let segment: UInt32 = 0x1853_8067
        static let seekHead: UInt32 = 0x114D_9B74
        static let seek: UInt32 = 0x4DBB
        static let seekID: UInt32 = 0x53AB
        static let seekPosition: UInt32 = 0x53AC
        static let info: UInt32 = 0x1549_A966
        static let timestampScale: UInt32 = 0x2A_D7B1
        static let duration: UInt32 = 0x4489
        static let muxingApp: UInt32 = 0x4D80
        static let writingApp: UInt32 = 0x5741
        static let tracks: UInt32 = 0x1654_AE6B
        static let trackEntry: UInt32 = 0xAE
        static let trackNumber: UInt32 = 0xD7
        static let trackUID: UInt32 = 0x73C5
        static let trackType: UInt32 = 0x83
        static let flagLacing: UInt32 = 0x9C
        static let codecID: UInt32 = 0x86
        static let video: UInt32 = 0xE0
        static let pixelWidth: UInt32 = 0xB0
        static let pixelHeight: UInt32 = 0xBA
        static let colour: UInt32 = 0x55B0
        static let matrixCoefficients: UInt32 = 0x55B1
        static let range: UInt32 = 0x55B9
        static let transferCharacteristics: UInt32 = 0x55BA
        static let primaries: UInt32 = 0x55BB
        static let cluster: UInt32 = 0x1F43_B675
        static let timestamp: UInt32 = 0xE7
        static let simpleBlock: UInt32 = 0xA3
        static let blockGroup: UInt32 = 0xA0
        static let block: UInt32 = 0xA1
        static let blockDuration: UInt32 = 0x9B
        static let referenceBlock: UInt32 = 0xFB
        static let cues: UInt32 = 0x1C53_BB6B
        static let cuePoint: UInt32 = 0xBB
        static let cueTime: UInt32 = 0xB3
        static let cueTrackPositions: UInt32 = 0xB7
        static let cueTrack: UInt32 = 0xF7
        static let cueClusterPosition: UInt32 = 0xF1
    }

    /// An element ID's bytes (its length marker is part of the ID).
    static func id(_ id: UInt32) -> [UInt8] {
        let count = id >= 0x100_0000 ? 4 : id >= 0x1_0000 ? 3 : id >= 0x100 ? 2 : 1
        return (0..<count).reversed().map { UInt8(truncatingIfNeeded: id >> (8 * UInt32($0))) }
    }

    /// A data size as a variable-length integer of the fewest bytes, or of exactly `width` bytes.
    static func size(_ value: Int, width: Int? = nil) -> [UInt8] {
        precondition(value >= 0)
        // n bytes hold 7n bits, less the all-ones value, which means "unknown size".
        let count = width ?? (1...8).first { value < (1 << (7 * $0)) - 1 }!
        var bytes = (0..<count).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
        bytes[0] |= UInt8(0x80 >> (count - 1))
        return bytes
    }

    /// An element with the given data.
    static func element(_ id: UInt32, _ data: [UInt8]) -> [UInt8] {
        self.id(id) + size(data.count) + data
    }

    /// An element whose data is its children, concatenated.
    static func master(_ id: UInt32, _ children: [[UInt8]]) -> [UInt8] {
        element(id, Array(children.joined()))
    }

    /// An unsigned integer in the fewest bytes (at least one), or in exactly `width` bytes.
    static func uint(_ id: UInt32, _ value: UInt64, width: Int? = nil) -> [UInt8] {
        let count = width ?? max(1, (64 - value.leadingZeroBitCount + 7) / 8)
        return element(id, (0..<count).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * UInt64($0))) })
    }

    /// A 64-bit IEEE float.
    static func float(_ id: UInt32, _ value: Double) -> [UInt8] {
        let bits = value.bitPattern
        return element(id, (0..<8).reversed().map { UInt8(truncatingIfNeeded: bits >> (8 * UInt64($0))) })
    }

    /// An ASCII or UTF-8 string.
    static func string(_ id: UInt32, _ value: String) -> [UInt8] {
        element(id, Array(value.utf8))
    }
}
