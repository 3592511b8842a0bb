import Foundation
import FlipbookGeometry
import FlipbookGraphics
import FlipbookRaster
import FlipbookText

/// A spinning-wheel list of rows in one or more columns (`UIPickerView`), filled by a
/// ``PickerViewDataSource`` and labelled by a ``PickerViewDelegate``.
///
/// Like UIKit's, the picker asks its data source and delegate lazily: at its next layout after
/// ``dataSource`` or ``delegate`` is set, and after ``reloadAllComponents()`` or
/// ``reloadComponent(_:)``. ``selectRow(_:inComponent:animated:)`` sends no
/// ``PickerViewDelegate/pickerView(_:didSelectRow:inComponent:)``, as in UIKit.
///
/// How it draws (see the article “Controls and bars”):
/// - Each component is a column, its width from
///   ``PickerViewDelegate/pickerView(_:widthForComponent:)`` or an equal share of the width,
///   columns 5 pt apart and centred as a group. Each row is
///   ``PickerViewDelegate/pickerView(_:rowHeightForComponent:)`` tall (Kit's default, 32 pt).
/// - The selected row of each column is centred vertically; the rows before and after it are
///   stacked above and below it, clipped to the picker's bounds.
/// - A row shows the delegate's view (``PickerViewDelegate/pickerView(_:viewForRow:forComponent:reusing:)``),
///   else its attributed title (the font and colour at the title's start), else its title, centred,
///   in Kit's default picker font (the 21 pt system font) and the `label` colour.
/// - The selection indicator is a rounded bar (7 pt corners) of `tertiarySystemFill` behind the
///   centre row, 8 pt in from each side.
///
/// One difference is reported, never silent: iOS draws the rows on a turning cylinder — the rows
/// away from the centre foreshortened and dimmed — which Flipbook draws flat; the first layout
/// of a picker with rows reports the `pickerView.wheel` ``KitDiagnostic``. Dragging or flicking
/// the wheel is not simulated: a touch on a picker reports `pickerView.touches`.
open class PickerView: View {
    /// The height of a row when the delegate gives none (Kit's choice; iOS's own rows are
    /// about this tall).
    public static let defaultRowHeight = 32.0
    /// The font of a row's title (Kit's choice: the 21 pt system font).
    public static let titleFont = Font.system(size: 21)
    /// The space between two columns.
    public static let componentSpacing = 5.0

    /// Where the picker's component and row counts come from. Setting it reloads the picker at
    /// its next layout. Default `nil` (no components).
    public weak var dataSource: PickerViewDataSource? {
        get { dataSourceStorage }
        set { dataSourceStorage = newValue; reloadAllComponents() }
    }
    /// What each row shows, each column's width and row height, and who hears of selections.
    /// Setting it reloads the picker at its next layout. Default `nil` (rows show nothing).
    public weak var delegate: PickerViewDelegate? {
        get { delegateStorage }
        set { delegateStorage = newValue; reloadAllComponents() }
    }
    private weak var dataSourceStorage: PickerViewDataSource?
    private weak var delegateStorage: PickerViewDelegate?

    /// One column: its row views (index = row), its selected row and its width and row height.
    private struct Column {
        var rows: [View] = []
        var selectedRow = 0
        var width = 0.0
        var rowHeight = PickerView.defaultRowHeight
        var needsReload = true
    }
    private var columns: [Column] = []
    private var needsComponentCount = true
    /// The selections set before the columns were loaded (component → row).
    private var pendingSelections: [Int: Int] = [:]
    private let selectionIndicator = View()

