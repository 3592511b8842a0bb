// UIKit's names for Kit's layout, list, scrolling and observation types and for the
// Interface Builder loader. Each is a typealias: `UITableView` and `TableView` are one type.
import FlipbookInterfaceBuilder
import Foundation

// MARK: Auto Layout

/// `NSLayoutConstraint`: FlipbookKit's `LayoutConstraint`.
public typealias NSLayoutConstraint = LayoutConstraint
/// `NSLayoutFormatOptions` (Swift 4's spelling of `NSLayoutConstraint.FormatOptions`).
public typealias NSLayoutFormatOptions = LayoutConstraint.FormatOptions
/// `NSLayoutAnchor`'s x-axis kind: FlipbookKit's `LayoutXAxisAnchor`.
public typealias NSLayoutXAxisAnchor = LayoutXAxisAnchor
/// `NSLayoutAnchor`'s y-axis kind: FlipbookKit's `LayoutYAxisAnchor`.
public typealias NSLayoutYAxisAnchor = LayoutYAxisAnchor
/// `NSLayoutDimension`: FlipbookKit's `LayoutDimension`.
public typealias NSLayoutDimension = LayoutDimension
/// `UILayoutGuide`: FlipbookKit's `LayoutGuide`.
public typealias UILayoutGuide = LayoutGuide
/// `UILayoutPriority`: FlipbookKit's `LayoutPriority`.
public typealias UILayoutPriority = LayoutPriority
/// `UIStackView`: FlipbookKit's `StackView`.
public typealias UIStackView = StackView
/// `UIEdgeInsets`: FlipbookKit's `EdgeInsets`.
public typealias UIEdgeInsets = EdgeInsets
/// `UIScreen`: FlipbookKit's `Screen`.
public typealias UIScreen = Screen

// MARK: Scrolling and lists

/// `UIScrollView`: FlipbookKit's `ScrollView`.
public typealias UIScrollView = ScrollView
/// `UIScrollViewDelegate`: FlipbookKit's `ScrollViewDelegate`.
public typealias UIScrollViewDelegate = ScrollViewDelegate
/// `UITableView`: FlipbookKit's `TableView`.
public typealias UITableView = TableView
/// `UITableViewCell`: FlipbookKit's `TableViewCell`.
public typealias UITableViewCell = TableViewCell
/// `UITableViewHeaderFooterView`: FlipbookKit's `TableViewHeaderFooterView`.
public typealias UITableViewHeaderFooterView = TableViewHeaderFooterView
/// `UITableViewController`: FlipbookKit's `TableViewController`.
public typealias UITableViewController = TableViewController
/// `UITableViewDataSource`: FlipbookKit's `TableViewDataSource`.
public typealias UITableViewDataSource = TableViewDataSource
/// `UITableViewDelegate`: FlipbookKit's `TableViewDelegate`.
public typealias UITableViewDelegate = TableViewDelegate
/// `UICollectionView`: FlipbookKit's `CollectionView`.
public typealias UICollectionView = CollectionView
/// `UICollectionViewCell`: FlipbookKit's `CollectionViewCell`.
public typealias UICollectionViewCell = CollectionViewCell
/// `UICollectionReusableView`: FlipbookKit's `CollectionReusableView`.
public typealias UICollectionReusableView = CollectionReusableView
/// `UICollectionViewController`: FlipbookKit's `CollectionViewController`.
public typealias UICollectionViewController = CollectionViewController
/// `UICollectionViewLayout`: FlipbookKit's `CollectionViewLayout`.
public typealias UICollectionViewLayout = CollectionViewLayout
/// `UICollectionViewFlowLayout`: FlipbookKit's `CollectionViewFlowLayout`.
public typealias UICollectionViewFlowLayout = CollectionViewFlowLayout
/// `UICollectionViewLayoutAttributes`: FlipbookKit's `CollectionViewLayoutAttributes`.
public typealias UICollectionViewLayoutAttributes = CollectionViewLayoutAttributes
/// `UICollectionViewDataSource`: FlipbookKit's `CollectionViewDataSource`.
public typealias UICollectionViewDataSource = CollectionViewDataSource
/// `UICollectionViewDelegate`: FlipbookKit's `CollectionViewDelegate`.
public typealias UICollectionViewDelegate = CollectionViewDelegate
/// `UICollectionViewDelegateFlowLayout`: FlipbookKit's `CollectionViewDelegateFlowLayout`.
public typealias UICollectionViewDelegateFlowLayout = CollectionViewDelegateFlowLayout

// MARK: Observation and ticking

/// `CADisplayLink`: FlipbookKit's `DisplayLink`, on the application's clock.
public typealias CADisplayLink = DisplayLink

// MARK: Interface Builder files

/// `UIStoryboard`: FlipbookInterfaceBuilder's `Storyboard`.
public typealias UIStoryboard = Storyboard
/// `UINib`: FlipbookInterfaceBuilder's `Nib`.
public typealias UINib = Nib

extension Storyboard {
    /// UIKit's `UIStoryboard(name:bundle:)`, which does not throw: a storyboard that cannot be
    /// loaded stops the program with the loader's error (UIKit raises an exception). Use
    /// `Storyboard(name:bundle:options:)`, which throws, to handle the error.
    public convenience init(name: String, bundle: Bundle?) {
        do {
            try self.init(name: name, bundle: bundle, options: InterfaceBuilderOptions())
        } catch {
            preconditionFailure("UIStoryboard(name: \"\(name)\"): \(error)")
        }
    }
}

/// `UIDynamicAnimator`: FlipbookKit's `DynamicAnimator`, stepped on the application's clock.
public typealias UIDynamicAnimator = DynamicAnimator
/// `UIDynamicAnimatorDelegate`: FlipbookKit's `DynamicAnimatorDelegate`.
public typealias UIDynamicAnimatorDelegate = DynamicAnimatorDelegate
/// `UIDynamicItem`: FlipbookKit's `DynamicItem`.
public typealias UIDynamicItem = DynamicItem
/// `UIDynamicBehavior`: FlipbookKit's `DynamicBehavior`.
public typealias UIDynamicBehavior = DynamicBehavior
/// `UIGravityBehavior`: FlipbookKit's `GravityBehavior`.
public typealias UIGravityBehavior = GravityBehavior
/// `UICollisionBehavior`: FlipbookKit's `CollisionBehavior`.
public typealias UICollisionBehavior = CollisionBehavior
/// `UICollisionBehaviorDelegate`: FlipbookKit's `CollisionBehaviorDelegate`.
public typealias UICollisionBehaviorDelegate = CollisionBehaviorDelegate
/// `UISnapBehavior`: FlipbookKit's `SnapBehavior`.
public typealias UISnapBehavior = SnapBehavior
/// `UIAttachmentBehavior`: FlipbookKit's `AttachmentBehavior`.
public typealias UIAttachmentBehavior = AttachmentBehavior
/// `UIPushBehavior`: FlipbookKit's `PushBehavior`.
public typealias UIPushBehavior = PushBehavior
/// `UIDynamicItemBehavior`: FlipbookKit's `DynamicItemBehavior`.
public typealias UIDynamicItemBehavior = DynamicItemBehavior
