import FlipbookGeometry
import FlipbookKit
import FlipbookKitTesting
import FlipbookRaster
import FlipbookSwiftTesting
import Testing

extension KitTests {
    @Suite struct ControlGoldens {
        /// Four buttons on grey: title left-top, centred, right-bottom, and a square image with the
        /// title against the leading edge.
        static func alignments() -> ApplicationScript {
            ApplicationScript {
                let app = Application(screenSize: Size(width: 240, height: 240), statusBar: nil)
                app.window.backgroundColor = Color(white: 0.9)
                let placements: [(ContentHorizontalAlignment, ContentVerticalAlignment)] = [
                    (.left, .top), (.center, .center), (.right, .bottom), (.leading, .center),
                ]
                let icon = Image(Bitmap(width: 20, height: 20, fill: Color(red: 1, green: 0.6, blue: 0).premultiplied8))
                for (i, placement) in placements.enumerated() {
                    let button = Button(frame: Rect(x: 20, y: 20 + Double(i) * 52, width: 200, height: 44))
                    button.backgroundColor = .white
                    button.setTitle("Align \(i)")
                    if i == 3 { button.setImage(icon) }
                    button.contentHorizontalAlignment = placement.0
                    button.contentVerticalAlignment = placement.1
                    app.window.addSubview(button)
                }
                return app
            }
        }

        @Test func contentAlignmentsPlaceTitleAndImageAgainstTheEdges() {
            assertSnapshot(of: Self.alignments(), as: .image(at: 0, scale: 1), suite: "ControlGoldens")
        }
    }
}
