extension Unit {
    /// `override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?)` →
    /// `required init(style: …, reuseIdentifier: …)`: Kit's table view cell initialiser is
    /// `required` (Swift builds a registered cell class through it, where the Objective-C runtime
    /// needs no such promise), and an override of a required initialiser must say `required`. The
    /// labels `style:` then `reuseIdentifier:` name only UIKit's table view cell initialiser.
    mutating func rewriteRequiredCellInitializers() {
        guard var c = cursor else { return }
        defer { cursor = c }
        for (i, t) in c.tokens.enumerated() where t.kind == .identifier && t.text == "override" {
            guard let initializer = c.next(after: i), c.isText(initializer, "init"),
                let open = c.next(after: initializer), c.isText(open, "("), let close = c.match[open],
                let style = c.next(after: open), c.isText(style, "style"),
                c.isText(c.next(after: style), ":")
            else { continue }
            let labels = (open + 1..<close).filter { c.isText($0, "reuseIdentifier") && c.isText(c.next(after: $0), ":") }
            guard !labels.isEmpty else { continue }
            c.replace(i, with: "required")
            note(.requiredCellInitializer, token: i)
        }
    }
}
