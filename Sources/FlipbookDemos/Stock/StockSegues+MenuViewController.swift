import FlipbookGeometry
import FlipbookKit
import FlipbookRaster

extension StockSegues {
    /// The menu: a white "Segues" screen under the navigation bar with one 44 pt row per stock
    /// segue, system-blue titles and hairline separators (an iOS 9 plain table). Each row performs
    /// its segue, registered under the row's title.
    final class MenuViewController: FlipbookKit.ViewController {
        /// The rows' buttons by segue, each (0, 64 + 20 + 44·i, 375, 44).
        private(set) var rows: [Segue: Button] = [:]

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Segues"
            view.backgroundColor = .white
            let width = view.bounds.width
            let top = StatusBar.height + NavigationBar.height + 20
            let separatorColor = Color(red8: 200, green8: 199, blue8: 204)
            for (i, segue) in Segue.allCases.enumerated() {
                let row = Button(frame: Rect(x: 0, y: top + 44 * Double(i), width: width, height: 44))
                row.setTitle(segue.rawValue)
                row.titleLabel.font = .system(size: 17)
                row.addAction { [unowned self] in self.performSegue(withIdentifier: segue.rawValue, sender: nil) }
                view.addSubview(row)
                rows[segue] = row
                let separator = View(frame: Rect(x: i == Segue.allCases.count - 1 ? 0 : 15, y: row.frame.maxY - 0.5,
                                                 width: width, height: 0.5))
                separator.backgroundColor = separatorColor
                view.addSubview(separator)
                registerSegue(segue.rawValue, kind: segue.kind) { DestinationViewController(segue: segue) }
            }
            let topSeparator = View(frame: Rect(x: 0, y: top - 0.5, width: width, height: 0.5))
            topSeparator.backgroundColor = separatorColor
            view.addSubview(topSeparator)
        }

        /// Gives a modal destination its transition style before the segue performs.
        override func prepare(for segue: StoryboardSegue, sender: Any?) {
            if let destination = segue.destination as? DestinationViewController {
                destination.modalTransitionStyle = destination.segue.transitionStyle
            }
            super.prepare(for: segue, sender: sender)
        }
    }
}
