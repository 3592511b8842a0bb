import Foundation
import FlipbookGeometry
import FlipbookKit
import FlipbookRaster

extension MagicMove {
    /// The home screen, "Bounre Weng" (the storyboard's typo): a `UICollectionViewController` with a
    /// flow layout of ten identical cards (items 182 × 204, spacing 10, so two justified columns at
    /// x = 0 and 193). It is the navigation delegate while it is on screen and answers the push with
    /// ``MagicMoveTransion``.
    ///
    /// The collection view is white and its content starts 64 pt down: the inset UIKit adds under a
    /// translucent navigation bar (status bar 20 + bar 44) through
    /// ``ScrollView/contentInsetAdjustmentBehavior`` `.automatic`, with the offset at −64.
    final class ViewController: CollectionViewController, NavigationControllerDelegate {
        /// The card last tapped; the transitions fly its picture.
        var selectedCell: MMCollectionViewCell!
        /// Passed on to the pop animator (see ``DemoOptions/magicMoveBugFaithfulCancel``).
        var bugFaithfulCancel = false

        /// Number of items in the single section.
        static let itemCount = 10

        init() {
            let layout = CollectionViewFlowLayout()
            layout.itemSize = MMCollectionViewCell.size
            layout.minimumLineSpacing = 10
            layout.minimumInteritemSpacing = 10
            super.init(collectionViewLayout: layout)
        }

        /// Not made from Interface Builder files: nil.
        required init?(coder: NSCoder) { nil }

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Bounre Weng"
            collectionView.backgroundColor = .white
            collectionView.register(MMCollectionViewCell.self, forCellWithReuseIdentifier: "cardCell")
            registerSegue("detail", kind: .show) { DetailViewController() }
        }

        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            navigationController?.delegate = self
        }

        override func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
            Self.itemCount
        }

        override func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
            let cell =
                collectionView.dequeueReusableCell(withReuseIdentifier: "cardCell", for: indexPath) as! MMCollectionViewCell
            cell.imageView.image = DemoImages.image(named: "001")
            cell.textLabel.text = "BourneWeng"
            return cell
        }

        /// Remember the tapped cell and perform the "detail" segue (kind show: a push).
        override func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
            selectedCell = collectionView.cellForItem(at: indexPath) as? MMCollectionViewCell
            performSegue(withIdentifier: "detail", sender: nil)
        }

        /// The card of `item` when it is on screen.
        func card(at item: Int) -> MMCollectionViewCell? {
            collectionView.cellForItem(at: IndexPath(item: item, section: 0)) as? MMCollectionViewCell
        }

        /// The script's tap on the card of `item`, now: a scripted finger at the card's centre
        /// (scrolled into view first, the least scroll, when it is off screen — as a user must).
        func tapCard(_ item: Int, in app: Application) {
            let indexPath = IndexPath(item: item, section: 0)
            guard let frame = collectionView.layoutAttributesForItem(at: indexPath)?.frame else { return }
            collectionView.scrollRectToVisible(frame, animated: false)
            collectionView.layoutIfNeeded()
            let centre = collectionView.convert(Point(x: frame.midX, y: frame.midY), to: nil)
            try? app.tap(at: centre, time: app.clock.now)
        }

        /// Hands the card's picture to the detail page.
        override func prepare(for segue: StoryboardSegue, sender: Any?) {
            if let detail = segue.destination as? DetailViewController {
                detail.image = selectedCell.imageView.image
                detail.bugFaithfulCancel = bugFaithfulCancel
            }
            super.prepare(for: segue, sender: sender)
        }

        func navigationController(
            _ nc: NavigationController, animationControllerFor operation: NavigationOperation,
            from: FlipbookKit.ViewController, to: FlipbookKit.ViewController
        ) -> AnimatedTransitioning? {
            operation == .push ? MagicMoveTransion() : nil
        }
    }
}
