import FlipbookGeometry
@testable import FlipbookKit
import FlipbookKitTesting
import FlipbookRaster
import FlipbookSwiftTesting
import Testing

/// Counts a control's `.valueChanged` actions.
final class ValueChangeCounter {
    var count = 0
    func changed() { count += 1 }
}

extension KitTests {
    @Suite struct SwitchSliderSegmented {
        // MARK: Switch

        @Test func aSwitchIs51By31WhateverFrameItIsGiven() {
            Application.current = nil
            let toggle = Switch(frame: Rect(x: 10, y: 20, width: 120, height: 60))
            #expect(toggle.frame == Rect(x: 10, y: 20, width: 51, height: 31))
            #expect(toggle.intrinsicContentSize == Size(width: 51, height: 31))
            #expect(toggle.trackView.backgroundColor == Switch.offTrackColor)
            #expect(toggle.thumbView.frame == Rect(x: 2, y: 2, width: 27, height: 27))
            toggle.isOn = true
            #expect(toggle.thumbView.frame == Rect(x: 22, y: 2, width: 27, height: 27))
            #expect(toggle.trackView.backgroundColor == .systemGreen)
            toggle.onTintColor = Color(red: 1, green: 0, blue: 0)
            #expect(toggle.trackView.backgroundColor == Color(red: 1, green: 0, blue: 0))
        }

        @Test func aTapFlipsTheSwitchOverAQuarterSecondAndSendsValueChangedOnce() {
            let app = Application(screenSize: Size(width: 100, height: 100), statusBar: nil)
            let toggle = Switch(frame: Rect(x: 10, y: 10, width: 0, height: 0))
            app.window.addSubview(toggle)
            let counter = ValueChangeCounter()
            toggle.addTarget(counter, action: ValueChangeCounter.changed, for: .valueChanged)
            app.tap(toggle, at: 0.1)
            // Touch-down: the thumb widens towards 34 pt; nothing is sent before the finger lifts (0.2 s).
            app.advance(to: 0.19)
            let pressed = toggle.thumbView.layer.presentation(atRootTime: 0.19).bounds.width
            #expect(pressed > 27 && pressed < 34 && counter.count == 0)
            app.advance(to: 2)
            #expect(toggle.isOn && counter.count == 1)
            #expect(toggle.thumbView.frame == Rect(x: 22, y: 2, width: 27, height: 27))
            // Code that sets the value sends nothing.
            toggle.setOn(false, animated: true)
            app.advance(to: 3)
            #expect(!toggle.isOn && counter.count == 1)
        }

        @Test func aFingerDraggedAcrossTheSwitchLeavesItOnTheSideItWasOver() throws {
            let app = Application(screenSize: Size(width: 200, height: 100), statusBar: nil)
            let toggle = Switch(frame: Rect(x: 10, y: 10, width: 0, height: 0))
            app.window.addSubview(toggle)
            let counter = ValueChangeCounter()
            toggle.addTarget(counter, action: ValueChangeCounter.changed, for: .valueChanged)
            // From the left of the pill to beyond its right end, lifted outside.
            try app.touch(along: [(0, Point(x: 15, y: 25)), (0.3, Point(x: 90, y: 25))])
            app.advance(to: 1)
            #expect(toggle.isOn && counter.count == 1)
        }

        // MARK: Slider

        @Test func theSliderThumbTravelsTheTrackLessItsOwnWidth() {
            Application.current = nil
            let slider = Slider(frame: Rect(x: 0, y: 0, width: 228, height: 31))
            let track = slider.trackRect(forBounds: slider.bounds)
            #expect(track == Rect(x: 0, y: 13.5, width: 228, height: 4))
            #expect(slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 0).minX == 0)
            #expect(slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 1).maxX == 228)
            slider.value = 0.25
            #expect(slider.thumbView.frame == Rect(x: 50, y: 1.5, width: 28, height: 28))
            // The minimum track reaches the thumb's centre.
            #expect(slider.minimumTrackView.frame.width == 64)
            slider.value = 7
            #expect(slider.value == 1)
            slider.maximumValue = 0.5
            #expect(slider.value == 0.5)
            slider.minimumValue = 2
            #expect(slider.maximumValue == 2 && slider.value == 2)
        }

        @Test func draggingTheSliderThumbFollowsTheFingerAndSendsValueChanged() throws {
            let app = Application(screenSize: Size(width: 300, height: 100), statusBar: nil)
            let slider = Slider(frame: Rect(x: 0, y: 0, width: 228, height: 31))
            slider.value = 0
            app.window.addSubview(slider)
            let counter = ValueChangeCounter()
            slider.addTarget(counter, action: ValueChangeCounter.changed, for: .valueChanged)
            // Down on the thumb (0…28) at x = 10, moved 100 pt: a value of 100 / 200.
            try app.touch(along: [(0, Point(x: 10, y: 15)), (0.5, Point(x: 110, y: 15))])
            app.advance(to: 1)
            #expect(abs(slider.value - 0.5) < 1e-6)
            #expect(counter.count > 1)
            // A finger beside the thumb does nothing.
            try app.touch(along: [(1.5, Point(x: 200, y: 15)), (2, Point(x: 220, y: 15))])
            app.advance(to: 3)
            #expect(abs(slider.value - 0.5) < 1e-6)
        }

