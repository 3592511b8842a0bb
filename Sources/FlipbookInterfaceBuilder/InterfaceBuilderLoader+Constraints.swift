import Foundation
import FlipbookKit

/// Making the constraints a file holds, once every view of the session exists (UIKit's nib
/// loading installs each `<constraint>` on the view whose `constraints` list holds it).
extension InterfaceBuilderLoader {
    /// The layout attributes by the names Interface Builder writes.
    static let layoutAttributes: [String: LayoutConstraint.Attribute] = [
        "left": .left, "right": .right, "top": .top, "bottom": .bottom, "leading": .leading, "trailing": .trailing,
        "width": .width, "height": .height, "centerX": .centerX, "centerY": .centerY, "baseline": .lastBaseline,
        "lastBaseline": .lastBaseline, "firstBaseline": .firstBaseline, "leftMargin": .leftMargin,
        "rightMargin": .rightMargin, "topMargin": .topMargin, "bottomMargin": .bottomMargin,
        "leadingMargin": .leadingMargin, "trailingMargin": .trailingMargin,
        "centerXWithinMargins": .centerXWithinMargins, "centerYWithinMargins": .centerYWithinMargins,
    ]

    static let layoutRelations: [String: LayoutConstraint.Relation] = [
        "equal": .equal, "lessThanOrEqual": .lessThanOrEqual, "greaterThanOrEqual": .greaterThanOrEqual,
    ]

    /// Reads the `<constraints>` of a view element into the session (made in ``applyConstraints(_:scene:)``).
    func collectConstraints(_ element: InterfaceBuilderElement, owner: String?, scene: String?) {
        for constraint in element.children("constraint").map({ resolvingVariations($0, scene: scene) }) {
            do {
                let parsed = try InterfaceBuilderConstraint(constraint, owner: owner, file: file, scene: scene)
                let known: Set<String> = [
                    "id", "firstItem", "firstAttribute", "secondItem", "secondAttribute", "relation",
                    "multiplier", "constant", "priority", "identifier", "placeholder", "symbolic",
                ]
                for key in constraint.attributes.keys.sorted() where !known.contains(key) {
                    warn("constraint attribute \(key)=\"\(constraint[key] ?? "")\" is not read", scene: scene, element: parsed.id)
                }
                current.constraints.append(parsed)
            } catch let error as InterfaceBuilderError { current.errors.append(error) } catch {}
        }
    }

    /// Records the layout guides a view element names (`<viewLayoutGuide key="safeArea">`, the
    /// margins guide) so that constraints can refer to them by id.
    func collectLayoutGuide(_ element: InterfaceBuilderElement, of view: View, scene: String?) {
        guard let id = element.id else { return }
        switch element.key {
        case "safeArea": current.guides[id] = .guide(view.safeAreaLayoutGuide)
        case "layoutMargins", "layoutMarginsGuide": current.guides[id] = .guide(view.layoutMarginsGuide)
        case "contentLayoutGuide" where view is ScrollView:
            current.guides[id] = .guide((view as! ScrollView).contentLayoutGuide)
        case "frameLayoutGuide" where view is ScrollView:
            current.guides[id] = .guide((view as! ScrollView).frameLayoutGuide)
        default: warn("layout guide '\(element.key ?? "")' is not made", scene: scene, element: id)
        }
    }

    /// Records a controller's `topLayoutGuide`/`bottomLayoutGuide` (files before iOS 11): their
    /// inner edges are the safe area's edges, their outer edges the view's.
    func collectControllerLayoutGuides(_ element: InterfaceBuilderElement, view: View) {
        for guide in element.child("layoutGuides")?.children("viewControllerLayoutGuide") ?? [] {
            guard let id = guide.id else { continue }
            current.guides[id] = guide["type"] == "bottom" ? .bottomLayoutGuide(view) : .topLayoutGuide(view)
        }
    }

    /// Makes and installs the session's constraints. A constraint naming an id the session does
    /// not hold, or an attribute Kit has no name for, is an error naming the constraint.
    func applyConstraints(_ session: Session, scene: String?) {
        for id in session.excluded.sorted() {
            (session.objects[id] as? View)?.removeFromSuperview()
        }
        for parsed in session.constraints where !parsed.isPlaceholder && !session.excluded.contains(parsed.id) {
            guard let holder = parsed.owner.flatMap({ session.objects[$0] as? View }) else {
                fail(.missingDestination(parsed.owner ?? "(no owner)"), scene: scene, element: parsed.id)
                continue
            }
            guard let attribute1 = Self.layoutAttributes[parsed.firstAttribute] else {
                fail(.unsupportedAttribute(key: "firstAttribute", value: parsed.firstAttribute), scene: scene, element: parsed.id)
                continue
            }
            guard let relation = Self.layoutRelations[parsed.relation] else {
                fail(.unsupportedAttribute(key: "relation", value: parsed.relation), scene: scene, element: parsed.id)
                continue
            }
            guard
                let (item1, a1) = item(
                    parsed.firstItem, attribute1, holder: holder, session: session, scene: scene, id: parsed.id)
            else {
                continue
            }
            var item2: AnyObject?
            var a2 = LayoutConstraint.Attribute.notAnAttribute
            if let second = parsed.secondItem {
                guard let name = parsed.secondAttribute, let attribute2 = Self.layoutAttributes[name] else {
                    fail(
                        .unsupportedAttribute(key: "secondAttribute", value: parsed.secondAttribute ?? "(none)"),
                        scene: scene, element: parsed.id)
                    continue
                }
                guard let resolved = item(second, attribute2, holder: holder, session: session, scene: scene, id: parsed.id)
                else {
                    continue
                }
                (item2, a2) = resolved
            }
            let constraint = LayoutConstraint(
                item: item1, attribute: a1, relatedBy: relation, toItem: item2, attribute: a2,
                multiplier: parsed.multiplier, constant: parsed.constant)
            constraint.priority = LayoutPriority(Float(parsed.priority))
            constraint.identifier = parsed.identifier
            holder.addConstraint(constraint)
            if !parsed.id.isEmpty { session.objects[parsed.id] = constraint }
        }
    }

    /// The item (a view or a layout guide) and attribute a constraint's end names; `nil` id is
    /// the view that holds the constraint.
    private func item(
        _ id: String?, _ attribute: LayoutConstraint.Attribute, holder: View, session: Session,
        scene: String?, id constraintID: String
    ) -> (AnyObject, LayoutConstraint.Attribute)? {
        guard let id else { return (holder, attribute) }
        if let view = session.objects[id] as? View { return (view, attribute) }
        switch session.guides[id] {
        case let .guide(guide)?: return (guide, attribute)
        case let .topLayoutGuide(view)?:
            return attribute == .bottom ? (view.safeAreaLayoutGuide, .top) : (view, attribute)
        case let .bottomLayoutGuide(view)?:
            return attribute == .top ? (view.safeAreaLayoutGuide, .bottom) : (view, attribute)
        case nil:
            fail(.missingDestination(id), scene: scene, element: constraintID)
            return nil
        }
    }
}
