import FlipbookUIKit
import Testing

/// A picker screen written as an iOS app writes it: UIKit's delegate signatures (`CGFloat`
/// widths, a non-optional `UIView` row) satisfy Kit's requirements, so Kit calls them.
private final class SizesPicker: UIPickerViewDataSource, UIPickerViewDelegate {
    func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 4 }
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat { 120 }
    func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?)
        -> UIView
    {
        let label = (view as? UILabel) ?? UILabel()
        label.text = "size \(row)"
        return label
    }
}

@Suite struct PickerAndRefreshSpellingTests {
    @Test func uiPickerViewCallsTheSDKsDelegateSignatures() {
        _ = UIApplication()
        let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
        let source = SizesPicker()
        picker.dataSource = source
        picker.delegate = source
        picker.layoutIfNeeded()
        #expect(picker.rowSize(forComponent: 0).width == 120)
        #expect((picker.view(forRow: 3, forComponent: 0) as? UILabel)?.text == "size 3")
    }

    @Test func uiRefreshControlOnATableViewController() {
        _ = UIApplication()
        let controller = UITableViewController()
        controller.refreshControl = UIRefreshControl()
        #expect(controller.tableView.refreshControl != nil)
    }

    @Test func respondsToASetterIsWhetherTheObjectIsOfTheKeyPathsRoot() {
        let label = UILabel()
        #expect(label.responds(toSetter: \UIView.alpha) && label.responds(toGetter: \UILabel.text))
        #expect(!UIView().responds(toSetter: \UILabel.text))
    }
}
