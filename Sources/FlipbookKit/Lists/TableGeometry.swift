import Foundation
import FlipbookRaster
import FlipbookGeometry
import FlipbookText

/// A table's rows laid out: each section's header, row and footer rects in content coordinates.
struct TableGeometry {
    struct Section {
        var header: Rect
        var rows: [Rect]
        var footer: Rect
        /// The header, rows and footer together.
        var rect: Rect { Rect(x: header.minX, y: header.minY, width: header.width, height: footer.maxY - header.minY) }
    }
    var sections: [Section] = []
    /// Where the table footer view starts, and the content height.
    var footerY = 0.0, height = 0.0

    func rowRect(_ indexPath: IndexPath) -> Rect? {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section),
            sections[indexPath.section].rows.indices.contains(indexPath.row)
        else { return nil }
        return sections[indexPath.section].rows[indexPath.row]
    }
}

extension Rect {
    /// Whether the two rects share some area (touching edges do not count).
    func overlaps(_ other: Rect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }
}

extension TableView {
    /// The side inset of rows: 20 pt in ``Style/insetGrouped`` (iOS 13's margin), else 0.
    var rowInset: Double { style == .insetGrouped ? 20 : 0 }

    /// Lays every section out top to bottom from the data source and delegate heights.
    func buildGeometry() -> TableGeometry {
        var result = TableGeometry()
        guard let dataSource else { return result }
        var y = tableHeaderView?.frame.height ?? 0
        let x = rowInset, width = max(0, bounds.width - 2 * rowInset)
        let sectionCount = dataSource.numberOfSections(in: self)
        for section in 0..<max(0, sectionCount) {
            let headerHeight = headerHeight(in: section)
            let header = Rect(x: 0, y: y, width: bounds.width, height: headerHeight)
            y += headerHeight
            var rows: [Rect] = []
            let count = dataSource.tableView(self, numberOfRowsInSection: section)
            for row in 0..<max(0, count) {
                let indexPath = IndexPath(row: row, section: section)
                var height = tableDelegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
                if height < 0 { height = automaticHeight(at: indexPath, width: width) }
                rows.append(Rect(x: x, y: y, width: width, height: height))
                y += height
            }
            let footerHeight = footerHeight(in: section)
            let footer = Rect(x: 0, y: y, width: bounds.width, height: footerHeight)
            y += footerHeight
            result.sections.append(.init(header: header, rows: rows, footer: footer))
        }
        result.footerY = y
        result.height = y + (tableFooterView?.frame.height ?? 0)
        return result
    }

    /// The height of a row sized by its content (``automaticDimension``): the cell from the data
    /// source at the row's width. As UIKit's: when the cell's ``TableViewCell/contentView`` holds
    /// constraints, its `systemLayoutSizeFitting` at the content view's width (the row's less the
    /// accessory) with the width required and the height at `fittingSizeLevel`, plus the 0.5 pt
    /// separator when ``separatorStyle`` draws one; otherwise the cell's
    /// ``TableViewCell/sizeThatFits(_:)`` (the default content's size). The cell then waits in
    /// the reuse queue.
    func automaticHeight(at indexPath: IndexPath, width: Double) -> Double {
        guard let dataSource else { return rowHeight < 0 ? 44 : rowHeight }
        let cell = dataSource.tableView(self, cellForRowAt: indexPath)
        let height: Double
        if Self.holdsConstraints(cell.contentView) {
            let estimate = estimatedRowHeight > 0 ? estimatedRowHeight : 44
            let contentWidth = max(0, width - cell.accessoryWidth)
            let separator = separatorStyle == .none ? 0 : 0.5
            height =
                Self.fittingHeight(of: cell.contentView, width: contentWidth) {
                    View.performWithoutAnimation { cell.frame = Rect(x: 0, y: 0, width: width, height: estimate) }
                } + separator
        } else {
            View.performWithoutAnimation { cell.frame = Rect(x: 0, y: 0, width: width, height: cell.frame.height) }
            height = cell.sizeThatFits(Size(width: width, height: 0)).height
        }
        if cell.superview == nil { cellPool.enqueue(cell) }
        return height
    }

