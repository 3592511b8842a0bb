import FlipbookKit

extension FlipTransion {
    /// Present and dismiss, by button and by screen-edge pans that finish or cancel.
    static let variants: [DemoDescriptor] = [
        DemoDescriptor(name: "flip-present", summary: "Flip: FIRE turns the first screen away like a page (0.8 s ease out)",
                       transitionDuration: 0.8) { options in
            let (app, first) = launch(options: options)
            app.tap(first.fireButton, at: DemoDescriptor.leadIn)
            return app
        },
        DemoDescriptor(name: "flip-dismiss", summary: "Flip: the red circle turns the first screen back in (0.8 s ease in)",
                       origin: presentedOrigin, transitionDuration: 0.8) { options in
            let (app, first) = launchPresented(options: options)
            app.schedule(at: presentedOrigin + DemoDescriptor.leadIn) {
                let second = first.presentedViewController as! SecondViewController
                second.backButton.sendActions()
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

    /// The recording's drag (see the article “Flip, frame by frame”): from x ≈ 355 left to 147,
    /// back to 273, left to 156,
    /// release at p = 0.53 → finishes.
    static let presentTrack = FingerTrack([(0, 355), (0.8, 147), (1.4, 273), (2.0, 156)])
    /// Left to 190 (p = 0.44), back to 262; release at p = 0.25 → cancels.
    static let presentCancelTrack = FingerTrack([(0, 355), (0.8, 190), (1.3, 262)])
    /// From the left edge right to 250, back to 175, on to 290; release at p = 0.73 → finishes.
    static let dismissTrack = FingerTrack([(0, 16), (0.7, 250), (1.1, 175), (1.6, 290)])
    /// Right to 250 (the page shows from p ≈ 0.41 on), back to 140; release at p = 0.33 → cancels.
    static let dismissCancelTrack = FingerTrack([(0, 16), (0.75, 250), (1.3, 140)])

    /// The app after FIRE's presentation has completed (off camera).
    private static func launchPresented(options: DemoOptions) -> (Application, FirstViewController) {
        let (app, first) = launch(options: options)
        app.tap(first.fireButton, at: 0)
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
