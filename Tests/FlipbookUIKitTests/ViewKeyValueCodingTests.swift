import FlipbookUIKit
import Testing

/// `value(forKey:)` / `setValue(_:forKey:)` on views, as MotionAnimation reads and writes a view's
/// frame, colour and layer transform by name.
@Suite(.serialized) struct ViewKeyValueCodingTests {
    @Test func frameAndBackgroundColorByName() {
        let view = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect((view.value(forKey: "frame") as! NSValue).cgRectValue == CGRect(x: 1, y: 2, width: 3, height: 4))
        view.setValue(NSValue(cgRect: CGRect(x: 10, y: 20, width: 30, height: 40)), forKey: "frame")
        #expect(view.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect((view.value(forKey: "center") as! NSValue).cgPointValue == CGPoint(x: 25, y: 40))
        view.setValue(UIColor.red, forKey: "backgroundColor")
        #expect(view.value(forKey: "backgroundColor") as? UIColor == UIColor.red)
        view.setValue(0.5, forKey: "alpha")
        #expect((view.value(forKey: "alpha") as! NSNumber).doubleValue == 0.5)
    }

    @Test func layerTransformKeyPathsThroughTheView() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.setValue(Double.pi / 2, forKeyPath: "layer.transform.rotation.z")
        #expect(abs((view.value(forKeyPath: "layer.transform.rotation.z") as! NSNumber).doubleValue - .pi / 2) < 1e-9)
        view.setValue(2.0, forKeyPath: "layer.transform.scale")
        #expect(abs((view.value(forKeyPath: "layer.transform.scale.x") as! NSNumber).doubleValue - 2) < 1e-9)
    }

    @Test func anUndefinedKeyIsReportedNotRaised() {
        let app = Application(statusBar: nil)
        let view = UIView(frame: .zero)
        #expect(view.value(forKey: "noSuchKey") == nil)
        view.setValue(1, forKey: "noSuchKey")
        view.setValue("text", forKey: "frame")
        #expect(app.diagnostics.map(\.code) == ["kvc.undefinedKey", "kvc.wrongValue"])
        Application.current = nil
    }
}
