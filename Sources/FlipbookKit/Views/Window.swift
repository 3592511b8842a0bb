/// The full-screen root of the view tree (`UIWindow`); ``Application/window`` is the key window.
///
/// Its layer is the root of the rendered layer tree. Default background `nil`: where no view
/// covers it, frames show black, as an iOS screen does.
public final class Window: View {}
