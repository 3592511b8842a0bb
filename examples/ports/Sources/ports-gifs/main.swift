import BubbleTransitionApp
import EasyTransitionsApp
import ElasticTransitionApp
import FlipbookCLI
import IBAnimatableApp
import PanModalApp
import PresentrApp
import ZoomTransitioningApp

// The whole `flipbook` command line (list, render, still, info, …) for the example apps ported
// whole (apps.txt): one demo per transition each app offers, built by its touch script
// (Apps/<Target>). `swift run -c release ports-gifs render zoom-app-push -o zoom-app-push.gif`.
/// One demo per other row of Presentr's first screen, named and summarised from its touch script.
let presentrRowDemos = PresentrAppScript.otherRows.map { row in
    Demo(name: "presentr-app-\(row.name)-present", summary: "Presentr's example app: \(row.title)") {
        PresentrAppScript.presentRow(named: row.name, scale: $0 ?? 2)
    }
}

let appDemos: [Demo] = [
    Demo(
        name: "ibanimatable-app-present",
        summary: "IBAnimatable's example app: Playground, Transitions, fade(in), then Tap to present cross-fades (0.75 s)"
    ) {
        IBAnimatableAppScript.present(scale: $0 ?? 2)
    },
    Demo(
        name: "ibanimatable-app-dismiss",
        summary: "IBAnimatable's example app: present, then Tap to dismiss unwinds and cross-fades back (0.75 s)"
    ) {
        IBAnimatableAppScript.dismiss(scale: $0 ?? 2)
    },
    Demo(
        name: "ibanimatable-app-present-with-gesture",
        summary: "IBAnimatable's example app: present, then Tap to present via segue with gesture cross-fades (0.75 s)"
    ) {
        IBAnimatableAppScript.presentWithGesture(scale: $0 ?? 2)
    },
    Demo(
        name: "ibanimatable-app-dismiss-interactive-cancel",
        summary: "IBAnimatable's example app: a 90 pt pan scrubs the fade dismissal to 24 % and lets go; it cancels"
    ) {
        IBAnimatableAppScript.dismissInteractiveCancel(scale: $0 ?? 2)
    },
    Demo(
        name: "ibanimatable-app-push",
        summary: "IBAnimatable's example app: Playground, Transitions, fade(in), then Tap to push cross-fades (0.75 s)"
    ) {
        IBAnimatableAppScript.push(scale: $0 ?? 2)
    },
    Demo(
        name: "ibanimatable-app-pop",
        summary: "IBAnimatable's example app: push, then the back button's pop cross-fades back (0.75 s)"
    ) {
        IBAnimatableAppScript.pop(scale: $0 ?? 2)
    },
    Demo(
        name: "ibanimatable-app-slide-present",
        summary: "IBAnimatable's example app: slide(left, fade), Tap to present slides and fades in (0.75 s)"
    ) {
        IBAnimatableAppScript.present(IBAnimatableAppScript.slideLeftFade, scale: $0 ?? 2)
    },
    Demo(
        name: "ibanimatable-app-slide-dismiss",
        summary: "IBAnimatable's example app: slide(left, fade) presented, Tap to dismiss slides back (0.75 s)"
    ) {
        IBAnimatableAppScript.dismiss(IBAnimatableAppScript.slideLeftFade, scale: $0 ?? 2)
    },
    Demo(
        name: "ibanimatable-app-flip-present",
        summary: "IBAnimatable's example app: flip(left), Tap to present folds the halves over (0.75 s)"
    ) {
        IBAnimatableAppScript.present(IBAnimatableAppScript.flipLeft, scale: $0 ?? 2)
    },
    Demo(
        name: "ibanimatable-app-portal-present",
        summary: "IBAnimatable's example app: portal(forward,0.3), the halves part and the new screen zooms (0.75 s)"
    ) {
        IBAnimatableAppScript.present(IBAnimatableAppScript.portalForward, scale: $0 ?? 2)
    },
    Demo(
        name: "ibanimatable-app-natgeo-present",
        summary: "IBAnimatable's example app: natGeo(left), the screen swings away like a page (0.75 s)"
    ) {
        IBAnimatableAppScript.present(IBAnimatableAppScript.natGeoLeft, scale: $0 ?? 2)
    },
    Demo(
        name: "ibanimatable-app-cards-present",
        summary: "IBAnimatable's example app: cards(forward), the screen drops, the next tilts up (0.75 s)"
    ) {
        IBAnimatableAppScript.present(IBAnimatableAppScript.cardsForward, scale: $0 ?? 2)
    },
    Demo(
        name: "ibanimatable-app-turn-present",
        summary: "IBAnimatable's example app: turn(left), the screens turn about the vertical axis (0.75 s)"
    ) {
        IBAnimatableAppScript.present(IBAnimatableAppScript.turnLeft, scale: $0 ?? 2)
    },
    Demo(
        name: "ibanimatable-app-fold-present",
        summary: "IBAnimatable's example app: fold(left), the screen folds away in strips (0.75 s)"
    ) {
        IBAnimatableAppScript.present(IBAnimatableAppScript.foldLeft, scale: $0 ?? 2)
    },
    Demo(
        name: "ibanimatable-app-explode-present",
        summary: "IBAnimatable's example app: explode, the screen breaks into flying pieces (0.75 s)"
    ) {
        IBAnimatableAppScript.present(IBAnimatableAppScript.explode, scale: $0 ?? 2)
    },
    Demo(
        name: "ibanimatable-app-system-push",
        summary: "IBAnimatable's example app: systemPush(left), Tap to push runs a push CATransition (0.75 s)"
    ) {
        IBAnimatableAppScript.push(IBAnimatableAppScript.systemPushLeft, scale: $0 ?? 2)
    },
    Demo(
        name: "ibanimatable-app-system-cube-push",
        summary: "IBAnimatable's example app: systemCube(left), Tap to push turns a cube CATransition (0.75 s)"
    ) {
        IBAnimatableAppScript.push(IBAnimatableAppScript.systemCubeLeft, scale: $0 ?? 2)
    },
    Demo(
        name: "ibanimatable-app-system-cube-top-push",
        summary: "IBAnimatable's example app: systemCube(top), Tap to push turns a cube CATransition upwards (0.75 s)"
    ) {
        IBAnimatableAppScript.push(IBAnimatableAppScript.systemCubeTop, scale: $0 ?? 2)
    },
    Demo(
        name: "ibanimatable-app-system-flip-push",
        summary: "IBAnimatable's example app: systemFlip(left), Tap to push runs a flip CATransition (0.75 s)"
    ) {
        IBAnimatableAppScript.push(IBAnimatableAppScript.systemFlipLeft, scale: $0 ?? 2)
    },
    Demo(
        name: "ibanimatable-app-system-flip-top-push",
        summary: "IBAnimatable's example app: systemFlip(top), Tap to push flips about the horizontal axis (0.75 s)"
    ) {
        IBAnimatableAppScript.push(IBAnimatableAppScript.systemFlipTop, scale: $0 ?? 2)
    },
    Demo(
        name: "ibanimatable-app-system-cube-right-push",
        summary: "IBAnimatable's example app: systemCube(right), Tap to push turns the cube from the right (0.75 s)"
    ) {
        IBAnimatableAppScript.push(IBAnimatableAppScript.systemCubeRight, scale: $0 ?? 2)
    },
    Demo(
        name: "ibanimatable-app-system-cube-bottom-push",
        summary: "IBAnimatable's example app: systemCube(bottom), Tap to push turns the cube downwards (0.75 s)"
    ) {
        IBAnimatableAppScript.push(IBAnimatableAppScript.systemCubeBottom, scale: $0 ?? 2)
    },
    Demo(
        name: "ibanimatable-app-system-flip-right-push",
        summary: "IBAnimatable's example app: systemFlip(right), Tap to push flips the right edge forwards (0.75 s)"
    ) {
        IBAnimatableAppScript.push(IBAnimatableAppScript.systemFlipRight, scale: $0 ?? 2)
    },
    Demo(
        name: "ibanimatable-app-system-flip-bottom-push",
        summary: "IBAnimatable's example app: systemFlip(bottom), Tap to push flips the bottom edge forwards (0.75 s)"
    ) {
        IBAnimatableAppScript.push(IBAnimatableAppScript.systemFlipBottom, scale: $0 ?? 2)
    },
    Demo(
        name: "ibanimatable-app-system-push-pop",
        summary: "IBAnimatable's example app: systemPush(left) pushed, the back item pops it from the right (0.75 s)"
    ) {
        IBAnimatableAppScript.pop(IBAnimatableAppScript.systemPushLeft, scale: $0 ?? 2)
    },
    Demo(
        name: "ibanimatable-app-system-cube-pop",
        summary: "IBAnimatable's example app: systemCube(left) pushed, the back item turns the cube back (0.75 s)"
    ) {
        IBAnimatableAppScript.pop(IBAnimatableAppScript.systemCubeLeft, scale: $0 ?? 2)
    },
    Demo(
        name: "ibanimatable-app-system-flip-pop",
        summary: "IBAnimatable's example app: systemFlip(left) pushed, its pop runs flip(right), the halves fold (0.75 s)"
    ) {
        IBAnimatableAppScript.pop(IBAnimatableAppScript.systemFlipLeft, scale: $0 ?? 2)
    },
    Demo(
        name: "ibanimatable-app-system-cube-top-pop",
        summary: "IBAnimatable's example app: systemCube(top) pushed, the back item turns the cube back up (0.75 s)"
    ) {
        IBAnimatableAppScript.pop(IBAnimatableAppScript.systemCubeTop, scale: $0 ?? 2)
    },
    Demo(
        name: "ibanimatable-app-system-flip-top-pop",
        summary: "IBAnimatable's example app: systemFlip(top) pushed, its pop runs flip(bottom), the halves fold (0.75 s)"
    ) {
        IBAnimatableAppScript.pop(IBAnimatableAppScript.systemFlipTop, scale: $0 ?? 2)
    },
    Demo(
        name: "ibanimatable-app-flip-dismiss",
        summary: "IBAnimatable's example app: flip(left) presented, Tap to dismiss flips back (0.75 s)"
    ) {
        IBAnimatableAppScript.dismiss(IBAnimatableAppScript.flipLeft, scale: $0 ?? 2)
    },
    Demo(
        name: "ibanimatable-app-portal-dismiss",
        summary: "IBAnimatable's example app: portal presented, Tap to dismiss closes the doors (0.75 s)"
    ) {
        IBAnimatableAppScript.dismiss(IBAnimatableAppScript.portalForward, scale: $0 ?? 2)
    },
    Demo(
        name: "ibanimatable-app-natgeo-dismiss",
        summary: "IBAnimatable's example app: natGeo(left) presented, Tap to dismiss swings back (0.75 s)"
    ) {
        IBAnimatableAppScript.dismiss(IBAnimatableAppScript.natGeoLeft, scale: $0 ?? 2)
    },
    Demo(
        name: "ibanimatable-app-cards-dismiss",
        summary: "IBAnimatable's example app: cards presented, Tap to dismiss tilts it back (0.75 s)"
    ) {
        IBAnimatableAppScript.dismiss(IBAnimatableAppScript.cardsForward, scale: $0 ?? 2)
    },
    Demo(
        name: "ibanimatable-app-fold-dismiss",
        summary: "IBAnimatable's example app: fold(left) presented, Tap to dismiss folds it away from the right (0.75 s)"
    ) {
        IBAnimatableAppScript.dismiss(IBAnimatableAppScript.foldLeft, scale: $0 ?? 2)
    },
    Demo(
        name: "ibanimatable-app-explode-dismiss",
        summary: "IBAnimatable's example app: explode presented, Tap to dismiss breaks it into pieces too (0.75 s)"
    ) {
        IBAnimatableAppScript.dismiss(IBAnimatableAppScript.explode, scale: $0 ?? 2)
    },
    Demo(
        name: "ibanimatable-app-turn-dismiss",
        summary: "IBAnimatable's example app: turn(left) presented, Tap to dismiss turns back (0.75 s)"
    ) {
        IBAnimatableAppScript.dismiss(IBAnimatableAppScript.turnLeft, scale: $0 ?? 2)
    },
    Demo(
        name: "ibanimatable-app-system-cube-right-pop",
        summary: "IBAnimatable's example app: systemCube(right) pushed, the back item turns the cube back from the left (0.75 s)"
    ) {
        IBAnimatableAppScript.pop(IBAnimatableAppScript.systemCubeRight, scale: $0 ?? 2)
    },
    Demo(
        name: "ibanimatable-app-system-cube-bottom-pop",
        summary: "IBAnimatable's example app: systemCube(bottom) pushed, the back item turns the cube back down (0.75 s)"
    ) {
        IBAnimatableAppScript.pop(IBAnimatableAppScript.systemCubeBottom, scale: $0 ?? 2)
    },
    Demo(
        name: "ibanimatable-app-system-flip-right-pop",
        summary: "IBAnimatable's example app: systemFlip(right) pushed, its pop runs flip(left), the halves fold (0.75 s)"
    ) {
        IBAnimatableAppScript.pop(IBAnimatableAppScript.systemFlipRight, scale: $0 ?? 2)
    },
    Demo(
        name: "ibanimatable-app-system-flip-bottom-pop",
        summary: "IBAnimatable's example app: systemFlip(bottom) pushed, its pop runs flip(top), the halves fold (0.75 s)"
    ) {
        IBAnimatableAppScript.pop(IBAnimatableAppScript.systemFlipBottom, scale: $0 ?? 2)
    },
    Demo(
        name: "ibanimatable-app-slide-top-present",
        summary: "IBAnimatable's example app: slide(top, fade), Tap to present slides up and fades in (0.75 s)"
    ) {
        IBAnimatableAppScript.present(IBAnimatableAppScript.slideTopFade, scale: $0 ?? 2)
    },
    Demo(
        name: "ibanimatable-app-flip-right-present",
        summary: "IBAnimatable's example app: flip(right), Tap to present folds the right half over (0.75 s)"
    ) {
        IBAnimatableAppScript.present(IBAnimatableAppScript.flipRight, scale: $0 ?? 2)
    },
    Demo(
        name: "ibanimatable-app-portal-backward-present",
        summary: "IBAnimatable's example app: portal(backward), the new screen's halves close like doors over the old (0.75 s)"
    ) {
        IBAnimatableAppScript.present(IBAnimatableAppScript.portalBackward, scale: $0 ?? 2)
    },
    Demo(
        name: "ibanimatable-app-natgeo-right-present",
        summary: "IBAnimatable's example app: natGeo(right), the old screen swings off right, the new one swings in (0.75 s)"
    ) {
        IBAnimatableAppScript.present(IBAnimatableAppScript.natGeoRight, scale: $0 ?? 2)
    },
    Demo(
        name: "ibanimatable-app-cards-backward-present",
        summary: "IBAnimatable's example app: cards(backward), the old screen tilts back, the new one rises from below (0.75 s)"
    ) {
        IBAnimatableAppScript.present(IBAnimatableAppScript.cardsBackward, scale: $0 ?? 2)
    },
    Demo(
        name: "ibanimatable-app-turn-top-present",
        summary: "IBAnimatable's example app: turn(top), the screens turn about the horizontal axis (0.75 s)"
    ) {
        IBAnimatableAppScript.present(IBAnimatableAppScript.turnTop, scale: $0 ?? 2)
    },
    Demo(
        name: "ibanimatable-app-fold-top-present",
        summary: "IBAnimatable's example app: fold(top), the screen folds away in horizontal strips (0.75 s)"
    ) {
        IBAnimatableAppScript.present(IBAnimatableAppScript.foldTop, scale: $0 ?? 2)
    },
    Demo(
        name: "ibanimatable-app-explode-parameters-present",
        summary: "IBAnimatable's example app: explode(10.0,-20.0,20.0), the pieces turn through wider angles (0.75 s)"
    ) {
        IBAnimatableAppScript.present(IBAnimatableAppScript.explodeParameters, scale: $0 ?? 2)
    },
    Demo(
        name: "ibanimatable-app-system-page-curl-push",
        summary: "IBAnimatable's example app: systemPage(curl), Tap to push curls the old screen up off the top (0.75 s)"
    ) {
        IBAnimatableAppScript.push(IBAnimatableAppScript.systemPageCurl, scale: $0 ?? 2)
    },
    Demo(
        name: "ibanimatable-app-system-page-curl-pop",
        summary: "IBAnimatable's example app: systemPage(curl) pushed, the pop unrolls the earlier screen down (0.75 s)"
    ) {
        IBAnimatableAppScript.pop(IBAnimatableAppScript.systemPageCurl, scale: $0 ?? 2)
    },
    Demo(
        name: "ibanimatable-app-system-page-uncurl-push",
        summary: "IBAnimatable's example app: systemPage(unCurl), Tap to push unrolls the new screen down (0.75 s)"
    ) {
        IBAnimatableAppScript.push(IBAnimatableAppScript.systemPageUnCurl, scale: $0 ?? 2)
    },
    Demo(
        name: "ibanimatable-app-system-camera-iris-push",
        summary: "IBAnimatable's example app: systemCameraIris, Tap to push shuts an iris and opens it on the new screen (0.75 s)"
    ) {
        IBAnimatableAppScript.push(IBAnimatableAppScript.systemCameraIris, scale: $0 ?? 2)
    },
    Demo(
        name: "ibanimatable-app-system-camera-iris-open-push",
        summary: "IBAnimatable's example app: systemCameraIris(open), Tap to push opens an iris on the new screen (0.75 s)"
    ) {
        IBAnimatableAppScript.push(IBAnimatableAppScript.systemCameraIrisOpen, scale: $0 ?? 2)
    },
    Demo(
        name: "ibanimatable-app-system-camera-iris-close-push",
        summary: "IBAnimatable's example app: systemCameraIris(close), Tap to push shuts an iris over the old screen (0.75 s)"
    ) {
        IBAnimatableAppScript.push(IBAnimatableAppScript.systemCameraIrisClose, scale: $0 ?? 2)
    },
    Demo(
        name: "ibanimatable-app-system-move-in-push",
        summary: "IBAnimatable's example app: systemMoveIn(left), Tap to push moves the new screen in over the old (0.75 s)"
    ) {
        IBAnimatableAppScript.push(IBAnimatableAppScript.systemMoveInLeft, scale: $0 ?? 2)
    },
    Demo(
        name: "ibanimatable-app-system-reveal-push",
        summary: "IBAnimatable's example app: systemReveal(left), Tap to push slides the old screen off to the right (0.75 s)"
    ) {
        IBAnimatableAppScript.push(IBAnimatableAppScript.systemRevealLeft, scale: $0 ?? 2)
    },
    Demo(
        name: "ibanimatable-app-system-move-in-pop",
        summary: "IBAnimatable's example app: systemMoveIn(left) pushed, the pop moves the earlier screen in over it (0.75 s)"
    ) {
        IBAnimatableAppScript.pop(IBAnimatableAppScript.systemMoveInLeft, scale: $0 ?? 2)
    },
    Demo(
        name: "ibanimatable-app-system-reveal-pop",
        summary: "IBAnimatable's example app: systemReveal(left) pushed, the pop slides the pushed screen off left (0.75 s)"
    ) {
        IBAnimatableAppScript.pop(IBAnimatableAppScript.systemRevealLeft, scale: $0 ?? 2)
    },
    Demo(
        name: "ibanimatable-app-system-move-in-top-push",
        summary: "IBAnimatable's example app: systemMoveIn(top), Tap to push moves the new screen down over the old (0.75 s)"
    ) {
        IBAnimatableAppScript.push(IBAnimatableAppScript.systemMoveInTop, scale: $0 ?? 2)
    },
    Demo(
        name: "ibanimatable-app-fade-cross-present",
        summary: "IBAnimatable's example app: fade(cross), Tap to present fades both screens, black between (0.75 s)"
    ) {
        IBAnimatableAppScript.present(IBAnimatableAppScript.fadeCross, scale: $0 ?? 2)
    },
    Demo(
        name: "ibanimatable-app-slide-push",
        summary: "IBAnimatable's example app: slide(left, fade), Tap to push slides the screens left under the bar (0.75 s)"
    ) {
        IBAnimatableAppScript.push(IBAnimatableAppScript.slideLeftFade, scale: $0 ?? 2)
    },
    Demo(
        name: "ibanimatable-app-slide-pop",
        summary: "IBAnimatable's example app: slide(left, fade) pushed, the back item slides them back right (0.75 s)"
    ) {
        IBAnimatableAppScript.pop(IBAnimatableAppScript.slideLeftFade, scale: $0 ?? 2)
    },
    Demo(
        name: "ibanimatable-app-slideslide-right-present",
        summary: "IBAnimatable's example app: slideslide(right) reads as .none: Tap to present slides up, UIKit's default (0.5 s)"
    ) {
        IBAnimatableAppScript.present(IBAnimatableAppScript.slideRightUnlabelled, scale: $0 ?? 2)
    },
    Demo(
        name: "ibanimatable-app-slide-dismiss-interactive",
        summary: "IBAnimatable's example app: slide(left, fade) presented, a 250 pt pan right dismisses it"
    ) {
        IBAnimatableAppScript.dismissInteractive(IBAnimatableAppScript.slideLeftFade, scale: $0 ?? 2)
    },
    Demo(
        name: "ibanimatable-app-slide-top-dismiss",
        summary: "IBAnimatable's example app: slide(top, fade) presented, Tap to dismiss slides the screens down (0.75 s)"
    ) {
        IBAnimatableAppScript.dismiss(IBAnimatableAppScript.slideTopFade, scale: $0 ?? 2)
    },
    Demo(
        name: "ibanimatable-app-turn-top-dismiss",
        summary: "IBAnimatable's example app: turn(top) presented, Tap to dismiss turns back about the horizontal axis (0.75 s)"
    ) {
        IBAnimatableAppScript.dismiss(IBAnimatableAppScript.turnTop, scale: $0 ?? 2)
    },
    Demo(
        name: "ibanimatable-app-fold-top-dismiss",
        summary: "IBAnimatable's example app: fold(top) presented, Tap to dismiss folds it into the top edge (0.75 s)"
    ) {
        IBAnimatableAppScript.dismiss(IBAnimatableAppScript.foldTop, scale: $0 ?? 2)
    },
    Demo(
        name: "ibanimatable-app-system-reveal-top-push",
        summary: "IBAnimatable's example app: systemReveal(top), Tap to push slides the old screen off downwards (0.75 s)"
    ) {
        IBAnimatableAppScript.push(IBAnimatableAppScript.systemRevealTop, scale: $0 ?? 2)
    },
    Demo(
        name: "ibanimatable-app-slide-present-via-segue",
        summary: "IBAnimatable's example app: slide(left, fade) presented, present via segue slides without a fade (0.75 s)"
    ) {
        IBAnimatableAppScript.presentViaSegue(IBAnimatableAppScript.slideLeftFade, scale: $0 ?? 2)
    },
    Demo(
        name: "ibanimatable-app-portal-push",
        summary: "IBAnimatable's example app: portal(forward,0.3), Tap to push parts the doors under the bar (0.75 s)"
    ) {
        IBAnimatableAppScript.push(IBAnimatableAppScript.portalForward, scale: $0 ?? 2)
    },
    Demo(
        name: "ibanimatable-app-natgeo-push",
        summary: "IBAnimatable's example app: natGeo(left), Tap to push swings the screen away under the bar (0.75 s)"
    ) {
        IBAnimatableAppScript.push(IBAnimatableAppScript.natGeoLeft, scale: $0 ?? 2)
    },
    Demo(
        name: "ibanimatable-app-system-move-in-bottom-push",
        summary: "IBAnimatable's example app: systemMoveIn(bottom), Tap to push moves the new screen up over the old (0.75 s)"
    ) {
        IBAnimatableAppScript.push(IBAnimatableAppScript.systemMoveInBottom, scale: $0 ?? 2)
    },
    Demo(
        name: "ibanimatable-app-system-reveal-bottom-push",
        summary: "IBAnimatable's example app: systemReveal(bottom), Tap to push slides the old screen off upwards (0.75 s)"
    ) {
        IBAnimatableAppScript.push(IBAnimatableAppScript.systemRevealBottom, scale: $0 ?? 2)
    },
    Demo(
        name: "bubble-app-present",
        summary: "BubbleTransition's example app: the tapped + button grows a bubble with the Hello! screen (0.5 s)"
    ) {
        BubbleTransitionAppScript.present(scale: $0 ?? 2)
    },
    Demo(
        name: "bubble-app-dismiss",
        summary: "BubbleTransition's example app: present, then the close button shrinks the bubble into the + (0.5 s)"
    ) {
        BubbleTransitionAppScript.dismiss(scale: $0 ?? 2)
    },
    Demo(
        name: "bubble-app-dismiss-interactive-cancel",
        summary: "BubbleTransition's example app: a downward drag dismisses to 20 % and lets go; the dismissal cancels"
    ) {
        BubbleTransitionAppScript.dismissInteractiveCancel(scale: $0 ?? 2)
    },
    Demo(
        name: "easy-app-present",
        summary: "EasyTransitions' example app: a tapped Today card grows into its detail screen over a blur (0.85 s)"
    ) {
        EasyTransitionsAppScript.present(scale: $0 ?? 2)
    },
    Demo(
        name: "easy-app-dismiss",
        summary: "EasyTransitions' example app: present, then the close button shrinks the card back into the list (0.85 s)"
    ) {
        EasyTransitionsAppScript.dismiss(scale: $0 ?? 2)
    },
    Demo(
        name: "easy-app-dismiss-interactive-cancel",
        summary: "EasyTransitions' example app: a downward pan dismisses to 20 % and lets go; the dismissal cancels"
    ) {
        EasyTransitionsAppScript.dismissInteractiveCancel(scale: $0 ?? 2)
    },
    Demo(
        name: "elastic-app-menu-present",
        summary: "ElasticTransition's example app: Code pulls the menu in from the left on springs, its edge bulging (1 s)"
    ) {
        ElasticTransitionAppScript.menuPresent(scale: $0 ?? 2)
    },
    Demo(
        name: "elastic-app-menu-dismiss",
        summary: "ElasticTransition's example app: present, then a tap on the background springs the menu back out (1 s)"
    ) {
        ElasticTransitionAppScript.menuDismiss(scale: $0 ?? 2)
    },
    Demo(
        name: "elastic-app-about-present",
        summary: "ElasticTransition's example app: About pulls its full-screen page in from the right on springs (1 s)"
    ) {
        ElasticTransitionAppScript.aboutPresent(scale: $0 ?? 2)
    },
    Demo(
        name: "elastic-app-about-dismiss",
        summary: "ElasticTransition's example app: present About, then its close button springs it back out (1 s)"
    ) {
        ElasticTransitionAppScript.aboutDismiss(scale: $0 ?? 2)
    },
    Demo(
        name: "elastic-app-menu-interactive-cancel",
        summary: "ElasticTransition's example app: a left-edge drag pulls the menu to 20 % and lets go; it springs back"
    ) {
        ElasticTransitionAppScript.menuInteractiveCancel(scale: $0 ?? 2)
    },
    Demo(
        name: "elastic-app-options-present",
        summary: "ElasticTransition's example app: Options comes up from the bottom with the elastic edge"
    ) {
        ElasticTransitionAppScript.optionsPresent(scale: $0 ?? 2)
    },
    Demo(
        name: "elastic-app-modal-present",
        summary: "ElasticTransition's example app: Modal presents an ElasticModalViewController from the bottom"
    ) {
        ElasticTransitionAppScript.modalPresent(scale: $0 ?? 2)
    },
    Demo(
        name: "elastic-app-about-edge-drag",
        summary: "ElasticTransition's example app: a drag from the right edge past 30 % brings About in"
    ) {
        ElasticTransitionAppScript.aboutInteractivePresent(scale: $0 ?? 2)
    },
    Demo(
        name: "zoom-app-push",
        summary: "ZoomTransitioning's example app: a tapped picture zooms from the grid into the detail screen (0.4 s)"
    ) {
        ZoomTransitioningAppScript.push(scale: $0 ?? 2)
    },
    Demo(
        name: "zoom-app-pop",
        summary: "ZoomTransitioning's example app: push, then the pop zooms the picture back into its cell (0.4 s)"
    ) {
        ZoomTransitioningAppScript.pop(scale: $0 ?? 2)
    },
    Demo(
        name: "zoom-app-pop-interactive-cancel",
        summary: "ZoomTransitioning's example app: a left-edge drag pops to 27 % and lets go; the pop cancels"
    ) {
        ZoomTransitioningAppScript.popInteractiveCancel(scale: $0 ?? 2)
    },
    Demo(
        name: "presentr-app-alert-present",
        summary: "Presentr's example app: the alert presentation covers vertically over a dimming background (0.4 s)"
    ) {
        PresentrAppScript.alertPresent(scale: $0 ?? 2)
    },
    Demo(
        name: "presentr-app-popup-present",
        summary: "Presentr's example app: the popup presentation (80 % × 60 % of the screen) covers vertically (0.4 s)"
    ) {
        PresentrAppScript.popupPresent(scale: $0 ?? 2)
    },
    Demo(
        name: "presentr-app-bottom-half-present",
        summary: "Presentr's example app: the bottom-half presentation slides up (0.4 s)"
    ) {
        PresentrAppScript.bottomHalfPresent(scale: $0 ?? 2)
    },
    Demo(
        name: "presentr-app-alert-dismiss",
        summary: "Presentr's example app: present the alert, then its NO, SORRY! button slides it down (0.4 s)"
    ) {
        PresentrAppScript.alertDismiss(scale: $0 ?? 2)
    },
    Demo(
        name: "presentr-app-bottom-half-dismiss",
        summary: "Presentr's example app: present the bottom half, then a tap on the dimming slides it down (0.4 s)"
    ) {
        PresentrAppScript.bottomHalfDismiss(scale: $0 ?? 2)
    },
    Demo(
        name: "presentr-app-bottom-half-swipe-cancel",
        summary: "Presentr's example app: the bottom half dragged down 60 pt and let go springs back"
    ) {
        PresentrAppScript.bottomHalfSwipeCancel(scale: $0 ?? 2)
    },
    Demo(
        name: "panmodal-app-basic-present",
        summary: "PanModal's sample app: the Basic sheet slides up over the dimming and springs into place (0.5 s)"
    ) {
        PanModalAppScript.basicPresent(scale: $0 ?? 2)
    },
    Demo(
        name: "panmodal-app-basic-dismiss",
        summary: "PanModal's sample app: present Basic, then a tap on the dimming slides the sheet down (0.5 s)"
    ) {
        PanModalAppScript.basicDismiss(scale: $0 ?? 2)
    },
    Demo(
        name: "panmodal-app-basic-drag-cancel",
        summary: "PanModal's sample app: the Basic sheet dragged down 100 pt and let go springs back"
    ) {
        PanModalAppScript.basicDragCancel(scale: $0 ?? 2)
    },
    Demo(
        name: "panmodal-app-alert-present",
        summary: "PanModal's sample app: the 68 pt Alert slides up at the bottom (0.5 s)"
    ) {
        PanModalAppScript.alertPresent(scale: $0 ?? 2)
    },
    Demo(
        name: "panmodal-app-full-screen-present",
        summary: "PanModal's sample app: Full Screen slides up to the top without a bounce (0.4 s)"
    ) {
        PanModalAppScript.fullScreenPresent(scale: $0 ?? 2)
    },
    Demo(
        name: "panmodal-app-full-screen-flick-dismiss",
        summary: "PanModal's sample app: Full Screen flicked down is dismissed (0.4 s)"
    ) {
        PanModalAppScript.fullScreenFlickDismiss(scale: $0 ?? 2)
    },
    Demo(
        name: "panmodal-app-transient-alert",
        summary: "PanModal's sample app: the transient alert counts down 5 s and dismisses itself"
    ) {
        PanModalAppScript.transientAlert(scale: $0 ?? 2)
    },
    Demo(
        name: "panmodal-app-user-groups-present",
        summary: "PanModal's sample app: User Groups slides up to its 300 pt short form (0.5 s)"
    ) {
        PanModalAppScript.userGroupsPresent(scale: $0 ?? 2)
    },
    Demo(
        name: "panmodal-app-stacked-profile",
        summary: "PanModal's sample app: User Groups (Stacked), then a member's profile stacks over it"
    ) {
        PanModalAppScript.stackedProfile(scale: $0 ?? 2)
    },
    Demo(
        name: "panmodal-app-navigation-push",
        summary: "PanModal's sample app: User Groups (NavigationController), then a member's profile is pushed"
    ) {
        PanModalAppScript.navigationPush(scale: $0 ?? 2)
    },
]

CLI.main(demos: appDemos + presentrRowDemos)
