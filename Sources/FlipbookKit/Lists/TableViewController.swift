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
    /// The sections of a static table from a storyboard (`dataMode="static"`): the default
    /// data source methods below answer from them, as UIKit's for static cells. `nil` (the
    /// default) for a table fed in code.
    public var staticSections: [StaticTableSection]? {
        didSet { if isViewLoaded { tableView.reloadData() } }
    }

    /// A controller with a table of `style`.
    public init(style: TableView.Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    /// A controller from an Interface Builder file, with a plain table.
    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
    }

    /// A controller with a plain table.
    public convenience init() { self.init(style: .plain) }

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

    /// One section (the static sections' count for a static table).
    open func numberOfSections(in tableView: TableView) -> Int { staticSections?.count ?? 1 }
    /// No rows (the static section's cells for a static table).
    open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        staticSections?[section].cells.count ?? 0
    }
    /// The static cell for a static table; otherwise must be overridden when there are rows (a
    /// precondition, as UIKit's exception).
    open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        if let sections = staticSections { return sections[indexPath.section].cells[indexPath.row] }
        preconditionFailure("TableViewController: override tableView(_:cellForRowAt:) to give the cells")
    }
    /// No header title (the static section's).
    open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        staticSections?[section].headerTitle
    }
    /// No footer title (the static section's).
    open func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
        staticSections?[section].footerTitle
    }
    /// ``TableView/rowHeight`` (a static cell's own height when the file gives one).
    open func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double {
        staticSections?[indexPath.section].rowHeights[indexPath.row] ?? tableView.rowHeight
    }
    /// ``TableView/sectionHeaderHeight``.
    open func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Double {
        tableView.sectionHeaderHeight
    }
    /// ``TableView/sectionFooterHeight``.
    open func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> Double {
        tableView.sectionFooterHeight
    }
    /// `nil`: the default header.
    open func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? { nil }
    /// `nil`: the default footer.
    open func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? { nil }
    /// Does nothing.
    open func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
    /// Does nothing.
    open func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}
    /// Does nothing.
    open func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
    /// Does nothing.
    open func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    /// Does nothing.
    open func tableView(_ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int) {}
    /// Does nothing.
    open func tableView(_ tableView: TableView, willDisplayFooterView view: View, forSection section: Int) {}
    /// Does nothing.
    open func scrollViewDidScroll(_ scrollView: ScrollView) {}
    /// Does nothing.
    open func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    /// Does nothing.
    open func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
}

/// A section of a static table (`UITableViewController` with static cells from a storyboard):
/// its cells, made once when the table loads, their heights and the section's titles.
public struct StaticTableSection {
    /// The title of the section's header, or `nil`.
    public var headerTitle: String?
    /// The title of the section's footer, or `nil`.
    public var footerTitle: String?
    /// The cells, top to bottom.
    public var cells: [TableViewCell]
    /// Each cell's height from the file, or `nil` for the table's ``TableView/rowHeight``.
    public var rowHeights: [Double?]

    /// A section of `cells` with their heights (`nil`: the table's row height) and titles.
    public init(headerTitle: String? = nil, footerTitle: String? = nil, cells: [TableViewCell], rowHeights: [Double?]? = nil) {
        self.headerTitle = headerTitle
        self.footerTitle = footerTitle
        self.cells = cells
        self.rowHeights = rowHeights ?? cells.map { _ in nil }
    }
}
