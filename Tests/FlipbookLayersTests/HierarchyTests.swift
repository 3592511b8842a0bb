import FlipbookGeometry
import FlipbookLayers
import Testing

@Suite struct HierarchyTests {
    private func names(_ layer: Layer) -> [String] { layer.sublayers.map { $0.name ?? "?" } }

    private func family() -> (Layer, Layer, Layer, Layer) {
        let parent = Layer()
        let a = Layer(), b = Layer(), c = Layer()
        a.name = "a"; b.name = "b"; c.name = "c"
        parent.addSublayer(a)
        parent.addSublayer(b)
        parent.addSublayer(c)
        return (parent, a, b, c)
    }

    @Test func addAppendsAndSetsSuperlayer() {
        let (parent, a, _, _) = family()
        #expect(names(parent) == ["a", "b", "c"])
        #expect(a.superlayer === parent)
    }

    @Test func insertAtClampsAndMovesWithinTheSameParent() {
        let (parent, a, _, c) = family()
        parent.insertSublayer(c, at: 0)
        #expect(names(parent) == ["c", "a", "b"])
        parent.insertSublayer(a, at: 99)
        #expect(names(parent) == ["c", "b", "a"])
    }

    @Test func insertAboveAndBelowASibling() {
        let (parent, a, b, c) = family()
        parent.insertSublayer(c, below: a)
        #expect(names(parent) == ["c", "a", "b"])
        parent.insertSublayer(c, above: b)
        #expect(names(parent) == ["a", "b", "c"])
        parent.insertSublayer(a, above: b)
        #expect(names(parent) == ["b", "a", "c"])
        let d = Layer()
        d.name = "d"
        parent.insertSublayer(d, below: nil)
        #expect(names(parent) == ["d", "b", "a", "c"])
    }

    @Test func addingToAnotherParentRemovesFromTheOld() {
        let (parent, a, _, _) = family()
        let other = Layer()
        other.addSublayer(a)
        #expect(names(parent) == ["b", "c"])
        #expect(a.superlayer === other)
    }

    @Test func removeAndReplace() {
        let (parent, a, b, _) = family()
        b.removeFromSuperlayer()
        #expect(names(parent) == ["a", "c"])
        #expect(b.superlayer == nil)
        parent.replaceSublayer(a, with: b)
        #expect(names(parent) == ["b", "c"])
        #expect(a.superlayer == nil && b.superlayer === parent)
    }

    @Test func settingSublayersReparents() {
        let (parent, a, b, c) = family()
        parent.sublayers = [c, a]
        #expect(names(parent) == ["c", "a"])
        #expect(b.superlayer == nil)
    }

    @Test func zPositionSortIsStable() {
        let (parent, a, b, c) = family()
        let d = Layer()
        d.name = "d"
        parent.addSublayer(d)
        a.zPosition = 1
        c.zPosition = -1
        _ = b
        #expect(parent.sublayersInDrawingOrder.map { $0.name! } == ["c", "b", "d", "a"])
        #expect(names(parent) == ["a", "b", "c", "d"])
    }

    @Test func findsLayersByName() {
        let (parent, _, b, _) = family()
        let inner = Layer()
        inner.name = "inner"
        b.addSublayer(inner)
        #expect(parent.sublayer(named: "inner") === inner)
        #expect(parent.sublayer(named: "nope") == nil)
    }
}
