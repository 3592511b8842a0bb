import Foundation
import Synchronization

/// Which assertion owns which golden file, for the life of the test process.
///
/// Two assertions that resolve to the same golden path would silently compare against (and
/// record over) one file, so the second one to run fails with a message naming both call sites
/// instead. Flipbook's choice, against swift-snapshot-testing's numbering (`test.1.png`,
/// `test.2.png`): numbers depend on the order in which assertions run, which a parameterised
/// Swift Testing test does not fix (its cases run in parallel and expose no stable identity),
/// and a number silently renames a golden when an assertion is inserted above it.
///
/// - The same call site claiming a golden again is the same assertion run again (a repeated
///   test run) and is allowed, except in a parameterised test, where it is another argument.
/// - A parameterised test must name its goldens (`named:`), since each argument would
///   otherwise write `<test>.<variant>.png`.
package enum GoldenClaims {
    /// Where one golden was first claimed.
    struct Claim: Sendable {
        var callSite: String
        var test: String
    }

    private static let claims = Mutex<[String: Claim]>([:])

    /// Claims `paths.golden` for the assertion at `callSite` (`file:line:column`); returns the
    /// failure message when another assertion owns it, nil when the claim stands.
    /// - Parameters:
    ///   - named: the `named:` argument of the assertion (nil when the variant is the strategy's).
    ///   - parameterized: true inside a parameterised test case.
    package static func claim(_ paths: SnapshotPaths, callSite: String, named: String?, parameterized: Bool) -> String? {
        if parameterized && named == nil {
            return "The parameterised test \(paths.test) asserts at \(callSite) without `named:`, so every argument "
                + "would write the same golden \(paths.golden). Name each argument's golden, for example "
                + "`named: \"\\(argument)\"`."
        }
        let claim = Claim(callSite: callSite, test: paths.test)
        return claims.withLock { claims -> String? in
            guard let earlier = claims[paths.golden] else {
                claims[paths.golden] = claim
                return nil
            }
            if earlier.callSite == callSite && !parameterized { return nil }
            if earlier.callSite == callSite {
                return "The parameterised test \(paths.test) asserts at \(callSite) with the same name "
                    + "`\(paths.variant)` for two arguments, which would share the golden \(paths.golden). "
                    + "Build `named:` from the argument."
            }
            return "Two assertions write the same golden \(paths.golden):\n"
                + "  \(earlier.callSite) (in \(earlier.test))\n"
                + "  \(callSite) (in \(paths.test))\n"
                + "Give each its own `named:` (or, for two suites of one file, its own `suite:`)."
        }
    }
}
