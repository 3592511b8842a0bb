import FlipbookKit

/// Size-class variations (`<variation key="heightClass=compact">`), resolved once against the
/// render's traits when the file loads: the device preset and orientation give the size classes
/// (``FlipbookKit/DevicePreset/sizeClasses(landscape:)``). A clip renders one trait collection,
/// so a loaded scene does not switch variations later (UIKit does on a trait change).
extension InterfaceBuilderLoader {
    /// The size classes the file's variations are matched against: the current application's.
    var sizeClasses: (width: UserInterfaceSizeClass, height: UserInterfaceSizeClass) {
        let traits = TraitCollection.current
        return (traits.horizontalSizeClass, traits.verticalSizeClass)
    }

    /// The number of size classes a variation key names when it matches the render's traits
    /// (its specificity), `nil` when it does not match; `key` is `default`, or classes joined by
    /// `-` (`heightClass=compact-widthClass=regular`). An unknown part is reported and never matches.
    func variationSpecificity(_ key: String?, scene: String?, element: String?) -> Int? {
        guard let key else { return nil }
        if key == "default" { return 0 }
        let classes = sizeClasses
        var count = 0
        for part in key.split(separator: "-") {
            let pair = part.split(separator: "=", maxSplits: 1).map(String.init)
            let value: UserInterfaceSizeClass? = pair.count == 2 ? ["compact": .compact, "regular": .regular][pair[1]] : nil
            switch (pair.first, value) {
            case ("widthClass"?, let value?): if classes.width != value { return nil }
            case ("heightClass"?, let value?): if classes.height != value { return nil }
            default:
                warn("size-class variation '\(key)' is not understood; it is not applied", scene: scene, element: element)
                return nil
            }
            count += 1
        }
        return count
    }

    /// The variations of `element` that apply, the default first, then the more specific last.
    func matchingVariations(of element: InterfaceBuilderElement, scene: String?) -> [InterfaceBuilderElement] {
        element.children.filter { $0.tag == "variation" }
            .compactMap { variation in
                variationSpecificity(variation.key, scene: scene, element: element.id).map { (variation, $0) }
            }
            .enumerated().sorted { ($0.element.1, $0.offset) < ($1.element.1, $1.offset) }
            .map(\.element.0)
    }

    /// `element` with the attributes and keyed children its matching variations set (a
    /// constraint's constant, a stack's axis, a label's font for compact height …).
    func resolvingVariations(_ element: InterfaceBuilderElement, scene: String?) -> InterfaceBuilderElement {
        let variations = matchingVariations(of: element, scene: scene).filter { $0.key != "default" }
        guard !variations.isEmpty else { return element }
        var attributes = element.attributes
        var children = element.children
        for variation in variations {
            for (name, value) in variation.attributes where name != "key" { attributes[name] = value }
            for child in variation.children where child.tag != "mask" {
                if let key = child.key, let index = children.firstIndex(where: { $0.tag != "variation" && $0.key == key }) {
                    children[index] = child
                } else {
                    children.append(child)
                }
            }
        }
        return InterfaceBuilderElement(tag: element.tag, attributes: attributes, children: children, text: element.text)
    }

    /// Applies the installed masks of a view's variations: the default's excluded constraints and
    /// subviews are not made or installed, unless a matching variation includes them again (and a
    /// matching variation may exclude more).
    func applyVariationMasks(of element: InterfaceBuilderElement, scene: String?) {
        for variation in matchingVariations(of: element, scene: scene) {
            for mask in variation.children("mask") {
                guard mask.key == "constraints" || mask.key == "subviews" else {
                    warn("size-class mask '\(mask.key ?? "")' is not applied", scene: scene, element: element.id)
                    continue
                }
                for exclude in mask.children("exclude") {
                    if let reference = exclude["reference"] { current.excluded.insert(reference) }
                }
                for include in mask.children("include") {
                    if let reference = include["reference"] { current.excluded.remove(reference) }
                }
            }
        }
    }
}
