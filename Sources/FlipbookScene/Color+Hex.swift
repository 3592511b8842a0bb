import FlipbookRaster

extension Color {
    /// A colour from `"#RGB"`, `"#RRGGBB"` or `"#RRGGBBAA"` (8-bit values; `#RGB` repeats each
    /// digit, so `#F80` is `#FF8800`), or nil when the string is none of these.
    package init?(hex s: String) {
        guard s.first == "#" else { return nil }
        let digits = s.dropFirst().compactMap { $0.hexDigitValue }.map(UInt8.init)
        guard digits.count == s.count - 1, [3, 6, 8].contains(digits.count) else { return nil }
        if digits.count == 3 {
            self.init(red8: digits[0] * 17, green8: digits[1] * 17, blue8: digits[2] * 17)
            return
        }
        let b = stride(from: 0, to: digits.count, by: 2).map { digits[$0] << 4 | digits[$0 + 1] }
        self.init(red8: b[0], green8: b[1], blue8: b[2], alpha8: b.count == 4 ? b[3] : 255)
    }
}
