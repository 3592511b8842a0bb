// UIKit's names for FlipbookKit's picker and refresh control (see FlipbookKit's "Controls and
// bars").

/// `UIPickerView`: FlipbookKit's `PickerView` (rows drawn flat, reported as `pickerView.wheel`).
public typealias UIPickerView = PickerView
/// `UIPickerViewDataSource`: FlipbookKit's `PickerViewDataSource`.
public typealias UIPickerViewDataSource = PickerViewDataSource
/// `UIPickerViewDelegate`: FlipbookKit's `PickerViewDelegate` (every method has UIKit's default).
public typealias UIPickerViewDelegate = PickerViewDelegate
/// `UIRefreshControl`: FlipbookKit's `RefreshControl` (no spinner is drawn and no pull is
/// simulated, reported as `refreshControl.spinner` and `refreshControl.pull`).
public typealias UIRefreshControl = RefreshControl
