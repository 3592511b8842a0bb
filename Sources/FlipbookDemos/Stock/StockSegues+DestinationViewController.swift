import class Foundation.NSCoder
import FlipbookGeometry
import FlipbookKit
import FlipbookRaster

extension StockSegues {
    /// What a stock segue shows: a full-screen page in the segue's colour with its name and kind.
    /// A pushed page (Show) returns through the navigation bar's back item; a presented one has a
    /// "Dismiss" button. The partial curl's page keeps its content in the lower half, below the
    /// curled-up menu (the curl uncovers it down from the top of its topmost subview).
    final class DestinationViewController: FlipbookKit.ViewController {
        let segue: Segue
        /// The "Dismiss" button of a presented page (nil for Show, which pops).
        private(set) var dismissButton: Button?

        /// Not made from Interface Builder files: nil.
        required init?(coder: NSCoder) { nil }

        init(segue: Segue) {
            self.segue = segue
            super.init(nibName: nil, bundle: nil)
            title = segue.rawValue
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = segue.color
            let width = view.bounds.width
            let ink: Color = segue == .partialCurl ? .black : .white
            let top = segue == .partialCurl ? 430.0 : 250.0
            let name = Label(frame: Rect(x: 0, y: top, width: width, height: 40))
            name.text = segue.rawValue
            name.font = .system(size: 30, weight: .bold)
            name.textColor = ink
            name.textAlignment = .center
            view.addSubview(name)
            let kind = Label(frame: Rect(x: 0, y: top + 44, width: width, height: 22))
            kind.text = caption
            kind.font = .system(size: 15)
            kind.textColor = ink
            kind.textAlignment = .center
            view.addSubview(kind)
            guard segue != .show else { return }
            let button = Button(frame: Rect(x: width / 2 - 60, y: top + 110, width: 120, height: 36))
            button.setTitle("Dismiss")
            button.titleLabel.font = .system(size: 17)
            if segue != .partialCurl { button.setTitleColor(.white) }
            button.addAction { [unowned self] in self.dismiss(animated: true) }
            view.addSubview(button)
            dismissButton = button
        }

        /// The second line: what UIKit does for this segue on an iPhone.
        private var caption: String {
            switch segue {
            case .show: return "pushed onto the navigation stack"
            case .showDetail: return "no split view: presented modally"
            case .coverVertical: return "modalTransitionStyle .coverVertical"
            case .flipHorizontal: return "modalTransitionStyle .flipHorizontal"
            case .crossDissolve: return "modalTransitionStyle .crossDissolve"
            case .partialCurl: return "modalTransitionStyle .partialCurl"
            case .popover: return "compact width: adapted to full screen"
            }
        }
    }
}
