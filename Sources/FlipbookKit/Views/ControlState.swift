/// The states a control can be in (`UIControl.State`), an option set: a button can be
/// highlighted and selected at once. Titles, title colours and images are set per state; a
/// state without its own value uses `.normal`'s.
public struct ControlState: OptionSet, Hashable, Sendable {
    /// The bit mask (UIKit's values: highlighted 1, disabled 2, selected 4).
    public let rawValue: UInt

    /// A state from its bit mask.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The resting state: no flag set.
    public static let normal = ControlState([])
    /// While a finger is down inside the control.
    public static let highlighted = ControlState(rawValue: 1 << 0)
    /// ``Control/isEnabled`` is false.
    public static let disabled = ControlState(rawValue: 1 << 1)
    /// ``Control/isSelected`` is true.
    public static let selected = ControlState(rawValue: 1 << 2)
}
