import FlipbookKit
import FlipbookRaster

/// Applying the attributes of switch, slider and segmented control elements, inside their
/// `init?(coder:)` (after the control made its parts).
extension InterfaceBuilderLoader {
    /// The attributes of `switch`, `slider` and `segmentedControl` elements that
    /// ``decodeControl(_:element:scene:)`` applies (or that draw nothing).
    static let controlAttributes: Set<String> = [
        "on", "value", "minValue", "maxValue", "continuous", "segmentControlStyle", "selectedSegmentIndex",
        "momentary", "apportionsSegmentWidthsByContent", "title",
    ]

    /// Applies a control element's value, range, segments and colours.
    func decodeControl(_ control: Control, element: InterfaceBuilderElement, scene: String?) {
        let id = element.id
        func colour(_ key: String) -> Color? {
            element.child("color", key: key).flatMap { color($0, scene: scene, owner: id) }
        }
        switch control {
        case let toggle as Switch:
            if let v = element["on"] { toggle.isOn = bool(v) }
            if let c = colour("onTintColor") { toggle.onTintColor = c }
            if let c = colour("thumbTintColor") { toggle.thumbTintColor = c }
        case let slider as Slider:
            // Range first, so that the value is clamped to the file's range, not the default one.
            if let n = number(element["minValue"], key: "minValue", scene: scene, element: id) { slider.minimumValue = Float(n) }
            if let n = number(element["maxValue"], key: "maxValue", scene: scene, element: id) { slider.maximumValue = Float(n) }
            if let n = number(element["value"], key: "value", scene: scene, element: id) { slider.value = Float(n) }
            if let v = element["continuous"] { slider.isContinuous = bool(v) }
            if let c = colour("minimumTrackTintColor") { slider.minimumTrackTintColor = c }
            if let c = colour("maximumTrackTintColor") { slider.maximumTrackTintColor = c }
            if let c = colour("thumbTintColor") { slider.thumbTintColor = c }
        case let segmented as SegmentedControl:
            for segment in element.child("segments")?.children("segment") ?? [] {
                if segment["image"] != nil {
                    warn("a segment's image is not drawn (Kit draws segment titles)", scene: scene, element: id)
                }
                segmented.insertSegment(withTitle: segment["title"], at: segmented.numberOfSegments, animated: false)
            }
            if let n = number(element["selectedSegmentIndex"], key: "selectedSegmentIndex", scene: scene, element: id) {
                segmented.selectedSegmentIndex = Int(n)
            }
            if let c = colour("selectedSegmentTintColor") { segmented.selectedSegmentTintColor = c }
            if element["momentary"] == "YES" {
                warn("a momentary segmented control keeps its selection in Kit", scene: scene, element: id)
            }
            if element["apportionsSegmentWidthsByContent"] == "YES" {
                warn(
                    "segments are drawn equally wide (apportionsSegmentWidthsByContent is not applied)", scene: scene, element: id
                )
            }
        default:
            break
        }
    }
}
