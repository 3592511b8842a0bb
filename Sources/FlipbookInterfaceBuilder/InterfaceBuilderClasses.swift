import Foundation
import FlipbookKit

/// The Kit class each Interface Builder element stands for, and how to make one.
enum InterfaceBuilderClasses {
    /// How an element of one tag is made: its Kit class's name (for errors), and a maker that
    /// casts a found class to the Kit class and calls `init(coder:)` (nil when it is not a
    /// subclass: the caller reports ``InterfaceBuilderError/Reason/wrongClass(_:expected:)``).
    struct Maker: Sendable {
        let kitName: String
        let kitClass: AnyClass
        let make: @Sendable (AnyClass, NSCoder) -> AnyObject??
        /// Whether a found class is the Kit class or a subclass of it.
        let accepts: @Sendable (AnyClass) -> Bool
    }

    static func viewMaker<V: View>(_ type: V.Type) -> Maker {
        Maker(kitName: "\(V.self)", kitClass: V.self,
              make: { found, coder in
                  guard let type = found as? V.Type else { return .none }
                  return .some(type.init(coder: coder))
              },
              accepts: { $0 is V.Type })
    }

    static func controllerMaker<C: ViewController>(_ type: C.Type) -> Maker {
        Maker(kitName: "\(C.self)", kitClass: C.self,
              make: { found, coder in
                  guard let type = found as? C.Type else { return .none }
                  return .some(type.init(coder: coder))
              },
              accepts: { $0 is C.Type })
    }

    /// Elements that are views Kit has.
    static let views: [String: Maker] = [
        "view": viewMaker(View.self), "containerView": viewMaker(View.self), "label": viewMaker(Label.self),
        "button": viewMaker(Button.self),
        "imageView": viewMaker(ImageView.self), "textView": viewMaker(TextView.self),
        "textField": viewMaker(TextField.self), "pickerView": viewMaker(PickerView.self),
        "navigationBar": viewMaker(NavigationBar.self), "stackView": viewMaker(StackView.self),
        "tableView": viewMaker(TableView.self), "tableViewCell": viewMaker(TableViewCell.self),
        "collectionView": viewMaker(CollectionView.self), "collectionViewCell": viewMaker(CollectionViewCell.self),
        "collectionReusableView": viewMaker(CollectionReusableView.self), "scrollView": viewMaker(ScrollView.self),
        "switch": viewMaker(Switch.self), "slider": viewMaker(Slider.self),
        "segmentedControl": viewMaker(SegmentedControl.self),
    ]

    /// Elements that are controllers Kit has.
    static let controllers: [String: Maker] = [
        "viewController": controllerMaker(ViewController.self),
        "navigationController": controllerMaker(NavigationController.self),
        "tableViewController": controllerMaker(TableViewController.self),
        "collectionViewController": controllerMaker(CollectionViewController.self),
        "tabBarController": controllerMaker(TabBarController.self),
    ]

    /// Gesture recognizers Kit has, made with `init()` (UIKit's recognizers have no
    /// `init(coder:)` a subclass overrides in practice); their attributes are set after.
    static let recognizers: [String: @Sendable () -> GestureRecognizer] = [
        "tapGestureRecognizer": { TapGestureRecognizer() }, "panGestureRecognizer": { PanGestureRecognizer() },
        "pinchGestureRecognizer": { PinchGestureRecognizer() }, "rotationGestureRecognizer": { RotationGestureRecognizer() },
        "longPressGestureRecognizer": { LongPressGestureRecognizer() }, "swipeGestureRecognizer": { SwipeGestureRecognizer() },
        "screenEdgePanGestureRecognizer": { ScreenEdgePanGestureRecognizer() },
    ]

    /// Elements Interface Builder writes for classes Kit does not have yet; loading one is an
    /// ``InterfaceBuilderError/Reason/unsupportedElement(_:)`` error naming it.
    static let knownUnsupported: Set<String> = [
        "tableViewCellContentView", "collectionViewCellContentView",
        "tabBar", "tabBarItem", "toolbar", "barButtonItem",
        "activityIndicatorView", "pageControl",
        "progressView", "stepper", "datePicker", "searchBar", "mapView", "wkWebView", "webView",
        "visualEffectView", "splitViewController", "pageViewController", "glkView",
        "sceneKitView", "arscnView", "mtkView", "avPlayerViewController", "hostingController",
        "viewControllerPlaceholder", "visualEffectView",
    ]

    /// The class named by `name` (with its module, `App.CardView`, or without) at run time,
    /// through `_typeByName` and `NSClassFromString`.
    static func find(_ name: String) -> AnyClass? {
        if let type = _typeByName(name) as? AnyClass { return type }
        return NSClassFromString(name)
    }
}
