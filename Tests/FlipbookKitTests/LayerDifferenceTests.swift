@testable import FlipbookKit
import FlipbookLayers
import Testing

/// What FlipbookLayers draws differently from Core Animation reaches the application's
/// diagnostics (``LayerDifferences``), once per message.
@Suite struct LayerDifferenceTests {
    @Test func aReplicatorPreservingDepthIsReportedOnce() {
        let app = Application(statusBar: nil)
        let replicator = ReplicatorLayer()
        replicator.preservesDepth = true
        ReplicatorLayer().preservesDepth = true
        #expect(app.diagnostics.map(\.code) == ["layer.preservesDepth"])
        Application.current = nil
    }
}