    /// The height of a delegate's header or footer view with constraints at the table's width
    /// (``automaticDimension``), as UIKit sizes them.
    func selfSizedHeight(of view: View) -> Double {
        Self.fittingHeight(of: view, width: bounds.width) {
            View.performWithoutAnimation { view.frame = Rect(x: 0, y: 0, width: bounds.width, height: view.frame.height) }
        }
    }

    /// Whether `view` or a view inside it holds constraints (then Auto Layout sizes it).
    static func holdsConstraints(_ view: View) -> Bool {
        !view.layoutState.constraints.isEmpty || view.subviews.contains { holdsConstraints($0) }
    }

    /// `view`'s height from its constraints at `width` (required), the height pulled to 0 at
    /// `fittingSizeLevel`: UIKit's self-sizing call. `place` first gives the view its frame and
    /// its tree (when it stands alone) is laid out once, so wrapping labels know their widths
    /// (UIKit's second pass).
    static func fittingHeight(of view: View, width: Double, place: () -> Void) -> Double {
        place()
        var root = view
        while let parent = root.superview { root = parent }
        if !(root is Window) { View.performWithoutAnimation { root.layoutIfNeeded() } }
        return view.systemLayoutSizeFitting(
            Size(width: width, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel
        ).height
    }

    func headerTitle(_ section: Int) -> String? { dataSource?.tableView(self, titleForHeaderInSection: section) }
    func footerTitle(_ section: Int) -> String? { dataSource?.tableView(self, titleForFooterInSection: section) }

    /// The header's height: the delegate's, ``sectionHeaderHeight``, or Kit's default for the style.
    func headerHeight(in section: Int) -> Double {
        let height = tableDelegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight
        if height >= 0 { return height }
        let custom = tableDelegate?.tableView(self, viewForHeaderInSection: section)
        if let custom, Self.holdsConstraints(custom) { return selfSizedHeight(of: custom) }
        let titled = headerTitle(section) != nil || custom != nil
        switch style {
        case .plain: return titled ? 28 : 0
        case .grouped, .insetGrouped: return titled ? 38 : (section == 0 ? 35 : 18)
        }
    }

    /// The footer's height: the delegate's, ``sectionFooterHeight``, or Kit's default for the style.
    func footerHeight(in section: Int) -> Double {
        let height = tableDelegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight
        if height >= 0 { return height }
        if let custom = tableDelegate?.tableView(self, viewForFooterInSection: section), Self.holdsConstraints(custom) {
            return selfSizedHeight(of: custom)
        }
        if let title = footerTitle(section) {
            let label = TableView.footerLabel(title, style: style)
            return label.sizeThatFits(Size(width: bounds.width - 2 * rowInset - 30, height: 0)).height + 16
        }
        return style == .plain ? 0 : 18
    }

    /// The label of a default footer (13 pt grey, wrapping).
    static func footerLabel(_ title: String, style: Style) -> Label {
        let label = Label()
        label.text = title
        label.font = .system(size: 13)
        label.numberOfLines = 0
        label.textColor = Color(red: 0.427, green: 0.427, blue: 0.447)
        return label
    }

    /// Places the header and footer views of the sections on screen.
    func tileHeadersAndFooters(in visible: Rect, geometry: TableGeometry) {
        for (s, section) in geometry.sections.enumerated() {
            let header = headerRect(s, in: geometry, visible: visible)
            place(&headerViews, s, rect: header, visible: visible, make: { self.headerView(in: s) }) { view in
                self.tableDelegate?.tableView(self, willDisplayHeaderView: view, forSection: s)
            }
            place(&footerViews, s, rect: section.footer, visible: visible, make: { self.footerView(in: s) }) { view in
                self.tableDelegate?.tableView(self, willDisplayFooterView: view, forSection: s)
            }
        }
    }

    /// Where section `s`'s header shows: its rect, or in the plain style stuck at the top of the
    /// visible area while its section is on screen.
    func headerRect(_ s: Int, in geometry: TableGeometry, visible: Rect) -> Rect {
        let section = geometry.sections[s]
        var header = section.header
        if style == .plain, header.height > 0 {
            let top = visible.minY + adjustedContentInset.top
            header.origin.y = max(header.minY, min(top, section.footer.minY - header.height))
        }
        return header
    }

    private func place(
        _ views: inout [Int: View], _ section: Int, rect: Rect, visible: Rect, make: () -> View?,
        willDisplay: (View) -> Void
    ) {
        guard rect.height > 0, rect.overlaps(visible) else {
            views[section]?.removeFromSuperview()
            views[section] = nil
            return
        }
        var isNew = false
        if views[section] == nil, let view = make() {
            views[section] = view
            addSubview(view)
            isNew = true
        }
        guard let view = views[section] else { return }
        if view.frame != rect { View.performWithoutAnimation { view.frame = rect } }
        if isNew { willDisplay(view) }
        bringSubviewToFront(view)
    }

    /// The delegate's header view, or a default one for the title.
    func headerView(in section: Int) -> View? {
        if let view = tableDelegate?.tableView(self, viewForHeaderInSection: section) { return view }
        guard let title = headerTitle(section) else { return nil }
        let view = TableViewHeaderFooterView(title: title, style: style, isHeader: true, inset: rowInset)
        return view
    }

    /// The delegate's footer view, or a default one for the title.
    func footerView(in section: Int) -> View? {
        if let view = tableDelegate?.tableView(self, viewForFooterInSection: section) { return view }
        guard let title = footerTitle(section) else { return nil }
        return TableViewHeaderFooterView(title: title, style: style, isHeader: false, inset: rowInset)
    }
}

/// A section's default header or footer (`UITableViewHeaderFooterView`): its ``textLabel`` shows
/// the data source's title — plain headers 17 pt semibold on a #F7F7F7 band, grouped headers
/// 13 pt grey capitals at the bottom, footers 13 pt grey at the top.
open class TableViewHeaderFooterView: View {
    /// The title label (`UILabel?` in UIKit, so ported code writes `textLabel?.`; Kit's always
    /// has one).
    public let textLabel: Label! = Label()
    private let isHeader: Bool
    private let style: TableView.Style
    private let inset: Double

