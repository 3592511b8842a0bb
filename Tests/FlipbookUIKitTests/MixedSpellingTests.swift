import FlipbookUIKit
import Testing

/// A view written the way an iOS app writes it: Apple's names and the SDK's signatures.
private final class BadgeView: UIView {
    var began = 0
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { began += 1 }
}

/// A controller mixing the two spellings in one class.
private final class MixedController: ViewController {
    let badge = BadgeView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    override func viewDidLoad() {
        super.viewDidLoad()
        let plain: View = badge
        view.addSubview(plain)
        badge.layer.borderColor = UIColor.red.cgColor
        badge.layer.shadowOpacity = 0.5
        let gradient: CAGradientLayer = GradientLayer()
        badge.layer.addSublayer(gradient)
    }
}

@Suite struct MixedSpellingTests {
    @Test func appleNamesAreKitTypes() {
        #expect(UIView.self == View.self)
        #expect(UIViewController.self == ViewController.self)
        #expect(UINavigationController.self == NavigationController.self)
        #expect(UIPresentationController.self == PresentationController.self)
        #expect(UILabel.self == Label.self && UIButton.self == Button.self && UIImageView.self == ImageView.self)
        #expect(UIPanGestureRecognizer.self == PanGestureRecognizer.self)
        #expect(UIScreenEdgePanGestureRecognizer.self == ScreenEdgePanGestureRecognizer.self)
        #expect(CALayer.self == Layer.self && CAShapeLayer.self == ShapeLayer.self && CAGradientLayer.self == GradientLayer.self)
        #expect(UIColor.self == Color.self && CGColor.self == Color.self && UIImage.self == Image.self)
        #expect(CGFloat.self == Double.self && CGRect.self == Rect.self && CATransform3D.self == Transform3D.self)
        #expect(UIViewPropertyAnimator.self == ViewPropertyAnimator.self)
        #expect((any UIViewControllerContextTransitioning).self == (any TransitionContext).self)
        #expect((any UIViewControllerAnimatedTransitioning).self == (any AnimatedTransitioning).self)
    }

