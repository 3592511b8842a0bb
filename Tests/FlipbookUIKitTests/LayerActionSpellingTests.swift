import FlipbookUIKit
import Testing

/// `CALayer.actions` with Core Animation's `NSNull` (ElasticTransition's shape layer turns its
/// implicit animations off so).
@Suite struct LayerActionSpellingTests {
    /// An action that does nothing but is an action (not the null one).
    private struct Marker: CAAction {
        func run(forKey key: String, on layer: CALayer) {}
    }

    @Test func nsNullInActionsEndsTheSearchWithNoAction() {
        let layer = CAShapeLayer()
        // An action found later on the search (the layer's style), to tell "no action" from
        // "not found".
        layer.style = ["actions": ["path": Marker()] as [String: any CAAction]]
        #expect(layer.action(forKey: "path") is Marker)
        layer.actions = ["path": NSNull(), "position": NSNull()]
        #expect(layer.action(forKey: "path") == nil)
        #expect(NSNull().isNullAction && !Marker().isNullAction)
    }
}