    /// Not made from Interface Builder files: nil.
    public required init?(coder: NSCoder) { nil }

    init(title: String, style: TableView.Style, isHeader: Bool, inset: Double) {
        self.isHeader = isHeader
        self.style = style
        self.inset = inset
        super.init(frame: .zero)
        if isHeader, style == .plain {
            backgroundColor = Color(red: 0.969, green: 0.969, blue: 0.969)
            textLabel.font = .system(size: 17, weight: .semibold)
            textLabel.textColor = .black
            textLabel.text = title
        } else {
            textLabel.font = .system(size: 13)
            textLabel.textColor = Color(red: 0.427, green: 0.427, blue: 0.447)
            textLabel.numberOfLines = isHeader ? 1 : 0
            textLabel.text = isHeader ? title.uppercased() : title
        }
        addSubview(textLabel)
    }

    /// Places the title: plain headers centred vertically, grouped headers 7 pt above the bottom,
    /// footers 8 pt below the top; 15 pt from the sides (plus the inset group's 20).
    open override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds, x = 15 + inset, width = max(0, b.width - 2 * x)
        if isHeader, style == .plain {
            textLabel.frame = Rect(x: x, y: 0, width: width, height: b.height)
            return
        }
        let height = textLabel.sizeThatFits(Size(width: width, height: 0)).height
        textLabel.frame =
            isHeader
            ? Rect(x: x, y: b.height - 7 - height, width: width, height: height)
            : Rect(x: x, y: 8, width: width, height: height)
    }
}
