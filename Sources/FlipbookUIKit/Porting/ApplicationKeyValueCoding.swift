import FlipbookKit

// Key-value coding on UIApplication's class object, which apps use to reach the shared
// application from code that may run in an app extension (where `UIApplication.shared` is
// unavailable): `UIApplication.value(forKeyPath: #keyPath(UIApplication.shared))`, which
// `flipbook port` turns into `UIApplication.value(forKeyPath: "shared")`.

extension Application {
    /// The value of the class property `key` (`+[NSObject valueForKey:]` on the class):
    /// `"shared"` (`sharedApplication`) is the current application, `nil` when none is running
    /// (as in an app extension); every other key is `nil` (Kit's choice: Objective-C raises
    /// for an unknown key).
    public static func value(forKey key: String) -> Any? {
        switch key {
        case "shared", "sharedApplication": current.map { $0 as Any }
        default: nil
        }
    }

    /// The value at `keyPath` from the class (`+[NSObject valueForKeyPath:]`): its first key
    /// read by ``value(forKey:)``; a longer path is `nil` (Kit's choice).
    public static func value(forKeyPath keyPath: String) -> Any? {
        keyPath.contains(".") ? nil : value(forKey: keyPath)
    }
}
