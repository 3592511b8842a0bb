import FlipbookGeometry
import Testing

@testable import FlipbookKit

/// `contentLayoutGuide` and `frameLayoutGuide`, and UIKit's rule for constraints between a
/// scroll view's edges and its content.
@Suite struct ScrollViewLayoutGuideTests {
    /// A 320 × 480 scroll view in a window, a content view pinned to its content guide. No
    /// application is current on the thread (a test that ran before on it may have left one,
    /// whose scale would round the layout to its pixel grid).
    func makeScroll() -> (Window, ScrollView, View) {
        Application.current = nil
        let window = Window(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let scroll = ScrollView(frame: window.bounds)
        window.addSubview(scroll)
        let content = View()
        content.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(content)
        return (window, scroll, content)
    }

    @Test func constraintsToTheContentGuideSetTheContentSize() {
        let (window, scroll, content) = makeScroll()
        LayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor, constant: 10),
            content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
            content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor, constant: -30),
            content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 1000),
        ])
        window.layoutIfNeeded()
        // 10 + 1000 + 30 tall, as wide as the frame.
        #expect(scroll.contentSize == Size(width: 320, height: 1040))
        #expect(content.frame == Rect(x: 0, y: 10, width: 320, height: 1000))
        #expect(scroll.contentLayoutGuide.layoutFrame == Rect(x: 0, y: 0, width: 320, height: 1040))
        #expect(scroll.frameLayoutGuide.layoutFrame == Rect(x: 0, y: 0, width: 320, height: 480))
    }

    @Test func theContentStaysInPlaceWhenScrolledAndTheFrameGuideFollowsTheOffset() {
        let (window, scroll, content) = makeScroll()
        let badge = View()
        badge.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(badge)
        LayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
            content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
            content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
            content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 900),
            // A badge pinned to the frame guide stays on screen as the content scrolls.
            badge.topAnchor.constraint(equalTo: scroll.frameLayoutGuide.topAnchor, constant: 8),
            badge.trailingAnchor.constraint(equalTo: scroll.frameLayoutGuide.trailingAnchor, constant: -8),
            badge.widthAnchor.constraint(equalToConstant: 40), badge.heightAnchor.constraint(equalToConstant: 20),
        ])
        window.layoutIfNeeded()
        scroll.contentOffset = Point(x: 0, y: 200)
        content.heightAnchor.constraint(greaterThanOrEqualToConstant: 100).isActive = true  // a new solve
        window.layoutIfNeeded()
        #expect(content.frame == Rect(x: 0, y: 0, width: 320, height: 900))
        #expect(scroll.frameLayoutGuide.layoutFrame == Rect(x: 0, y: 200, width: 320, height: 480))
        #expect(badge.frame == Rect(x: 272, y: 208, width: 40, height: 20))
        #expect(scroll.contentSize == Size(width: 320, height: 900))
    }

    @Test func edgesOfTheScrollViewMeanItsContentAreaAndItsWidthItsFrame() {
        let (window, scroll, content) = makeScroll()
        LayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: scroll.topAnchor),
            content.leadingAnchor.constraint(equalTo: scroll.leadingAnchor, constant: 16),
            scroll.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: 16),
            scroll.bottomAnchor.constraint(equalTo: content.bottomAnchor),
            content.widthAnchor.constraint(equalTo: scroll.widthAnchor, constant: -32),
            content.heightAnchor.constraint(equalToConstant: 2000),
        ])
        window.layoutIfNeeded()
        #expect(scroll.contentSize == Size(width: 320, height: 2000))
        #expect(content.frame == Rect(x: 16, y: 0, width: 288, height: 2000))
        #expect(scroll.frame == Rect(x: 0, y: 0, width: 320, height: 480))
    }

    @Test func aSizeTheConstraintsLeaveOpenKeepsTheContentSize_KitsChoice() {
        let (window, scroll, content) = makeScroll()
        scroll.contentSize = Size(width: 320, height: 700)
        LayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
            content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
            content.widthAnchor.constraint(equalToConstant: 100), content.heightAnchor.constraint(equalToConstant: 100),
        ])
        window.layoutIfNeeded()
        #expect(scroll.contentSize == Size(width: 320, height: 700))
        #expect(content.frame == Rect(x: 0, y: 0, width: 100, height: 100))
    }
}
