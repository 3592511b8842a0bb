import Foundation

// Foundation's older Swift spellings and UIKit's additions to Foundation's types, which
// Foundation on Linux does not have.

/// `RunLoopMode` (Swift 3 and 4's name of `RunLoop.Mode`).
public typealias RunLoopMode = RunLoop.Mode

extension RunLoop.Mode {
    /// `RunLoopMode.commonModes` (Swift 3 and 4's name of `RunLoop.Mode.common`).
    public static var commonModes: RunLoop.Mode { .common }
}

/// UIKit's row and item of an index path (`NSIndexPath+UIKitAdditions`): the second index.
extension NSIndexPath {
    /// The index of the row in its section: the path's second index.
    public var row: Int { index(atPosition: 1) }
    /// The index of the item in its section: the path's second index.
    public var item: Int { index(atPosition: 1) }
    /// The index of the section: the path's first index.
    public var section: Int { index(atPosition: 0) }
}
