import Foundation
import FlipbookGraphics
import FlipbookRaster
import FlipbookText

extension Label {
    /// The text with its style (`UILabel.attributedText`). Setting it sets ``text`` to the
    /// string and, as UIKit does, ``font``, ``textColor`` and ``textAlignment`` to the
    /// attributes at location 0 (`.font`, `.foregroundColor`, `.paragraphStyle`); attributes the
    /// string lacks keep the label's. Reading it answers the text with the label's style, or
    /// `nil` without text.
    ///
    /// Kit draws a label in one style: a string whose runs differ reports the diagnostic
    /// `label.attributedRuns` (drawn in the first run's style), and a paragraph style with a
    /// `lineHeightMultiple` other than 0 or 1 reports `label.lineHeightMultiple` (drawn at the
    /// font's line height, where iOS scales the line).
    public var attributedText: NSAttributedString? {
        get {
            guard let text else { return nil }
            let style = ParagraphStyle()
            style.alignment = textAlignment
            return NSAttributedString(
                string: text,
                attributes: [.font: font as Font, .foregroundColor: textColor as Color, .paragraphStyle: style])
        }
        set {
            guard let newValue else {
                text = nil
                return
            }
            let length = newValue.length
            if length > 0 {
                var range = NSRange(location: 0, length: 0)
                let first = newValue.attributes(at: 0, effectiveRange: &range)
                if let font = first[.font] as? Font { self.font = font }
                if let color = first[.foregroundColor] as? Color { textColor = color }
                if let style = first[.paragraphStyle] as? ParagraphStyle {
                    textAlignment = style.alignment
                    if style.lineHeightMultiple != 0 && style.lineHeightMultiple != 1 {
                        Application.current?.report(
                            KitDiagnostic(
                                code: "label.lineHeightMultiple",
                                message: "a label's lineHeightMultiple \(style.lineHeightMultiple) is not applied: Kit "
                                    + "draws the text at the font's line height, where iOS scales each line"))
                    }
                }
                if range.location + range.length < length {
                    Application.current?.report(
                        KitDiagnostic(
                            code: "label.attributedRuns",
                            message: "a label's attributed text has runs of different styles; Kit draws all of it "
                                + "in the first run's font, colour and alignment"))
                }
            }
            text = newValue.string
        }
    }
}
