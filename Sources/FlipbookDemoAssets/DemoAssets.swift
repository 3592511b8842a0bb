import FlipbookRaster

/// The demos' input pictures, painted procedurally by Flipbook's own code.
///
/// The original demos use photos of real people and game art; Flipbook ships stand-ins with the
/// same aspect ratios (and the same pixel sizes where that keeps the repository small). Every
/// picture is deterministic: the same name and scale give byte-identical bitmaps on every run.
/// `flipbook assets -o assets/` writes them as PNG files named `<name>.png`.
public enum DemoAssets {
    /// One stand-in picture: its file name, the original asset it replaces, and its sizes.
    public struct Spec: Hashable, Sendable {
        /// File name stem, without spaces (e.g. `"taylor-swift-00001"`); the PNG is `<name>.png`.
        public let name: String
        /// The asset name in the original demo's project (e.g. `"Taylor Swift 00001"`).
        public let originalName: String
        /// Stored size in pixels at scale 1.
        public let width: Int, height: Int
        /// The original asset's size in pixels. Where it differs from the stored size the aspect
        /// ratio is kept (exactly, or within 0.05 %), since the demos draw these images aspect-filled.
        public let originalWidth: Int, originalHeight: Int
        /// What the stand-in depicts.
        public let summary: String
    }

    /// Every stand-in, in the order the demos introduce them.
    public static let specs: [Spec] = [
        Spec(name: "001", originalName: "001", width: 1600, height: 1600, originalWidth: 1600, originalHeight: 1600,
             summary: "MagicMove card: a hooded figure with rim light on a near-black, smoky background"),
        Spec(name: "taylor", originalName: "taylor", width: 883, height: 1410, originalWidth: 3532, originalHeight: 5640,
             summary: "Flip first screen: a summer harbour, skyline and a figure seated on a boat deck"),
        Spec(name: "pure", originalName: "pure", width: 1200, height: 1800, originalWidth: 1200, originalHeight: 1800,
             summary: "Flip second screen: a portrait silhouette before a glowing floral kaleidoscope"),
        Spec(name: "taylor-swift-00001", originalName: "Taylor Swift 00001", width: 1030, height: 1545,
             originalWidth: 2059, originalHeight: 3089,
             summary: "Segue first screen: a figure in a dark dress standing in a light grey studio"),
        Spec(name: "taylor-swift-00006", originalName: "Taylor Swift 00006", width: 920, height: 1378,
             originalWidth: 2759, originalHeight: 4134,
             summary: "Segue second screen: a profile portrait in a floral top before a brown curtain"),
        Spec(name: "Bubbles", originalName: "Bubbles", width: 908, height: 908, originalWidth: 908, originalHeight: 908,
             summary: "Scale photo: a goldfish with bubbles in blue water"),
        Spec(name: "BackgroundPaws", originalName: "BackgroundPaws", width: 250, height: 220,
             originalWidth: 250, originalHeight: 220,
             summary: "Scale background: a tileable pattern of faint grey paw prints on transparent"),
    ]

    /// The spec for a file name stem or an original asset name; nil when unknown.
    public static func spec(named name: String) -> Spec? {
        specs.first { $0.name == name || $0.originalName == name }
    }

    /// Paints one stand-in.
    ///
    /// - Parameters:
    ///   - name: a ``Spec/name`` or ``Spec/originalName``.
    ///   - scale: resolution factor; the bitmap is `round(width · scale) × round(height · scale)`
    ///     pixels (at least 1×1). Default 1, the stored size. Small scales make quick previews.
    /// - Returns: the premultiplied bitmap, or nil for an unknown name.
    public static func make(_ name: String, scale: Double = 1) -> Bitmap? {
        spec(named: name).map { paint($0, scale: scale) }
    }

    /// Every stand-in with its file name stem, in ``specs`` order.
    /// - Parameter scale: resolution factor as in ``make(_:scale:)``; default 1.
    public static func all(scale: Double = 1) -> [(name: String, bitmap: Bitmap)] {
        specs.map { ($0.name, paint($0, scale: scale)) }
    }

    private static func paint(_ spec: Spec, scale: Double) -> Bitmap {
        switch spec.name {
        case "001": return HoodedFigureArt.paint(scale: scale)
        case "taylor": return HarbourArt.paint(scale: scale)
        case "pure": return KaleidoscopeArt.paint(scale: scale)
        case "taylor-swift-00001": return StudioFigureArt.paint(scale: scale)
        case "taylor-swift-00006": return CurtainPortraitArt.paint(scale: scale)
        case "Bubbles": return GoldfishArt.paint(scale: scale)
        default: return PawTileArt.paint(scale: scale)
        }
    }
}
