import Foundation
import FlipbookRaster
import FlipbookGeometry
import FlipbookLayers
import FlipbookText

/// A vertical list of rows in sections (`UITableView`), a ``ScrollView`` that shows only the
/// cells on screen and reuses those that scroll off.
///
/// Set ``dataSource`` and (optionally) ``ScrollView/delegate`` to a ``TableViewDelegate``;
/// register cell classes with ``register(_:forCellReuseIdentifier:)`` and dequeue them in
/// ``TableViewDataSource/tableView(_:cellForRowAt:)``. The table lays its rows out top to bottom
/// (``rectForRow(at:)``), places a cell for every row that intersects the bounds when it lays
/// out (before every frame after a scroll), and puts cells that left the bounds in the reuse
/// queue. A scripted tap selects a row; see the article "Lists and scrolling".
open class TableView: ScrollView {
    /// The table's look (`UITableView.Style`).
    public enum Style: Hashable, Sendable {
        /// Full-width rows on white, sticky section headers on a light grey band.
        case plain
        /// Full-width groups of rows on the grouped grey background, headers and footers scroll.
        case grouped
        /// Groups inset 20 pt from the sides with 10 pt rounded corners (iOS 13).
        case insetGrouped
    }

    /// How rows appear and disappear in updates (`UITableView.RowAnimation`).
    public enum RowAnimation: Hashable, Sendable {
        /// Fades in or out in place.
        case fade
        /// Slides in from the right, out to the right.
        case right
        /// Slides in from the left, out to the left.
        case left
        /// Slides down from above its place (out: up).
        case top
        /// Slides up from below its place (out: down).
        case bottom
        /// Appears or disappears at once (the other rows still move).
        case none
        /// Grows from (shrinks to) a line at its middle, fading.
        case middle
        /// The table's choice: ``fade`` in Kit (UIKit picks by context; a documented choice).
        case automatic
    }

    /// Where ``scrollToRow(at:at:animated:)`` puts the row.
    public enum ScrollPosition: Hashable, Sendable {
        /// The least scroll that shows it.
        case none
        /// At the top.
        case top
        /// In the middle.
        case middle
        /// At the bottom.
        case bottom
    }

    /// Lines between rows (`UITableViewCell.SeparatorStyle`).
    public enum SeparatorStyle: Hashable, Sendable {
        /// No lines.
        case none
        /// A 0.5 pt line under every row but a group's last in grouped styles.
        case singleLine
    }

    /// A height asking the table to size the row from its content (`UITableView.automaticDimension`).
    public static let automaticDimension = -1.0
    /// The duration of row animations (inserts, deletes, moves): 0.3 s, ease-in-out. UIKit's are
    /// private and close to this.
    public static let rowAnimationDuration = 0.3

    /// The table's style.
    public let style: Style
    /// The object that gives the sections, rows and cells; weak.
    public weak var dataSource: TableViewDataSource? {
        didSet { geometry = nil; setNeedsLayout() }
    }
    /// ``ScrollView/delegate`` as a ``TableViewDelegate``, when it is one.
    public var tableDelegate: TableViewDelegate? { delegate as? TableViewDelegate }

