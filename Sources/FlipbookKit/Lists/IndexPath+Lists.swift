import Foundation
import FlipbookRaster

extension IndexPath {
    /// The index path of row `row` in section `section` of a table view (UIKit's `init(row:section:)`).
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    /// The index path of item `item` in section `section` of a collection view
    /// (UIKit's `init(item:section:)`).
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }

    /// The section: the first index.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }
    /// The row in a table view's section: the second index.
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
    /// The item in a collection view's section: the second index.
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}

/// Reusable views by reuse identifier: the registered way to make one, and the views that left
/// the screen, waiting to be dequeued (table and collection view cell reuse).
final class ReusePool<Element: View> {
    private var makers: [String: () -> Element] = [:]
    private var queues: [String: [Element]] = [:]
    /// How many views the pool made (not dequeued from the queue).
    private(set) var madeCount = 0
    /// Which identifier each view was made for.
    private var identifiers: [ObjectIdentifier: String] = [:]

    func register(_ identifier: String, make: @escaping () -> Element) { makers[identifier] = make }

    func isRegistered(_ identifier: String) -> Bool { makers[identifier] != nil }

    /// A view for `identifier`: a queued one (after its `prepare` runs) or a new one; `nil` when
    /// nothing is queued or registered.
    func dequeue(_ identifier: String, prepare: (Element) -> Void) -> Element? {
        if var queue = queues[identifier], !queue.isEmpty {
            let view = queue.removeFirst()
            queues[identifier] = queue
            prepare(view)
            return view
        }
        guard let make = makers[identifier] else { return nil }
        let view = make()
        madeCount += 1
        identifiers[ObjectIdentifier(view)] = identifier
        return view
    }

    /// Puts `view` back for reuse (out of its superview); views the pool did not make are dropped.
    func enqueue(_ view: Element) {
        view.removeFromSuperview()
        guard let identifier = identifiers[ObjectIdentifier(view)] else { return }
        queues[identifier, default: []].append(view)
    }

    /// The views waiting for reuse.
    var queuedCount: Int { queues.values.reduce(0) { $0 + $1.count } }
}