    /// A picker with `frame`; iOS's pickers are 216 pt tall by default.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        addIndicator()
    }

    /// A picker from an Interface Builder file.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addIndicator()
    }

    private func addIndicator() {
        clipsToBounds = true
        selectionIndicator.backgroundColor = .tertiarySystemFill
        selectionIndicator.layer.cornerRadius = 7
        selectionIndicator.isUserInteractionEnabled = false
        addSubview(selectionIndicator)
    }

    /// iOS's picker size when nothing constrains it: its width is open, its height 216 pt.
    open override var intrinsicContentSize: Size { Size(width: View.noIntrinsicMetric, height: 216) }

    // MARK: - Reading the data

    /// The number of components (columns), from the data source (0 without one).
    public var numberOfComponents: Int {
        loadIfNeeded()
        return columns.count
    }

    /// The number of rows in `component`, from the data source (0 for a component that does not exist).
    public func numberOfRows(inComponent component: Int) -> Int {
        loadIfNeeded()
        return columns.indices.contains(component) ? columns[component].rows.count : 0
    }

    /// The size of a row in `component`: the column's width and row height (zero for a component
    /// that does not exist).
    public func rowSize(forComponent component: Int) -> Size {
        loadIfNeeded()
        guard columns.indices.contains(component) else { return .zero }
        return Size(width: columns[component].width, height: columns[component].rowHeight)
    }

    /// The view showing `row` of `component`, or `nil` when there is no such row.
    public func view(forRow row: Int, forComponent component: Int) -> View? {
        loadIfNeeded()
        guard columns.indices.contains(component), columns[component].rows.indices.contains(row) else { return nil }
        return columns[component].rows[row]
    }

    /// Asks the data source and delegate again for every component at the next layout.
    public func reloadAllComponents() {
        needsComponentCount = true
        setNeedsLayout()
    }

    /// Asks the data source and delegate again for `component`'s rows at the next layout.
    public func reloadComponent(_ component: Int) {
        if columns.indices.contains(component) { columns[component].needsReload = true }
        setNeedsLayout()
    }

    // MARK: - Selection

    /// The selected row of `component`, or -1 when the component has no rows (or does not exist).
    public func selectedRow(inComponent component: Int) -> Int {
        loadIfNeeded()
        guard columns.indices.contains(component), !columns[component].rows.isEmpty else { return -1 }
        return columns[component].selectedRow
    }

    /// Centres `row` of `component`. The delegate is not told (as in UIKit). `animated` turns the
    /// wheel in iOS; Flipbook moves the rows at once and reports `pickerView.animatedSelection`.
    public func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        if animated {
            Application.current?.report(
                KitDiagnostic(
                    code: "pickerView.animatedSelection",
                    message: "UIPickerView.selectRow(_:inComponent:animated: true) turns the wheel on iOS; "
                        + "Flipbook shows the new row at once"))
        }
        loadIfNeeded()
        if columns.indices.contains(component) {
            columns[component].selectedRow = clampedRow(row, in: columns[component])
        } else {
            pendingSelections[component] = row
        }
        setNeedsLayout()
        positionRows()
    }

    private func clampedRow(_ row: Int, in column: Column) -> Int {
        min(max(row, 0), max(column.rows.count - 1, 0))
    }

    // MARK: - Layout

    /// Loads what the data source and delegate say, then places the columns and rows.
    open override func layoutSubviews() {
        super.layoutSubviews()
        loadIfNeeded()
        // The widths follow the bounds, as UIKit asks for them at every layout.
        for component in columns.indices {
            columns[component].width = delegate?.pickerView(self, widthForComponent: component) ?? equalColumnWidth()
        }
        positionRows()
    }

    /// Loads the component count and each column marked for reloading.
    private func loadIfNeeded() {
        if needsComponentCount {
            needsComponentCount = false
            let count = max(dataSource?.numberOfComponents(in: self) ?? 0, 0)
            let old = columns
            columns = (0..<count).map { index in
                var column = Column()
                if old.indices.contains(index) { column.selectedRow = old[index].selectedRow }
                return column
            }
            for column in old { for row in column.rows { row.removeFromSuperview() } }
        }
        guard columns.contains(where: \.needsReload) else { return }
        for component in columns.indices where columns[component].needsReload {
            columns[component].needsReload = false
            columns[component].width = delegate?.pickerView(self, widthForComponent: component) ?? equalColumnWidth()
            columns[component].rowHeight =
                delegate?.pickerView(self, rowHeightForComponent: component) ?? PickerView.defaultRowHeight
            let old = columns[component].rows
            let count = max(dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0, 0)
            columns[component].rows = (0..<count).map { row in
                makeRowView(row: row, component: component, reusing: old.indices.contains(row) ? old[row] : nil)
            }
            for view in old where !columns[component].rows.contains(where: { $0 === view }) { view.removeFromSuperview() }
            for view in columns[component].rows where view.superview !== self { addSubview(view) }
            if let pending = pendingSelections.removeValue(forKey: component) { columns[component].selectedRow = pending }
            columns[component].selectedRow = clampedRow(columns[component].selectedRow, in: columns[component])
        }
        if columns.contains(where: { !$0.rows.isEmpty }) {
            Application.current?.report(
                KitDiagnostic(
                    code: "pickerView.wheel",
                    message: "UIPickerView's rows are drawn flat: iOS draws them on a turning cylinder, "
                        + "foreshortened and dimmed away from the centre row"))
        }
    }

    /// The width of each of `count` columns sharing the picker's width (less the spacing and the
    /// indicator's insets).
    func equalColumnWidth() -> Double {
        let count = columns.count
        guard count > 0 else { return 0 }
        let available = bounds.width - 16 - PickerView.componentSpacing * Double(count - 1)
        return max(available / Double(count), 0)
    }

    /// The view for one row: the delegate's view (by default, its title's label).
    private func makeRowView(row: Int, component: Int, reusing old: View?) -> View {
        delegate?.pickerView(self, viewForRow: row, forComponent: component, reusing: old)
            ?? titleView(row: row, component: component, reusing: old)
    }

    /// A centred label with the delegate's attributed title for the row (its font and colour at
    /// its start), else its title.
    func titleView(row: Int, component: Int, reusing old: View?) -> View {
        let label = (old as? PickerRowLabel) ?? PickerRowLabel()
        label.font = PickerView.titleFont
        label.textColor = .label
        label.textAlignment = .center
        if let attributed = delegate?.pickerView(self, attributedTitleForRow: row, forComponent: component) {
            label.text = attributed.string
            if attributed.length > 0 {
                let attributes = attributed.attributes(at: 0, effectiveRange: nil)
                if let font = attributes[.font] as? Font { label.font = font }
                if let color = attributes[.foregroundColor] as? Color { label.textColor = color }
            }
        } else {
            label.text = delegate?.pickerView(self, titleForRow: row, forComponent: component)
        }
        return label
    }

    /// Places each column's rows around its selected row, the selected row centred vertically.
    private func positionRows() {
        let totalWidth =
            columns.reduce(0) { $0 + $1.width } + PickerView.componentSpacing * Double(max(columns.count - 1, 0))
        var x = bounds.minX + (bounds.width - totalWidth) / 2
        let centreHeight = columns.map(\.rowHeight).max() ?? PickerView.defaultRowHeight
        selectionIndicator.frame = Rect(
            x: bounds.minX + 8, y: bounds.midY - centreHeight / 2, width: max(bounds.width - 16, 0), height: centreHeight)
        for column in columns {
            for (row, view) in column.rows.enumerated() {
                let y = bounds.midY - column.rowHeight / 2 + Double(row - column.selectedRow) * column.rowHeight
                view.frame = Rect(x: x, y: y, width: column.width, height: column.rowHeight)
            }
            x += column.width + PickerView.componentSpacing
        }
    }

    /// A touch on the picker: iOS turns the wheel; Flipbook does not, and says so.
    open override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        Application.current?.report(
            KitDiagnostic(
                code: "pickerView.touches",
                message: "A touch on a UIPickerView turns its wheel on iOS; Flipbook does not simulate it"))
        super.touchesBegan(touches, with: event)
    }
}

