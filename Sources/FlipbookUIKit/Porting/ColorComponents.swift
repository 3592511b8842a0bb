import FlipbookKit
import FlipbookPorting

extension Color {
    /// Writes the colour's sRGB components and alpha, 0…1, into the non-`nil` pointers
    /// (`UIColor.getRed(_:green:blue:alpha:)`) and answers true: every Flipbook colour is an sRGB
    /// colour, so the conversion always succeeds. A dynamic colour (`Color.systemRed`, …) answers
    /// its light appearance; resolve it first (`resolvedColor(with:)`) for another.
    @discardableResult
    public func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let components = rgbaComponents
        red?.pointee = components.red
        green?.pointee = components.green
        blue?.pointee = components.blue
        alpha?.pointee = self.alpha
        return true
    }

}
