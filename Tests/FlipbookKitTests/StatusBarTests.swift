import FlipbookGeometry
@testable import FlipbookKit
import FlipbookRaster
import FlipbookKitTesting
import FlipbookSwiftTesting
import FlipbookTestSupport
import FlipbookTesting
import Testing

extension KitTests {
    @Suite struct StatusBarGlyphBoxes {
        /// The status bar over white at `scale`, as luminance rows (0 black … 1 white).
        static func bar(scale: Double, time: String = "4:01 PM") -> (width: Int, luminance: [[Double]]) {
            let app = Application(statusBar: StatusBar(time: time))
            app.rootViewController = ColourController(.white)
            let bitmap = Renderer().render(app.renderTree(at: 0, scale: scale))
            let rows = Int((StatusBar.height * scale).rounded())
            let luminance = (0..<rows).map { y in
                (0..<bitmap.width).map { x in Double(bitmap.bytes[(y * bitmap.width + x) * 4 + 1]) / 255 }
            }
            return (bitmap.width, luminance)
        }

        /// Ink-weighted centre (points) and dark box (pixels, luminance below 0.4) of x range `xs` (points).
        static func glyphs(_ bar: (width: Int, luminance: [[Double]]), scale: Double, xs: ClosedRange<Double>)
            -> (centreY: Double, box: (minX: Int, maxX: Int, minY: Int, maxY: Int)) {
            var sum = 0.0, weighted = 0.0
            var box = (minX: Int.max, maxX: Int.min, minY: Int.max, maxY: Int.min)
            for (y, row) in bar.luminance.enumerated() {
                for x in Int(xs.lowerBound * scale)..<Int(xs.upperBound * scale) {
                    let ink = 1 - row[x]
                    sum += ink
                    weighted += ink * (Double(y) + 0.5)
                    if row[x] < 0.4 {
                        box = (min(box.minX, x), max(box.maxX, x), min(box.minY, y), max(box.maxY, y))
                    }
                }
            }
            return (weighted / sum / scale, box)
        }

        @Test func glyphsSitWhereTheRecordingHasThem() {
            // The iOS 8.4 recording at 1 px per point, dark pixels: time 164–207 × 6–13, carrier
            // 7–42 × 6–14, battery 346–368 × 7–13. Before the glyphs moved 1 pt down, ours were
            // 4–13 (time) and 5–13 (carrier).
            let bar = Self.bar(scale: 1)
            let time = Self.glyphs(bar, scale: 1, xs: 150...225).box
            let carrier = Self.glyphs(bar, scale: 1, xs: 4...47).box
            let battery = Self.glyphs(bar, scale: 1, xs: 340...372).box
            #expect(time == (165, 209, 6, 14))
            #expect(carrier == (7, 41, 6, 14))
            #expect(battery == (346, 368, 7, 13))
            // Ink centres, in points from the top: the time and carrier on the bar's lower half.
            #expect(close(Self.glyphs(bar, scale: 1, xs: 150...225).centreY, 10.35, 0.01))
            #expect(close(Self.glyphs(bar, scale: 1, xs: 4...47).centreY, 11.10, 0.01))
        }

        @Test func batteryIsASolidBarInAHairlineOutline() {
            let bar = Self.bar(scale: 2)
            func dark(_ values: [Double]) -> [Int] { values.indices.filter { values[$0] < 0.5 } }
            // Down the middle of the battery (x = 356 pt): the hairline at 6 pt, a 0.5 pt gap, the
            // solid bar 7 pt tall (14 px at 2×, 7–14 pt), a gap, the hairline at 14.5 pt.
            let column = bar.luminance.map { $0[(375 - 19) * 2] }
            #expect(dark(column) == [12] + Array(14...27) + [29])
            // Across it (y = 10 pt): hairline at 345 pt, the bar 346–366 pt (40 px), hairline at
            // 366.5 pt, then the 1.5 pt nub.
            let row = bar.luminance[20]
            #expect(dark(Array(row[680...])).map { $0 + 680 } == [690] + Array(692...731) + [733] + Array(735...737))
            #expect(StatusBar.batteryOutlineWidth == 0.5 && StatusBar.glyphDrop == 1)
        }
    }
}

extension KitTests {
    /// The iPhone X's status bar, laid out around the sensor housing.
    @Suite struct StatusBarBesideSensorHousing {
        /// An iPhone X showing a light screen with a dark band under the right ear, at 2×.
        static var screen: ApplicationScript {
            ApplicationScript {
                let app = Application(device: .iPhoneX)
                let root = ViewController()
                root.view.backgroundColor = Color(white: 0.94)
                app.rootViewController = root
                return app
            }
        }

        @Test func theTimeIsInTheLeftEarAndTheIndicatorsInTheRight() throws {
            let app = Application(device: .iPhoneX)
            let bar = try #require(app.statusBar)
            #expect(bar.layout == .sensorHousing && bar.frame.height == 44)
            #expect(bar.displayedTime == "9:41")
            #expect(app.diagnostics.allSatisfy { $0.code != "device.statusBar" })
            #expect(app.statusBarFrame.height == 44)
        }

        @Test func theIPhone15sBarIsStillReported() {
            let app = Application(device: .iPhone15)
            #expect(app.statusBar?.layout == .classic)
            #expect(app.diagnostics.contains { $0.code == "device.statusBar" })
        }

        @Test func theBarBesideTheSensorHousing() {
            assertSnapshot(of: Self.screen, as: .image(at: 0, scale: 2), suite: "StatusBarGoldens")
        }
    }
}
