// UIKit's names for FlipbookKit's types. Each is a typealias, so `UIView` and `View` are one
// type: a ported file keeps Apple's spelling, new code keeps Kit's, and the two mix.

// MARK: Application, windows, views

/// `UIApplication` (and the key window's screen): FlipbookKit's `Application`.
public typealias UIApplication = Application
/// `UIResponder`: FlipbookKit's `Responder`, the base class of views, view controllers and the
/// application (an app delegate subclasses it, as in UIKit).
public typealias UIResponder = Responder
/// `UIApplicationDelegate`: FlipbookKit's `ApplicationDelegate` (`Application.launch(delegate:)`
/// calls it).
public typealias UIApplicationDelegate = ApplicationDelegate
/// `UIApplicationLaunchOptionsKey` (Swift 4.1's spelling of `UIApplication.LaunchOptionsKey`):
/// FlipbookKit's `Application.LaunchOptionsKey`.
public typealias UIApplicationLaunchOptionsKey = Application.LaunchOptionsKey
/// `UIDevice`: FlipbookKit's `Device`, answered from the render's device preset.
public typealias UIDevice = Device
/// `UIDeviceOrientation`: FlipbookKit's `Device.Orientation`, with UIKit's raw values.
public typealias UIDeviceOrientation = Device.Orientation
/// `UIWindow`: FlipbookKit's `Window`.
public typealias UIWindow = Window
/// `UIView`: FlipbookKit's `View`.
public typealias UIView = View
/// `UILabel`: FlipbookKit's `Label`.
public typealias UILabel = Label
/// `UIButton`: FlipbookKit's `Button`, a `Control`.
public typealias UIButton = Button
/// `UIImageView`: FlipbookKit's `ImageView`.
public typealias UIImageView = ImageView
/// `UITextView`: FlipbookKit's `TextView`.
public typealias UITextView = TextView
/// `UINavigationItem`: FlipbookKit's `NavigationItem` (title and back item drawn; bar button
/// items and title views reported, not drawn).
public typealias UINavigationItem = NavigationItem
/// `UIBarItem`: FlipbookKit's `BarItem`.
public typealias UIBarItem = BarItem
/// `UIBarButtonItem`: FlipbookKit's `BarButtonItem`.
public typealias UIBarButtonItem = BarButtonItem
/// `UIBarButtonItemStyle` (Swift 4's spelling of `UIBarButtonItem.Style`).
public typealias UIBarButtonItemStyle = BarButtonItem.Style
/// `UIBarButtonSystemItem` (Swift 4's spelling of `UIBarButtonItem.SystemItem`).
public typealias UIBarButtonSystemItem = BarButtonItem.SystemItem
/// `UITextField`: FlipbookKit's `TextField`, a `Control` (no keyboard is drawn: beginning to
/// edit reports a diagnostic).
public typealias UITextField = TextField
/// `UITextFieldDelegate`: FlipbookKit's `TextFieldDelegate` (every method has a default).
public typealias UITextFieldDelegate = TextFieldDelegate
/// `UITextBorderStyle` (`UITextField.BorderStyle`): FlipbookKit's `TextField.BorderStyle`.
public typealias UITextBorderStyle = TextField.BorderStyle
/// `UITextFieldViewMode` (`UITextField.ViewMode`): FlipbookKit's `TextField.ViewMode`.
public typealias UITextFieldViewMode = TextField.ViewMode
/// `UINavigationBar`: FlipbookKit's `NavigationBar`.
public typealias UINavigationBar = NavigationBar
/// `UIBarPosition`: FlipbookKit's `NavigationBar.Position`, with UIKit's raw values.
public typealias UIBarPosition = NavigationBar.Position
/// `UIBarMetrics`: FlipbookKit's `NavigationBar.Metrics`, with UIKit's raw values.
public typealias UIBarMetrics = NavigationBar.Metrics
/// `UIStatusBarStyle`: FlipbookKit's `StatusBarStyle`.
public typealias UIStatusBarStyle = StatusBarStyle
/// `UIRectEdge`: FlipbookKit's `RectEdge`.
public typealias UIRectEdge = RectEdge
/// `UIVisualEffectView`: FlipbookKit's `VisualEffectView` (a blur through the rasterizer's backdrop filter).
public typealias UIVisualEffectView = VisualEffectView
/// `UIVisualEffect`: FlipbookKit's `VisualEffect`.
public typealias UIVisualEffect = VisualEffect
/// `UIBlurEffect` (and `UIBlurEffect.Style`): FlipbookKit's `BlurEffect`.
public typealias UIBlurEffect = BlurEffect
/// `UIVibrancyEffect`: FlipbookKit's `VibrancyEffect`.
public typealias UIVibrancyEffect = VibrancyEffect
/// `UIVibrancyEffectStyle`: FlipbookKit's `VibrancyEffect.Style`.
public typealias UIVibrancyEffectStyle = VibrancyEffect.Style

