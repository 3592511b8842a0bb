import Foundation
import FlipbookRaster
import FlipbookGeometry

/// The row changes of one batch, in UIKit's coordinates: deletions, reloads and move sources
/// in the index paths from before the batch, insertions and move destinations in those after.
struct TableUpdates {
    var sections = SectionUpdates()
    var sectionDeletionAnimations: [Int: TableView.RowAnimation] = [:]
    var sectionInsertionAnimations: [Int: TableView.RowAnimation] = [:]
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

    /// Inserts the sections the data source now has at `sections` (indexes after the batch's
    /// changes): their rows, headers and footers arrive with `animation` while the sections
    /// after them move down.
    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        batch { updates in
            for s in sections {
                updates.sections.insertions.append(s)
                updates.sectionInsertionAnimations[s] = animation
            }
        }
    }

    /// Deletes the sections that were at `sections` (indexes before the batch's changes), their
    /// rows with them, leaving with `animation`; the sections after them move up.
    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        batch { updates in
            for s in sections {
                updates.sections.deletions.append(s)
                updates.sectionDeletionAnimations[s] = animation
            }
        }
    }

    /// Replaces the sections' rows, headers and footers with new ones from the data source (a
    /// deletion and an insertion at the same index, as UIKit's): the old ones leave and the new
    /// ones arrive with `animation`.
    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        batch { updates in
            for s in sections {
                updates.sections.deletions.append(s)
                updates.sections.insertions.append(s)
                updates.sectionDeletionAnimations[s] = animation
                updates.sectionInsertionAnimations[s] = animation
            }
        }
    }

    /// Moves the section at `section` to `newSection` (the data source already moved it) with
    /// its rows, which slide there while the sections between make room.
    public func moveSection(_ section: Int, toSection newSection: Int) {
        batch { $0.sections.moves.append((section, newSection)) }
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

    /// Where each section and row from before the batch goes (`nil`: deleted), checked against
    /// the data source's new counts (a mismatch is UIKit's "invalid update" exception, thrown
    /// with its message).
    func mapRows(_ updates: TableUpdates, old: TableGeometry) throws -> (sections: [Int: Int], rows: [IndexPath: IndexPath]) {
        let newSectionCount = dataSource?.numberOfSections(in: self) ?? 0
        let newCounts = (0..<newSectionCount).map { dataSource?.tableView(self, numberOfRowsInSection: $0) ?? 0 }
        let sections = try IndexPathMapping.mapSections(
            oldCount: old.sections.count, newCount: newSectionCount,
            updates.sections, view: "TableView")
        let rows = try IndexPathMapping.map(
            oldCounts: old.sections.map(\.rows.count), newCounts: newCounts,
            sections: updates.sections, deletions: updates.deletions.map(\.0),
            insertions: updates.insertions.map(\.0), moves: updates.moves,
            view: "TableView", noun: "rows")
        return (sections, rows)
    }

    /// Applies one batch: the new layout at once, and over ``rowAnimationDuration`` the cells
    /// of moving rows slide from their old rects to their new ones while inserted rows arrive
    /// and deleted rows leave with their animations.
    ///
    /// Counts that do not add up (UIKit's `NSInternalInconsistencyException`) are reported as a
    /// ``KitDiagnostic`` `lists.invalidUpdate` with UIKit's message, and the table reloads its
    /// data instead of animating (UIKit stops the app).
    func apply(_ updates: TableUpdates, completion: ((Bool) -> Void)?) {
        let old = currentGeometry
        let map: [IndexPath: IndexPath], sectionMap: [Int: Int]
        do {
            (sectionMap, map) = try mapRows(updates, old: old)
        } catch {
            Application.current?.report(KitDiagnostic(code: "lists.invalidUpdate", message: "\(error)"))
            reloadData()
            completion?(true)
            return
        }
        let oldCells = cellsByIndexPath
        geometry = nil
        let new = currentGeometry
        var cells: [IndexPath: TableViewCell] = [:]
        var leaving: [(TableViewCell, Rect, RowAnimation)] = []
        let deletionAnimation = Dictionary(updates.deletions.map { ($0.0, $0.1) }, uniquingKeysWith: { a, _ in a })
        for (path, cell) in oldCells {
            if let target = map[path] {
                cells[target] = cell
            } else {
                let animation = updates.sectionDeletionAnimations[path.section] ?? deletionAnimation[path] ?? .automatic
                leaving.append((cell, old.rowRect(path) ?? cell.frame, animation))
            }
        }
        let leavingSupplements = remapHeadersAndFooters(sectionMap, updates: updates)
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
            if oldPath[path] == nil {
                let animation = updates.sectionInsertionAnimations[path.section] ?? insertionAnimation[path] ?? .automatic
                arriving.append((cell, rect, animation))
            }
        }
        for (cell, rect, animation) in arriving {
            View.performWithoutAnimation { Self.applyEdge(of: animation, to: cell, rect: rect, width: bounds.width) }
            sendSubviewToBack(cell)
        }
        for (cell, _, _) in leaving { sendSubviewToBack(cell) }
        disappearingCells += leaving.map(\.0)
        pendingAnimationCount += 1
        View.animate(
            withDuration: Self.rowAnimationDuration, delay: 0, options: [.curveEaseInOut],
            animations: {
                for (path, cell) in self.cellsByIndexPath {
                    self.configure(cell, at: path)
                    if let rect = new.rowRect(path), cell.frame != rect || cell.alpha != 1 || cell.transform != .identity {
                        cell.frame = rect
                        cell.alpha = 1
                        cell.transform = .identity
                    }
                }
                for (cell, rect, animation) in leaving {
                    Self.applyEdge(of: animation, to: cell, rect: rect, width: self.bounds.width)
                }
                self.moveHeadersAndFooters(to: new)
                for (view, animation) in leavingSupplements {
                    Self.applyEdge(of: animation, to: view, rect: view.frame, width: self.bounds.width)
                }
            },
            completion: { finished in
                for (view, _) in leavingSupplements { view.removeFromSuperview() }
                self.pendingAnimationCount -= 1
                for (cell, _, _) in leaving {
                    self.disappearingCells.removeAll { $0 === cell }
                    self.cellPool.enqueue(cell)
                    View.performWithoutAnimation {
                        cell.alpha = 1; cell.transform = .identity
                    }
                }
                self.setNeedsLayout()
                completion?(finished)
            })
        setNeedsLayout()
    }

    /// Puts `cell` in the off state of `animation` for a row at `rect`: where an inserted row
    /// starts and a deleted row ends.
    static func applyEdge(of animation: RowAnimation, to cell: View, rect: Rect, width: Double) {
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

    /// Re-keys the on-screen section headers and footers to their sections after the batch;
    /// those of deleted sections are returned with their sections' animations, to leave.
    private func remapHeadersAndFooters(_ sectionMap: [Int: Int], updates: TableUpdates) -> [(View, RowAnimation)] {
        var leaving: [(View, RowAnimation)] = []
        func remap(_ views: [Int: View]) -> [Int: View] {
            var result: [Int: View] = [:]
            for (section, view) in views {
                if let target = sectionMap[section] {
                    result[target] = view
                } else {
                    leaving.append((view, updates.sectionDeletionAnimations[section] ?? .automatic))
                }
            }
            return result
        }
        headerViews = remap(headerViews)
        footerViews = remap(footerViews)
        return leaving
    }

    /// Moves the kept headers and footers to their sections' new places (inside the batch's
    /// animation).
    private func moveHeadersAndFooters(to geometry: TableGeometry) {
        for (section, view) in headerViews where geometry.sections.indices.contains(section) {
            view.frame = headerRect(section, in: geometry, visible: bounds)
        }
        for (section, view) in footerViews where geometry.sections.indices.contains(section) {
            view.frame = geometry.sections[section].footer
        }
    }
}
