import Foundation
import FlipbookAnimation
import FlipbookGeometry
@testable import FlipbookKit
import FlipbookLayers
import FlipbookRaster
import Testing
import FlipbookTestSupport

extension KitTests {
    /// The stock animations at their midpoint (0.25 s of 0.5 s, where curve 7 has reached
    /// `Spring.systemCurve7.progress(at: 0.25)` ≈ 0.942): the default push's dimming and edge shadow,
    /// and each modal transition style's key geometry.
    @Suite struct StockTransitions {
        /// Curve 7's progress halfway through its 0.5 s.
        static let midProgress = Spring.systemCurve7.progress(at: 0.25)

        func makeStack() -> (Application, NavigationController, ColourController) {
            let app = Application()
            let root = ColourController(.white, title: "Segues")
            let nav = NavigationController(rootViewController: root)
            app.rootViewController = nav
            return (app, nav, root)
        }

        /// The views the navigation controller's container holds besides the two controllers'.
        func extras(in nav: NavigationController, excluding views: [View]) -> [View] {
            nav.transitionView.subviews.filter { v in !views.contains { $0 === v } }
        }

        @Test func defaultPushDimsTheLowerViewAndShadowsTheIncomingEdge() throws {
            let (app, nav, root) = makeStack()
            let detail = ColourController(.black, title: "Detail")
            app.schedule(at: 1) { nav.pushViewController(detail, animated: true) }
            app.advance(to: 1)
            let added = extras(in: nav, excluding: [root.view, detail.view])
            let dimming = try #require(added.first { !($0 is GradientView) })
            let shadow = try #require(added.first { $0 is GradientView })
            // Order: lower view, its dimming, the shadow, the incoming view.
            let order = nav.transitionView.subviews
            #expect(order.firstIndex { $0 === dimming }! == order.firstIndex { $0 === root.view }! + 1)
            #expect(order.firstIndex { $0 === shadow }! == order.firstIndex { $0 === detail.view }! - 1)
            #expect(dimming.backgroundColor == Color(white: 0, alpha: 0.1))
            let p = Self.midProgress
            #expect(p > 0.94 && p < 0.943)
            let mid = 1.25
            // Dimming: alpha ramps 0 → 1 over black at 10 %, so the lower view is darkened by 0.1 · p.
            #expect(close(shown(dimming, at: mid).opacityValue, p, 1e-9))
            #expect(close(shown(dimming, at: mid).opacityValue * 0.1, 0.0942, 0.0001))
            // The dimming moves with the lower view (parallax −113 pt at the end).
            #expect(close(shown(root.view, at: mid).frame.minX, -113 * p, 1e-6))
            #expect(close(shown(dimming, at: mid).frame.minX, -113 * p, 1e-6))
            // The shadow: 9 pt wide, just left of the incoming view's edge, alpha with the ramp.
            let incomingX = shown(detail.view, at: mid).frame.minX
            #expect(close(incomingX, 375 * (1 - p), 1e-6))
            let shadowFrame = shown(shadow, at: mid).frame
            #expect(close(shadowFrame.maxX, incomingX, 1e-6) && close(shadowFrame.width, 9))
            #expect(close(shown(shadow, at: mid).opacityValue, p, 1e-9))
            let gradient = try #require(shadow.layer as? GradientLayer)
            #expect(gradient.colors == [Color(white: 0, alpha: 0), Color(white: 0, alpha: 0.2)])
            #expect(gradient.startPoint == Point(x: 0, y: 0.5) && gradient.endPoint == Point(x: 1, y: 0.5))
            app.advance(to: 1.5)
            #expect(nav.transitionView.subviews.count == 1 && nav.transitionView.subviews[0] === detail.view)
        }

        @Test func defaultPopUndimsTheViewComingBack() throws {
            let (app, nav, root) = makeStack()
            let detail = ColourController(.black, title: "Detail")
            nav.pushViewController(detail, animated: false)
            app.schedule(at: 1) { nav.popViewController(animated: true) }
            app.advance(to: 1)
            let added = extras(in: nav, excluding: [root.view, detail.view])
            let dimming = try #require(added.first { !($0 is GradientView) })
            let shadow = try #require(added.first { $0 is GradientView })
            let p = Self.midProgress
            #expect(close(shown(dimming, at: 1.25).opacityValue, 1 - p, 1e-9))
            #expect(close(shown(shadow, at: 1.25).opacityValue, 1 - p, 1e-9))
            #expect(close(shown(root.view, at: 1.25).frame.minX, -113 * (1 - p), 1e-6))
            #expect(close(shown(shadow, at: 1.25).frame.maxX, 375 * p, 1e-6))
            app.advance(to: 1.5)
            #expect(nav.transitionView.subviews.count == 1 && nav.transitionView.subviews[0] === root.view)
        }

