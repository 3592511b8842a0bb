import FlipbookGeometry
@testable import FlipbookKit
import FlipbookRaster
import Testing
import FlipbookTestSupport

extension KitTests {
    @Suite struct StatusBarAppearanceTests {
        final class Screen: ViewController {
            var hidden = false
            var style = StatusBarStyle.default
            var animation = StatusBarAnimation.fade
            var styleChild: ViewController?
            let content = View()
            override var prefersStatusBarHidden: Bool { hidden }
            override var preferredStatusBarStyle: StatusBarStyle { style }
            override var preferredStatusBarUpdateAnimation: StatusBarAnimation { animation }
            override var childForStatusBarStyle: ViewController? { styleChild }
            override func viewDidLoad() {
                content.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(content)
                LayoutConstraint.activate([
                    content.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                    content.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    content.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    content.heightAnchor.constraint(equalToConstant: 100),
                ])
            }
        }

        @Test func rootControllerHidesTheBarAndTheSafeAreaFollows() {
            let app = Application(device: .iPhone8)
            let screen = Screen()
            screen.hidden = true
            app.rootViewController = screen
            _ = app.renderTree(at: 0, scale: 1)
            #expect(app.isStatusBarHidden && !app.isStatusBarShown)
            #expect(app.window.safeAreaInsets == EdgeInsets.zero)
            #expect(screen.content.frame.minY == 0)
            #expect(app.statusBar?.alpha == 0)
        }

        @Test(arguments: [
            (DevicePreset.iPhoneSE1, 20.0), (.iPhone8, 20), (.iPhoneX, 44), (.iPhone15, 54), (.iPadPro11, 24),
        ])
        func statusBarFrameIsTheDevicesAndZeroWhenHidden(_ device: DevicePreset, _ height: Double) {
            let app = Application(device: device)
            app.diagnosticHandler = { _ in }
            #expect(app.statusBarFrame == Rect(x: 0, y: 0, width: device.screenSize.width, height: height))
            let screen = Screen()
            screen.hidden = true
            app.rootViewController = screen
            #expect(app.statusBarFrame == .zero)
        }

        @Test func tallerDeviceBarIsReportedPrecisely() {
            let app = Application(device: .iPhone15)
            #expect(
                app.diagnostics.map(\.message) == [
                    "the status bar is drawn 20 pt tall in the iPhone 8 style; iPhone 15's is 54 pt, the time left of the "
                        + "sensor housing and the indicators right of it (the safe area is the device's: top 59, bottom 34; "
                        + "statusBarFrame is the device's)"
                ])
        }

        @Test func notchedDeviceKeepsTheSensorHousingInsetWhenHidden() {
            let app = Application(device: .iPhoneX)
            let screen = Screen()
            screen.hidden = true
            app.rootViewController = screen
            _ = app.renderTree(at: 0, scale: 1)
            #expect(app.window.safeAreaInsets == EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
            #expect(screen.content.frame.minY == 44)
        }

        @Test func hidingInAnAnimationBlockFadesTheBarAndMovesTheSafeArea() {
            let app = Application(device: .iPhone8)
            let screen = Screen()
            app.rootViewController = screen
            _ = app.renderTree(at: 0, scale: 1)
            #expect(screen.content.frame.minY == 20)
            screen.hidden = true
            View.animate(
                withDuration: 0.4, delay: 0, options: .curveLinear,
                animations: {
                    screen.setNeedsStatusBarAppearanceUpdate()
                })
            #expect(screen.content.frame.minY == 0 && app.statusBar?.alpha == 0)
            for (time, opacity, y) in [(0.1, 0.75, 15.0), (0.2, 0.5, 10.0), (0.3, 0.25, 5.0)] {
                app.advance(to: time)
                let bar = app.statusBar!.layer.presentation(at: time)
                #expect(close(bar.opacityValue, opacity), "opacity at \(time)")
                let content = shown(screen.content, at: time)
                #expect(close(content.position.y - content.bounds.height / 2, y), "content at \(time)")
            }
        }

