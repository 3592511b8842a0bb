import FlipbookKit
import Foundation

// The C library's and the standard library's random numbers, for ported code: the same numbers
// every run, so that a render is reproducible. These declarations shadow Glibc's
// `arc4random`, `arc4random_uniform` and `drand48` and the standard library's
// `Int.random(in:)` and `Double.random(in:)` in a file that imports FlipbookUIKit.
//
// Difference from iOS: `arc4random` and `Int.random(in:)` are unpredictable on iOS; here they
// come from a generator seeded with 0 when an application launches (see `ApplicationRandom`), so
// an app that picks a random picture picks the same one every run — one that a device could
// also have picked. `drand48` is already deterministic on iOS (seeded with POSIX's
// 0x1234ABCD330E until `srand48` is called); here it follows the same sequence, from the start,
// in each application.

/// The random numbers of the current application: a SplitMix64 generator seeded with 0 for each
/// new `Application` (the first call in a thread whose `Application.current` changed), and
/// POSIX's `drand48` state, seeded as a process that never called `srand48`.
public enum ApplicationRandom {
    final class State {
        weak var application: Application?
        var splitMix: UInt64 = 0
        var drand: UInt64 = 0x1234_ABCD_330E
        init(application: Application?) { self.application = application }
    }
    private static let key = "FlipbookUIKit.ApplicationRandom"

    static var state: State {
        let app = Application.current
        if let state = Thread.current.threadDictionary[key] as? State, state.application === app, app != nil {
            return state
        }
        let state = State(application: app)
        Thread.current.threadDictionary[key] = state
        return state
    }

    /// The next 64 random bits of the current application's generator (SplitMix64).
    public static func next() -> UInt64 {
        let state = state
        state.splitMix &+= 0x9E37_79B9_7F4A_7C15
        var z = state.splitMix
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// The next value of POSIX's 48-bit linear congruential generator, in [0, 1).
    static func nextDrand48() -> Double {
        let state = state
        state.drand = (0x5_DEEC_E66D &* state.drand &+ 0xB) & 0xFFFF_FFFF_FFFF
        return Double(state.drand) / 281_474_976_710_656
    }
}

/// The current application's random number generator, for `random(in:using:)`,
/// `shuffled(using:)` and `randomElement(using:)`.
public struct ApplicationRandomNumberGenerator: RandomNumberGenerator {
    /// A generator that draws from ``ApplicationRandom``.
    public init() {}
    /// The next 64 random bits.
    public mutating func next() -> UInt64 { ApplicationRandom.next() }
}

/// `arc4random()`: 32 random bits from the current application's seeded generator (see
/// ``ApplicationRandom``); the same every run, unlike iOS.
public func arc4random() -> UInt32 {
    UInt32(truncatingIfNeeded: ApplicationRandom.next() >> 32)
}

/// `arc4random_uniform(_:)`: a number in `0..<upperBound` without modulo bias (0 when
/// `upperBound` < 2), from the current application's seeded generator; the same every run,
/// unlike iOS.
public func arc4random_uniform(_ upperBound: UInt32) -> UInt32 {
    guard upperBound > 1 else { return 0 }
    var generator = ApplicationRandomNumberGenerator()
    return UInt32.random(in: 0..<upperBound, using: &generator)
}

/// `drand48()`: POSIX's sequence in [0, 1), from the seed a process starts with, for each
/// application (iOS gives the same sequence from the start of each process).
public func drand48() -> Double {
    ApplicationRandom.nextDrand48()
}

extension Int {
    /// `Int.random(in:)` from the current application's seeded generator; the same every run,
    /// unlike iOS.
    public static func random(in range: Range<Int>) -> Int {
        var generator = ApplicationRandomNumberGenerator()
        return random(in: range, using: &generator)
    }
    /// `Int.random(in:)` from the current application's seeded generator; the same every run,
    /// unlike iOS.
    public static func random(in range: ClosedRange<Int>) -> Int {
        var generator = ApplicationRandomNumberGenerator()
        return random(in: range, using: &generator)
    }
}

extension Double {
    /// `Double.random(in:)` from the current application's seeded generator; the same every
    /// run, unlike iOS.
    public static func random(in range: Range<Double>) -> Double {
        var generator = ApplicationRandomNumberGenerator()
        return random(in: range, using: &generator)
    }
    /// `Double.random(in:)` from the current application's seeded generator; the same every
    /// run, unlike iOS.
    public static func random(in range: ClosedRange<Double>) -> Double {
        var generator = ApplicationRandomNumberGenerator()
        return random(in: range, using: &generator)
    }
}

extension Array {
    /// `randomElement()` from the current application's seeded generator (an `Array`'s is more
    /// specific than the standard library's `Collection` one, so ported code calls this); the
    /// same every run, unlike iOS. `nil` when the array is empty.
    public func randomElement() -> Element? {
        var generator = ApplicationRandomNumberGenerator()
        return randomElement(using: &generator)
    }
    /// `shuffled()` from the current application's seeded generator; the same every run, unlike
    /// iOS.
    public func shuffled() -> [Element] {
        var generator = ApplicationRandomNumberGenerator()
        return shuffled(using: &generator)
    }
}
