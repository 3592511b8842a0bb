import Testing
import FlipbookAnimation
import FlipbookKit

@Suite struct AnimationOptionsTests {
    @Test func optionBitsMatchUIKitsAndCarryTheCurve() {
        #expect(AnimationOptions([]).curve == .easeInOut)
        #expect(AnimationOptions.curveEaseIn.rawValue == 1 << 16)
        #expect(AnimationOptions.curveLinear.curve == .linear)
        #expect(AnimationOptions(curve: .systemSpring).curve == .systemSpring)
        #expect(AnimationOptions.transitionCrossDissolve.transition == 5)
    }
}
