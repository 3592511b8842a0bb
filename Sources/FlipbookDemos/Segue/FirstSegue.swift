import FlipbookGeometry
import FlipbookKit

extension SegueTransion {
    /// "firstSegue": puts the second view just below the screen, above the first view in the key
    /// window, springs it up by one screen height, then presents without animation.
    final class FirstSegue: StoryboardSegue {
        override func perform() {
            let firstVCView = source.view!
            let secondVCView = destination.view!
            let screenWidth = Application.current.screenSize.width
            let screenHeight = Application.current.screenSize.height

            secondVCView.frame = Rect(x: 0, y: screenHeight, width: screenWidth, height: screenHeight)
            let window = Application.current.window
            window.insertSubview(secondVCView, aboveSubview: firstVCView)

            View.animate(withDuration: SegueTransion.springDuration, delay: 0,
                         usingSpringWithDamping: SegueTransion.springDamping, initialSpringVelocity: 0,
                         options: [.curveLinear], animations: {
                secondVCView.frame = secondVCView.frame.offsetBy(dx: 0, dy: -screenHeight)
            }, completion: { _ in
                self.source.present(self.destination, animated: false)
            })
        }
    }
}
