import FlipbookGeometry
import FlipbookLayers

/// The view tree, mirrored in the layer tree (a view's layer is its superview's layer's sublayer).
extension View {
    /// Appends `view` on top of the subviews (moving it from its old superview).
    public func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` at `index` in ``subviews``, clamped to `0…subviews.count`.
    public func insertSubview(_ view: View, at index: Int) {
        precondition(view !== self, "A view cannot be its own subview.")
        let oldWindow = view.window, wasInWindow = oldWindow != nil
        view.detachFromSuperview()
        let i = min(max(index, 0), subviews.count)
        // Place the layer relative to its sibling layers so that extra sublayers (text layers,
        // decorations) keep their places below or above the subviews' layers.
        if i < subviews.count {
            layer.insertSublayer(view.layer, below: subviews[i].layer)
        } else if let last = subviews.last {
            layer.insertSublayer(view.layer, above: last.layer)
        } else {
            layer.addSublayer(view.layer)
        }
        subviews.insert(view, at: i)
        view.superview = self
        if let oldWindow, oldWindow !== window, let first = oldWindow.firstResponder, first.responderWindow !== oldWindow {
            oldWindow.firstResponder = nil
        }
        if !wasInWindow, window != nil { view.layoutState.controller?.viewDidMove(intoWindow: true) }
    }

    /// Inserts `view` directly above `sibling` (at the top when `sibling` is not a subview).
    public func insertSubview(_ view: View, aboveSubview sibling: View) {
        guard view !== sibling else { return }
        var i = subviews.firstIndex { $0 === sibling }.map { $0 + 1 } ?? subviews.count
        if view.superview === self, let j = subviews.firstIndex(where: { $0 === view }), j < i { i -= 1 }
        insertSubview(view, at: i)
    }

    /// Inserts `view` directly below `sibling` (at the bottom when `sibling` is not a subview).
    public func insertSubview(_ view: View, belowSubview sibling: View) {
        guard view !== sibling else { return }
        var i = subviews.firstIndex { $0 === sibling } ?? 0
        if view.superview === self, let j = subviews.firstIndex(where: { $0 === view }), j < i { i -= 1 }
        insertSubview(view, at: i)
    }

    /// Moves a subview to the top; does nothing when `view` is not a subview.
    public func bringSubviewToFront(_ view: View) {
        guard view.superview === self else { return }
        insertSubview(view, at: subviews.count)
    }

    /// Moves a subview to the bottom; does nothing when `view` is not a subview.
    public func sendSubviewToBack(_ view: View) {
        guard view.superview === self else { return }
        insertSubview(view, at: 0)
    }

    /// Detaches the view (and its layer) from its superview; does nothing without one.
    public func removeFromSuperview() {
        guard superview != nil else { return }
        let oldWindow = window
        detachFromSuperview()
        if let oldWindow {
            // A first responder that left its window is no longer first responder (UIKit
            // resigns it as its view leaves the window).
            if let first = oldWindow.firstResponder, first.responderWindow !== oldWindow { oldWindow.firstResponder = nil }
            layoutState.controller?.viewDidMove(intoWindow: false)
        }
    }

    /// Detaches the view without telling its controller (a move between superviews).
    private func detachFromSuperview() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        layer.removeFromSuperlayer()
        superview = nil
    }

    /// Whether `view` is this view or one of its descendants.
    public func isDescendant(of view: View) -> Bool {
        var current: View? = self
        while let v = current {
            if v === view { return true }
            current = v.superview
        }
        return false
    }

    // MARK: Coordinate conversion

    /// Converts a point from `view`'s bounds space to this view's (through every transform
    /// between them); `nil` means window coordinates.
    public func convert(_ point: Point, from view: View?) -> Point {
        layer.convert(point, from: view?.layer ?? window?.layer)
    }

    /// Converts a point from this view's bounds space to `view`'s; `nil` means window coordinates.
    public func convert(_ point: Point, to view: View?) -> Point {
        layer.convert(point, to: view?.layer ?? window?.layer)
    }

    /// Converts a rectangle from `view`'s bounds space to this view's: the bounding box of its
    /// mapped corners; `nil` means window coordinates.
    public func convert(_ rect: Rect, from view: View?) -> Rect {
        layer.convert(rect, from: view?.layer ?? window?.layer)
    }

    /// Converts a rectangle from this view's bounds space to `view`'s: the bounding box of its
    /// mapped corners; `nil` means window coordinates.
    public func convert(_ rect: Rect, to view: View?) -> Rect {
        layer.convert(rect, to: view?.layer ?? window?.layer)
    }
}
