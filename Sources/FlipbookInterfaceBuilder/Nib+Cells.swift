import FlipbookKit

extension TableView {
    /// Makes the cells dequeued under `identifier` come from `nib` (`register(_:forCellReuseIdentifier:)`
    /// with a `UINib`): each new cell a dequeue needs is the nib's first top-level
    /// `TableViewCell`, loaded afresh with no owner (its outlets connected, `awakeFromNib()`
    /// called); reuse then works as for registered classes. A nib that does not load or holds
    /// no cell stops the program naming the file, as UIKit raises.
    public func register(_ nib: Nib, forCellReuseIdentifier identifier: String) {
        registerCellFactory(forCellReuseIdentifier: identifier) {
            guard let cell = nib.loadCell(as: TableViewCell.self) else {
                preconditionFailure("\(nib.document.fileName): no table view cell among its top-level objects")
            }
            return cell
        }
    }
}

extension CollectionView {
    /// Makes the cells dequeued under `identifier` come from `nib`
    /// (`register(_:forCellWithReuseIdentifier:)` with a `UINib`): each new cell a dequeue needs
    /// is the nib's first top-level `CollectionViewCell`, loaded afresh with no owner. A nib
    /// that does not load or holds no cell stops the program naming the file, as UIKit raises.
    public func register(_ nib: Nib, forCellWithReuseIdentifier identifier: String) {
        registerCellFactory(forCellWithReuseIdentifier: identifier) {
            guard let cell = nib.loadCell(as: CollectionViewCell.self) else {
                preconditionFailure("\(nib.document.fileName): no collection view cell among its top-level objects")
            }
            return cell
        }
    }
}

extension Nib {
    /// The first top-level object of class `type` of a fresh load with no owner; its views keep
    /// their autoresizing masks, as a prototype cell's.
    func loadCell<Cell: View>(as type: Cell.Type) -> Cell? {
        loader.cellDepth += 1
        defer { loader.cellDepth -= 1 }
        do {
            return try load(withOwner: nil).lazy.compactMap { $0 as? Cell }.first
        } catch {
            preconditionFailure("\(error)")
        }
    }
}
