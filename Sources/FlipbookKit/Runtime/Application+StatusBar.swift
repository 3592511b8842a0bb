import FlipbookGeometry

extension Application {
    /// Whether the status bar shows: there is a ``statusBar`` and the governing controller does
    /// not hide it. The window's safe area follows (the sensor housing's inset stays).
    public var isStatusBarShown: Bool { statusBar != nil && !isStatusBarHidden && !deviceHidesStatusBar }

    /// Whether the device shows no status bar at all (an iPhone in landscape).
    var deviceHidesStatusBar: Bool { device?.statusBarHeight == 0 }

    /// The status bar's frame as UIKit reports it (`UIApplication.statusBarFrame`,
    /// `UIStatusBarManager.statusBarFrame`): the device preset's bar height (20 pt without a
    /// preset) across the screen, `.zero` when the bar is hidden or absent (see the article
    /// "Status bar" for the presets whose bar Kit draws in the 20 pt style).
    public var statusBarFrame: Rect {
        guard isStatusBarShown else { return .zero }
        return Rect(x: 0, y: 0, width: screenSize.width, height: device?.statusBarHeight ?? StatusBar.height)
    }

    /// The controller whose status bar preferences apply, as UIKit picks it: the root view
    /// controller, or the controller it presents full screen (or one that sets
    /// ``ViewController/modalPresentationCapturesStatusBarAppearance``), and so on up the chain of
    /// presentations. ``ViewController/childForStatusBarStyle`` and
    /// ``ViewController/childForStatusBarHidden`` then hand each preference on.
    public var statusBarAppearanceController: ViewController? {
        guard var controller = rootViewController else { return nil }
        while let presented = controller.presentedViewController,
            presented.modalPresentationStyle == .fullScreen || presented.modalPresentationCapturesStatusBarAppearance
        {
            controller = presented
        }
        return controller
    }

    /// Reads the governing controller's status bar preferences and applies them: the style at
    /// once, or cross-fading inside an animation block; a change of hidden, inside an animation block, with the block's timing as the
    /// controller's ``ViewController/preferredStatusBarUpdateAnimation`` (fade: opacity; slide:
    /// the bar moves up by its height), and the window laid out again for the new safe area.
    func updateStatusBarAppearance() {
        let governor = statusBarAppearanceController
        statusBarGovernor = governor.map(ObjectIdentifier.init)
        var forHidden = governor, forStyle = governor
        while let child = forHidden?.childForStatusBarHidden { forHidden = child }
        while let child = forStyle?.childForStatusBarStyle { forStyle = child }
        let byControllers = isViewControllerBasedStatusBarAppearance
        let hidden = byControllers ? forHidden?.prefersStatusBarHidden ?? false : false
        let style = byControllers ? forStyle?.preferredStatusBarStyle ?? .default : applicationStatusBarStyle
        guard let bar = statusBar else {
            isStatusBarHidden = hidden
            return
        }
        if bar.style != style {
            // Inside an animation block (a transition's alongside animations) the glyphs
            // cross-fade to the new style with the block's timing, as on iOS.
            if animationContext.current != nil, isStatusBarShown { bar.crossFade(to: style) } else { bar.style = style }
        }
        guard hidden != isStatusBarHidden else { return }
        isStatusBarHidden = hidden
        let inBlock = animationContext.current != nil
        let animation = forHidden?.preferredStatusBarUpdateAnimation ?? .fade
        let apply = {
            switch animation {
            case .slide:
                bar.frame.origin.y = hidden ? -bar.layoutHeight : 0
                bar.alpha = 1
            case .fade, .none:
                bar.frame.origin.y = 0
                bar.alpha = hidden ? 0 : 1
            }
        }
        if inBlock && animation != .none { apply() } else { View.performWithoutAnimation(apply) }
        // The safe area changed: re-solve, inside the block so that the layout animates with it.
        window.layoutEngineDidChange()
        window.setNeedsLayout()
        if inBlock { window.layoutIfNeeded() }
    }
}
