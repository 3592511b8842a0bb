import Foundation
import FlipbookGeometry

/// The item changes of one batch (deletions and move sources before it, insertions and move
/// destinations after it).
struct CollectionUpdates {
    var deletions: [IndexPath] = []
    var insertions: [IndexPath] = []
    var moves: [(from: IndexPath, to: IndexPath)] = []
}

extension CollectionView {
    /// Inserts the items the data source now has at `indexPaths`: they fade in (or start from
    /// the layout's ``CollectionViewLayout/initialLayoutAttributesForAppearingItem(at:)``).
    public func insertItems(at indexPaths: [IndexPath]) { batch { $0.insertions += indexPaths } }
    /// Deletes the items that were at `indexPaths`: they fade out (or go to the layout's
    /// ``CollectionViewLayout/finalLayoutAttributesForDisappearingItem(at:)``).
    public func deleteItems(at indexPaths: [IndexPath]) { batch { $0.deletions += indexPaths } }
    /// Replaces the items' cells: the old ones fade out as the new ones fade in.
    public func reloadItems(at indexPaths: [IndexPath]) {
        batch {
            $0.deletions += indexPaths
            $0.insertions += indexPaths
        }
    }
    /// Moves the item at `indexPath` to `newIndexPath` (the data source already moved it).
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { batch { $0.moves.append((indexPath, newIndexPath)) } }

    /// Runs `updates` (insertions, deletions, reloads, moves) as one change animated over
    /// ``updateAnimationDuration``, then `completion` with `true` when it ends.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        let outer = pendingUpdates == nil
        if outer { pendingUpdates = CollectionUpdates() }
        updates?()
        guard outer, let batch = pendingUpdates else { return }
        pendingUpdates = nil
        apply(batch, completion: completion)
    }

    private func batch(_ change: (inout CollectionUpdates) -> Void) {
        if pendingUpdates != nil {
            change(&pendingUpdates!)
        } else {
            var updates = CollectionUpdates()
            change(&updates)
            apply(updates, completion: nil)
        }
    }

    /// Prepares the layout again, then animates: moving items from their old attributes to their
    /// new ones, inserted items from their initial attributes, deleted items to their final ones.
    func apply(_ updates: CollectionUpdates, completion: ((Bool) -> Void)?) {
        prepareLayoutIfNeeded()
        let oldCounts = itemCounts
        var oldAttributes: [IndexPath: CollectionViewLayoutAttributes] = [:]
        for (section, count) in oldCounts.enumerated() {
            for item in 0..<count {
                let path = IndexPath(item: item, section: section)
                oldAttributes[path] = collectionViewLayout.layoutAttributesForItem(at: path)?.copy()
            }
        }
        collectionViewLayout.isValid = false
        prepareLayoutIfNeeded()
        let map = IndexPathMapping.map(oldCounts: oldCounts, newCounts: itemCounts, deletions: updates.deletions,
                                       insertions: updates.insertions, moves: updates.moves,
                                       view: "CollectionView", noun: "items")
        let oldPath = Dictionary(map.map { ($0.value, $0.key) }, uniquingKeysWith: { a, _ in a })
        var cells: [IndexPath: CollectionViewCell] = [:]
        var leaving: [(CollectionViewCell, CollectionViewLayoutAttributes)] = []
        for (path, cell) in cellsByIndexPath {
            if let target = map[path] {
                cells[target] = cell
            } else {
                let final = collectionViewLayout.finalLayoutAttributesForDisappearingItem(at: path) ?? {
                    let attributes = (oldAttributes[path] ?? CollectionViewLayoutAttributes(forCellWith: path)).copy()
                    attributes.alpha = 0
                    return attributes
                }()
                leaving.append((cell, final))
            }
        }
        selectedIndexPaths = Set(selectedIndexPaths.compactMap { map[$0] })
        cellsByIndexPath = cells
        let elements = (collectionViewLayout.layoutAttributesForElements(in: bounds) ?? []).filter { $0.representedElementCategory == .cell }
        for attributes in elements where cellsByIndexPath[attributes.indexPath] == nil {
            let path = attributes.indexPath
            let start: CollectionViewLayoutAttributes
            if let old = oldPath[path].flatMap({ oldAttributes[$0] }) {
                start = old
            } else {
                start = collectionViewLayout.initialLayoutAttributesForAppearingItem(at: path) ?? {
                    let initial = attributes.copy()
                    initial.alpha = 0
                    return initial
                }()
            }
            if let cell = makeCell(at: path, attributes: start) { cellsByIndexPath[path] = cell }
        }
        runningUpdates += 1
        View.animate(withDuration: Self.updateAnimationDuration, delay: 0, options: [.curveEaseInOut], animations: {
            for (path, cell) in self.cellsByIndexPath {
                if let attributes = self.collectionViewLayout.layoutAttributesForItem(at: path) { cell.apply(attributes) }
            }
            for (cell, final) in leaving { cell.apply(final) }
        }, completion: { finished in
            self.runningUpdates -= 1
            for (cell, _) in leaving {
                self.cellPool.enqueue(cell)
                View.performWithoutAnimation { cell.alpha = 1; cell.transform = .identity }
            }
            self.setNeedsLayout()
            completion?(finished)
        })
    }
}