    /// The height of every row without a delegate height: 44 (UIKit's default cell height);
    /// ``automaticDimension`` sizes rows from their cells.
    public var rowHeight = 44.0 { didSet { invalidateGeometry() } }
    /// The height of headers without a delegate height: ``automaticDimension`` (Kit's numbers:
    /// plain 28 with a title and 0 without; grouped 38 with a title, 35 for a first section
    /// without and 18 otherwise).
    public var sectionHeaderHeight = TableView.automaticDimension { didSet { invalidateGeometry() } }
    /// The height of footers without a delegate height: ``automaticDimension`` (plain 0 unless
    /// titled; grouped 18, or the title's height + 16).
    public var sectionFooterHeight = TableView.automaticDimension { didSet { invalidateGeometry() } }
    /// Kept for ported code; Kit computes every height exactly, so it changes nothing.
    public var estimatedRowHeight = TableView.automaticDimension
    /// The lines between rows. Default ``SeparatorStyle/singleLine``.
    public var separatorStyle = SeparatorStyle.singleLine { didSet { setNeedsLayout() } }
    /// The lines' colour. Default #C8C7CC.
    public var separatorColor: Color? = Color(red: 0.784, green: 0.78, blue: 0.8) { didSet { setNeedsLayout() } }
    /// The visual effect UIKit applies to the lines (`separatorEffect`, a blur or vibrancy over
    /// a blurred background). Kept for ported code: Kit draws the lines in ``separatorColor``
    /// without the effect, and says so (`tableView.separatorEffect`). Default `nil`.
    public var separatorEffect: VisualEffect? {
        didSet {
            guard separatorEffect != nil else { return }
            Application.current?.report(
                KitDiagnostic(
                    code: "tableView.separatorEffect",
                    message: "a table view's separatorEffect is not drawn: Kit draws the separators in separatorColor "
                        + "(iOS blends them with the effect over the blurred background)"))
        }
    }
    /// The lines' inset from the row's edges. Default 15 pt on the left.
    public var separatorInset = EdgeInsets(left: 15) { didSet { setNeedsLayout() } }
    /// Whether a finger may select rows. Default true.
    public var allowsSelection = true
    /// Whether a tap adds to the selection instead of replacing it. Default false.
    public var allowsMultipleSelection = false
    /// A view above the first section, as wide as the table. Default `nil`.
    public var tableHeaderView: View? {
        didSet { oldValue?.removeFromSuperview(); invalidateGeometry() }
    }
    /// A view below the last section, as wide as the table. Default `nil`.
    public var tableFooterView: View? {
        didSet { oldValue?.removeFromSuperview(); invalidateGeometry() }
    }

    /// The rows' layout, built on demand from the data source.
    var geometry: TableGeometry?
    /// The cells on screen by index path.
    var cellsByIndexPath: [IndexPath: TableViewCell] = [:]
    /// Cells animating out of an update, removed when it ends.
    var disappearingCells: [TableViewCell] = []
    /// The section header and footer views on screen, by section.
    var headerViews: [Int: View] = [:], footerViews: [Int: View] = [:]
    let cellPool = ReusePool<TableViewCell>()
    var selectedIndexPaths: Set<IndexPath> = []
    var highlightedIndexPath: IndexPath?
    /// The row whose detail button a finger is on.
    var accessoryTouchIndexPath: IndexPath?
    /// The updates collected by an open ``performBatchUpdates(_:completion:)``.
    var pendingUpdates: TableUpdates?

    /// A table at `frame` with `style`. Plain tables are white; grouped ones #F2F2F7.
    public init(frame: Rect = .zero, style: Style = .plain) {
        self.style = style
        super.init(frame: frame)
        backgroundColor = style == .plain ? .white : Color(red: 0.949, green: 0.949, blue: 0.969)
        alwaysBounceVertical = true
    }

    /// A plain table at `frame`.
    public convenience override init(frame: Rect) { self.init(frame: frame, style: .plain) }

    /// A table from an Interface Builder file, with the file's style and attributes (white, or
    /// grouped grey, when the file sets no background).
    public required init?(coder: NSCoder) {
        style = (coder as? InterfaceBuilderDecoder)?.tableViewStyle() ?? .plain
        super.init(coder: coder)
        if backgroundColor == nil { backgroundColor = style == .plain ? .white : Color(red: 0.949, green: 0.949, blue: 0.969) }
        alwaysBounceVertical = true
    }

    // MARK: Reuse

    /// Makes `cellClass` the class of cells dequeued under `identifier` (made with
    /// ``TableViewCell/init(style:reuseIdentifier:)`` and style ``TableViewCell/CellStyle/default``).
    public func register(_ cellClass: TableViewCell.Type, forCellReuseIdentifier identifier: String) {
        cellPool.register(identifier) { cellClass.init(style: .default, reuseIdentifier: identifier) }
    }

    /// A cell for `identifier`: one that left the screen (after its
    /// ``TableViewCell/prepareForReuse()``) or a new one of the registered class, sized for the
    /// row at `indexPath`. Registering the identifier first is required (a precondition, as
    /// UIKit's exception).
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> TableViewCell {
        guard let cell = dequeueReusableCell(withIdentifier: identifier) else {
            preconditionFailure("TableView: no cell class is registered for the reuse identifier \"\(identifier)\"; "
                + "call register(_:forCellReuseIdentifier:) first")
        }
        if let rect = geometry?.rowRect(indexPath) { cell.frame = rect }
        return cell
    }

