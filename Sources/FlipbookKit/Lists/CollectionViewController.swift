import Foundation
import FlipbookGeometry

/// A view controller whose view is a full-screen ``CollectionView`` it feeds
/// (`UICollectionViewController`): the controller is the data source and delegate. Override the
/// collection methods below (they are `open`). As in UIKit, it is not a
/// ``CollectionViewDelegateFlowLayout``: a subclass that sizes its items adopts that protocol
/// itself (often in an extension) and the flow layout finds it.
open class CollectionViewController: ViewController, CollectionViewDataSource, CollectionViewDelegate {
    /// The layout the collection view is made with (from an Interface Builder file, the file's
    /// layout once the view is loaded).
    public private(set) var layout: CollectionViewLayout
    /// Whether the selection is cleared when the view appears again. Default true.
    public var clearsSelectionOnViewWillAppear = true

    /// A controller whose collection view uses `layout`.
    public init(collectionViewLayout layout: CollectionViewLayout) {
        self.layout = layout
        super.init(nibName: nil, bundle: nil)
    }

    /// A controller from an Interface Builder file, with a flow layout.
    public required init?(coder: NSCoder) {
        layout = CollectionViewFlowLayout()
        super.init(coder: coder)
    }

    /// The collection view: the controller's ``ViewController/view``.
    public var collectionView: CollectionView! {
        get { view as? CollectionView }
        set { view = newValue }
    }

    /// The layout of the collection view (`collectionViewLayout`).
    public var collectionViewLayout: CollectionViewLayout { collectionView.collectionViewLayout }

    /// Makes the collection view (full screen, black as UIKit's default), with the controller as
    /// data source and delegate; from an Interface Builder file, the file's collection view
    /// (whose outlets name its data source and delegate, with the file's layout).
    open override func loadView() {
        if let decoder = interfaceBuilderDecoder, let collection = decoder.loadView(of: self) {
            view = collection
            if let loaded = collection as? CollectionView { layout = loaded.collectionViewLayout }
            return
        }
        let collection = CollectionView(frame: Self.screenBounds, collectionViewLayout: layout)
        collection.backgroundColor = .black
        collection.dataSource = self
        collection.delegate = self
        view = collection
    }

    /// Clears the selection when ``clearsSelectionOnViewWillAppear``.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, let paths = collectionView.indexPathsForSelectedItems else { return }
        for path in paths { collectionView.deselectItem(at: path, animated: animated) }
    }

    /// One section.
    open func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
    /// No items.
    open func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
    /// Must be overridden when there are items (a precondition, as UIKit's exception).
    open func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        preconditionFailure("CollectionViewController: override collectionView(_:cellForItemAt:) to give the cells")
    }
    /// Must be overridden when the layout has headers or footers.
    open func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> CollectionReusableView {
        preconditionFailure("CollectionViewController: override collectionView(_:viewForSupplementaryElementOfKind:at:)")
    }
    /// True.
    open func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing.
    open func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {}
    /// Does nothing.
    open func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {}
    /// Does nothing.
    open func scrollViewDidScroll(_ scrollView: ScrollView) {}
}
