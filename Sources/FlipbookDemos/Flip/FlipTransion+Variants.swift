import FlipbookKit

extension FlipTransion {
    /// Present and dismiss, by button and by screen-edge pans that finish or cancel.
    static let variants: [DemoDescriptor] = [
        DemoDescriptor(name: "flip-present", summary: "Flip: FIRE turns the first screen away like a page (0.8 s ease out)",
                       transitionDuration: 0.8) { options in
            let (app, first) = launch(options: options)
            // Touch-down a quick tap earlier, so that the touch-up starts the transition at the lead-in.
            app.tap(first.fireButton, at: DemoDescriptor.leadIn - Application.tapHoldDuration)
            return app
        },
        DemoDescriptor(name: "flip-dismiss", summary: "Flip: the red circle turns the first screen back in (0.8 s ease in)",
                       origin: presentedOrigin, transitionDuration: 0.8) { options in
            let (app, first) = launchPresented(options: options)
            app.schedule(at: presentedOrigin + DemoDescriptor.leadIn - Application.tapHoldDuration) {
                let second = first.presentedViewController as! SecondViewController
                app.tap(second.backButton, at: app.clock.now)
            }
            return app
        },
        interactive(name: "flip-present-interactive", presented: false, track: presentTrack,
                    summary: "Flip: right-edge pan scrubs the page turn back and forth, released past half → finishes"),
        interactive(name: "flip-present-interactive-cancel", presented: false, track: presentCancelTrack,
                    summary: "Flip: right-edge pan turns the page part way, released before half → cancels"),
        interactive(name: "flip-dismiss-interactive", presented: true, track: dismissTrack,
                    summary: "Flip: left-edge pan turns the page back in, released past half → finishes"),
        interactive(name: "flip-dismiss-interactive-cancel", presented: true, track: dismissCancelTrack,
                    summary: "Flip: left-edge pan turns the page part way in, released before half → cancels"),
    ]

    /// Clock time of the first frame of the dismiss variants: the present runs off camera (0 … 0.8 s).
    static let presentedOrigin = 0.9

    /// The recording's present drag, at the recording's tempo (see the article “Flip, frame by
    /// frame”): from x = 355 left to 147 (the page at 67°) in 2.6 s, back to 264 (33°) at 3.9 s,
    /// left to 156 at 4.95 s and lift-off at 5.1 s, at p = 0.53 → finishes.
    static let presentTrack = FingerTrack([(0, 355), (2.6, 147), (3.9, 264), (4.95, 156)])
    /// The same tempo: left to 190 (p = 0.44, 56°) in 2.6 s, back to 262 at 3.9 s; release at
    /// p = 0.25 → cancels.
    static let presentCancelTrack = FingerTrack([(0, 355), (2.6, 190), (3.9, 262)])
    /// The recording's dismiss drag: from the left edge steadily right to 252 (p = 0.63, the page
    /// at 48° from the screen) over 1.05 s, held 0.4 s, then released → finishes.
    static let dismissTrack = FingerTrack([(0, 16), (1.05, 252)], hold: 0.4)
    /// The dismiss drag's tempo, stopping short: right to 190 (p = 0.46, the page at 65°) over
    /// 1.05 s, held 0.4 s, released before half → cancels.
    static let dismissCancelTrack = FingerTrack([(0, 16), (1.05, 190)], hold: 0.4)

    /// The app after FIRE's presentation has completed (off camera).
    private static func launchPresented(options: DemoOptions) -> (Application, FirstViewController) {
        let (app, first) = launch(options: options)
        app.tap(first.fireButton, at: -Application.tapHoldDuration)
        return (app, first)
    }

    private static func interactive(name: String, presented: Bool, track: FingerTrack, summary: String) -> DemoDescriptor {
        let settle = track.settleDuration(transitionDuration: 0.8, screenWidth: 375)
        let origin = presented ? presentedOrigin : 0
        return DemoDescriptor(name: name, summary: summary, origin: origin,
                              transitionDuration: track.duration + settle) { options in
            let (app, first) = presented ? launchPresented(options: options) : launch(options: options)
            let start = origin + DemoDescriptor.leadIn
            app.schedule(at: start) {
                let pan = presented ? first.dismissPan! : first.presentPan!
                app.play(pan, track: track.samples(startingAt: start))
            }
            return app
        }
    }
}
