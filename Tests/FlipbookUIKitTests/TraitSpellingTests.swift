import FlipbookUIKit
import Testing

/// A controller written as an iOS 13 app writes its appearance code.
private final class DarkController: UIViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    override var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .slide }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        view.backgroundColor = traitCollection.userInterfaceStyle == .dark ? .black : .systemBackground
    }
}

@Suite struct TraitSpellingTests {
    @Test func traitAndAppearanceNamesAreKitTypes() {
        #expect(UITraitCollection.self == TraitCollection.self)
        #expect(UIUserInterfaceStyle.self == FlipbookKit.UserInterfaceStyle.self)
        #expect(UIUserInterfaceIdiom.self == UserInterfaceIdiom.self)
        #expect(NSDirectionalEdgeInsets.self == DirectionalEdgeInsets.self)
        #expect(UIStatusBarAnimation.self == StatusBarAnimation.self)
        let insets = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        let view = UIView()
        view.directionalLayoutMargins = insets
        #expect(view.layoutMargins == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        #expect(UIColor.label.resolvedColor(with: dark) == UIColor(white: 1, alpha: 1))
        #expect(UIColor.systemBackground.cgColor == UIColor.white)
        #expect(DarkController().preferredStatusBarStyle == .lightContent)
    }
}
