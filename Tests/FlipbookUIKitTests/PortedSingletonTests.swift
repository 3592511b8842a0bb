import FlipbookKit
import Testing

@testable import FlipbookUIKit

private final class Animator {}
private protocol Observer: AnyObject {}
private final class Screen: Observer {}

/// What `flipbook port` writes for MotionAnimation: its singleton one per application, and a
/// weak reference to a former `@objc protocol`'s existential.
@Suite struct PortedSingletonTests {
    @Test func eachApplicationHasItsOwnSingleton() {
        let first = Application()
        let a = ApplicationStatics.value("Animator.shared") { Animator() }
        #expect(ApplicationStatics.value("Animator.shared") { Animator() } === a)
        let second = Application()
        let b = ApplicationStatics.value("Animator.shared") { Animator() }
        #expect(b !== a)
        first.advance(to: 0)
        #expect(ApplicationStatics.value("Animator.shared") { Animator() } === a)
        second.advance(to: 0)
        #expect(ApplicationStatics.value("Animator.shared") { Animator() } === b)
        Application.current = nil
    }

    /// The previous application goes after `current` is set: a deinitialiser reading `current`
    /// (an app controller's, through a singleton) sees the new one.
    @Test func replacingTheCurrentApplicationReleasesTheOldOneAfterwards() {
        weak var old: Application?
        do {
            let app = Application()
            old = app
            _ = ApplicationStatics.value("Animator.shared") { Animator() }
        }
        let next = Application()
        #expect(old == nil)
        #expect(Application.current === next)
        Application.current = nil
    }

    @Test func aWeakReferenceToAProtocolExistentialLetsGo() {
        @WeakReference var observer: (any Observer)?
        var screen: Screen? = Screen()
        observer = screen
        #expect(observer === screen)
        screen = nil
        #expect(observer == nil)
    }
}
