import FlipbookGeometry
import FlipbookKit

extension SegueTransion {
    /// "firstSegueUnwind": lays the first view back in the key window under the second, springs
    /// the second view down by one screen height, then dismisses without animation.
    final class FirstUnwindSegue: StoryboardSegue {
        override func perform() {
            // As in the original, "first" names the segue's source (the second screen).
            let firstVCView = source.view!
            let secondVCView = destination.view!
            let screenHeight = Application.current.screenSize.height

            let window = Application.current.window
            window.addSubview(secondVCView)
            window.addSubview(firstVCView)
            secondVCView.frame = firstVCView.frame

            View.animate(withDuration: SegueTransion.springDuration, delay: 0,
                         usingSpringWithDamping: SegueTransion.springDamping, initialSpringVelocity: 0,
                         options: [.curveLinear], animations: {
                firstVCView.frame = firstVCView.frame.offsetBy(dx: 0, dy: screenHeight)
            }, completion: { _ in
                self.source.dismiss(animated: false)
            })
        }
    }
}
