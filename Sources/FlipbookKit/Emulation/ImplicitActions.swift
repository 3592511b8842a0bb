import FlipbookAnimation
import FlipbookLayers

/// Core Animation's implicit actions in the application: the clock they start on, the layers
/// that take them (those in a rendered frame) and the one change Kit cannot animate.
///
/// A standalone layer (one that backs no view) that was part of a rendered frame animates a
/// change of an animatable property over the transaction's duration, as on iOS (see
/// ``Layer/action(forKey:)`` and ``Transaction``). A view's layer takes no such action (the view,
/// its delegate, returns ``NullAction``), and Kit's own private layers (a label's text) take none
/// either, as UIKit draws them without sublayers.
extension Application {
    /// Makes this application's clock the one implicit animations start on, on this thread.
    func attachTransactions() {
        Transaction.clock = clock
        Transaction.unsupportedAction = { [weak self] layer, key in
            self?.report(
                KitDiagnostic(
                    code: "animation.implicitAction",
                    message: "a standalone \(String(describing: type(of: layer)))'s \(key) changed outside disabled actions; "
                        + "iOS cross-fades that change implicitly over \(Transaction.animationDuration()) s "
                        + "(Core Animation's implicit action), Kit shows it at once. "
                        + "Disable actions (Transaction.setDisableActions(true)) or make the layer a view's layer "
                        + "to render the same frames"))
        }
    }

    /// Marks every layer of the window and the status bar as committed: from now on a change of
    /// a standalone one runs its action.
    /// Each layer also notes the superlayer it had and the commit's number, so a layer
    /// transition freezes only the sublayers its layer had at the last commit.
    func commitLayers() {
        commitCount += 1
        let generation = commitCount
        var stack: [(Layer, Layer?)] = [(window.layer, nil)]
        if let statusBar { stack.append((statusBar.layer, nil)) }
        while let (layer, parent) = stack.popLast() {
            if !layer.hasBeenCommitted { layer.hasBeenCommitted = true }
            if layer.committedSuperlayer !== parent { layer.committedSuperlayer = parent }
            layer.commitGeneration = generation
            for sublayer in layer.sublayers { stack.append((sublayer, layer)) }
            if let mask = layer.mask { stack.append((mask, nil)) }
        }
    }
}

/// The action delegate of Kit's private layers (a label's text layer, a cell's accessory): no
/// action for any change, as UIKit's views draw these without layers of their own.
final class NoLayerActions: LayerActionDelegate, Sendable {
    static let shared = NoLayerActions()
    func layer(_ layer: Layer, didChange key: String, from oldValue: AnimatableValue, to newValue: AnimatableValue) {}
    func action(for layer: Layer, forKey key: String) -> (any LayerAction)? { NullAction() }
}
