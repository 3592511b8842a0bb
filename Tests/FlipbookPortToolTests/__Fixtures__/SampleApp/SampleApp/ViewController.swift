import UIKit

class ViewController: UIViewController {
    @IBOutlet weak var titleLabel: UILabel!

    override func viewDidLoad() {
        super.viewDidLoad()
        let pan = UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
        view.addGestureRecognizer(pan)
    }

    @objc func handlePan(_ recognizer: UIPanGestureRecognizer) {}

    @IBAction func close(_ sender: Any) {}
}
