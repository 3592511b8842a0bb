import FlipbookGeometry
import FlipbookKit
import FlipbookKitTesting
import FlipbookLayers
import FlipbookPorting
import FlipbookSwiftTesting
import Testing

extension CoreAnimationClassTests {
    /// A circular reveal written with `CABasicAnimation` on a mask's `path`, rendered on a
    /// 160 × 284 pt screen at 1×.
    @Suite struct CircularRevealGoldens {
        /// An orange view revealed over a blue one from (120, 60), radius 4 → 260 pt, 0.5 s
        /// ease in-out, fill forwards, not removed.
        static func scene() -> ApplicationScript {
            ApplicationScript {
                let app = Application(screenSize: CGSize(width: 160, height: 284), statusBar: nil, duration: 0.6)
                let below = View(frame: CGRect(x: 0, y: 0, width: 160, height: 284))
                below.backgroundColor = Color(red: 0.1, green: 0.3, blue: 0.8)
                app.window.addSubview(below)
                let above = View(frame: below.frame)
                above.backgroundColor = Color(red: 1, green: 0.55, blue: 0.1)
                app.window.addSubview(above)
                let center = CGPoint(x: 120, y: 60)
                let maskLayer = ShapeLayer()
                maskLayer.path = circle(center, 260).cgPath
                above.layer.mask = maskLayer
                app.schedule(at: 0) {
                    let animation = CABasicAnimation(keyPath: "path")
                    animation.fromValue = circle(center, 4).cgPath
                    animation.toValue = circle(center, 260).cgPath
                    animation.duration = 0.5
                    animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
                    animation.fillMode = .forwards
                    animation.isRemovedOnCompletion = false
                    maskLayer.add(animation, forKey: "path")
                }
                return app
            }
        }

        @Test func orangeCircleGrowsFromTheCornerToCoverTheScreen() {
            // Start (a 4 pt dot at (120, 60)), middle (radius 132), end (all orange).
            assertSnapshot(of: Self.scene(), as: .filmstrip(times: [0, 0.25, 0.5], scale: 1),
                           suite: "CircularRevealGoldens")
        }
    }
}