// MARK: Colours, images, fonts, drawing

/// `UIColor`: FlipbookRaster's `Color` (`cgColor` is the colour itself).
public typealias UIColor = Color
/// `UIImage`: FlipbookRaster's `Image`.
public typealias UIImage = Image
/// `UIImageRenderingMode` (Swift 4's spelling of `UIImage.RenderingMode`).
public typealias UIImageRenderingMode = Image.RenderingMode
/// `UIFont`: FlipbookText's `Font`.
public typealias UIFont = Font
/// `UIGraphicsImageRenderer`: FlipbookKit's `ImageRenderer`.
public typealias UIGraphicsImageRenderer = ImageRenderer
/// `UIGraphicsImageRendererContext`: FlipbookKit's `ImageRendererContext`.
public typealias UIGraphicsImageRendererContext = ImageRendererContext
/// `UIGraphicsImageRendererFormat`: FlipbookKit's `ImageRendererFormat`.
public typealias UIGraphicsImageRendererFormat = ImageRendererFormat
/// `NSTextAlignment`: FlipbookText's `TextAlignment` (its raw values are strings, not
/// `NSTextAlignment`'s integers).
public typealias NSTextAlignment = TextAlignment

// MARK: Controllers and transitions

/// `UIViewController`: FlipbookKit's `ViewController`.
public typealias UIViewController = ViewController
/// `UILayoutSupport`: FlipbookKit's `LayoutSupport` (a view controller's `topLayoutGuide` and `bottomLayoutGuide`).
public typealias UILayoutSupport = LayoutSupport
/// `UINavigationController`: FlipbookKit's `NavigationController`.
public typealias UINavigationController = NavigationController
/// `UINavigationControllerDelegate`: FlipbookKit's `NavigationControllerDelegate`.
public typealias UINavigationControllerDelegate = NavigationControllerDelegate
/// `UITabBarController`: FlipbookKit's `TabBarController`.
public typealias UITabBarController = TabBarController
/// `UITabBarControllerDelegate`: FlipbookKit's `TabBarControllerDelegate`.
public typealias UITabBarControllerDelegate = TabBarControllerDelegate
/// `UITabBar`: FlipbookKit's `TabBar`.
public typealias UITabBar = TabBar
/// `UITabBarDelegate`: FlipbookKit's `TabBarDelegate`.
public typealias UITabBarDelegate = TabBarDelegate
/// `UITabBarItem`: FlipbookKit's `TabBarItem`.
public typealias UITabBarItem = TabBarItem
/// `UIAdaptivePresentationControllerDelegate`: FlipbookKit's `AdaptivePresentationControllerDelegate`.
public typealias UIAdaptivePresentationControllerDelegate = AdaptivePresentationControllerDelegate
/// `UIPopoverPresentationControllerDelegate`: FlipbookKit's `PopoverPresentationControllerDelegate`
/// (the adaptation methods only: Kit draws no popover).
public typealias UIPopoverPresentationControllerDelegate = PopoverPresentationControllerDelegate
/// `UIContentContainer`: FlipbookKit's `ContentContainer` (view controllers and presentation
/// controllers conform).
public typealias UIContentContainer = ContentContainer
/// `UIPresentationController`: FlipbookKit's `PresentationController`.
public typealias UIPresentationController = PresentationController
/// `UIPopoverPresentationController`: FlipbookKit's `PopoverPresentationController` (a
/// controller's `popoverPresentationController` while its style is `.popover`).
public typealias UIPopoverPresentationController = PopoverPresentationController
/// `UIStoryboardSegue`: FlipbookKit's `StoryboardSegue`.
public typealias UIStoryboardSegue = StoryboardSegue
/// `UIModalPresentationStyle`: FlipbookKit's `ModalPresentationStyle`, with UIKit's raw values.
public typealias UIModalPresentationStyle = ModalPresentationStyle
/// `UIModalTransitionStyle`: FlipbookKit's `ModalTransitionStyle`, with UIKit's raw values.
public typealias UIModalTransitionStyle = ModalTransitionStyle
/// `UIUserInterfaceSizeClass`: FlipbookKit's `UserInterfaceSizeClass`.
public typealias UIUserInterfaceSizeClass = UserInterfaceSizeClass
/// `UIViewControllerTransitioningDelegate`: FlipbookKit's `ViewControllerTransitioningDelegate`.
public typealias UIViewControllerTransitioningDelegate = ViewControllerTransitioningDelegate
/// `UIViewControllerContextTransitioning`: FlipbookKit's `TransitionContext`.
public typealias UIViewControllerContextTransitioning = TransitionContext
/// `UIViewControllerAnimatedTransitioning`: FlipbookKit's `AnimatedTransitioning`.
public typealias UIViewControllerAnimatedTransitioning = AnimatedTransitioning
/// `UIViewControllerInteractiveTransitioning`: FlipbookKit's `InteractiveTransitioning`.
public typealias UIViewControllerInteractiveTransitioning = InteractiveTransitioning
/// `UIViewControllerTransitionCoordinator`: FlipbookKit's `ViewControllerTransitionCoordinator`.
public typealias UIViewControllerTransitionCoordinator = ViewControllerTransitionCoordinator
/// `UIViewControllerTransitionCoordinatorContext`: FlipbookKit's
/// `ViewControllerTransitionCoordinatorContext`.
public typealias UIViewControllerTransitionCoordinatorContext = ViewControllerTransitionCoordinatorContext
/// `UIPercentDrivenInteractiveTransition`: FlipbookKit's `PercentDrivenInteractiveTransition`.
public typealias UIPercentDrivenInteractiveTransition = PercentDrivenInteractiveTransition
/// `UITransitionContextViewKey`: FlipbookKit's `TransitionContextKey`.
public typealias UITransitionContextViewKey = TransitionContextKey
/// `UITransitionContextViewControllerKey`: FlipbookKit's `TransitionContextKey`.
public typealias UITransitionContextViewControllerKey = TransitionContextKey