        /// An app whose root presents a `.white` controller with `style`, at clock 1.
        func present(_ style: ModalTransitionStyle) -> (Application, ColourController, ColourController) {
            let app = Application()
            let root = ColourController(.white)
            app.rootViewController = root
            let modal = ColourController(.black)
            modal.modalTransitionStyle = style
            app.schedule(at: 1) { root.present(modal, animated: true) }
            app.advance(to: 1)
            return (app, root, modal)
        }

        @Test func coverVerticalSlidesUpFromTheBottomEdge() {
            let (app, root, modal) = present(.coverVertical)
            #expect(close(shown(modal.view, at: 1.25).frame.minY, 667 * (1 - Self.midProgress), 1e-6))
            app.advance(to: 1.5)
            app.schedule(at: 2) { modal.dismiss(animated: true) }
            app.advance(to: 2)
            #expect(close(shown(modal.view, at: 2.25).frame.minY, 667 * Self.midProgress, 1e-6))
            app.advance(to: 2.5)
            #expect(root.view.window != nil && modal.view.window == nil)
        }

        @Test func crossDissolveFadesBothViews() {
            let (app, root, modal) = present(.crossDissolve)
            let p = Self.midProgress
            #expect(close(shown(modal.view, at: 1.25).opacityValue, p, 1e-9))
            #expect(close(shown(root.view, at: 1.25).opacityValue, 1 - p, 1e-9))
            app.advance(to: 1.5)
            #expect(modal.view.alpha == 1 && root.view.window == nil && root.view.alpha == 1)
            app.schedule(at: 2) { modal.dismiss(animated: true) }
            app.advance(to: 2)
            #expect(close(shown(root.view, at: 2.25).opacityValue, p, 1e-9))
            #expect(close(shown(modal.view, at: 2.25).opacityValue, 1 - p, 1e-9))
            app.advance(to: 2.5)
            #expect(root.view.window != nil && modal.view.window == nil && root.view.alpha == 1)
        }

        /// The rotation about y that a presented transform applies (atan2 of its m13/m11).
        func yRotation(_ t: Transform3D) -> Double { atan2(-t.m13, t.m11) }

        @Test func flipHorizontalTurnsTheScreenOverAboutItsCentre() {
            let (app, root, modal) = present(.flipHorizontal)
            let angle = -Double.pi * Self.midProgress
            #expect(close(angle * 180 / .pi, -169.57, 0.01))
            #expect(close(FlipHorizontalAnimator.angle(atFraction: 0.5, presenting: true), angle, 1e-12))
            let fromShown = shown(root.view, at: 1.25), toShown = shown(modal.view, at: 1.25)
            // Same turn for both views: the presented one starts 180° behind.
            #expect(close(fromShown.transform.m11, cos(angle), 1e-9))
            #expect(close(toShown.transform.m11, cos(angle + .pi), 1e-9))
            #expect(!fromShown.isDoubleSided && !toShown.isDoubleSided)
            #expect(close(root.view.superview!.layer.sublayerTransform.m34, -0.001))
            // A quarter of the way (0.125 s, curve 7 at 0.63) the from view still faces the viewer.
            let early = shown(root.view, at: 1.05).transform
            #expect(early.m11 > 0 && close(yRotation(early), -Double.pi * Spring.systemCurve7.progress(at: 0.05), 1e-9))
            app.advance(to: 1.5)
            #expect(modal.view.layer.isDoubleSided && root.view.window == nil)
            #expect(shown(modal.view, at: 1.5).transform == .identity)
            app.schedule(at: 2) { modal.dismiss(animated: true) }
            app.advance(to: 2)
            // Dismissing turns the other way (flip from the left).
            #expect(close(shown(modal.view, at: 2.05).transform.m11, cos(Double.pi * Spring.systemCurve7.progress(at: 0.05)), 1e-9))
            #expect(yRotation(shown(modal.view, at: 2.05).transform) > 0)
            app.advance(to: 2.5)
            #expect(root.view.window != nil && modal.view.window == nil)
        }

