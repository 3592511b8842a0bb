import FlipbookGeometry
import FlipbookKit
import FlipbookRaster

extension MagicMove {
    /// The home screen, "Bounre Weng" (the storyboard's typo): a two-column collection of ten
    /// identical cards. It is the navigation delegate while it is on screen and answers the push
    /// with ``MagicMoveTransion``.
    ///
    /// The original is a `UICollectionViewController` with a flow layout (items 182 × 204, spacing
    /// 10, two justified columns at x = 0 and 193). Here the collection is plain views: a full-screen
    /// white scroll area whose content view sits 64 pt down, the inset UIKit adds under a
    /// translucent navigation bar (status bar 20 + bar 44).
    final class ViewController: FlipbookKit.ViewController, NavigationControllerDelegate {
        /// The full-screen collection view (white).
        private(set) var collectionView: View!
        /// The cells, item 0…9, row-major.
        private(set) var cells: [MMCollectionViewCell] = []
        /// The card last tapped; the transitions fly its picture.
        var selectedCell: MMCollectionViewCell!
        /// Passed on to the pop animator (see ``DemoOptions/magicMoveBugFaithfulCancel``).
        var bugFaithfulCancel = false

        /// Number of items in the single section.
        static let itemCount = 10
        /// The collection's top content inset under the translucent bar, in points.
        static let contentInsetTop = 64.0

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Bounre Weng"
            collectionView = View(frame: view.bounds)
            collectionView.backgroundColor = .white
            collectionView.clipsToBounds = true
            view.addSubview(collectionView)
            let content = View(frame: Rect(x: 0, y: Self.contentInsetTop, width: view.bounds.width,
                                           height: view.bounds.height - Self.contentInsetTop))
            collectionView.addSubview(content)
            let size = MMCollectionViewCell.size
            // A full line of a flow layout is justified: the 1 pt left over widens the gap to 11,
            // so the columns sit at x = 0 and 193. Rows are 204 + 10 (line spacing) apart.
            let columnX = [0, view.bounds.width - size.width]
            for item in 0..<Self.itemCount {
                let origin = Point(x: columnX[item % 2], y: Double(item / 2) * (size.height + 10))
                let cell = MMCollectionViewCell(frame: Rect(origin: origin, size: size))
                cell.imageView.image = DemoImages.image(named: "001")
                cell.textLabel.text = "BourneWeng"
                content.addSubview(cell)
                cells.append(cell)
            }
            registerSegue("detail", kind: .show) { DetailViewController() }
        }

        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            navigationController?.delegate = self
        }

        /// `collectionView(_:didSelectItemAtIndexPath:)`: remember the cell and perform the
        /// "detail" segue (kind show: a push).
        func collectionView(didSelectItemAt item: Int) {
            selectedCell = cells[item]
            performSegue(withIdentifier: "detail", sender: nil)
        }

        /// Hands the card's picture to the detail page.
        override func prepare(for segue: StoryboardSegue, sender: Any?) {
            if let detail = segue.destination as? DetailViewController {
                detail.image = selectedCell.imageView.image
                detail.bugFaithfulCancel = bugFaithfulCancel
            }
            super.prepare(for: segue, sender: sender)
        }

        func navigationController(_ nc: NavigationController, animationControllerFor operation: NavigationOperation,
                                  from: FlipbookKit.ViewController, to: FlipbookKit.ViewController) -> AnimatedTransitioning? {
            operation == .push ? MagicMoveTransion() : nil
        }
    }
}
