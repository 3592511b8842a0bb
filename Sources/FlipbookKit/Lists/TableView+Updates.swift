import Foundation
import FlipbookRaster
import FlipbookGeometry

/// The row changes of one batch, in UIKit's coordinates: deletions, reloads and move sources
/// in the index paths from before the batch, insertions and move destinations in those after.
struct TableUpdates {
    var deletions: [(IndexPath, TableView.RowAnimation)] = []
    var insertions: [(IndexPath, TableView.RowAnimation)] = []
    var moves: [(from: IndexPath, to: IndexPath)] = []
}

extension TableView {
    /// Inserts rows the data source now has at `indexPaths` (after the batch's changes), with
    /// `animation`; the rows after them move down over ``rowAnimationDuration``.
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        batch { $0.insertions += indexPaths.map { ($0, animation) } }
    }

    /// Deletes the rows that were at `indexPaths` (before the batch's changes), with `animation`;
    /// the rows after them move up.
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        batch { $0.deletions += indexPaths.map { ($0, animation) } }
    }

    /// Replaces the rows' cells with new ones from the data source: the old cell leaves and the
    /// new one arrives with `animation` (``RowAnimation/fade``: a cross-fade), at the same place.
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        batch {
            $0.deletions += indexPaths.map { ($0, animation) }
            $0.insertions += indexPaths.map { ($0, animation) }
        }
    }

    /// Moves the row at `indexPath` to `newIndexPath` (the data source already moved it): its
    /// cell slides there while the rows between make room.
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        batch { $0.moves.append((indexPath, newIndexPath)) }
    }

    /// Runs `updates` (row insertions, deletions, reloads and moves) as one animated change, then
    /// `completion` with `true` when its animations end.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        let outer = pendingUpdates == nil
        if outer { pendingUpdates = TableUpdates() }
        updates?()
        guard outer, let batch = pendingUpdates else { return }
        pendingUpdates = nil
        apply(batch, completion: completion)
    }

    /// Opens a batch (`beginUpdates()`); ``endUpdates()`` applies it.
    public func beginUpdates() { if pendingUpdates == nil { pendingUpdates = TableUpdates() } }

    /// Applies the batch opened with ``beginUpdates()``.
    public func endUpdates() {
        guard let batch = pendingUpdates else { return }
        pendingUpdates = nil
        apply(batch, completion: nil)
    }

    private func batch(_ change: (inout TableUpdates) -> Void) {
        if pendingUpdates != nil {
            change(&pendingUpdates!)
        } else {
            var updates = TableUpdates()
            change(&updates)
            apply(updates, completion: nil)
        }
    }

    /// Where each row from before the batch goes (`nil`: deleted), checked against the data
    /// source's new counts (a mismatch is UIKit's "invalid update" exception: a precondition).
    func mapRows(_ updates: TableUpdates, old: TableGeometry) -> [IndexPath: IndexPath] {
        let newSectionCount = dataSource?.numberOfSections(in: self) ?? 0
        let newCounts = (0..<newSectionCount).map { dataSource?.tableView(self, numberOfRowsInSection: $0) ?? 0 }
        return IndexPathMapping.map(oldCounts: old.sections.map(\.rows.count), newCounts: newCounts,
                                    deletions: updates.deletions.map(\.0), insertions: updates.insertions.map(\.0),
                                    moves: updates.moves, view: "TableView", noun: "rows")
    }

    /// Applies one batch: the new layout at once, and over ``rowAnimationDuration`` the cells
    /// of moving rows slide from their old rects to their new ones while inserted rows arrive
    /// and deleted rows leave with their animations.
    func apply(_ updates: TableUpdates, completion: ((Bool) -> Void)?) {
        let old = currentGeometry
        let map = mapRows(updates, old: old)
        let oldCells = cellsByIndexPath
        geometry = nil
        let new = currentGeometry
        var cells: [IndexPath: TableViewCell] = [:]
        var leaving: [(TableViewCell, Rect, RowAnimation)] = []
        let deletionAnimation = Dictionary(updates.deletions.map { ($0.0, $0.1) }, uniquingKeysWith: { a, _ in a })
        for (path, cell) in oldCells {
            if let target = map[path] { cells[target] = cell } else {
                leaving.append((cell, old.rowRect(path) ?? cell.frame, deletionAnimation[path] ?? .automatic))
            }
        }
        // Selection follows its rows.
        selectedIndexPaths = Set(selectedIndexPaths.compactMap { map[$0] })
        let oldPath = Dictionary(map.map { ($0.value, $0.key) }, uniquingKeysWith: { a, _ in a })
        let insertionAnimation = Dictionary(updates.insertions.map { ($0.0, $0.1) }, uniquingKeysWith: { a, _ in a })
        cellsByIndexPath = cells
        var arriving: [(TableViewCell, Rect, RowAnimation)] = []
        // Cells for rows that will be on screen: moved-in rows start at their old rects,
        // inserted rows in their animation's start state.
        for path in indexPathsForRows(in: bounds) where cells[path] == nil {
            let rect = new.rowRect(path) ?? .zero
            let start = oldPath[path].flatMap { old.rowRect($0) } ?? rect
            guard let cell = makeCell(at: path, frame: start) else { continue }
            cellsByIndexPath[path] = cell
            if oldPath[path] == nil { arriving.append((cell, rect, insertionAnimation[path] ?? .automatic)) }
        }
        for (cell, rect, animation) in arriving {
            View.performWithoutAnimation { Self.applyEdge(of: animation, to: cell, rect: rect, width: bounds.width) }
            sendSubviewToBack(cell)
        }
        for (cell, _, _) in leaving { sendSubviewToBack(cell) }
        disappearingCells += leaving.map(\.0)
        pendingAnimationCount += 1
        View.animate(withDuration: Self.rowAnimationDuration, delay: 0, options: [.curveEaseInOut], animations: {
            for (path, cell) in self.cellsByIndexPath {
                self.configure(cell, at: path)
                if let rect = new.rowRect(path), cell.frame != rect || cell.alpha != 1 || cell.transform != .identity {
                    cell.frame = rect
                    cell.alpha = 1
                    cell.transform = .identity
                }
            }
            for (cell, rect, animation) in leaving { Self.applyEdge(of: animation, to: cell, rect: rect, width: self.bounds.width) }
        }, completion: { finished in
            self.pendingAnimationCount -= 1
            for (cell, _, _) in leaving {
                self.disappearingCells.removeAll { $0 === cell }
                self.cellPool.enqueue(cell)
                View.performWithoutAnimation { cell.alpha = 1; cell.transform = .identity }
            }
            self.setNeedsLayout()
            completion?(finished)
        })
        setNeedsLayout()
    }

    /// Puts `cell` in the off state of `animation` for a row at `rect`: where an inserted row
    /// starts and a deleted row ends.
    static func applyEdge(of animation: RowAnimation, to cell: TableViewCell, rect: Rect, width: Double) {
        switch animation {
        case .fade, .automatic:
            cell.frame = rect
            cell.alpha = 0
        case .right: cell.frame = rect.offsetBy(dx: width, dy: 0)
        case .left: cell.frame = rect.offsetBy(dx: -width, dy: 0)
        case .top: cell.frame = rect.offsetBy(dx: 0, dy: -rect.height)
        case .bottom: cell.frame = rect.offsetBy(dx: 0, dy: rect.height)
        case .middle:
            cell.frame = rect
            cell.alpha = 0
            cell.transform = AffineTransform(scaleX: 1, y: 0.01)
        case .none:
            cell.frame = rect
            cell.alpha = 0
        }
    }
}
