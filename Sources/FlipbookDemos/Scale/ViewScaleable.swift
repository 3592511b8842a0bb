import FlipbookKit

extension PamperedPets {
    /// A screen that offers the view a scale transition grows from and shrinks back to.
    protocol ViewScaleable: AnyObject {
        /// The view, in its controller's view coordinates (here equal to screen coordinates).
        var scaleView: View { get }
    }
}
