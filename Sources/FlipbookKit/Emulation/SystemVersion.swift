/// The iOS version whose behaviour a render emulates, where iOS versions differ in what a
/// picture shows (``Application/systemVersion``).
///
/// Today one row of the animation table depends on it: `layer.cornerRadius` changed inside an
/// animation block animates from iOS 11 on and changes at once before. See
/// <doc:WhatAnimatesWhere>.
public struct SystemVersion: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The major version (`11` for iOS 11.4).
    public let major: Int
    /// The minor version (`4` for iOS 11.4).
    public let minor: Int

    /// iOS `major.minor`.
    public init(_ major: Int, _ minor: Int = 0) {
        self.major = major
        self.minor = minor
    }

    /// The version a new ``Application`` emulates: iOS 27, a current iOS. Every row of the
    /// animation table behaves the same from iOS 11 on.
    public static let current = SystemVersion(27)

    public static func < (a: SystemVersion, b: SystemVersion) -> Bool {
        (a.major, a.minor) < (b.major, b.minor)
    }

    /// `"iOS 11.0"`.
    public var description: String { "iOS \(major).\(minor)" }
}
