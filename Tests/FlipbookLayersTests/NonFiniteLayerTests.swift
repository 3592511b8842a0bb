import FlipbookGeometry
import FlipbookLayers
import FlipbookRaster
import Testing

/// Layers set to NaN, infinite or huge values build render trees and render without trapping.
@Suite struct NonFiniteLayerTests {
    static let hostile: [Double] = [.nan, .infinity, -.infinity, 1e308]

    @Test func canvasAndSnapshotSizesThatAreNotFiniteGiveEmptyTrees() {
        let layer = Layer()
        layer.bounds = Rect(x: 0, y: 0, width: 10, height: 10)
        for v in NonFiniteLayerTests.hostile where !v.isFinite {
            let tree = layer.renderTree(canvasSize: Size(width: v, height: 10), scale: 2)
            #expect(tree.pixelWidth == 0 && tree.pixelHeight == 20)
            #expect(layer.renderTree(canvasSize: Size(width: 10, height: 10), scale: v).pixelWidth == 0)
            layer.bounds = Rect(x: 0, y: 0, width: v, height: 10)
            #expect(layer.snapshotRenderTree(scale: 2).pixelWidth == 0)
            layer.bounds = Rect(x: 0, y: 0, width: 10, height: 10)
        }
    }

    @Test func layerPropertiesThatAreNotFiniteRenderWithoutTrapping() {
        let setters: [(String, (Layer, Double) -> Void)] = [
            ("position.x", { $0.position.x = $1 }), ("bounds.width", { $0.bounds.size.width = $1 }),
            ("anchorPoint.y", { $0.anchorPoint.y = $1 }), ("zPosition", { $0.zPosition = $1 }),
            ("opacity", { $0.opacityValue = $1 }), ("cornerRadius", { $0.cornerRadius = $1 }),
            ("borderWidth", { $0.borderWidth = $1 }), ("shadowRadius", { $0.shadowRadius = $1 }),
            ("shadowOffset.height", { $0.shadowOffset.height = $1 }),
            ("transform.m34", { $0.transform.m34 = $1 }), ("transform.m11", { $0.transform.m11 = $1 }),
            ("sublayerTransform.m42", { $0.sublayerTransform.m42 = $1 }),
        ]
        for (name, set) in setters {
            for v in NonFiniteLayerTests.hostile {
                let root = Layer()
                root.bounds = Rect(x: 0, y: 0, width: 40, height: 30)
                root.position = Point(x: 20, y: 15)
                let child = Layer()
                child.bounds = Rect(x: 0, y: 0, width: 20, height: 10)
                child.position = Point(x: 20, y: 15)
                child.backgroundColor = Color(red: 1, green: 0, blue: 0)
                child.shadowOpacity = 0.5
                child.borderWidth = 1
                child.cornerRadius = 3
                root.addSublayer(child)
                set(child, v)
                let b = Renderer().render(root.renderTree(canvasSize: Size(width: 40, height: 30), scale: 2))
                #expect(b.width == 80 && b.height == 60, "\(name) = \(v)")
            }
        }
    }
}
