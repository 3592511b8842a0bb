import FlipbookGeometry
@testable import FlipbookKit
import Testing

/// Gives a zooming view and records the zoom callbacks.
final class ZoomRecorder: ScrollViewDelegate {
    let view: View
    var zooms = 0
    var ended: [Double] = []
    init(_ view: View) { self.view = view }
    func viewForZooming(in scrollView: ScrollView) -> View? { view }
    func scrollViewDidZoom(_ scrollView: ScrollView) { zooms += 1 }
    func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: Double) { ended.append(scale) }
}

extension KitTests {
    @Suite struct ScrollZoomTests {
        /// A 200 × 200 scroll view over a 400 × 400 view, zoom scales 0.5 … 4.
        static func scene() -> (Application, ScrollView, View, ZoomRecorder) {
            let app = Application(statusBar: nil)
            let scrollView = ScrollView(frame: Rect(x: 0, y: 0, width: 200, height: 200))
            let picture = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
            scrollView.addSubview(picture)
            scrollView.contentSize = picture.bounds.size
            scrollView.minimumZoomScale = 0.5
            scrollView.maximumZoomScale = 4
            let recorder = ZoomRecorder(picture)
            scrollView.delegate = recorder
            app.window.addSubview(scrollView)
            app.window.layoutIfNeeded()
            return (app, scrollView, picture, recorder)
        }

        @Test func zoomScaleScalesTheViewFromItsCornerAndKeepsTheVisibleCentre() {
            let (_, scrollView, picture, recorder) = Self.scene()
            #expect(scrollView.zoomScale == 1)
            scrollView.zoomScale = 2
            #expect(scrollView.zoomScale == 2)
            #expect(picture.frame == Rect(x: 0, y: 0, width: 800, height: 800))
            #expect(scrollView.contentSize == Size(width: 800, height: 800))
            // The visible centre (100, 100) of the picture is at the centre again: offset 200 − 100.
            #expect(scrollView.contentOffset == Point(x: 100, y: 100))
            #expect(recorder.zooms == 1)
            // Clamped to the limits, as UIKit's setter.
            scrollView.zoomScale = 10
            #expect(scrollView.zoomScale == 4)
            scrollView.zoomScale = 0.1
            #expect(scrollView.zoomScale == 0.5)
            #expect(scrollView.contentSize == Size(width: 200, height: 200))
            #expect(scrollView.contentOffset == .zero)
        }

        @Test func zoomToRectFillsTheViewCentred() {
            let (app, scrollView, _, recorder) = Self.scene()
            scrollView.zoom(to: Rect(x: 100, y: 150, width: 50, height: 100), animated: true)
            // Scale min(200/50, 200/100) = 2; the rect's centre (125, 200) × 2 − 100.
            #expect(scrollView.zoomScale == 2)
            #expect(scrollView.contentOffset == Point(x: 150, y: 300))
            #expect(recorder.ended.isEmpty)
            app.advance(to: 0.3)
            #expect(recorder.ended == [2])
            // A rect smaller than the largest scale allows stops at 4.
            scrollView.zoom(to: Rect(x: 0, y: 0, width: 10, height: 10), animated: false)
            #expect(scrollView.zoomScale == 4)
            #expect(scrollView.contentOffset == .zero)
        }

        @Test func withoutAZoomingViewNothingZooms() {
            let (_, scrollView, _, _) = Self.scene()
            scrollView.delegate = nil
            scrollView.zoomScale = 3
            #expect(scrollView.zoomScale == 1)
        }
    }
}