// MARK: Property animators

/// `UIViewPropertyAnimator`: FlipbookKit's `ViewPropertyAnimator`.
public typealias UIViewPropertyAnimator = ViewPropertyAnimator
/// `UIViewAnimating`: FlipbookKit's `ViewAnimating`.
public typealias UIViewAnimating = ViewAnimating
/// `UIViewImplicitlyAnimating`: FlipbookKit's `ViewImplicitlyAnimating`.
public typealias UIViewImplicitlyAnimating = ViewImplicitlyAnimating
/// `UIViewAnimatingState`: FlipbookKit's `ViewAnimatingState`, with UIKit's raw values.
public typealias UIViewAnimatingState = ViewAnimatingState
/// `UIViewAnimatingPosition`: FlipbookKit's `ViewAnimatingPosition`, with UIKit's raw values.
public typealias UIViewAnimatingPosition = ViewAnimatingPosition
/// `UITimingCurveProvider`: FlipbookKit's `TimingCurveProvider`.
public typealias UITimingCurveProvider = TimingCurveProvider
/// `UICubicTimingParameters`: FlipbookKit's `CubicTimingParameters`.
public typealias UICubicTimingParameters = CubicTimingParameters
/// `UISpringTimingParameters`: FlipbookKit's `SpringTimingParameters`.
public typealias UISpringTimingParameters = SpringTimingParameters
/// `UITimingCurveType`: FlipbookKit's `TimingCurveType`.
public typealias UITimingCurveType = TimingCurveType

// MARK: Touches and gestures

/// `UIEvent`: FlipbookKit's `Event`.
public typealias UIEvent = Event
/// `UITouch`: FlipbookKit's `Touch` (a value, not an object).
public typealias UITouch = Touch
/// `UIGestureRecognizer`: FlipbookKit's `GestureRecognizer`.
public typealias UIGestureRecognizer = GestureRecognizer
/// `UIGestureRecognizerDelegate`: FlipbookKit's `GestureRecognizerDelegate`.
public typealias UIGestureRecognizerDelegate = GestureRecognizerDelegate
/// `UIPanGestureRecognizer`: FlipbookKit's `PanGestureRecognizer`.
public typealias UIPanGestureRecognizer = PanGestureRecognizer
/// `UIScreenEdgePanGestureRecognizer`: FlipbookKit's `ScreenEdgePanGestureRecognizer`.
public typealias UIScreenEdgePanGestureRecognizer = ScreenEdgePanGestureRecognizer
/// `UISwipeGestureRecognizer`: FlipbookKit's `SwipeGestureRecognizer`.
public typealias UISwipeGestureRecognizer = SwipeGestureRecognizer
/// `UITapGestureRecognizer`: FlipbookKit's `TapGestureRecognizer`.
public typealias UITapGestureRecognizer = TapGestureRecognizer
/// `UILongPressGestureRecognizer`: FlipbookKit's `LongPressGestureRecognizer`.
public typealias UILongPressGestureRecognizer = LongPressGestureRecognizer
/// `UIPinchGestureRecognizer`: FlipbookKit's `PinchGestureRecognizer`.
public typealias UIPinchGestureRecognizer = PinchGestureRecognizer
/// `UIRotationGestureRecognizer`: FlipbookKit's `RotationGestureRecognizer`.
public typealias UIRotationGestureRecognizer = RotationGestureRecognizer