        @Test func partialCurlRollsThePageUpToTheTopmostSubviewAndBack() throws {
            let app = Application()
            let root = ColourController(.white)
            app.rootViewController = root
            let modal = ColourController(.black)
            let content = View(frame: Rect(x: 20, y: 400, width: 100, height: 40))
            modal.view.addSubview(content)
            modal.modalTransitionStyle = .partialCurl
            #expect(PartialCurlAnimator.creaseY(revealing: modal.view) == 400)
            app.schedule(at: 1) { root.present(modal, animated: true) }
            app.advance(to: 1)
            let page = try #require(app.window.subviews.last?.subviews.last as? PartialCurlPage)
            let clip = page.subviews[1]
            let roll = page.subviews[2]
            // The crease runs from the bottom edge (667) up to 400 on curve 7.
            let p = Self.midProgress
            #expect(close(shown(clip, at: 1.25).bounds.height, 667 - 267 * p, 1e-6))
            #expect(close(shown(roll, at: 1.25).bounds.height, 36 * p, 1e-6))
            #expect(close(shown(roll, at: 1.25).frame.maxY, 667 - 267 * p, 1e-6))
            app.advance(to: 1.5)
            // The rolled page stays over the top of the presented view.
            #expect(app.window.subviews.last === page && page.window != nil && root.view.window == nil)
            #expect(clip.frame.height == 400 && modal.view.window != nil)
            app.schedule(at: 2) { modal.dismiss(animated: true) }
            app.advance(to: 2)
            #expect(close(shown(clip, at: 2.25).bounds.height, 400 + 267 * p, 1e-6))
            app.advance(to: 2.5)
            #expect(page.window == nil && root.view.window != nil && modal.view.window == nil)
        }

        @Test func partialCurlLeavesAtLeastFortyPointsOfPage() {
            let view = View(frame: Rect(x: 0, y: 0, width: 375, height: 667))
            view.addSubview(View(frame: Rect(x: 0, y: 0, width: 375, height: 667)))
            #expect(PartialCurlAnimator.creaseY(revealing: view) == 40)
            #expect(PartialCurlAnimator.creaseY(revealing: View(frame: Rect(x: 0, y: 0, width: 375, height: 667))) == 667)
        }

        @Test func popoverAdaptsToFullScreenInACompactWidth() {
            #expect(ModalPresentationStyle.popover.adaptivePresentationStyle(for: .compact) == .fullScreen)
            #expect(ModalPresentationStyle.popover.adaptivePresentationStyle(for: .regular) == .popover)
            #expect(ModalPresentationStyle.overFullScreen.adaptivePresentationStyle(for: .compact) == .overFullScreen)
            #expect(UserInterfaceSizeClass.horizontal(forWidth: 375) == .compact)
            #expect(UserInterfaceSizeClass.horizontal(forWidth: 667) == .compact)
            #expect(UserInterfaceSizeClass.horizontal(forWidth: 736) == .regular)
            let app = Application()
            let root = ColourController(.white)
            app.rootViewController = root
            let modal = ColourController(.black)
            modal.modalPresentationStyle = .popover
            root.present(modal, animated: true)
            // Adapted to full screen: cover vertical, and the presenter's view leaves at the end.
            #expect(close(shown(modal.view, at: 0.25).frame.minY, 667 * (1 - Self.midProgress), 1e-6))
            app.advance(to: 0.5)
            #expect(root.view.window == nil && modal.view.window != nil)
        }

        @Test func showDetailWithoutASplitViewPresentsModallyFromTheRoot() {
            let (app, nav, root) = makeStack()
            let detail = ColourController(.black)
            root.registerSegue("detail", kind: .showDetail) { detail }
            root.performSegue(withIdentifier: "detail", sender: nil)
            #expect(nav.presentedViewController === detail && nav.viewControllers.count == 1)
            #expect(close(shown(detail.view, at: 0.25).frame.minY, 667 * (1 - Self.midProgress), 1e-6))
            app.advance(to: 0.5)
            #expect(detail.view.window != nil && nav.view.window == nil)
        }

        @Test func popoverSegueSetsThePopoverStyleAndAdapts() {
            let (app, nav, root) = makeStack()
            let destination = ColourController(.black)
            root.registerSegue("pop", kind: .popover) { destination }
            root.performSegue(withIdentifier: "pop", sender: nil)
            #expect(destination.modalPresentationStyle == .popover && nav.presentedViewController === destination)
            app.advance(to: 0.5)
            #expect(destination.view.window != nil && nav.view.window == nil)
        }
    }
}
