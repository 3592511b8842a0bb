import FlipbookKit

extension PamperedPets {
    /// The "Pets" list, the navigation root. Only its title shows in the demos (the back item
    /// "‹ Pets"), so it is a plain white screen here.
    final class PetsViewController: FlipbookKit.ViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Pets"
            view.backgroundColor = .white
        }
    }
}
