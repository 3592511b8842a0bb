import Foundation
import FlipbookGeometry

/// The item changes of one batch (deletions and move sources before it, insertions and move
/// destinations after it).
struct CollectionUpdates {
    var sections = SectionUpdates()
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
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        batch { $0.moves.append((indexPath, newIndexPath)) }
    }

    /// Inserts the sections the data source now has at `sections` (indexes after the batch's
    /// changes): their items and supplementary views fade in (or start from the layout's
    /// initial attributes).
    public func insertSections(_ sections: IndexSet) { batch { $0.sections.insertions += sections } }
    /// Deletes the sections that were at `sections` (indexes before the batch's changes) with
    /// their items, which fade out (or go to the layout's final attributes).
    public func deleteSections(_ sections: IndexSet) { batch { $0.sections.deletions += sections } }
    /// Replaces the sections' items and supplementary views (a deletion and an insertion).
    public func reloadSections(_ sections: IndexSet) {
        batch {
            $0.sections.deletions += sections
            $0.sections.insertions += sections
        }
    }
    /// Moves the section at `section` to `newSection` (the data source already moved it) with
    /// its items.
    public func moveSection(_ section: Int, toSection newSection: Int) {
        batch { $0.sections.moves.append((section, newSection)) }
    }

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
    ///
    /// Counts that do not add up (UIKit's `NSInternalInconsistencyException`) are reported as a
    /// ``KitDiagnostic`` `lists.invalidUpdate` with UIKit's message, and the collection reloads
    /// its data instead of animating (UIKit stops the app).
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
        let map: [IndexPath: IndexPath], sectionMap: [Int: Int]
        do {
            sectionMap = try IndexPathMapping.mapSections(
                oldCount: oldCounts.count, newCount: itemCounts.count,
                updates.sections, view: "CollectionView")
            map = try IndexPathMapping.map(
                oldCounts: oldCounts, newCounts: itemCounts, sections: updates.sections,
                deletions: updates.deletions, insertions: updates.insertions,
                moves: updates.moves, view: "CollectionView", noun: "items")
        } catch {
            Application.current?.report(KitDiagnostic(code: "lists.invalidUpdate", message: "\(error)"))
            reloadData()
            completion?(true)
            return
        }
        // Supplementary views follow their sections; those of deleted sections fade out.
        var leavingSupplements: [(kind: String, view: CollectionReusableView)] = []
        var supplements: [SupplementaryKey: CollectionReusableView] = [:]
        for (key, view) in supplementaryViews {
            if let target = sectionMap[key.indexPath.section] {
                var moved = key
                moved.indexPath = key.indexPath.count == 2 ? IndexPath(item: key.indexPath.item, section: target) : key.indexPath
                supplements[moved] = view
            } else {
                leavingSupplements.append((key.kind, view))
            }
        }
        supplementaryViews = supplements
        let oldPath = Dictionary(map.map { ($0.value, $0.key) }, uniquingKeysWith: { a, _ in a })
        var cells: [IndexPath: CollectionViewCell] = [:]
        var leaving: [(CollectionViewCell, CollectionViewLayoutAttributes)] = []
        for (path, cell) in cellsByIndexPath {
            if let target = map[path] {
                cells[target] = cell
            } else {
                let final =
                    collectionViewLayout.finalLayoutAttributesForDisappearingItem(at: path)
                    ?? {
                        let attributes = (oldAttributes[path] ?? CollectionViewLayoutAttributes(forCellWith: path)).copy()
                        attributes.alpha = 0
                        return attributes
                    }()
                leaving.append((cell, final))
            }
        }
        selectedIndexPaths = Set(selectedIndexPaths.compactMap { map[$0] })
        cellsByIndexPath = cells
        let elements = (collectionViewLayout.layoutAttributesForElements(in: bounds) ?? []).filter {
            $0.representedElementCategory == .cell
        }
        for attributes in elements where cellsByIndexPath[attributes.indexPath] == nil {
            let path = attributes.indexPath
            let start: CollectionViewLayoutAttributes
            if let old = oldPath[path].flatMap({ oldAttributes[$0] }) {
                start = old
            } else {
                start =
                    collectionViewLayout.initialLayoutAttributesForAppearingItem(at: path)
                    ?? {
                        let initial = attributes.copy()
                        initial.alpha = 0
                        return initial
                    }()
            }
            if let cell = makeCell(at: path, attributes: start) { cellsByIndexPath[path] = cell }
        }
        runningUpdates += 1
        View.animate(
            withDuration: Self.updateAnimationDuration, delay: 0, options: [.curveEaseInOut],
            animations: {
                for (path, cell) in self.cellsByIndexPath {
                    if let attributes = self.collectionViewLayout.layoutAttributesForItem(at: path) { cell.apply(attributes) }
                }
                for (cell, final) in leaving { cell.apply(final) }
                for (key, view) in self.supplementaryViews {
                    if let attributes = self.collectionViewLayout.layoutAttributesForSupplementaryView(
                        ofKind: key.kind, at: key.indexPath)
                    {
                        view.apply(attributes)
                    }
                }
                for (_, view) in leavingSupplements { view.alpha = 0 }
            },
            completion: { finished in
                for (kind, view) in leavingSupplements {
                    view.removeFromSuperview()
                    View.performWithoutAnimation { view.alpha = 1 }
                    self.supplementaryPools[kind]?.enqueue(view)
                }
                self.runningUpdates -= 1
                for (cell, _) in leaving {
                    self.cellPool.enqueue(cell)
                    View.performWithoutAnimation {
                        cell.alpha = 1; cell.transform = .identity
                    }
                }
                self.setNeedsLayout()
                completion?(finished)
            })
    }
}
