import Foundation
import Testing
@testable import FlipbookText

/// Layout of long text (up to the scene loader's 100 000-character limit) grows linearly.
@Suite(.serialized) struct TextLayoutScalingTests {
    static func layoutTime(characters: Int, wrapped: Bool) throws -> Double {
        let words = ["flip", "book", "renders", "layers", "offline", "on", "Linux"]
        var s = ""
        var i = 0
        while s.unicodeScalars.count < characters {
            s += words[i % words.count] + (i % 40 == 39 ? "\n" : " ")
            i += 1
        }
        let start = threadCPUSeconds()
        let layout = try TextLayout(AttributedText(s), options: TextLayoutOptions(width: wrapped ? 300 : nil))
        #expect(layout.size.height > 0)
        return (threadCPUSeconds() - start)
    }

    @Test(arguments: [false, true])
    func layoutOfLongTextIsLinear(wrapped: Bool) throws {
        let small = try TextLayoutScalingTests.layoutTime(characters: 25_000, wrapped: wrapped)
        let large = try TextLayoutScalingTests.layoutTime(characters: 100_000, wrapped: wrapped)
        #expect(large < 8 * small + 0.5, "25k: \(small) s, 100k: \(large) s")
    }
}

/// CPU seconds used by the calling thread: unlike the wall clock, not inflated when other tests
/// or processes share the cores.
func threadCPUSeconds() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
}
