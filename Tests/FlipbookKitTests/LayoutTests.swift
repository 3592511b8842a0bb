import FlipbookAnimation
import FlipbookGeometry
@testable import FlipbookKit
import FlipbookLayers
import FlipbookRaster
import Testing
import FlipbookTestSupport

extension KitTests {
    @Suite struct LayoutTests {
        /// A 375 × 667 screen with a root view installed and laid out.
        func screen() -> (Application, View) {
            let app = Application()
            let root = View(frame: Rect(x: 0, y: 0, width: 375, height: 667))
            app.window.addSubview(root)
            return (app, root)
        }

        func pinned(in root: View, height: Double = 50) -> (View, LayoutConstraint) {
            let card = View()
            card.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(card)
            let top = card.topAnchor.constraint(equalTo: root.topAnchor, constant: 100)
            LayoutConstraint.activate([
                card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
                card.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
                top,
                card.heightAnchor.constraint(equalToConstant: height),
            ])
            return (card, top)
        }

        @Test func constraintsPlaceAViewAtTheNextFrame() {
            let (app, root) = screen()
            let (card, _) = pinned(in: root)
            _ = app.renderTree(at: 0, scale: 1)
            #expect(card.frame == Rect(x: 16, y: 100, width: 343, height: 50))
            #expect(!card.hasAmbiguousLayout)
        }

        /// UIKit rounds the engine's frames to the screen's scale (`UIScreen.main.scale`),
        /// whatever is drawn: a filmstrip rendered at 0.5 px/pt lays out as the 2× clip, and the
        /// first layout does not depend on whether a frame was rendered yet.
        @Test func layoutRoundsToTheScreenScaleWhateverTheRenderScale() {
            for renderScale in [0.5, 1, 2, 3] {
                let app = Application(scale: 2)
                let root = View(frame: Rect(x: 0, y: 0, width: 375, height: 667))
                app.window.addSubview(root)
                let card = View()
                card.translatesAutoresizingMaskIntoConstraints = false
                root.addSubview(card)
                LayoutConstraint.activate([
                    card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10.3),
                    card.topAnchor.constraint(equalTo: root.topAnchor, constant: 20.8),
                    card.widthAnchor.constraint(equalToConstant: 241.3),
                    card.heightAnchor.constraint(equalToConstant: 33.1),
                ])
                root.layoutIfNeeded()
                let before = card.frame
                _ = app.renderTree(at: 0, scale: renderScale)
                #expect(before == Rect(x: 10.5, y: 21, width: 241, height: 33), "render scale \(renderScale)")
                #expect(card.frame == before, "render scale \(renderScale)")
            }
            let threeX = Application(scale: 3)
            let card = View()
            card.translatesAutoresizingMaskIntoConstraints = false
            threeX.window.addSubview(card)
            LayoutConstraint.activate([
                card.leadingAnchor.constraint(equalTo: threeX.window.leadingAnchor, constant: 10.3),
                card.topAnchor.constraint(equalTo: threeX.window.topAnchor),
                card.widthAnchor.constraint(equalToConstant: 100),
                card.heightAnchor.constraint(equalToConstant: 10),
            ])
            _ = threeX.renderTree(at: 0, scale: 0.5)
            #expect(abs(card.frame.minX - 31.0 / 3) < 1e-9)
            Application.current = nil
        }

        @Test func viewsWithoutConstraintsKeepTheirFrames() {
            let (app, root) = screen()
            let plain = View(frame: Rect(x: 3, y: 4, width: 5, height: 6))
            root.addSubview(plain)
            _ = pinned(in: root)
            _ = app.renderTree(at: 0, scale: 1)
            #expect(plain.frame == Rect(x: 3, y: 4, width: 5, height: 6))
            #expect(root.frame == Rect(x: 0, y: 0, width: 375, height: 667))
        }

        @Test func nestedViewsAreSolvedInTheirSuperviewsSpace() {
            let (_, root) = screen()
            let (card, _) = pinned(in: root)
            let dot = View()
            dot.translatesAutoresizingMaskIntoConstraints = false
            card.addSubview(dot)
            LayoutConstraint.activate([
                dot.centerXAnchor.constraint(equalTo: card.centerXAnchor),
                dot.centerYAnchor.constraint(equalTo: card.centerYAnchor),
                dot.widthAnchor.constraint(equalTo: card.heightAnchor, multiplier: 0.5),
                dot.heightAnchor.constraint(equalTo: dot.widthAnchor),
            ])
            root.layoutIfNeeded()
            #expect(dot.frame == Rect(x: 159, y: 12.5, width: 25, height: 25))
        }

