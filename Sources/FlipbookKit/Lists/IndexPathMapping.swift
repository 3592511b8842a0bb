import Foundation

/// The section changes of one batch, in UIKit's coordinates: deletions, reloads and move sources
/// are sections from before the batch, insertions and move destinations from after it.
struct SectionUpdates {
    var deletions: [Int] = []
    var insertions: [Int] = []
    var moves: [(from: Int, to: Int)] = []
    var isEmpty: Bool { deletions.isEmpty && insertions.isEmpty && moves.isEmpty }
}

/// A batch whose counts do not add up: UIKit's `NSInternalInconsistencyException` message.
struct InvalidUpdate: Error, CustomStringConvertible {
    let description: String
}

/// Where the sections and items of a list go in a batch update, by UIKit's rules: deletions and
/// move sources are index paths from before the batch, insertions and move destinations from
/// after it (so deletions apply before insertions), and the other sections and items keep their
/// order, filling the remaining places. Items of a deleted section go with it, a moved section
/// takes its items along, an inserted section's items are all new.
enum IndexPathMapping {
    /// The new index of every section from before the batch that stays (absent: deleted), or
    /// UIKit's "invalid number of sections" message when the counts do not add up.
    static func mapSections(oldCount: Int, newCount: Int, _ updates: SectionUpdates, view: String) throws -> [Int: Int] {
        let removed = Set(updates.deletions + updates.moves.map(\.from))
        var fixed = Set(updates.insertions)
        var map: [Int: Int] = [:]
        for move in updates.moves {
            fixed.insert(move.to)
            map[move.from] = move.to
        }
        var survivors = (0..<oldCount).filter { !removed.contains($0) }.makeIterator()
        var filled = 0
        for index in 0..<newCount {
            if fixed.contains(index) { filled += 1; continue }
            guard let survivor = survivors.next() else { break }
            map[survivor] = index
            filled += 1
        }
        guard filled == newCount, survivors.next() == nil, fixed.allSatisfy({ $0 < newCount }),
            removed.allSatisfy({ $0 < oldCount })
        else {
            let inserted = Set(updates.insertions).count, deleted = Set(updates.deletions).count
            throw InvalidUpdate(
                description:
                    "\(view): Invalid update: invalid number of sections. The number of sections contained in the "
                    + "\(view == "TableView" ? "table" : "collection") view after the update (\(newCount)) must be "
                    + "equal to the number of sections contained in the \(view == "TableView" ? "table" : "collection") "
                    + "view before the update (\(oldCount)), plus or minus the number of sections inserted or deleted "
                    + "(\(inserted) inserted, \(deleted) deleted).")
        }
        return map
    }

    /// The new index path of every item from before the batch that stays (absent: deleted, or
    /// in a deleted section), given the section map; or UIKit's "invalid number of rows/items"
    /// message naming `view` and `noun` ("rows", "items") when a section's counts do not add up.
    static func map(
        oldCounts: [Int], newCounts: [Int], sections: SectionUpdates = SectionUpdates(),
        deletions: [IndexPath], insertions: [IndexPath], moves: [(from: IndexPath, to: IndexPath)],
        view: String, noun: String
    ) throws -> [IndexPath: IndexPath] {
        let sectionMap = try mapSections(oldCount: oldCounts.count, newCount: newCounts.count, sections, view: view)
        let removed = Set(deletions + moves.map(\.from))
        var fixed = Set(insertions)
        var map: [IndexPath: IndexPath] = [:]
        for move in moves where sectionMap[move.from.section] != nil {
            fixed.insert(move.to)
            map[move.from] = move.to
        }
        for (s, oldCount) in oldCounts.enumerated() {
            guard let t = sectionMap[s] else { continue }
            var survivors = (0..<oldCount).map { IndexPath(indexes: [s, $0]) }.filter { !removed.contains($0) }.makeIterator()
            var filled = 0
            for index in 0..<newCounts[t] {
                let path = IndexPath(indexes: [t, index])
                if fixed.contains(path) { filled += 1; continue }
                guard let survivor = survivors.next() else { break }
                map[survivor] = path
                filled += 1
            }
            guard filled == newCounts[t], survivors.next() == nil else {
                let inserted = insertions.filter { $0.section == t }.count
                let deleted = deletions.filter { $0.section == s }.count
                let movedIn = moves.filter { $0.to.section == t && $0.from.section != s }.count
                let movedOut = moves.filter { $0.from.section == s && $0.to.section != t }.count
                throw InvalidUpdate(
                    description:
                        "\(view): Invalid update: invalid number of \(noun) in section \(t). The number of \(noun) "
                        + "contained in an existing section after the update (\(newCounts[t])) must be equal to the "
                        + "number of \(noun) contained in that section before the update (\(oldCount)), plus or minus "
                        + "the number of \(noun) inserted or deleted from that section (\(inserted) inserted, "
                        + "\(deleted) deleted) and plus or minus the number of \(noun) moved into or out of that "
                        + "section (\(movedIn) moved in, \(movedOut) moved out).")
            }
        }
        return map
    }
}

/// What a tap on a list item does to the selection, by UIKit's rules: with multiple selection a
/// tap on a selected item deselects it alone; otherwise the tapped item is selected and, without
/// multiple selection, every other selected item is deselected first (in order).
enum TapSelection {
    static func change(tapping indexPath: IndexPath, selected: Set<IndexPath>, multiple: Bool)
        -> (deselect: [IndexPath], select: IndexPath?)
    {
        if multiple { return selected.contains(indexPath) ? ([indexPath], nil) : ([], indexPath) }
        return (selected.filter { $0 != indexPath }.sorted(), indexPath)
    }
}