        @Test func aSliderThatIsNotContinuousSendsOnceWhenTheFingerLifts() throws {
            let app = Application(screenSize: Size(width: 300, height: 100), statusBar: nil)
            let slider = Slider(frame: Rect(x: 0, y: 0, width: 228, height: 31))
            slider.isContinuous = false
            app.window.addSubview(slider)
            let counter = ValueChangeCounter()
            slider.addTarget(counter, action: ValueChangeCounter.changed, for: .valueChanged)
            try app.touch(along: [(0, Point(x: 114, y: 15)), (0.5, Point(x: 164, y: 15))])
            app.advance(to: 1)
            #expect(abs(slider.value - 0.75) < 1e-6 && counter.count == 1)
        }

        // MARK: Segmented control

        @Test func segmentsShareTheWidthAndTheThumbSitsTwoPointsInside() {
            Application.current = nil
            let control = SegmentedControl(frame: Rect(x: 0, y: 0, width: 240, height: 32))
            control.insertSegment(withTitle: "B", at: 0, animated: false)
            control.insertSegment(withTitle: "A", at: 0, animated: false)
            control.insertSegment(withTitle: "C", at: 9, animated: false)
            #expect((0..<3).map { control.titleForSegment(at: $0) } == ["A", "B", "C"])
            #expect(control.selectedSegmentIndex == SegmentedControl.noSegment && control.thumbView.isHidden)
            control.selectedSegmentIndex = 1
            #expect(control.thumbView.frame == Rect(x: 82, y: 2, width: 76, height: 28))
            #expect(control.intrinsicContentSize.height == 32)
        }

        @Test func insertingBeforeTheSelectedSegmentKeepsItSelected() {
            Application.current = nil
            let control = SegmentedControl(items: ["x", "y"])
            control.selectedSegmentIndex = 1
            control.insertSegment(withTitle: "w", at: 0, animated: false)
            #expect(control.selectedSegmentIndex == 2)
            control.removeSegment(at: 2, animated: false)
            #expect(control.selectedSegmentIndex == SegmentedControl.noSegment)
            control.removeAllSegments()
            #expect(control.numberOfSegments == 0)
        }

        @Test func liftingAFingerInsideASegmentSelectsItAndSendsValueChanged() throws {
            let app = Application(screenSize: Size(width: 300, height: 100), statusBar: nil)
            let control = SegmentedControl(frame: Rect(x: 0, y: 0, width: 240, height: 32))
            for title in ["One", "Two", "Three"] {
                control.insertSegment(withTitle: title, at: control.numberOfSegments, animated: false)
            }
            control.selectedSegmentIndex = 0
            app.window.addSubview(control)
            let counter = ValueChangeCounter()
            control.addTarget(counter, action: ValueChangeCounter.changed, for: .valueChanged)
            try app.tap(at: Point(x: 200, y: 16), time: 0.1)
            app.advance(to: 1)
            #expect(control.selectedSegmentIndex == 2 && counter.count == 1)
            #expect(control.thumbView.frame == Rect(x: 162, y: 2, width: 76, height: 28))
        }

        // MARK: Goldens

        /// A switch off and on (custom tint), a slider at 0.3 and a segmented control with its
        /// second segment selected, on white at 2×.
        static func controls() -> ApplicationScript {
            ApplicationScript {
                let app = Application(screenSize: Size(width: 200, height: 150), statusBar: nil)
                app.window.backgroundColor = .white
                let off = Switch(frame: Rect(x: 20, y: 15, width: 0, height: 0))
                let on = Switch(frame: Rect(x: 90, y: 15, width: 0, height: 0))
                on.isOn = true
                let tinted = Switch(frame: Rect(x: 140, y: 15, width: 0, height: 0))
                tinted.onTintColor = Color(red: 0.94, green: 0.35, blue: 0.33)
                tinted.isOn = true
                let slider = Slider(frame: Rect(x: 20, y: 60, width: 160, height: 31))
                slider.value = 0.3
                let segmented = SegmentedControl(frame: Rect(x: 20, y: 105, width: 160, height: 32))
                for title in ["Subtle", "Rotate", "Mid"] {
                    segmented.insertSegment(withTitle: title, at: segmented.numberOfSegments, animated: false)
                }
                segmented.selectedSegmentIndex = 1
                for view in [off, on, tinted, slider, segmented] as [View] { app.window.addSubview(view) }
                return app
            }
        }

        @Test func switchesSliderAndSegmentedControlAsIOS13DrawsThem() {
            assertSnapshot(of: Self.controls(), as: .image(at: 0, scale: 2), suite: "ControlGoldens")
        }
    }
}
