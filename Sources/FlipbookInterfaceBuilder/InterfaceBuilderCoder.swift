import Foundation
import FlipbookKit

/// The `NSCoder` the loader passes to `init?(coder:)`: it carries one element of the file, and
/// Kit's initializers ask it (as an `InterfaceBuilderDecoder`) to apply that element's
/// attributes. Also what `init?(coder:)` of your own classes receives; it decodes nothing
/// through `NSCoder`'s keyed methods (Kit does not archive objects).
public final class InterfaceBuilderCoder: NSCoder, InterfaceBuilderDecoder {
    /// The element being decoded.
    public let element: InterfaceBuilderElement
    /// The id of the storyboard scene it is in, if any.
    public let sceneID: String?
    let loader: InterfaceBuilderLoader

    init(element: InterfaceBuilderElement, sceneID: String?, loader: InterfaceBuilderLoader) {
        self.element = element
        self.sceneID = sceneID
        self.loader = loader
        super.init()
    }

    /// Applies the element's view attributes and builds its subviews.
    public func decodeViewProperties(of view: View) {
        loader.decodeView(view, element: element, scene: sceneID)
    }

    /// Applies the button element's states, titles, colours, images and font.
    public func decodeButtonProperties(of button: Button) {
        loader.decodeButton(button, element: element, scene: sceneID)
    }

    /// Applies the switch, slider or segmented control element's value, segments and colours.
    public func decodeControlProperties(of control: Control) {
        loader.decodeControl(control, element: element, scene: sceneID)
    }

    /// Applies the controller element's attributes.
    public func decodeControllerProperties(of controller: ViewController) {
        loader.decodeController(controller, element: element, scene: sceneID)
    }

    /// Builds the controller's view from the file, connecting its outlets and actions.
    public func loadView(of controller: ViewController) -> View? {
        loader.loadView(of: controller, element: element, scene: sceneID)
    }

    /// The cell element's `style` (Basic, Right Detail, Left Detail, Subtitle; a custom cell is
    /// Kit's default style) and `reuseIdentifier`.
    public func tableViewCellStyle() -> (style: TableViewCell.CellStyle, reuseIdentifier: String?) {
        let styles: [String: TableViewCell.CellStyle] = [
            "IBUITableViewCellStyleDefault": .default, "IBUITableViewCellStyleValue1": .value1,
            "IBUITableViewCellStyleValue2": .value2, "IBUITableViewCellStyleSubtitle": .subtitle,
        ]
        var style = TableViewCell.CellStyle.default
        if let name = element["style"] {
            if let found = styles[name] { style = found } else {
                loader.fail(.unsupportedAttribute(key: "style", value: name), scene: sceneID, element: element.id)
            }
        }
        return (style, element["reuseIdentifier"])
    }

    /// The table element's `style` (`plain` when the file writes none).
    public func tableViewStyle() -> TableView.Style {
        switch element["style"] {
        case nil, "plain": return .plain
        case "grouped": return .grouped
        case "insetGrouped": return .insetGrouped
        case let other?:
            loader.fail(.unsupportedAttribute(key: "style", value: other), scene: sceneID, element: element.id)
            return .plain
        }
    }
}
