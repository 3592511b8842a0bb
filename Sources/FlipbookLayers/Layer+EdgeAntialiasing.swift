import Foundation
import FlipbookRaster
import Synchronization

/// The default of ``Layer/allowsEdgeAntialiasing``: iOS reads it from the app's `Info.plist`
/// (`UIViewEdgeAntialiasing`), false when the key is missing.
extension Layer {
    /// The edges the layer's node anti-aliases: ``edgeAntialiasingMask`` when
    /// ``allowsEdgeAntialiasing``, none otherwise (`RenderNode.antialiasedEdges`).
    public var antialiasedEdges: EdgeMask { allowsEdgeAntialiasing ? edgeAntialiasingMask : [] }

    /// The value ``allowsEdgeAntialiasing`` starts with in layers made from now on, process-wide:
    /// what `UIViewEdgeAntialiasing` in an app's `Info.plist` says on iOS. A Kit app without a
    /// property list sets it before it builds its views. Default false, as iOS without the key.
    ///
    /// An app launched from its `Info.plist` by FlipbookInterfaceBuilder uses the plist's value
    /// instead, on its thread while it is the current application, whatever this says.
    public static var allowsEdgeAntialiasingByDefault: Bool {
        get { processDefault.withLock { $0 } }
        set { processDefault.withLock { $0 = newValue } }
    }

    private static let processDefault = Mutex(false)
    private static let threadKey = "FlipbookLayers.Layer.allowsEdgeAntialiasingDefault"

    /// A source of the default that overrides ``allowsEdgeAntialiasingByDefault`` on one thread
    /// (an app launched from its `Info.plist`): `value()` is the default, or nil to fall back.
    package final class EdgeAntialiasingDefault {
        let value: () -> Bool?
        package init(_ value: @escaping () -> Bool?) { self.value = value }
    }

    /// Makes `source` (nil: none) this thread's default of ``allowsEdgeAntialiasing``.
    package static func setThreadEdgeAntialiasingDefault(_ source: EdgeAntialiasingDefault?) {
        Thread.current.threadDictionary[threadKey] = source
    }

    /// The thread's default, or else the process-wide one.
    static var initialAllowsEdgeAntialiasing: Bool {
        if let source = Thread.current.threadDictionary[threadKey] as? EdgeAntialiasingDefault,
            let value = source.value()
        {
            return value
        }
        return allowsEdgeAntialiasingByDefault
    }
}
