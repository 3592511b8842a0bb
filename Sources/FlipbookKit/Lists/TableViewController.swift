import Foundation
import FlipbookGeometry

/// A view controller whose view is a full-screen ``TableView`` it feeds (`UITableViewController`):
/// the controller is the table's data source and delegate. Override the table methods below
/// (they are `open`, so `override func tableView(_:numberOfRowsInSection:)` works as in UIKit).
open class TableViewController: ViewController, TableViewDataSource, TableViewDelegate {
    /// The table's style.
    public let style: TableView.Style
    /// Whether the selection is cleared (animated) when the view appears again. Default true.
    public var clearsSelectionOnViewWillAppear = true

    /// A controller with a table of `style`.
    public init(style: TableView.Style) {
        self.style = style
        super.init()
    }

    /// A controller from an Interface Builder file, with a plain table.
    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
    }

    /// A controller with a plain table.
    public override convenience init() { self.init(style: .plain) }

    /// The table: the controller's ``ViewController/view``.
    public var tableView: TableView! {
        get { view as? TableView }
        set { view = newValue }
    }

    /// Makes the table (full screen), with the controller as data source and delegate; from an
    /// Interface Builder file, the file's table (whose outlets name its data source and delegate).
    open override func loadView() {
        if let decoder = interfaceBuilderDecoder, let table = decoder.loadView(of: self) {
            view = table
            return
        }
        let table = TableView(frame: Self.screenBounds, style: style)
        table.dataSource = self
        table.delegate = self
        view = table
    }

    /// Clears the selection when ``clearsSelectionOnViewWillAppear``.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, let paths = tableView.indexPathsForSelectedRows else { return }
        for path in paths { tableView.deselectRow(at: path, animated: animated) }
    }

    /// One section.
    open func numberOfSections(in tableView: TableView) -> Int { 1 }
    /// No rows.
    open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 0 }
    /// Must be overridden when there are rows (a precondition, as UIKit's exception).
    open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        preconditionFailure("TableViewController: override tableView(_:cellForRowAt:) to give the cells")
    }
    /// No header title.
    open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// No footer title.
    open func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }
    /// ``TableView/rowHeight``.
    open func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double { tableView.rowHeight }
    /// Does nothing.
    open func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
    /// Does nothing.
    open func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}
    /// Does nothing.
    open func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    /// Does nothing.
    open func scrollViewDidScroll(_ scrollView: ScrollView) {}
    /// Does nothing.
    open func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    /// Does nothing.
    open func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
}
