import FlipbookRaster
@testable import FlipbookTesting
import Testing

@Suite struct ToleranceTests {
    @Test func channelDeltaExactlyAtTheLimitPassesAndOneOverFails() {
        let actual = redSquare(shifting: [(2, 2, 3)])
        #expect(ImageComparison.compare(expected: redSquare, actual: actual, tolerance: Tolerance(maxChannelDelta: 3)).matches)
        #expect(!ImageComparison.compare(expected: redSquare, actual: actual, tolerance: Tolerance(maxChannelDelta: 2)).matches)
    }

    @Test func differingPixelCountExactlyAtTheLimitPassesAndOneOverFails() {
        let three = redSquare(shifting: [(0, 0, 9), (1, 0, 9), (2, 0, 9)])
        let four = redSquare(shifting: [(0, 0, 9), (1, 0, 9), (2, 0, 9), (3, 0, 9)])
        let tolerance = Tolerance(maxDifferingPixels: .count(3))
        #expect(ImageComparison.compare(expected: redSquare, actual: three, tolerance: tolerance).matches)
        #expect(!ImageComparison.compare(expected: redSquare, actual: four, tolerance: tolerance).matches)
    }

    @Test func differingPixelFractionExactlyAtTheLimitPassesAndOneOverFails() {
        let tolerance = Tolerance(maxDifferingPixels: .fraction(0.25))  // 4 of 16
        let four = redSquare(shifting: (0 ..< 4).map { ($0, 1, 50) })
        let five = redSquare(shifting: (0 ..< 4).map { ($0, 1, 50) } + [(0, 3, 50)])
        #expect(ImageComparison.compare(expected: redSquare, actual: four, tolerance: tolerance).matches)
        #expect(!ImageComparison.compare(expected: redSquare, actual: five, tolerance: tolerance).matches)
        #expect(Tolerance(maxDifferingPixels: .fraction(0.29)).allowedDifferingPixels(of: 100) == 29)
    }

    @Test func toleratedChangesAreCountedButDoNotFail() {
        let result = ImageComparison.compare(expected: redSquare, actual: redSquare(shifting: [(1, 1, 1)]),
                                             tolerance: Tolerance(maxChannelDelta: 1))
        #expect(result.matches && result.changedPixelCount == 1 && result.differingPixelCount == 0)
        #expect(result.diffImage[1, 1] == ImageComparison.toleratedColour)
    }

    @Test func sizeMismatchNeverMatchesWhateverTheTolerance() {
        let result = ImageComparison.compare(expected: redSquare, actual: Bitmap(width: 4, height: 3),
                                             tolerance: Tolerance(maxChannelDelta: 255, maxDifferingPixels: .fraction(1)))
        #expect(!result.matches && result.isSizeMismatch)
        #expect(result.report.contains("Size mismatch: expected 4×4 px, actual 4×3 px."))
    }

    @Test func descriptionsNameBothLimits() {
        #expect(Tolerance.exact.description == "exact")
        #expect(Tolerance(maxChannelDelta: 2, maxDifferingPixels: .fraction(0.005)).description
            == "maxChannelDelta 2, maxDifferingPixels 0.5%")
        #expect(Tolerance(maxDifferingPixels: .count(7)).description == "maxChannelDelta 0, maxDifferingPixels 7")
    }

    @Test func framesCompareFrameByFrameAndCountFrames() {
        let same = ImageComparison.compare(expectedFrames: [redSquare, redSquare], actualFrames: [redSquare, redSquare])
        #expect(same.matches)
        let fewer = ImageComparison.compare(expectedFrames: [redSquare, redSquare], actualFrames: [redSquare])
        #expect(!fewer.matches && fewer.report.contains("Frame count mismatch: expected 2, actual 1."))
        let changed = ImageComparison.compare(expectedFrames: [redSquare, redSquare],
                                              actualFrames: [redSquare, redSquare(shifting: [(0, 0, 1)])])
        #expect(!changed.matches && changed.report.hasPrefix("Frame 1:"))
    }
}

@Suite struct PixelBudgetParsingTests {
    @Test func parsesCountsAndPercentages() {
        #expect(Tolerance.PixelBudget(argument: "25") == .count(25))
        #expect(Tolerance.PixelBudget(argument: "0.5%") == .fraction(0.005))
        #expect(Tolerance.PixelBudget(argument: "-1") == nil)
        #expect(Tolerance.PixelBudget(argument: "150%") == nil)
        #expect(Tolerance.PixelBudget(argument: "many") == nil)
    }
}
