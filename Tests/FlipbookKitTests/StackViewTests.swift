import Foundation
import FlipbookGeometry
@testable import FlipbookKit
import Testing
import FlipbookTestSupport

/// A view with a fixed intrinsic size.
final class Box: View {
    let size: Size
    init(_ width: Double, _ height: Double) {
        size = Size(width: width, height: height)
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { nil }
    override var intrinsicContentSize: Size { size }
}

extension KitTests {
    @Suite struct StackViewTests {
        /// A 300 × 50 horizontal stack of boxes 40, 60 and 100 wide (20, 30, 50 high), spacing 15.
        func stack(_ distribution: StackView.Distribution, alignment: StackView.Alignment = .fill)
            -> (Application, StackView, [Box]) {
            let app = Application()
            let stack = StackView(frame: Rect(x: 0, y: 0, width: 300, height: 50))
            app.window.addSubview(stack)
            let boxes = [Box(40, 20), Box(60, 30), Box(100, 50)]
            boxes.forEach(stack.addArrangedSubview)
            stack.spacing = 15
            stack.distribution = distribution
            stack.alignment = alignment
            return (app, stack, boxes)
        }

        func xs(_ boxes: [Box]) -> [Double] { boxes.map(\.frame.minX) }
        func widths(_ boxes: [Box]) -> [Double] { boxes.map(\.frame.width) }

        @Test func fillStretchesTheViewThatHugsLeast() {
            let (_, stack, boxes) = stack(.fill)
            boxes[2].setContentHuggingPriority(LayoutPriority(249), for: .horizontal)
            stack.layoutIfNeeded()
            #expect(xs(boxes) == [0, 55, 130])
            #expect(widths(boxes) == [40, 60, 170])
            #expect(boxes.allSatisfy { $0.frame.height == 50 })
        }

        @Test func fillEquallyGivesEveryViewTheSameWidth() {
            let (_, stack, boxes) = stack(.fillEqually)
            stack.layoutIfNeeded()
            #expect(xs(boxes) == [0, 105, 210])
            #expect(widths(boxes) == [90, 90, 90])
        }

        @Test func fillProportionallySharesByIntrinsicWidth() {
            let (_, stack, boxes) = stack(.fillProportionally)
            stack.layoutIfNeeded()
            #expect(widths(boxes) == [54, 81, 135])
            #expect(xs(boxes) == [0, 69, 165])
        }

        @Test func equalSpacingSharesTheFreeSpaceBetweenViews() {
            let (_, stack, boxes) = stack(.equalSpacing)
            stack.layoutIfNeeded()
            #expect(widths(boxes) == [40, 60, 100])
            #expect(xs(boxes) == [0, 90, 200])
        }

        @Test func equalCenteringSpacesTheCentresEqually() {
            let (_, stack, boxes) = stack(.equalCentering)
            stack.layoutIfNeeded()
            #expect(widths(boxes) == [40, 60, 100])
            #expect(boxes.map(\.center.x) == [20, 135, 250])
        }

        @Test(arguments: [(StackView.Alignment.leading, [0.0, 0, 0]), (.center, [15, 10, 0]), (.trailing, [30, 20, 0])])
        func alignmentAcrossTheAxis(_ alignment: StackView.Alignment, _ ys: [Double]) {
            let (_, stack, boxes) = stack(.equalSpacing, alignment: alignment)
            stack.layoutIfNeeded()
            #expect(boxes.map(\.frame.minY) == ys)
            #expect(boxes.map(\.frame.height) == [20, 30, 50])
        }

        @Test func customSpacingAndMarginsRelativeArrangement() {
            let (_, stack, boxes) = stack(.fill)
            boxes[2].setContentHuggingPriority(LayoutPriority(249), for: .horizontal)
            stack.setCustomSpacing(5, after: boxes[0])
            stack.layoutMargins = EdgeInsets(top: 4, left: 10, bottom: 6, right: 20)
            stack.isLayoutMarginsRelativeArrangement = true
            // The stack sits under the 20 pt status bar: its margins are measured from the safe area.
            stack.layoutIfNeeded()
            #expect(boxes[0].frame.minY == 24 && boxes[0].frame.height == 20)
            stack.insetsLayoutMarginsFromSafeArea = false
            stack.layoutIfNeeded()
            #expect(xs(boxes) == [10, 55, 130])
            #expect(widths(boxes) == [40, 60, 150])
            #expect(boxes[0].frame.minY == 4 && boxes[0].frame.height == 40)
        }

        @Test func hiddenArrangedViewCollapsesWithItsSpacingAndTheRestAnimate() {
            let (app, stack, boxes) = stack(.fill)
            boxes[2].setContentHuggingPriority(LayoutPriority(249), for: .horizontal)
            stack.layoutIfNeeded()
            View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { boxes[1].isHidden = true })
            #expect(boxes[2].frame.minX == 55)
            #expect(boxes[2].frame.width == 245)
            #expect(boxes[1].frame.width == 0)
            let half = shown(boxes[2], at: 0.5)
            #expect(close(half.position.x - half.bounds.width / 2, (130 + 55) / 2))
            // Hidden at once for the program, on screen (collapsing) until the block ends.
            #expect(boxes[1].isHidden && !boxes[1].layer.isHidden)
            app.advance(to: 1.01)
            #expect(boxes[1].layer.isHidden)
        }

        @Test func verticalStackLinesUpTopToBottom() {
            let app = Application()
            let stack = StackView(arrangedSubviews: [Box(40, 20), Box(60, 30)])
            stack.axis = .vertical
            stack.spacing = 8
            stack.alignment = .leading
            stack.translatesAutoresizingMaskIntoConstraints = false
            app.window.addSubview(stack)
            LayoutConstraint.activate([
                stack.leadingAnchor.constraint(equalTo: app.window.leadingAnchor, constant: 10),
                stack.topAnchor.constraint(equalTo: app.window.topAnchor, constant: 30),
            ])
            app.window.layoutIfNeeded()
            #expect(stack.frame == Rect(x: 10, y: 30, width: 60, height: 58))
            #expect(stack.arrangedSubviews.map(\.frame) == [Rect(x: 0, y: 0, width: 40, height: 20),
                                                            Rect(x: 0, y: 28, width: 60, height: 30)])
        }
    }
}
