import Foundation
import FlipbookGeometry
import FlipbookGraphics
import FlipbookRaster
import FlipbookText

/// The pull-to-refresh control of a scroll view (`UIRefreshControl`), installed with
/// ``ScrollView/refreshControl`` (or `TableViewController.refreshControl`).
///
/// Installed, it is a subview of the scroll view lying above the content (its bottom at the
/// content's top, the scroll view's full width, ``height`` tall), so it shows only while the
/// content is pulled down past its top, as on iOS. It tracks ``isRefreshing``
/// (``beginRefreshing()``, ``endRefreshing()``; neither sends `.valueChanged`, as in UIKit) and
/// shows its ``attributedTitle`` centred in its lower half.
///
/// What it does not do is reported, never silent: iOS draws a spinner (the activity indicator,
/// turning while refreshing) and begins refreshing, sending `.valueChanged`, when a drag pulls
/// the content down far enough; Flipbook draws no spinner and simulates no pull. Installing a
/// refresh control reports `refreshControl.spinner` and `refreshControl.pull` ``KitDiagnostic``s.
open class RefreshControl: Control {
    /// The height of the area above the content it occupies (Kit's choice; iOS's is about this).
    public static let height = 60.0

    /// Whether it is refreshing. Default false.
    public private(set) var isRefreshing = false

    /// The text shown under the (undrawn) spinner; the font and colour at its start are used
    /// (default the 12 pt system font, grey). Default `nil`.
    public var attributedTitle: NSAttributedString? {
        get { attributedTitleStorage }
        set {
            attributedTitleStorage = newValue
            updateTitle()
        }
    }
    private var attributedTitleStorage: NSAttributedString?
    private let titleLabel = Label()

    /// A refresh control, not yet installed.
    public init() {
        super.init(frame: Rect(x: 0, y: -RefreshControl.height, width: 0, height: RefreshControl.height))
        addTitleLabel()
    }

    /// A refresh control from an Interface Builder file.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addTitleLabel()
    }

    private func addTitleLabel() {
        titleLabel.textAlignment = .center
        titleLabel.font = .system(size: 12)
        titleLabel.textColor = .systemGray
        addSubview(titleLabel)
    }

    private func updateTitle() {
        titleLabel.text = attributedTitle?.string
        titleLabel.font = .system(size: 12)
        titleLabel.textColor = .systemGray
        if let attributed = attributedTitle, attributed.length > 0 {
            let attributes = attributed.attributes(at: 0, effectiveRange: nil)
            if let font = attributes[.font] as? Font { titleLabel.font = font }
            if let color = attributes[.foregroundColor] as? Color { titleLabel.textColor = color }
        }
    }

    /// Marks it refreshing (telling no target, as in UIKit). The spinner iOS turns is not drawn.
    public func beginRefreshing() { isRefreshing = true }

    /// Marks it no longer refreshing.
    public func endRefreshing() { isRefreshing = false }

    /// Keeps it above the content across the scroll view's width, the title in the lower half.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if let scrollView = superview as? ScrollView {
            frame = Rect(x: 0, y: -RefreshControl.height, width: scrollView.bounds.width, height: RefreshControl.height)
        }
        titleLabel.frame = Rect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
    }

    /// Called when it is installed in `scrollView`.
    func didInstall(in scrollView: ScrollView) {
        frame = Rect(x: 0, y: -RefreshControl.height, width: scrollView.bounds.width, height: RefreshControl.height)
        setNeedsLayout()
        Application.current?.report(
            KitDiagnostic(
                code: "refreshControl.spinner",
                message: "UIRefreshControl's spinner is not drawn (only its attributed title is)"))
        Application.current?.report(
            KitDiagnostic(
                code: "refreshControl.pull",
                message: "Pulling a scroll view's content down does not begin its UIRefreshControl's refreshing "
                    + "(no .valueChanged is sent by a drag)"))
    }
}

extension ScrollView {
    /// The refresh control above the content (`UIScrollView.refreshControl`): setting it
    /// removes the previous one and adds the new one as a subview. Default `nil`.
    public var refreshControl: RefreshControl? {
        get { subviews.first { $0 is RefreshControl } as? RefreshControl }
        set {
            if let current = refreshControl, current !== newValue { current.removeFromSuperview() }
            guard let newValue, newValue.superview !== self else { return }
            insertSubview(newValue, at: 0)
            newValue.didInstall(in: self)
        }
    }
}

extension TableViewController {
    /// The table's refresh control (`UITableViewController.refreshControl`): the table view's
    /// ``ScrollView/refreshControl``. Default `nil`.
    public var refreshControl: RefreshControl? {
        get { tableView?.refreshControl }
        set { tableView?.refreshControl = newValue }
    }
}