/// The label a picker makes for a row with a title (so that it can be reused for one).
final class PickerRowLabel: Label {}

/// Where a ``PickerView``'s counts come from (`UIPickerViewDataSource`).
public protocol PickerViewDataSource: AnyObject {
    /// The number of components (columns).
    func numberOfComponents(in pickerView: PickerView) -> Int
    /// The number of rows in `component`.
    func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int
}

/// What a ``PickerView``'s rows show and who hears of selections (`UIPickerViewDelegate`);
/// every method has a default, which does what UIKit does when the delegate does not implement it.
public protocol PickerViewDelegate: AnyObject {
    /// The width of `component`'s column; default an equal share of the picker's width (less
    /// 8 pt at each side and the spacing between columns).
    func pickerView(_ pickerView: PickerView, widthForComponent component: Int) -> Double
    /// The height of `component`'s rows; default ``PickerView/defaultRowHeight``.
    func pickerView(_ pickerView: PickerView, rowHeightForComponent component: Int) -> Double
    /// The title of a row. Default `nil`.
    func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String?
    /// The styled title of a row, used in place of the plain title. Default `nil`.
    func pickerView(_ pickerView: PickerView, attributedTitleForRow row: Int, forComponent component: Int)
        -> NSAttributedString?
    /// The view of a row; `view` is the row's previous view, to reuse. Default a centred label
    /// with the row's attributed title, else its title.
    func pickerView(_ pickerView: PickerView, viewForRow row: Int, forComponent component: Int, reusing view: View?)
        -> View
    /// The user selected `row` of `component`. Default nothing.
    func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int)
}

extension PickerViewDelegate {
    public func pickerView(_ pickerView: PickerView, widthForComponent component: Int) -> Double {
        pickerView.equalColumnWidth()
    }
    public func pickerView(_ pickerView: PickerView, rowHeightForComponent component: Int) -> Double {
        PickerView.defaultRowHeight
    }
    public func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        nil
    }
    public func pickerView(_ pickerView: PickerView, attributedTitleForRow row: Int, forComponent component: Int)
        -> NSAttributedString?
    { nil }
    public func pickerView(_ pickerView: PickerView, viewForRow row: Int, forComponent component: Int, reusing view: View?)
        -> View
    { pickerView.titleView(row: row, component: component, reusing: view) }
    public func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int) {}
}
