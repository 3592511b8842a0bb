import class Foundation.NSCoder

/// What an Interface Builder loader's `NSCoder` does for Kit's classes, so that a storyboard's or
/// xib's attributes are applied inside `init?(coder:)` as UIKit applies them: before the code a
/// subclass writes after `super.init(coder:)` runs.
///
/// Kit's initializers call it when the coder they are given conforms (the `FlipbookInterfaceBuilder`
/// module's coder does); with any other coder, `init?(coder:)` makes the object with its
/// defaults. You do not implement it to load files; it is the seam between Kit and the loader.
public protocol InterfaceBuilderDecoder: AnyObject {
    /// Applies the element's view attributes (frame, colours, alpha, tag, …, and those of
    /// ``Label``, ``ImageView`` and ``TextView``); called by ``View``'s `init?(coder:)`.
    func decodeViewProperties(of view: View)
    /// Applies a button element's states, titles, colours, images and font; called by
    /// ``Button``'s `init?(coder:)` after the button made its title label and image view.
    func decodeButtonProperties(of button: Button)
    /// Applies the attributes of a switch, slider or segmented control element (its value,
    /// range, segments and colours); called by ``Switch``'s, ``Slider``'s and
    /// ``SegmentedControl``'s `init?(coder:)` after the control made its parts.
    func decodeControlProperties(of control: Control)
    /// Applies the controller element's attributes (title, presentation and transition styles,
    /// a navigation controller's root); called by ``ViewController``'s `init?(coder:)`.
    func decodeControllerProperties(of controller: ViewController)
    /// The view the file describes for `controller` (its scene's view, or the nib's view
    /// connected to the owner's `view` outlet), with its outlets and actions connected; called by
    /// the default ``ViewController/loadView()``. `nil` when the file has none.
    func loadView(of controller: ViewController) -> View?
    /// The style and reuse identifier of a table view cell element (a prototype cell); called by
    /// ``TableViewCell``'s `init?(coder:)` before it makes its labels.
    func tableViewCellStyle() -> (style: TableViewCell.CellStyle, reuseIdentifier: String?)
    /// The style of a table view element; called by ``TableView``'s `init?(coder:)`.
    func tableViewStyle() -> TableView.Style
}
