import FlipbookKit

extension SegueTransion {
    /// The spring-up present and the spring-down unwind.
    static let variants: [DemoDescriptor] = [
        DemoDescriptor(name: "segue-present", summary: "Segue: FIRE springs the second screen up from below (0.5 s, damping 0.5)",
                       transitionDuration: springDuration) { _ in
            let (app, first) = launch()
            // Touch-down a quick tap earlier, so that the touch-up starts the transition at the lead-in.
            app.tap(first.fireButton, at: DemoDescriptor.leadIn - Application.tapHoldDuration)
            return app
        },
        DemoDescriptor(name: "segue-unwind", summary: "Segue: DISMISS springs the second screen down and away (0.5 s, damping 0.5)",
                       origin: presentedOrigin, transitionDuration: springDuration) { _ in
            let (app, first) = launch()
            app.tap(first.fireButton, at: -Application.tapHoldDuration)
            app.schedule(at: presentedOrigin + DemoDescriptor.leadIn - Application.tapHoldDuration) {
                let second = first.presentedViewController as! SecondViewController
                app.tap(second.dismissButton, at: app.clock.now)
            }
            return app
        },
    ]

    /// Clock time of the unwind's first frame: the present runs off camera (0 … 0.5 s).
    static let presentedOrigin = 0.6
}