        @Test func constantChangeInAnAnimationBlockAnimatesAtTheBlocksTiming() {
            let (app, root) = screen()
            let (card, top) = pinned(in: root)
            root.layoutIfNeeded()
            top.constant = 300
            View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { root.layoutIfNeeded() })
            #expect(card.frame.minY == 300)
            // Model at the end; presentation along the block's linear timing.
            for (time, y) in [(0.25, 150.0), (0.5, 200.0), (0.75, 250.0)] {
                app.advance(to: time)
                let shownLayer = shown(card, at: time)
                #expect(close(shownLayer.position.y - shownLayer.bounds.height / 2, y), "at \(time)")
            }
        }

        @Test func higherPriorityWinsAndHuggingYieldsToCompressionResistance() {
            let (_, root) = screen()
            let label = Label()
            label.text = "Hello"
            label.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(label)
            let intrinsic = label.intrinsicContentSize
            LayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                label.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
            ])
            let wide = label.widthAnchor.constraint(equalToConstant: 300)
            wide.priority = .defaultLow - 1      // 249: hugging (250) wins
            wide.isActive = true
            root.layoutIfNeeded()
            #expect(label.frame.width == intrinsic.width.rounded(.toNearestOrAwayFromZero) || close(label.frame.width, (intrinsic.width * 2).rounded() / 2))
            wide.priority = 251                   // now it beats hugging
            root.layoutIfNeeded()
            #expect(label.frame.width == 300)
            let narrow = label.widthAnchor.constraint(equalToConstant: 10)
            narrow.priority = .defaultHigh - 1   // 749: compression resistance (750) wins
            narrow.isActive = true
            root.layoutIfNeeded()
            #expect(close(label.frame.width, (intrinsic.width * 2).rounded() / 2))
        }

        @Test func multiLineLabelIntrinsicSizeAtAWidth() {
            let label = Label()
            label.numberOfLines = 0
            label.text = "The quick brown fox jumps over the lazy dog"
            label.preferredMaxLayoutWidth = 120
            let size = label.intrinsicContentSize
            let oneLine = label.sizeThatFits(.zero)
            #expect(size.width <= 120)
            #expect(size.height >= oneLine.height * 2.9)    // three lines or more at 17 pt
            label.numberOfLines = 1
            #expect(label.intrinsicContentSize == oneLine)
        }

        @Test func unsatisfiableConstraintsPrintUIKitsMessageAndBreakOne() {
            let (app, root) = screen()
            let (card, _) = pinned(in: root)
            let conflict = card.widthAnchor.constraint(equalToConstant: 500)
            conflict.identifier = "too-wide"
            conflict.isActive = true
            root.layoutIfNeeded()
            let message = app.layoutDiagnostics.last ?? ""
            #expect(message.contains("Unable to simultaneously satisfy constraints."))
            #expect(message.contains("Will attempt to recover by breaking constraint \n<LayoutConstraint:"))
            #expect(message.contains("'too-wide' View:"))
            #expect(message.contains(".leading == View:"))
            #expect(card.frame.width == 343)
        }

        @Test func autoresizingMaskFollowsTheSuperviewsSize() {
            let (_, root) = screen()
            let box = View(frame: Rect(x: 0, y: 0, width: 200, height: 100))
            root.addSubview(box)
            let right = View(frame: Rect(x: 150, y: 10, width: 40, height: 20))
            right.autoresizingMask = [.flexibleLeftMargin]
            let stretch = View(frame: Rect(x: 10, y: 40, width: 180, height: 20))
            stretch.autoresizingMask = [.flexibleWidth]
            let centred = View(frame: Rect(x: 50, y: 70, width: 100, height: 20))
            centred.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
            [right, stretch, centred].forEach(box.addSubview)
            box.frame = Rect(x: 0, y: 0, width: 300, height: 100)
            #expect(right.frame == Rect(x: 250, y: 10, width: 40, height: 20))
            #expect(stretch.frame == Rect(x: 10, y: 40, width: 280, height: 20))
            #expect(centred.frame == Rect(x: 100, y: 70, width: 100, height: 20))
        }

        @Test func layoutPassOrderIsUpdateConstraintsBottomUpThenLayoutSubviewsTopDown() {
            final class Logging: View {
                var log: (String) -> Void = { _ in }
                var name = ""
                override func updateConstraints() { log("update \(name)") }
                override func layoutSubviews() { log("layout \(name)") }
            }
            let (app, root) = screen()
            var events: [String] = []
            let outer = Logging(frame: Rect(x: 0, y: 0, width: 100, height: 100)), inner = Logging()
            outer.name = "outer"; inner.name = "inner"
            outer.log = { events.append($0) }; inner.log = { events.append($0) }
            root.addSubview(outer)
            outer.addSubview(inner)
            _ = app.renderTree(at: 0, scale: 1)
            events = []
            outer.setNeedsUpdateConstraints(); inner.setNeedsUpdateConstraints()
            outer.setNeedsLayout(); inner.setNeedsLayout()
            _ = app.renderTree(at: 0.1, scale: 1)
            #expect(events == ["update inner", "update outer", "layout outer", "layout inner"])
        }

        @Test func systemLayoutSizeFittingCompressesAroundContent() {
            let container = View()
            let label = Label()
            label.text = "Fit"
            label.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(label)
            LayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
                label.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -10),
                label.topAnchor.constraint(equalTo: container.topAnchor, constant: 5),
                label.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -5),
            ])
            let text = label.intrinsicContentSize
            let size = container.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
            #expect(close(size.width, text.width + 20))
            #expect(close(size.height, text.height + 10))
        }

        @Test func safeAreaAndMarginsGuides() {
            let (app, root) = screen()
            let card = View()
            card.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(card)
            LayoutConstraint.activate([
                card.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
                card.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
                card.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
                card.heightAnchor.constraint(equalToConstant: 10),
            ])
            _ = app.renderTree(at: 0, scale: 1)
            #expect(root.safeAreaInsets == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
            #expect(card.frame == Rect(x: 8, y: 20, width: 359, height: 10))
            #expect(root.safeAreaLayoutGuide.layoutFrame == Rect(x: 0, y: 20, width: 375, height: 647))
        }

        @Test func ambiguousLayoutIsReported() {
            let (_, root) = screen()
            let loose = View()
            loose.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(loose)
            loose.widthAnchor.constraint(equalToConstant: 10).isActive = true
            root.layoutIfNeeded()
            #expect(loose.hasAmbiguousLayout)
        }
    }
}

