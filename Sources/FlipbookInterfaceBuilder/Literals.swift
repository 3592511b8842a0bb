import Foundation
import FlipbookKit
import FlipbookRaster

/// `#colorLiteral(red:green:blue:alpha:)` where the context is a `Color` (Xcode's colour picker
/// literal): the components as sRGB, as UIKit reads them.
extension Color: _ExpressibleByColorLiteral {
    /// The colour of a `#colorLiteral`.
    public init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
    }
}

/// `#imageLiteral(resourceName:)` where the context is an `Image`: the image set of that name in
/// the main bundle's asset catalogues (or a loose PNG of that file name), at the current
/// application's scale. A missing image stops the program naming it, as UIKit's literal does.
extension Image: _ExpressibleByImageLiteral {
    /// The image of an `#imageLiteral`.
    public convenience init(imageLiteralResourceName name: String) {
        let base = (name as NSString).deletingPathExtension
        if let image = Image(named: base, in: .main) ?? Image(named: name, in: .main) {
            self.init(image.bitmap, scale: image.scale)
            return
        }
        preconditionFailure("#imageLiteral(resourceName: \"\(name)\"): no such image in the main bundle")
    }
}