        @Test func slideMovesTheBarUpByItsHeight() {
            let app = Application(device: .iPhone8)
            let screen = Screen()
            screen.animation = .slide
            app.rootViewController = screen
            _ = app.renderTree(at: 0, scale: 1)
            screen.hidden = true
            View.animate(
                withDuration: 0.4, delay: 0, options: .curveLinear,
                animations: {
                    screen.setNeedsStatusBarAppearanceUpdate()
                })
            app.advance(to: 0.2)
            let bar = app.statusBar!.layer.presentation(at: 0.2)
            #expect(close(bar.position.y - bar.bounds.height / 2, -10) && bar.opacity == 1)
            // Outside a block the change is immediate.
            screen.hidden = false
            screen.setNeedsStatusBarAppearanceUpdate()
            #expect(app.statusBar?.frame.minY == 0 && !app.isStatusBarHidden)
        }

        @Test func styleComesFromTheChildForStatusBarStyle() {
            let app = Application()
            let screen = Screen(), child = Screen()
            child.style = .lightContent
            screen.style = .darkContent
            app.rootViewController = screen
            #expect(app.statusBar?.style == .darkContent)
            screen.styleChild = child
            screen.setNeedsStatusBarAppearanceUpdate()
            #expect(app.statusBar?.style == .lightContent)
            // Without a call, a changed preference is not read (as in UIKit).
            child.style = .default
            _ = app.renderTree(at: 0, scale: 1)
            #expect(app.statusBar?.style == .lightContent)
            #expect(StatusBarStyle.default.isLight(in: .dark) && !StatusBarStyle.default.isLight(in: .light))
            #expect(!StatusBarStyle.darkContent.isLight(in: .dark) && StatusBarStyle.lightContent.isLight(in: .light))
        }

        @Test func navigationControllersTopControllerDecidesHidden() {
            let app = Application()
            let top = Screen()
            top.hidden = true
            let navigation = NavigationController(rootViewController: top)
            app.rootViewController = navigation
            #expect(navigation.childForStatusBarHidden === top && app.isStatusBarHidden)
        }

        @Test func onlyFullScreenOrCapturingPresentationsGovern() {
            let app = Application()
            let root = Screen(), sheet = Screen(), cover = Screen()
            app.rootViewController = root
            sheet.modalPresentationStyle = .overFullScreen
            sheet.hidden = true
            root.present(sheet, animated: false)
            _ = app.renderTree(at: 0, scale: 1)
            #expect(app.statusBarAppearanceController === root && !app.isStatusBarHidden)
            sheet.modalPresentationCapturesStatusBarAppearance = true
            _ = app.renderTree(at: 0.1, scale: 1)
            #expect(app.statusBarAppearanceController === sheet && app.isStatusBarHidden)
            cover.modalPresentationStyle = .fullScreen
            sheet.present(cover, animated: false)
            _ = app.renderTree(at: 0.2, scale: 1)
            #expect(app.statusBarAppearanceController === cover && !app.isStatusBarHidden)
        }
    }
}

extension KitTests {
    /// A change of the status bar's style inside an animation block cross-fades the glyphs.
    @Suite struct StatusBarStyleCrossFade {
        final class Light: ViewController {
            var light = false
            override var preferredStatusBarStyle: StatusBarStyle { light ? .lightContent : .default }
        }

        @Test func aStyleChangeInsideABlockCrossFadesTheGlyphs() throws {
            let app = Application(device: .iPhone8)
            let root = Light()
            app.rootViewController = root
            let bar = try #require(app.statusBar)
            root.light = true
            View.animate(withDuration: 1) { root.setNeedsStatusBarAppearanceUpdate() }
            #expect(bar.style == .lightContent)
            let copy = try #require(bar.subviews.last as? StatusBar)
            #expect(copy.style == .default && copy.alpha == 0, "the old glyphs fade out over the new ones")
            #expect(app.diagnostics.isEmpty)
            // Half-way the copy is half opaque.
            #expect(abs(copy.layer.presentation(at: 0.5).opacity - 0.5) < 0.2)
            root.light = false
            root.setNeedsStatusBarAppearanceUpdate()
            #expect(bar.style == .default && copy.superview == nil, "a change outside a block is at once")
        }
    }
}
