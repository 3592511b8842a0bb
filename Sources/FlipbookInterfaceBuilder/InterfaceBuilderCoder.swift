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

    /// Applies the controller element's attributes.
    public func decodeControllerProperties(of controller: ViewController) {
        loader.decodeController(controller, element: element, scene: sceneID)
    }

    /// Builds the controller's view from the file, connecting its outlets and actions.
    public func loadView(of controller: ViewController) -> View? {
        loader.loadView(of: controller, element: element, scene: sceneID)
    }
}
