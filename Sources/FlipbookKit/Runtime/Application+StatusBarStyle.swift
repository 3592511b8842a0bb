extension Application {
    /// The style of the status bar's glyphs (`UIApplication.statusBarStyle`): the governing
    /// controller's ``ViewController/preferredStatusBarStyle`` (handed on by
    /// ``ViewController/childForStatusBarStyle``), or the application's own style when
    /// ``isViewControllerBasedStatusBarAppearance`` is false.
    public var statusBarStyle: StatusBarStyle {
        guard isViewControllerBasedStatusBarAppearance else { return applicationStatusBarStyle }
        var controller = statusBarAppearanceController
        while let child = controller?.childForStatusBarStyle { controller = child }
        return controller?.preferredStatusBarStyle ?? .default
    }

    /// Sets the application's status bar style (`UIApplication.setStatusBarStyle(_:animated:)`,
    /// deprecated in iOS 9). As in UIKit, it applies only when
    /// ``isViewControllerBasedStatusBarAppearance`` is false (Info.plist's
    /// `UIViewControllerBasedStatusBarAppearance` set to NO); otherwise the controllers decide
    /// and the call changes nothing. iOS cross-fades the glyphs when `animated` is true; Kit
    /// changes them at once and reports the diagnostic `statusBar.styleNotAnimated`.
    public func setStatusBarStyle(_ style: StatusBarStyle, animated: Bool) {
        guard !isViewControllerBasedStatusBarAppearance else { return }
        if animated, let bar = statusBar, isStatusBarShown, bar.style != style {
            report(
                KitDiagnostic(
                    code: "statusBar.styleNotAnimated",
                    message: "setStatusBarStyle(_:animated: true) cross-fades the status bar's glyphs on iOS; "
                        + "Kit changes them at once"))
        }
        applicationStatusBarStyle = style
        updateStatusBarAppearance()
    }
}
