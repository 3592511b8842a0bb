import Foundation

/// Where the items of a list go in a batch update, by UIKit's rules: deletions and move sources
/// are index paths from before the batch, insertions and move destinations from after it, and
/// the other items keep their order, filling the remaining places of their section.
enum IndexPathMapping {
    /// The new index path of every item from before the batch that stays (absent: deleted).
    /// Counts that do not add up are UIKit's "invalid update" exception: a precondition failure
    /// naming `view` and `noun` ("rows", "items").
    static func map(oldCounts: [Int], newCounts: [Int], deletions: [IndexPath], insertions: [IndexPath],
                    moves: [(from: IndexPath, to: IndexPath)], view: String, noun: String) -> [IndexPath: IndexPath] {
        precondition(newCounts.count == oldCounts.count,
                     "\(view): invalid update: the number of sections changed from \(oldCounts.count) to "
                        + "\(newCounts.count); Kit's batch updates do not insert or delete sections (use reloadData())")
        let removed = Set(deletions + moves.map(\.from))
        var fixed = Set(insertions)
        var map: [IndexPath: IndexPath] = [:]
        for move in moves {
            fixed.insert(move.to)
            map[move.from] = move.to
        }
        for (s, oldCount) in oldCounts.enumerated() {
            var survivors = (0..<oldCount).map { IndexPath(indexes: [s, $0]) }.filter { !removed.contains($0) }.makeIterator()
            var filled = 0
            for index in 0..<newCounts[s] {
                let path = IndexPath(indexes: [s, index])
                if fixed.contains(path) { filled += 1; continue }
                guard let survivor = survivors.next() else { break }
                map[survivor] = path
                filled += 1
            }
            precondition(filled == newCounts[s] && survivors.next() == nil,
                         "\(view): invalid update: invalid number of \(noun) in section \(s). The number after the "
                            + "update (\(newCounts[s])) must equal the number before (\(oldCount)), plus the inserted "
                            + "and moved-in \(noun), minus the deleted and moved-out \(noun)")
        }
        return map
    }
}

/// What a tap on a list item does to the selection, by UIKit's rules: with multiple selection a
/// tap on a selected item deselects it alone; otherwise the tapped item is selected and, without
/// multiple selection, every other selected item is deselected first (in order).
enum TapSelection {
    static func change(tapping indexPath: IndexPath, selected: Set<IndexPath>, multiple: Bool)
        -> (deselect: [IndexPath], select: IndexPath?) {
        if multiple { return selected.contains(indexPath) ? ([indexPath], nil) : ([], indexPath) }
        return (selected.filter { $0 != indexPath }.sorted(), indexPath)
    }
}