extension KitTests {
    @Suite struct DevicePresetTests {
        @Test(arguments: [
            (DevicePreset.iPhoneSE1, Size(width: 320, height: 568), 2.0, EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)),
            (.iPhone8, Size(width: 375, height: 667), 2, EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)),
            (.iPhoneX, Size(width: 375, height: 812), 3, EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)),
            (.iPhone15, Size(width: 393, height: 852), 3, EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)),
            (.iPadPro11, Size(width: 834, height: 1194), 2, EdgeInsets(top: 24, left: 0, bottom: 20, right: 0)),
        ])
        func safeAreaAndScreenOfEachPreset(_ device: DevicePreset, _ size: Size, _ scale: Double, _ insets: EdgeInsets) {
            let app = Application(device: device)
            #expect(Screen.main.bounds == Rect(origin: .zero, size: size))
            #expect(Screen.main.scale == scale && Screen.main.nativeScale == scale)
            #expect(app.window.safeAreaInsets == insets)
            let root = View(frame: app.window.bounds)
            app.window.addSubview(root)
            let content = View()
            content.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(content)
            LayoutConstraint.activate([
                content.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
                content.bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor),
                content.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                content.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            ])
            root.layoutIfNeeded()
            #expect(content.frame == Rect(x: 0, y: insets.top, width: size.width,
                                          height: size.height - insets.top - insets.bottom))
            // Without a status bar only the sensor housing's inset stays.
            let bare = Application(device: device, statusBar: nil)
            #expect(bare.window.safeAreaInsets.top == (device.hasSensorHousing ? insets.top : 0))
        }
    }
}
