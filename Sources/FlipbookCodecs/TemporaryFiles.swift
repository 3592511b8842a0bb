import Foundation

/// The temporary files and folders of this process that are not yet renamed into place or
/// removed, so that an interrupted process (Ctrl-C, `kill`) can remove them before it exits.
///
/// Writers create a temporary through ``create(_:isDirectory:_:)`` and rename or remove it through
/// ``settle(_:_:)``; ``AtomicFile`` does both for every file it writes. Both run under one lock, and
/// ``removeAllAndExit(status:message:)`` takes that lock and never gives it back: once removal has
/// started, no thread can create a temporary or rename one into place, so nothing appears after
/// the removal and no half-finished rename races the exit. A writer that renames a temporary by
/// itself (outside ``settle(_:_:)``) leaves a stale entry; stale entries are dropped when the
/// path no longer exists, so they cost nothing and are never mistaken for live ones (a temporary
/// name is unique to one creation and never reused).
package enum TemporaryFiles {
    private static let lock = NSRecursiveLock()
    /// Path → whether it is a folder. Guarded by `lock`.
    nonisolated(unsafe) private static var live: [String: Bool] = [:]
    /// Entries at the last pruning, so pruning stays amortised O(1) per creation.
    nonisolated(unsafe) private static var prunedAt = 0

    /// Runs `make`, which creates the temporary file or folder at `path`, and registers `path` if
    /// something now exists there.
    ///
    /// Blocks forever when the process is exiting after a signal (see
    /// ``removeAllAndExit(status:message:)``).
    /// - Returns: what `make` returns (an open descriptor, say).
    package static func create<T>(_ path: String, isDirectory: Bool = false, _ make: () throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        let result = try make()
        if exists(path) { live[path] = isDirectory }
        if live.count > 2 * max(32, prunedAt) { pruneStale() }
        return result
    }

    /// Runs `body`, which renames the temporary at `path` into place or removes it, and forgets
    /// `path` if nothing is left at it (an exchange of two folders leaves the old one there,
    /// still registered, to be removed by a later call).
    package static func settle<T>(_ path: String, _ body: () throws -> T) rethrows -> T {
        lock.lock()
        defer {
            if !exists(path) { live[path] = nil }
            lock.unlock()
        }
        return try body()
    }

    /// The registered temporaries that still exist, sorted.
    package static var paths: [String] {
        lock.lock()
        defer { lock.unlock() }
        return live.keys.filter(exists).sorted()
    }

    /// Removes every registered temporary (folders with their contents) and forgets them.
    /// - Returns: how many existed and were removed.
    @discardableResult
    package static func removeAll() -> Int {
        lock.lock()
        defer { lock.unlock() }
        return removeLive()
    }

    /// Removes every registered temporary, writes `message` (one line) to stderr and ends the
    /// process with `status`, without running exit handlers. The lock is never released, so any
    /// other thread that tries to create or settle a temporary waits until the process is gone.
    package static func removeAllAndExit(status: Int32, message: (_ removed: Int) -> String) -> Never {
        lock.lock()
        let removed = removeLive()
        let bytes = Array((message(removed) + "\n").utf8)
        bytes.withUnsafeBytes { _ = write(2, $0.baseAddress, $0.count) }
        _exit(status)
    }

    /// Returns at once, unless ``removeAllAndExit(status:message:)`` has started: then it never
    /// returns. Call it before reporting an error that removal itself may have caused (a rename
    /// whose temporary was just removed), so that the signal's message and status win.
    package static func waitIfExiting() {
        lock.lock()
        lock.unlock()
    }

    /// Caller holds `lock`. Files go first: a file renamed into a registered folder came from a
    /// registered temporary, so once those are gone nothing new can land in a folder being removed.
    private static func removeLive() -> Int {
        var removed = 0
        for (path, isDirectory) in live.sorted(by: { !$0.value && $1.value }) where exists(path) {
            if isDirectory {
                try? FileManager.default.removeItem(atPath: path)
            } else {
                unlink(path)
            }
            removed += 1
        }
        live.removeAll()
        return removed
    }

    /// Caller holds `lock`.
    private static func pruneStale() {
        live = live.filter { exists($0.key) }
        prunedAt = live.count
    }

    private static func exists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }
}
