/// The view hierarchy a transition started with, so that a cancelled transition can put every
/// view back exactly where it was (UIKit discards a cancelled presentation's container with
/// everything the animator added to it, and moves the views it borrowed back).
///
/// Records, top-down, the subviews of every view in the given trees, and where each tree's root
/// hung. ``restore()`` rebuilds those lists: views added since are removed, views moved
/// elsewhere come back, and a root that had no superview is detached again. Frames and other
/// properties are left as they are (the animator's completion restores those, as in UIKit).
struct HierarchySnapshot {
    private struct Place {
        let view: View
        let superview: View?
        let index: Int
    }
    private var lists: [(parent: View, subviews: [View])] = []
    private var places: [Place] = []

    /// Records the trees below `roots` (a root inside an earlier root's tree is skipped).
    init(of roots: [View]) {
        for root in roots {
            if lists.contains(where: { $0.parent === root || $0.subviews.contains { $0 === root } }) { continue }
            let index = root.superview?.subviews.firstIndex { $0 === root } ?? 0
            places.append(Place(view: root, superview: root.superview, index: index))
            record(root)
        }
    }

    private mutating func record(_ view: View) {
        lists.append((view, view.subviews))
        for child in view.subviews { record(child) }
    }

    /// Puts every recorded view back in its recorded superview at its recorded index, and removes
    /// what was added since.
    func restore() {
        for place in places {
            if let superview = place.superview {
                if place.view.superview !== superview { superview.insertSubview(place.view, at: place.index) }
            } else {
                place.view.removeFromSuperview()
            }
        }
        for (parent, subviews) in lists {
            for view in parent.subviews where !subviews.contains(where: { $0 === view }) {
                view.removeFromSuperview()
            }
            for (index, view) in subviews.enumerated()
            where index >= parent.subviews.count || parent.subviews[index] !== view {
                parent.insertSubview(view, at: index)
            }
        }
    }

    /// Puts `view` back in the superview and index it had when the snapshot was taken, when it
    /// was recorded; does nothing otherwise.
    func restorePlace(of view: View) {
        for (parent, subviews) in lists {
            guard let index = subviews.firstIndex(where: { $0 === view }) else { continue }
            if view.superview !== parent || parent.subviews.firstIndex(where: { $0 === view }) != index {
                parent.insertSubview(view, at: min(index, parent.subviews.count))
            }
            return
        }
    }
}