    @Test func nestedNamesAreKitTypes() {
        #expect(UIView.AnimationOptions.self == AnimationOptions.self)
        #expect(UIView.ContentMode.self == ContentMode.self)
        #expect(UIView.AnimationCurve.self == AnimationCurve.self)
        #expect(UIControl.State.self == ControlState.self && UIControl.Event.self == ControlEvents.self)
        #expect(UINavigationController.Operation.self == NavigationOperation.self)
        #expect(UISwipeGestureRecognizer.Direction.self == SwipeDirection.self)
        #expect(UIGestureRecognizer.State.self == GestureRecognizer.State.self)
        #expect(UIFont.Weight.self == FontWeight.self)
        #expect(UINavigationControllerOperation.self == NavigationOperation.self)
        #expect(
            UIViewAnimationOptions.self == AnimationOptions.self && UIGestureRecognizerState.self == GestureRecognizer.State.self)
    }

    @Test func systemFontsAreKitsSystemFamily() {
        #expect(UIFont.systemFont(ofSize: 15) == Font.system(size: 15))
        #expect(UIFont.boldSystemFont(ofSize: 20) == Font.system(size: 20, weight: .bold))
        #expect(UIFont.systemFont(ofSize: 12, weight: .semibold).weight == .semibold)
    }

    @Test func namedColoursHaveUIKitsComponents() {
        #expect(UIColor.red == Color(red: 1, green: 0, blue: 0) && UIColor.orange == Color(red: 1, green: 0.5, blue: 0))
        #expect(UIColor.lightGray == Color(white: 2.0 / 3.0) && UIColor.darkGray == Color(white: 1.0 / 3.0))
        #expect(UIColor.brown == Color(red: 0.6, green: 0.4, blue: 0.2))
    }

    @Test func enumsCarryTheSDKsRawValues() {
        #expect(
            [UIGestureRecognizer.State.possible, .began, .changed, .ended, .cancelled, .failed].map(\.rawValue) == [
                0, 1, 2, 3, 4, 5,
            ])
        #expect(UIGestureRecognizer.State.recognized.rawValue == 3)
        #expect(UIGestureRecognizer.State(rawValue: 2) == .changed)
        #expect(UIView.ContentMode.scaleAspectFill.rawValue == 2 && UIView.ContentMode.bottomRight.rawValue == 12)
        #expect(UIModalPresentationStyle.custom.rawValue == 4 && UIModalPresentationStyle.overFullScreen.rawValue == 5)
        #expect(UIModalTransitionStyle.crossDissolve.rawValue == 2)
        #expect(UINavigationController.Operation.pop.rawValue == 2)
        #expect(UIViewAnimatingPosition.current.rawValue == 2 && UIViewAnimatingState.stopped.rawValue == 2)
    }

    @Test func layerPropertiesHaveTheSDKsTypes() {
        let layer = CALayer()
        let opacity: Float = layer.shadowOpacity
        #expect(opacity == 0)
        let border: CGColor? = layer.borderColor
        #expect(border == .black)
        layer.shadowOpacity = 0.5
        layer.shadowRadius = 4
        #expect(layer.shadowPaint?.color.alpha == 0.5)
        layer.shadowColor = nil
        #expect(layer.shadowPaint == nil, "a nil shadow colour draws no shadow, as CGContext's")
        layer.borderColor = nil
        #expect(layer.value(forKey: "borderColor") == .vector([0, 0, 0, 0]))
    }

    @Test func mixedSpellingsShareOneClassHierarchy() {
        let controller = MixedController()
        let root: UIView = controller.view
        #expect(root.subviews.first === controller.badge)
        #expect(controller.badge.layer.borderColor == Color.red)
        #expect(controller.badge.layer.sublayers.first is CAGradientLayer)
        #expect(controller.badge.isKind(of: UIView.self) && controller.badge.isKind(of: BadgeView.self))
        #expect(!controller.badge.isKind(of: UILabel.self))
        #expect(controller.badge.isMember(of: BadgeView.self) && !controller.badge.isMember(of: View.self))
        #expect(controller.isKind(of: UIViewController.self))
        #expect(GradientLayer().isKind(of: CALayer.self))
    }

    @Test func touchesTakeAnOptionalEvent() {
        let badge = BadgeView(frame: .zero)
        badge.touchesBegan([], with: nil)
        #expect(badge.began == 1)
    }

    @Test func presentationControllerHasANonOptionalPresenter() {
        let presenter = UIViewController()
        let controller = UIPresentationController(presentedViewController: ViewController(), presenting: presenter)
        let presenting: UIViewController = controller.presentingViewController
        #expect(presenting === presenter)
    }

    @Test func transitionContextAnswersRespondsToForItsMembers() {
        final class Context: UIViewControllerContextTransitioning {
            let containerView = UIView()
            func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { nil }
            func view(forKey key: UITransitionContextViewKey) -> UIView? { nil }
            func initialFrame(for vc: UIViewController) -> CGRect { .zero }
            func finalFrame(for vc: UIViewController) -> CGRect { .zero }
            func completeTransition(_ didComplete: Bool) {}
            var transitionWasCancelled: Bool { false }
            var isInteractive: Bool { false }
        }
        let context = Context()
        #expect(context.responds(to: "view(forKey:)") && context.responds(to: "completeTransition(_:)"))
        #expect(!context.responds(to: "targetTransform"))
    }
}

/// A blurred card written as an iOS app writes it.
@Suite struct VisualEffectSpellingTests {
    @Test func visualEffectNamesAreKitTypes() {
        let app = UIApplication()
        let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
        blur.frame = CGRect(x: 0, y: 0, width: 100, height: 60)
        blur.layer.cornerRadius = 12
        let vibrancy = UIVisualEffectView(
            effect: UIVibrancyEffect(blurEffect: UIBlurEffect(style: .light), style: .secondaryLabel))
        blur.contentView.addSubview(vibrancy)
        app.window.addSubview(blur)
        UIView.animate(withDuration: 0.3) { blur.effect = nil }
        let effect: UIVisualEffect? = blur.effect
        #expect(effect == nil)
        #expect(UIVisualEffectView.self == VisualEffectView.self && UIBlurEffect.self == BlurEffect.self)
        #expect(UIVibrancyEffectStyle.separator == VibrancyEffect.Style.separator)
        #expect(blur.layer.animationKeys.contains("backdropBlurRadius"))
    }
}