    /// A cell for `identifier` from the reuse queue or the registered class, or `nil` when there
    /// is neither (then make one with ``TableViewCell/init(style:reuseIdentifier:)``).
    public func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell? {
        cellPool.dequeue(identifier) { $0.prepareForReuse() }
    }

    /// How many cells the table made through registered classes (not reused): a measure of reuse.
    public var madeCellCount: Int { cellPool.madeCount }

    // MARK: Data

    /// Forgets every row and asks the data source again: visible cells go to the reuse queue,
    /// the selection is cleared, the layout is rebuilt on the next layout pass.
    open func reloadData() {
        for (indexPath, cell) in cellsByIndexPath { retire(cell, at: indexPath) }
        cellsByIndexPath = [:]
        for view in Array(headerViews.values) + Array(footerViews.values) { view.removeFromSuperview() }
        headerViews = [:]; footerViews = [:]
        selectedIndexPaths = []
        geometry = nil
        setNeedsLayout()
    }

    /// The number of sections (as the table last asked the data source).
    public var numberOfSections: Int { currentGeometry.sections.count }

    /// The number of rows in `section` (as the table last asked the data source).
    public func numberOfRows(inSection section: Int) -> Int { currentGeometry.sections[section].rows.count }

    // MARK: Geometry

    var currentGeometry: TableGeometry {
        if let geometry { return geometry }
        let built = buildGeometry()
        geometry = built
        contentSize = Size(width: bounds.width, height: built.height)
        return built
    }

    func invalidateGeometry() {
        guard geometry != nil else { return }
        geometry = nil
        setNeedsLayout()
    }

    /// The rect of the row at `indexPath` in the table's content coordinates.
    public func rectForRow(at indexPath: IndexPath) -> Rect {
        currentGeometry.rowRect(indexPath) ?? .zero
    }

    /// The rect of the section: its header, rows and footer.
    public func rect(forSection section: Int) -> Rect { currentGeometry.sections[section].rect }
    /// The rect of the section's header.
    public func rectForHeader(inSection section: Int) -> Rect { currentGeometry.sections[section].header }
    /// The rect of the section's footer.
    public func rectForFooter(inSection section: Int) -> Rect { currentGeometry.sections[section].footer }

    /// The index path of the row under `point` (content coordinates), or `nil`.
    public func indexPathForRow(at point: Point) -> IndexPath? {
        for (s, section) in currentGeometry.sections.enumerated() where section.rect.contains(point) {
            if let row = section.rows.firstIndex(where: { $0.contains(point) }) { return IndexPath(row: row, section: s) }
        }
        return nil
    }

    /// The index paths of the rows intersecting `rect`, in order.
    public func indexPathsForRows(in rect: Rect) -> [IndexPath] {
        var paths: [IndexPath] = []
        for (s, section) in currentGeometry.sections.enumerated() where section.rect.overlaps(rect) {
            for (r, row) in section.rows.enumerated() where row.overlaps(rect) { paths.append(IndexPath(row: r, section: s)) }
        }
        return paths
    }

    /// The cell shown for the row, or `nil` when the row is off screen.
    public func cellForRow(at indexPath: IndexPath) -> TableViewCell? {
        layoutIfNeeded()
        return cellsByIndexPath[indexPath]
    }

    /// The index path of a cell on screen, or `nil`.
    public func indexPath(for cell: TableViewCell) -> IndexPath? {
        cellsByIndexPath.first { $0.value === cell }?.key
    }

    /// The cells on screen, top to bottom.
    public var visibleCells: [TableViewCell] {
        layoutIfNeeded()
        return cellsByIndexPath.sorted { $0.key < $1.key }.map(\.value)
    }

    /// The index paths of the rows on screen, in order.
    public var indexPathsForVisibleRows: [IndexPath]? {
        layoutIfNeeded()
        return cellsByIndexPath.keys.sorted()
    }

