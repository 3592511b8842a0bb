import Testing
import FlipbookDemoAssets
import FlipbookRaster
@testable import FlipbookDemos

/// Test renders use a tenth of the stored resolution so the whole suite stays fast in debug builds;
/// the painters are resolution independent, so the pictures are the same at any scale.
private let testScale = 0.1

/// 64-bit FNV-1a over the premultiplied bytes.
private func fnv1a(_ bitmap: Bitmap) -> UInt64 {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in bitmap.bytes {
        hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
    }
    return hash
}

/// Number of distinct RGBA values in the bitmap.
private func distinctColours(_ bitmap: Bitmap) -> Int {
    var seen = Set<UInt32>()
    for i in stride(from: 0, to: bitmap.bytes.count, by: 4) {
        let b = bitmap.bytes
        seen.insert(UInt32(b[i]) << 24 | UInt32(b[i + 1]) << 16 | UInt32(b[i + 2]) << 8 | UInt32(b[i + 3]))
    }
    return seen.count
}

/// Standard deviation of the premultiplied luma (0…255).
private func lumaDeviation(_ bitmap: Bitmap) -> Double {
    var sum = 0.0, sumSquares = 0.0
    for i in stride(from: 0, to: bitmap.bytes.count, by: 4) {
        let b = bitmap.bytes
        let y = 0.299 * Double(b[i]) + 0.587 * Double(b[i + 1]) + 0.114 * Double(b[i + 2])
        sum += y; sumSquares += y * y
    }
    let n = Double(bitmap.pixelCount)
    return (sumSquares / n - (sum / n) * (sum / n)).squareRoot()
}

@Suite struct AssetsTests {
    @Test func specsKeepTheOriginalAspectRatioWithinHalfAPermille() {
        for spec in DemoAssets.specs {
            let stored = Double(spec.width) / Double(spec.height)
            let original = Double(spec.originalWidth) / Double(spec.originalHeight)
            #expect(abs(stored / original - 1) < 0.0005, "\(spec.name): \(stored) vs \(original)")
        }
        let taylor = DemoAssets.spec(named: "taylor")!
        #expect(taylor.width * 5640 == taylor.height * 3532, "taylor keeps 3532:5640 exactly")
    }

    @Test func storedPortraitsExceedTheirTwoTimesDisplaySize() {
        // Full-screen aspect fill on a 375×667 pt screen at 2× needs 1334 px of height.
        for name in ["taylor", "pure", "taylor-swift-00001", "taylor-swift-00006"] {
            #expect(DemoAssets.spec(named: name)!.height >= 1334, "\(name)")
        }
    }

    @Test func fileNamesAreUniqueAndHaveNoSpaces() {
        let names = DemoAssets.specs.map(\.name)
        #expect(Set(names).count == names.count)
        #expect(names.allSatisfy { !$0.contains(" ") })
        #expect(DemoAssets.spec(named: "Taylor Swift 00006")?.name == "taylor-swift-00006")
        #expect(DemoAssets.make("no such asset") == nil)
    }

    @Test(arguments: DemoAssets.specs)
    func assetHasItsScaledSizeAndIsDeterministic(_ spec: DemoAssets.Spec) throws {
        let first = try #require(DemoAssets.make(spec.name, scale: testScale))
        let second = try #require(DemoAssets.make(spec.originalName, scale: testScale))
        #expect(first.width == Int((Double(spec.width) * testScale).rounded()))
        #expect(first.height == Int((Double(spec.height) * testScale).rounded()))
        #expect(fnv1a(first) == fnv1a(second))
    }

    @Test(arguments: DemoAssets.specs.filter { $0.name != "BackgroundPaws" })
    func pictureIsNotAFlatColour(_ spec: DemoAssets.Spec) throws {
        let bitmap = try #require(DemoAssets.make(spec.name, scale: testScale))
        #expect(distinctColours(bitmap) >= 100, "\(spec.name) has \(distinctColours(bitmap)) colours")
        #expect(lumaDeviation(bitmap) > 8, "\(spec.name) luma deviation \(lumaDeviation(bitmap))")
    }

    @Test func photosAreOpaqueAndThePawTileIsMostlyTransparent() {
        for (name, bitmap) in DemoAssets.all(scale: 0.05) where name != "BackgroundPaws" {
            #expect(bitmap.isOpaque, "\(name)")
        }
        let paws = DemoAssets.make("BackgroundPaws")!
        #expect(paws.width == 250 && paws.height == 220)
        let clear = stride(from: 3, to: paws.bytes.count, by: 4).filter { paws.bytes[$0] == 0 }.count
        #expect(Double(clear) / Double(paws.pixelCount) > 0.7)
        #expect(paws.bytes.enumerated().allSatisfy { $0.offset % 4 != 3 || $0.element <= 60 }, "paws stay faint")
        let alphas = Set(stride(from: 3, to: paws.bytes.count, by: 4).map { paws.bytes[$0] })
        #expect(alphas.count > 20, "anti-aliased edges, not a stencil")
    }

    @Test func pawTileWrapsAcrossItsEdges() {
        // Prints cut by an edge continue on the opposite edge, so the paint on the last column
        // matches the first column's neighbour and the tile repeats without seams.
        let paws = DemoAssets.make("BackgroundPaws")!
        func alpha(_ x: Int, _ y: Int) -> Int { Int(paws[x, y].a) }
        var columnDifference = 0, rowDifference = 0, painted = 0
        for y in 0..<paws.height {
            columnDifference += abs(alpha(0, y) - alpha(paws.width - 1, y))
            painted += alpha(0, y)
        }
        for x in 0..<paws.width { rowDifference += abs(alpha(x, 0) - alpha(x, paws.height - 1)) }
        #expect(painted > 0, "a print crosses the left edge")
        #expect(columnDifference < paws.height * 4)
        #expect(rowDifference < paws.width * 4)
    }
}
