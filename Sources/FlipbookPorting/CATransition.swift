import FlipbookAnimation
import FlipbookKit
import FlipbookLayers

/// `CATransitionType`: FlipbookLayers' `LayerTransitionType` (`.fade`, `.moveIn`, `.push`,
/// `.reveal`, and iOS's private `"cube"`, `"oglFlip"` and `"flip"`; any other name is drawn as
/// a fade, with a diagnostic).
public typealias CATransitionType = LayerTransitionType
/// `CATransitionSubtype`: FlipbookLayers' `LayerTransitionSubtype`.
public typealias CATransitionSubtype = LayerTransitionSubtype

/// `kCATransition`: the key Core Animation adds a transition under.
public let kCATransition = LayerTransition.key
/// `kCATransitionFade`: ``CATransitionType`` `.fade`.
public let kCATransitionFade = CATransitionType.fade
/// `kCATransitionMoveIn`: ``CATransitionType`` `.moveIn`.
public let kCATransitionMoveIn = CATransitionType.moveIn
/// `kCATransitionPush`: ``CATransitionType`` `.push`.
public let kCATransitionPush = CATransitionType.push
/// `kCATransitionReveal`: ``CATransitionType`` `.reveal`.
public let kCATransitionReveal = CATransitionType.reveal
/// `kCATransitionFromRight`: ``CATransitionSubtype`` `.fromRight`.
public let kCATransitionFromRight = CATransitionSubtype.fromRight
/// `kCATransitionFromLeft`: ``CATransitionSubtype`` `.fromLeft`.
public let kCATransitionFromLeft = CATransitionSubtype.fromLeft
/// `kCATransitionFromTop`: ``CATransitionSubtype`` `.fromTop`.
public let kCATransitionFromTop = CATransitionSubtype.fromTop
/// `kCATransitionFromBottom`: ``CATransitionSubtype`` `.fromBottom`.
public let kCATransitionFromBottom = CATransitionSubtype.fromBottom

/// `CATransition`: an animation of a layer's whole look, from how it shows when the transition
/// is added to how its model shows while it runs (FlipbookLayers' `LayerTransition`; see the
/// article “Layer transitions” there).
///
/// Add it with `layer.add(transition, forKey: kCATransition)`, usually just before or after
/// changing the layer (adding or removing sublayers, new contents, a new background). The
/// duration, timing function, delegate and `isRemovedOnCompletion` work as for every
/// ``CAAnimation``.
///
/// > Important: Core Animation freezes the look of the last committed frame, so changes made
/// > earlier in the same run-loop turn are part of the new look. Flipbook leaves out of the old
/// > look the sublayers added in that turn (a subview added just before the transition comes in
/// > with it), but property changes and removals made before the transition are in the old
/// > look: add the transition before those.
open class CATransition: CAAnimation {
    /// How the old look gives way. Default `.fade`.
    open var type: CATransitionType = .fade
    /// The side the new look comes from, for `.moveIn`, `.push`, `.reveal`, `"cube"` and the
    /// flips. Default `nil` (drawn from the left).
    open var subtype: CATransitionSubtype?
    /// The progress at the start, 0…1. Default 0.
    open var startProgress: Float = 0
    /// The progress at the end, 0…1. Default 1.
    open var endProgress: Float = 1

    /// A transition with Core Animation's defaults (a quarter-second fade).
    public override init() { super.init() }

    /// A copy of `other`'s properties; see ``CAAnimation/init(copying:)``.
    public required init(copying other: CAAnimation) {
        let typed = other as? CATransition
        type = typed?.type ?? .fade
        subtype = typed?.subtype
        startProgress = typed?.startProgress ?? 0
        endProgress = typed?.endProgress ?? 1
        super.init(copying: other)
    }

    /// A FlipbookLayers `LayerTransition` with this object's values and timing. A type Flipbook
    /// does not draw (iOS's private `"rippleEffect"`, `"suckEffect"`, `"rotate"`, …) is drawn
    /// as a fade and reported as the `animation.transitionType` diagnostic; `"cube"`,
    /// `"oglFlip"`, `"flip"`, `"pageCurl"`, `"pageUnCurl"` and the `"cameraIris…"` are drawn.
    open override func layerAnimation(for layer: Layer, beginTime begin: Double) throws -> any Animation {
        if !type.isDrawn {
            Application.current?.report(
                KitDiagnostic(
                    code: "animation.transitionType",
                    message: "CATransition type \"\(type.rawValue)\" is not drawn by Flipbook; it is drawn as a fade"))
        }
        return LayerTransition(
            type: type.isDrawn ? type : .fade, subtype: subtype,
            timing: mediaTiming(beginTime: begin),
            timingFunction: timingFunction?.timingFunction ?? .linear,
            startProgress: Double(startProgress), endProgress: Double(endProgress))
    }
}
