import AppScripting
import Foundation
import FlipbookGeometry
import FlipbookInterfaceBuilder
import FlipbookKit

// The touch scripts of IBAnimatable's example app, the only code written here for it: the app
// is launched from its Info.plist and storyboard as iOS launches it (see APPS.md).

/// IBAnimatable's example app (`IBAnimatableApp`): its main storyboard's first screen, from
/// which the Playground's screens (Transitions, Presentations, Interactions, …) open.
public enum IBAnimatableAppScript {
    /// The app launched as iOS launches it (its Info.plist's main storyboard in the window, its
    /// app delegate called), on a `duration` s clip at 30 fps and `scale` pixels per point.
    public static func launch(duration: Double = 2, scale: Double = 2) -> Application {
        .launchingApp(in: .module, delegate: AppDelegate(), name: "IBAnimatable's example app", duration: duration, scale: scale)
    }
}
