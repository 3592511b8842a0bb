import FlipbookKit

extension Application {
    /// The key window (`UIApplication.keyWindow`): Kit's application has one window, the
    /// full-screen ``Application/window``, and it is always key.
    public var keyWindow: Window? { window }
}
