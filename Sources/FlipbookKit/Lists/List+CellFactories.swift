import Foundation

extension TableView {
    /// Makes `factory` the maker of new cells dequeued under `identifier`: what
    /// ``dequeueReusableCell(withIdentifier:for:)`` calls when no cell waits for reuse (a
    /// storyboard's prototype cell registers a factory that decodes the prototype afresh).
    /// The cell it returns should have `identifier` as its ``TableViewCell/reuseIdentifier``.
    public func registerCellFactory(forCellReuseIdentifier identifier: String, _ factory: @escaping () -> TableViewCell) {
        cellPool.register(identifier, make: factory)
    }
}

extension CollectionView {
    /// Makes `factory` the maker of new cells dequeued under `identifier`: what
    /// ``dequeueReusableCell(withReuseIdentifier:for:)`` calls when no cell waits for reuse (a
    /// storyboard's prototype cell registers a factory that decodes the prototype afresh). The
    /// cell's ``CollectionReusableView/reuseIdentifier`` is set to `identifier`.
    public func registerCellFactory(forCellWithReuseIdentifier identifier: String, _ factory: @escaping () -> CollectionViewCell)
    {
        cellPool.register(identifier) {
            let cell = factory()
            cell.reuseIdentifier = identifier
            return cell
        }
    }
}

extension CollectionView {
    /// Makes `factory` the maker of new supplementary views of `kind` dequeued under
    /// `identifier` (a storyboard's section header or footer registers a factory that decodes
    /// it afresh). The view's ``CollectionReusableView/reuseIdentifier`` is set to `identifier`.
    public func registerSupplementaryViewFactory(
        ofKind kind: String, withReuseIdentifier identifier: String, _ factory: @escaping () -> CollectionReusableView
    ) {
        let pool = supplementaryPools[kind] ?? ReusePool()
        supplementaryPools[kind] = pool
        pool.register(identifier) {
            let view = factory()
            view.reuseIdentifier = identifier
            return view
        }
    }
}