/// `UIControl`: FlipbookKit's `Control`, the superclass of `Button` and of app controls.
public typealias UIControl = Control

/// `UIControl`'s nested names. Declared here rather than in Kit so that `Event` inside a
/// control subclass means the control events, as in UIKit, only in files that use Apple's
/// spellings (where the touch event is `UIEvent`).
extension Control {
    /// `UIControl.State`: FlipbookKit's `ControlState`.
    public typealias State = ControlState
    /// `UIControl.Event`: FlipbookKit's `ControlEvents`.
    public typealias Event = ControlEvents
    /// `UIControl.ContentHorizontalAlignment`: FlipbookKit's `ContentHorizontalAlignment`.
    public typealias ContentHorizontalAlignment = FlipbookKit.ContentHorizontalAlignment
    /// `UIControl.ContentVerticalAlignment`: FlipbookKit's `ContentVerticalAlignment`.
    public typealias ContentVerticalAlignment = FlipbookKit.ContentVerticalAlignment
}

// MARK: Swift 3 and 4 spellings of the nested names

/// `UINavigationControllerOperation` (Swift 4; `UINavigationController.Operation` since).
public typealias UINavigationControllerOperation = NavigationOperation
/// `UIViewAnimationOptions` (Swift 4; `UIView.AnimationOptions` since).
public typealias UIViewAnimationOptions = AnimationOptions
/// `UIViewAnimationCurve` (Swift 4; `UIView.AnimationCurve` since).
public typealias UIViewAnimationCurve = AnimationCurve
/// `UIViewContentMode` (Swift 4; `UIView.ContentMode` since).
public typealias UIViewContentMode = ContentMode
/// `UIViewKeyframeAnimationOptions` (Swift 4; `UIView.KeyframeAnimationOptions` since).
public typealias UIViewKeyframeAnimationOptions = KeyframeAnimationOptions
/// `UIGestureRecognizerState` (Swift 4; `UIGestureRecognizer.State` since).
public typealias UIGestureRecognizerState = GestureRecognizer.State
/// `UIControlState` (Swift 4; `UIControl.State` since).
public typealias UIControlState = ControlState
/// `UIControlEvents` (Swift 4; `UIControl.Event` since).
public typealias UIControlEvents = ControlEvents
/// `UIControlContentHorizontalAlignment` (Swift 4; `UIControl.ContentHorizontalAlignment` since).
public typealias UIControlContentHorizontalAlignment = ContentHorizontalAlignment
/// `UIControlContentVerticalAlignment` (Swift 4; `UIControl.ContentVerticalAlignment` since).
public typealias UIControlContentVerticalAlignment = ContentVerticalAlignment
/// `UISwipeGestureRecognizerDirection` (Swift 4; `UISwipeGestureRecognizer.Direction` since).
public typealias UISwipeGestureRecognizerDirection = SwipeDirection

// MARK: Feedback and accessibility

/// `UIFeedbackGenerator`: FlipbookKit's `FeedbackGenerator` (no haptics offline; a haptic
/// cannot change a picture).
public typealias UIFeedbackGenerator = FeedbackGenerator
/// `UISelectionFeedbackGenerator`: FlipbookKit's `SelectionFeedbackGenerator`.
public typealias UISelectionFeedbackGenerator = SelectionFeedbackGenerator
/// `UIImpactFeedbackGenerator`: FlipbookKit's `ImpactFeedbackGenerator`.
public typealias UIImpactFeedbackGenerator = ImpactFeedbackGenerator
/// `UINotificationFeedbackGenerator`: FlipbookKit's `NotificationFeedbackGenerator`.
public typealias UINotificationFeedbackGenerator = NotificationFeedbackGenerator
/// `UIAccessibility`: FlipbookKit's `Accessibility` (the settings of a new device: all off).
public typealias UIAccessibility = Accessibility
/// `UIAccessibilityTraits`: FlipbookKit's `AccessibilityTraits`, with UIKit's raw values.
public typealias UIAccessibilityTraits = AccessibilityTraits
