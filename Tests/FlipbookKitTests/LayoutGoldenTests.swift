import FlipbookGeometry
import FlipbookKit
import FlipbookKitTesting
import FlipbookRaster
import FlipbookSwiftTesting
import FlipbookTesting
import Testing

extension KitTests {
    /// Filmstrips of layout animations (goldens in `__Goldens__/LayoutGoldens`).
    @Suite struct LayoutGoldens {
        /// A 200 × 240 screen: a header bar and a card pinned below it; at 0 the header's height
        /// constant grows from 40 to 120 in a 0.5 s linear block, pushing the card down and
        /// shrinking it (the card's bottom is pinned to the screen).
        static func constraintAnimation() -> ApplicationScript {
            ApplicationScript {
                let app = Application(screenSize: Size(width: 200, height: 240), statusBar: nil)
                let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 240))
                root.backgroundColor = .white
                app.window.addSubview(root)
                let header = View(), card = View(), badge = View()
                header.backgroundColor = Color(red: 0.2, green: 0.4, blue: 0.9)
                card.backgroundColor = Color(red: 0.95, green: 0.6, blue: 0.2)
                badge.backgroundColor = .white
                for view in [header, card] {
                    view.translatesAutoresizingMaskIntoConstraints = false
                    root.addSubview(view)
                }
                badge.translatesAutoresizingMaskIntoConstraints = false
                card.addSubview(badge)
                let height = header.heightAnchor.constraint(equalToConstant: 40)
                LayoutConstraint.activate([
                    header.topAnchor.constraint(equalTo: root.topAnchor),
                    header.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                    header.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                    height,
                    card.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 12),
                    card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
                    card.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
                    card.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -16),
                    badge.centerXAnchor.constraint(equalTo: card.centerXAnchor),
                    badge.centerYAnchor.constraint(equalTo: card.centerYAnchor),
                    badge.widthAnchor.constraint(equalTo: card.heightAnchor, multiplier: 0.4),
                    badge.heightAnchor.constraint(equalTo: badge.widthAnchor),
                ])
                // The screen as it was shown before the change (a layout pass inside the block
                // would animate the first frames from zero size, as UIKit's does).
                app.window.layoutIfNeeded()
                app.schedule(at: 0) {
                    height.constant = 120
                    View.animate(withDuration: 0.5, delay: 0, options: .curveLinear, animations: { root.layoutIfNeeded() })
                }
                return app
            }
        }

        /// A 240 × 80 screen: a horizontal stack of three coloured boxes (fillEqually, spacing 8);
        /// at 0 the middle one is hidden in a 0.5 s linear block and the others widen to fill.
        static func stackHiding() -> ApplicationScript {
            ApplicationScript {
                let app = Application(screenSize: Size(width: 240, height: 80), statusBar: nil)
                app.window.backgroundColor = .white
                let stack = StackView(frame: Rect(x: 8, y: 8, width: 224, height: 64))
                stack.distribution = .fillEqually
                stack.spacing = 8
                let colours = [Color(red: 0.9, green: 0.3, blue: 0.3), Color(red: 0.3, green: 0.7, blue: 0.3), Color(red: 0.3, green: 0.4, blue: 0.9)]
                let boxes = colours.map { colour -> View in
                    let box = View()
                    box.backgroundColor = colour
                    return box
                }
                boxes.forEach(stack.addArrangedSubview)
                app.window.addSubview(stack)
                app.window.layoutIfNeeded()
                app.schedule(at: 0) {
                    View.animate(withDuration: 0.5, delay: 0, options: .curveLinear, animations: { boxes[1].isHidden = true })
                }
                return app
            }
        }

        /// One screen laid out by constraints on `device`: a blue header under the safe area
        /// whose height grows 60 → 120 pt in a 0.5 s linear block at 0, a card on the readable
        /// guide below it holding a label, and a bar on the safe area's bottom.
        static func deviceScreen(_ device: DevicePreset, style: UserInterfaceStyle = .light) -> ApplicationScript {
            ApplicationScript {
                let app = Application(device: device)
                app.userInterfaceStyle = style
                app.diagnosticHandler = { _ in }
                let controller = ViewController()
                app.rootViewController = controller
                let root = controller.view!
                root.backgroundColor = .secondarySystemBackground
                let header = View(), card = View(), footer = View(), title = Label()
                header.backgroundColor = .systemBlue
                card.backgroundColor = .systemBackground
                card.layer.cornerRadius = 10
                footer.backgroundColor = .systemOrange
                title.text = "Same constraints"
                title.font = .system(size: 17, weight: .semibold)
                title.textColor = .label
                for view in [header, card, footer, title] { view.translatesAutoresizingMaskIntoConstraints = false }
                for view in [header, card, footer] { root.addSubview(view) }
                card.addSubview(title)
                let height = header.heightAnchor.constraint(equalToConstant: 60)
                let safe = root.safeAreaLayoutGuide, readable = root.readableContentGuide
                LayoutConstraint.activate([
                    header.topAnchor.constraint(equalTo: safe.topAnchor),
                    header.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                    header.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                    height,
                    card.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 16),
                    card.leadingAnchor.constraint(equalTo: readable.leadingAnchor),
                    card.trailingAnchor.constraint(equalTo: readable.trailingAnchor),
                    card.bottomAnchor.constraint(equalTo: footer.topAnchor, constant: -16),
                    title.centerXAnchor.constraint(equalTo: card.centerXAnchor),
                    title.topAnchor.constraint(equalTo: card.topAnchor, constant: 16),
                    footer.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                    footer.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                    footer.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
                    footer.heightAnchor.constraint(equalToConstant: 44),
                ])
                app.window.layoutIfNeeded()
                app.schedule(at: 0) {
                    height.constant = 120
                    View.animate(withDuration: 0.5, delay: 0, options: .curveLinear, animations: { root.layoutIfNeeded() })
                }
                return app
            }
        }

        @Test func sameScreenOnTwoDevicesFilmstrip() throws {
            // iPhone SE (1st gen., 320 × 568, 20 pt status bar) then iPhone 15 (393 × 852, safe
            // area 59/34), each at the start and end of the header's growth, at half scale.
            var frames: [(time: Double, bitmap: Bitmap)] = []
            for device in [DevicePreset.iPhoneSE1, .iPhone15] {
                let times = [0, 0.5]
                let bitmaps = try Self.deviceScreen(device).frames(at: times, scale: 0.5)
                frames += zip(times, bitmaps).map { (time: $0, bitmap: $1) }
            }
            assertSnapshot(of: Filmstrip.compose(frames), named: "filmstrip", suite: "LayoutGoldens")
        }

        @Test func systemColoursInLightAndDarkFilmstrip() throws {
            // The iPhone SE screen at 0 in the light then the dark appearance: grouped grey →
            // #1C1C1E, white card → black, blue #007AFF → #0A84FF, orange #FF9500 → #FF9F0A,
            // black text and status bar glyphs → white.
            var frames: [(time: Double, bitmap: Bitmap)] = []
            for style in [UserInterfaceStyle.light, .dark] {
                frames += try Self.deviceScreen(.iPhoneSE1, style: style).frames(at: [0], scale: 0.5).map { (time: 0, bitmap: $0) }
            }
            let strip = Filmstrip.compose(frames)
            // Pixels (scale 0.5): the card's middle, the header's middle.
            #expect(frames[0].bitmap[80, 100] == Pixel(r: 255, g: 255, b: 255, a: 255))
            #expect(frames[1].bitmap[80, 100] == Pixel(r: 0, g: 0, b: 0, a: 255))
            #expect(frames[0].bitmap[80, 25] == Pixel(r: 0, g: 122, b: 255, a: 255))
            #expect(frames[1].bitmap[80, 25] == Pixel(r: 10, g: 132, b: 255, a: 255))
            assertSnapshot(of: strip, named: "filmstrip", suite: "LayoutGoldens")
        }

        @Test func constraintChangeAnimatesEveryFrameFilmstrip() {
            // Header 40 → 120 pt tall; card's top follows, its bottom stays; the badge (40 % of the
            // card's height) shrinks with it, centred.
            assertSnapshot(of: Self.constraintAnimation(), as: .filmstrip(times: [0, 0.125, 0.25, 0.375, 0.5], scale: 1),
                           suite: "LayoutGoldens")
        }

        @Test func stackViewHidingAViewFilmstrip() {
            // Three equal boxes; the green one vanishes and red and blue widen to 108 pt each.
            assertSnapshot(of: Self.stackHiding(), as: .filmstrip(times: [0, 0.25, 0.5], scale: 1), suite: "LayoutGoldens")
        }
    }
}
