import FlipbookGeometry
@testable import FlipbookKit
import FlipbookRaster
import FlipbookSwiftTesting
import FlipbookText
import Foundation
import Testing

/// A data source and delegate with fixed rows that logs what it is asked.
final class PickerSource: PickerViewDataSource, PickerViewDelegate {
    var rows: [[String]]
    var log: [String] = []
    var widths: [Double]?
    init(_ rows: [[String]]) { self.rows = rows }
    func numberOfComponents(in pickerView: PickerView) -> Int { log.append("components"); return rows.count }
    func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int { rows[component].count }
    func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        rows[component][row]
    }
    func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int) {
        log.append("select \(row) \(component)")
    }
}

/// A delegate giving its own widths, row height and attributed titles (UIKit's signatures).
final class StyledPickerSource: PickerViewDataSource, PickerViewDelegate {
    func numberOfComponents(in pickerView: PickerView) -> Int { 2 }
    func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int { 3 }
    func pickerView(_ pickerView: PickerView, widthForComponent component: Int) -> Double { component == 0 ? 100 : 60 }
    func pickerView(_ pickerView: PickerView, rowHeightForComponent component: Int) -> Double { 40 }
    func pickerView(_ pickerView: PickerView, attributedTitleForRow row: Int, forComponent component: Int)
        -> NSAttributedString?
    {
        NSAttributedString(
            string: "r\(row)", attributes: [.foregroundColor: Color(red: 1, green: 0, blue: 0), .font: Font.system(size: 15)])
    }
}

extension KitTests {
    @Suite struct PickerViews {
        @Test func asksItsDataSourceLazilyAndCentresTheSelectedRow() {
            let app = Application()
            let picker = PickerView(frame: Rect(x: 0, y: 0, width: 320, height: 216))
            let source = PickerSource([["a", "b", "c"], ["x", "y"]])
            picker.dataSource = source
            picker.delegate = source
            #expect(source.log.isEmpty)  // nothing asked before a layout or a query
            picker.layoutIfNeeded()
            #expect(picker.numberOfComponents == 2)
            #expect(picker.numberOfRows(inComponent: 0) == 3 && picker.numberOfRows(inComponent: 1) == 2)
            #expect(picker.numberOfRows(inComponent: 5) == 0)
            // Equal shares of 320 − 16 − 5.
            #expect(picker.rowSize(forComponent: 0) == Size(width: 149.5, height: 32))
            #expect(picker.selectedRow(inComponent: 0) == 0 && picker.selectedRow(inComponent: 7) == -1)
            picker.selectRow(2, inComponent: 0, animated: false)
            #expect(picker.selectedRow(inComponent: 0) == 2)
            #expect(!source.log.contains { $0.hasPrefix("select") })  // code selections tell no delegate
            // Row 2 centred: its top at 108 − 16; row 1 a row above; the columns start at 8.
            #expect(picker.view(forRow: 2, forComponent: 0)?.frame == Rect(x: 8, y: 92, width: 149.5, height: 32))
            #expect(picker.view(forRow: 1, forComponent: 0)?.frame.minY == 60)
            #expect(picker.view(forRow: 0, forComponent: 1)?.frame == Rect(x: 162.5, y: 92, width: 149.5, height: 32))
            #expect((picker.view(forRow: 1, forComponent: 1) as? Label)?.text == "y")
            picker.selectRow(9, inComponent: 1, animated: false)
            #expect(picker.selectedRow(inComponent: 1) == 1)  // clamped to the last row
            #expect(app.diagnostics.map(\.code) == ["pickerView.wheel"])
            picker.selectRow(0, inComponent: 1, animated: true)
            #expect(app.diagnostics.map(\.code) == ["pickerView.wheel", "pickerView.animatedSelection"])
        }

        @Test func reloadKeepsTheSelectionAndReadsNewRows() {
            _ = Application()
            let picker = PickerView(frame: Rect(x: 0, y: 0, width: 320, height: 216))
            let source = PickerSource([["a", "b", "c"]])
            picker.dataSource = source
            picker.delegate = source
            picker.selectRow(1, inComponent: 0, animated: false)
            source.rows = [["p", "q"]]
            picker.reloadComponent(0)
            picker.layoutIfNeeded()
            #expect(picker.numberOfRows(inComponent: 0) == 2 && picker.selectedRow(inComponent: 0) == 1)
            #expect((picker.view(forRow: 1, forComponent: 0) as? Label)?.text == "q")
            source.rows = [["p"], ["m", "n"]]
            picker.reloadAllComponents()
            #expect(picker.numberOfComponents == 2 && picker.selectedRow(inComponent: 0) == 0)
        }

        @Test func delegateWidthsRowHeightsAndAttributedTitles() {
            _ = Application()
            let picker = PickerView(frame: Rect(x: 0, y: 0, width: 320, height: 216))
            let source = StyledPickerSource()
            picker.dataSource = source
            picker.delegate = source
            picker.layoutIfNeeded()
            #expect(picker.rowSize(forComponent: 1) == Size(width: 60, height: 40))
            // 165 pt of columns centred in 320.
            #expect(picker.view(forRow: 0, forComponent: 0)?.frame == Rect(x: 77.5, y: 88, width: 100, height: 40))
            let label = picker.view(forRow: 2, forComponent: 1) as? Label
            #expect(
                label?.text == "r2" && label?.textColor == Color(red: 1, green: 0, blue: 0) && label?.font == .system(size: 15))
        }

        @Test func kitsChosenDefaultsTitleFontAndRowHeight() {
            #expect(PickerView.titleFont == .system(size: 21) && PickerView.defaultRowHeight == 32)
            #expect(PickerView().intrinsicContentSize.height == 216)
        }
    }
}
