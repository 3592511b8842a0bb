/// The full-screen root of the view tree (`UIWindow`); ``Application/window`` is the key window.
///
/// Its layer is the root of the rendered layer tree. Default background `nil`: where no view
/// covers it, frames show black, as an iOS screen does.
public final class Window: View {
    /// The responder of this window that ``Responder/becomeFirstResponder()`` made first
    /// (``Responder/isFirstResponder``); cleared when it leaves the window.
    weak var firstResponder: Responder?
    /// The application whose key window this is (``Application/window``).
    weak var application: Application?

    /// The next responder: the application that shows this window (UIKit's chain), `nil` for
    /// a window of no application.
    public override var next: Responder? { application }

    /// The controller whose view fills the window (`rootViewController`); setting it installs
    /// the view at the window's bounds, removing the previous root's view. For the key window
    /// (``Application/window``) it is the application's ``Application/rootViewController``.
    public var rootViewController: ViewController? {
        get { application?.rootViewController ?? ownRootViewController }
        set {
            if let application {
                application.rootViewController = newValue
                return
            }
            ownRootViewController?.viewIfLoaded?.removeFromSuperview()
            ownRootViewController = newValue
            guard let newValue else { return }
            newValue.view.frame = bounds
            addSubview(newValue.view)
        }
    }
    private var ownRootViewController: ViewController?

    /// Whether this is the key window: the window of an application (Kit renders one window per
    /// application, its key ``Application/window``).
    public var isKeyWindow: Bool { application != nil }

    /// Shows the window and makes it key (`makeKeyAndVisible()`). The key window of an
    /// application is shown already. A window the app made itself (`Window(frame:)`) hands its
    /// root view controller and its other subviews to the key window of ``Application/current``,
    /// which Kit renders, and the application's delegate's ``ApplicationDelegate/window`` becomes
    /// that key window; a frame other than the screen's is reported (`window.frame`), since the
    /// key window fills the screen.
    public func makeKeyAndVisible() {
        isHidden = false
        guard application == nil, let app = Application.current else { return }
        if frame != app.window.frame {
            app.report(KitDiagnostic(
                code: "window.frame",
                message: "a window made at \(frame) was made key: Kit renders one window per application, "
                    + "the full-screen key window, which shows its root view controller and subviews instead"))
        }
        let root = ownRootViewController
        root?.viewIfLoaded?.removeFromSuperview()
        ownRootViewController = nil
        let others = subviews
        app.rootViewController = root
        for view in others { app.window.addSubview(view) }
        if let delegate = app.delegate, delegate.window === self { delegate.window = app.window }
    }
}
