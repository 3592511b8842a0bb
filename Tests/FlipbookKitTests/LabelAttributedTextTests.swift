import FlipbookGeometry
import FlipbookGraphics
import FlipbookKit
import FlipbookRaster
import FlipbookText
import Foundation
import Testing

/// `UILabel.attributedText`: the string becomes the text and the attributes at location 0 the
/// label's font, colour and alignment, as UIKit documents; what Kit cannot draw is reported.
@Suite struct LabelAttributedTextTests {
    @Test func settingItSetsTheTextAndTheStyleAtLocationZero() {
        let app = Application()
        defer { Application.current = nil }
        let label = Label()
        let style = ParagraphStyle()
        style.alignment = .center
        label.attributedText = NSAttributedString(
            string: "APP OF THE DAY",
            attributes: [.font: Font.system(size: 13, weight: .bold), .foregroundColor: Color.white, .paragraphStyle: style])
        #expect(label.text == "APP OF THE DAY")
        #expect(label.font == Font.system(size: 13, weight: .bold))
        #expect(label.textColor == .white && label.textAlignment == .center)
        #expect(label.attributedText?.string == "APP OF THE DAY")
        #expect(app.diagnostics.isEmpty)
    }

    /// EasyTransitions' card title: `lineHeightMultiple` 0.8 on the label's own font. The text
    /// is set, the font kept, and the line height Kit does not scale is reported.
    @Test func aLineHeightMultipleIsReported() {
        let app = Application()
        defer { Application.current = nil }
        let label = Label()
        label.font = .system(size: 12)
        let text = NSMutableAttributedString(string: "APP OF THE DAY")
        let style = ParagraphStyle()
        style.lineHeightMultiple = 0.8
        text.addAttribute(.paragraphStyle, value: style, range: NSRange(location: 0, length: text.length))
        label.attributedText = text
        #expect(label.text == "APP OF THE DAY" && label.font == .system(size: 12))
        #expect(app.diagnostics.contains { $0.code == "label.lineHeightMultiple" })
    }

    @Test func nilClearsTheText() {
        let label = Label()
        label.text = "x"
        label.attributedText = nil
        #expect(label.text == nil && label.attributedText == nil)
    }
}