    /// Scrolls so that the row shows at `position`, within the scrolling limits.
    public func scrollToRow(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
        let rect = rectForRow(at: indexPath), inset = adjustedContentInset
        let visibleHeight = bounds.height - inset.vertical
        var y: Double
        switch position {
        case .none:
            scrollRectToVisible(rect, animated: animated)
            return
        case .top: y = rect.minY - inset.top
        case .middle: y = rect.midY - inset.top - visibleHeight / 2
        case .bottom: y = rect.maxY - inset.top - visibleHeight
        }
        setContentOffset(clampedOffset(Point(x: contentOffset.x, y: y)), animated: animated)
    }

    // MARK: Selection

    /// The selected row (the first in order when several are), or `nil`.
    public var indexPathForSelectedRow: IndexPath? { selectedIndexPaths.min() }
    /// The selected rows in order, or `nil` when none is.
    public var indexPathsForSelectedRows: [IndexPath]? {
        selectedIndexPaths.isEmpty ? nil : selectedIndexPaths.sorted()
    }

    /// Selects the row (no delegate call, as UIKit), replacing the selection unless
    /// ``allowsMultipleSelection``, then scrolls it to `position`.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        if !allowsMultipleSelection {
            for path in selectedIndexPaths where path != indexPath { deselectRow(at: path, animated: animated) }
        }
        guard let indexPath else { return }
        selectedIndexPaths.insert(indexPath)
        cellsByIndexPath[indexPath]?.setSelected(true, animated: animated)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the row (no delegate call); `animated` fades its grey background out over
    /// ``TableViewCell/selectionFadeDuration``.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        selectedIndexPaths.remove(indexPath)
        cellsByIndexPath[indexPath]?.setSelected(false, animated: animated)
    }

    /// A finger went down: the row under it highlights (UIKit highlights after a short delay;
    /// Kit's scripted taps go down and up at once, so the highlight shows from the touch-down).
    open override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        guard let touch = touches.first, let indexPath = indexPathForRow(at: touch.location(in: self)) else { return }
        if let cell = cellsByIndexPath[indexPath], cell.detailButtonContains(touch.location(in: cell)) {
            // The detail button is a control of its own: it does not highlight the row.
            accessoryTouchIndexPath = indexPath
            return
        }
        guard allowsSelection else { return }
        highlightedIndexPath = indexPath
        cellsByIndexPath[indexPath]?.setHighlighted(true, animated: false)
    }

    /// The finger lifted on the highlighted row: it is selected and the delegate told
    /// (`willSelectRowAt`, `didDeselectRowAt` for a replaced selection, `didSelectRowAt`).
    open override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        if let indexPath = accessoryTouchIndexPath {
            accessoryTouchIndexPath = nil
            guard let touch = touches.first, let cell = cellsByIndexPath[indexPath],
                cell.detailButtonContains(touch.location(in: cell))
            else { return }
            cell.accessoryAction?()
            tableDelegate?.tableView(self, accessoryButtonTappedForRowWith: indexPath)
            return
        }
        guard let indexPath = highlightedIndexPath else { return }
        highlightedIndexPath = nil
        cellsByIndexPath[indexPath]?.setHighlighted(false, animated: false)
        guard let touch = touches.first, indexPathForRow(at: touch.location(in: self)) == indexPath,
              let target = tableDelegate?.tableView(self, willSelectRowAt: indexPath) ?? Optional(indexPath) else { return }
        let change = TapSelection.change(tapping: target, selected: selectedIndexPaths, multiple: allowsMultipleSelection)
        for path in change.deselect {
            deselectRow(at: path, animated: false)
            tableDelegate?.tableView(self, didDeselectRowAt: path)
        }
        guard let selected = change.select else { return }
        selectedIndexPaths.insert(selected)
        cellsByIndexPath[selected]?.setSelected(true, animated: false)
        cellsByIndexPath[selected]?.selectionAction?()
        tableDelegate?.tableView(self, didSelectRowAt: selected)
    }

    /// A recognizer (the scroll pan) took the finger: the highlight goes.
    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        accessoryTouchIndexPath = nil
        guard let indexPath = highlightedIndexPath else { return }
        highlightedIndexPath = nil
        cellsByIndexPath[indexPath]?.setHighlighted(false, animated: false)
    }

    // MARK: Layout

    /// Places a cell for every row in the bounds (asking the data source for rows newly on
    /// screen) and puts cells that left the bounds in the reuse queue; places the headers
    /// (plain headers stick to the top while their section is on screen) and footers.
    /// The view behind the rows (`backgroundView`): sized to the table's bounds and kept in
    /// place while the rows scroll, behind every cell. Default `nil`.
    public var backgroundView: View? {
        get { backgroundViewStorage }
        set {
            backgroundViewStorage?.removeFromSuperview()
            backgroundViewStorage = newValue
            if let newValue { insertSubview(newValue, at: 0) }
            setNeedsLayout()
        }
    }
    private var backgroundViewStorage: View?

    open override func layoutSubviews() {
        super.layoutSubviews()
        if let backgroundView = backgroundViewStorage {
            backgroundView.frame = bounds
            if subviews.first !== backgroundView { insertSubview(backgroundView, at: 0) }
        }
        let geometry = currentGeometry
        if contentSize.height != geometry.height || contentSize.width != bounds.width {
            contentSize = Size(width: bounds.width, height: geometry.height)
        }
        if let header = tableHeaderView {
            if header.superview !== self { addSubview(header) }
            header.frame = Rect(x: 0, y: 0, width: bounds.width, height: header.frame.height)
        }
        if let footer = tableFooterView {
            if footer.superview !== self { addSubview(footer) }
            footer.frame = Rect(x: 0, y: geometry.footerY, width: bounds.width, height: footer.frame.height)
        }
        tileCells(in: bounds, geometry: geometry)
        tileHeadersAndFooters(in: bounds, geometry: geometry)
        placeScrollIndicators()
    }

    /// Makes the on-screen cells match the rows intersecting `visible`. While row animations
    /// run, cells moving off screen are kept until they end (they slide out of view, as in
    /// UIKit); the pass after the animations retires them.
    func tileCells(in visible: Rect, geometry: TableGeometry) {
        let wanted = Set(indexPathsForRows(in: visible))
        for (indexPath, cell) in cellsByIndexPath where !wanted.contains(indexPath) && pendingAnimationCount == 0 {
            cellsByIndexPath[indexPath] = nil
            retire(cell, at: indexPath)
        }
        for indexPath in wanted.sorted() {
            let rect = geometry.rowRect(indexPath) ?? .zero
            if let cell = cellsByIndexPath[indexPath] {
                if cell.frame != rect, pendingAnimationCount == 0 { View.performWithoutAnimation { cell.frame = rect } }
                continue
            }
            guard let cell = makeCell(at: indexPath, frame: rect) else { continue }
            cellsByIndexPath[indexPath] = cell
        }
    }

    /// A cell from the data source for the row, configured, placed at `frame` and displayed.
    func makeCell(at indexPath: IndexPath, frame: Rect) -> TableViewCell? {
        guard let dataSource else { return nil }
        let cell = dataSource.tableView(self, cellForRowAt: indexPath)
        View.performWithoutAnimation {
            cell.frame = frame
            cell.alpha = 1
            cell.transform = .identity
            configure(cell, at: indexPath)
            cell.setSelected(selectedIndexPaths.contains(indexPath), animated: false)
            cell.layoutIfNeeded()
        }
        if cell.superview !== self { insertSubview(cell, at: 0) }
        tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
        return cell
    }

    /// The separator and corners a row's place gives its cell.
    func configure(_ cell: TableViewCell, at indexPath: IndexPath) {
        let rows = currentGeometry.sections[indexPath.section].rows.count
        let last = indexPath.row == rows - 1
        cell.separatorInset = separatorInset
        cell.separatorView.isHidden = separatorStyle == .none || (style != .plain && last)
        cell.separatorView.backgroundColor = separatorColor
        if style == .insetGrouped {
            var corners: RectCorner = []
            if indexPath.row == 0 { corners.formUnion([.topLeft, .topRight]) }
            if last { corners.formUnion([.bottomLeft, .bottomRight]) }
            cell.roundedCorners = corners
        }
    }

    /// Takes a cell off screen into the reuse queue and tells the delegate.
    func retire(_ cell: TableViewCell, at indexPath: IndexPath) {
        cellPool.enqueue(cell)
        cell.removeFromSuperview()
        tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
    }

    /// Row animations running (cells keep their animated frames until they end).
    var pendingAnimationCount = 0
}
