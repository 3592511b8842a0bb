import FlipbookGeometry
@testable import FlipbookKit
import FlipbookRaster
import Testing

extension KitTests {
    @Suite struct LayoutMarginsAndTraitsTests {
        final class MarginsController: ViewController {
            var marginChanges = 0
            override func viewLayoutMarginsDidChange() { marginChanges += 1 }
        }

        @Test func directionalMarginsAreTheMarginsLeftToRight() {
            let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
            #expect(view.directionalLayoutMargins == DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))
            view.directionalLayoutMargins = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
            #expect(view.layoutMargins == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
            view.layoutMargins = EdgeInsets(top: 5, left: 6, bottom: 7, right: 9)
            #expect(view.directionalLayoutMargins == DirectionalEdgeInsets(top: 5, leading: 6, bottom: 7, trailing: 9))
            #expect(view.directionalLayoutMargins.description == "{5.0, 6.0, 7.0, 9.0}")
        }

        @Test func controllerHearsItsRootViewsMarginsChange() {
            let controller = MarginsController()
            controller.view.layoutMargins = EdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
            controller.view.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
            #expect(controller.marginChanges == 2)
        }

        /// Lays out a view of `width` (margins 20 at the sides) with a label pinned to its
        /// readable content guide; returns the guide's frame and the label's.
        func readable(width: Double) -> (Rect, Rect) {
            let app = Application(screenSize: Size(width: width, height: 600))
            let root = View(frame: Rect(x: 0, y: 0, width: width, height: 600))
            root.layoutMargins = EdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
            app.window.addSubview(root)
            let text = View()
            text.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(text)
            let guide = root.readableContentGuide
            LayoutConstraint.activate([
                text.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
                text.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
                text.topAnchor.constraint(equalTo: guide.topAnchor),
                text.heightAnchor.constraint(equalToConstant: 40),
            ])
            _ = app.renderTree(at: 0, scale: 1)
            return (guide.layoutFrame, text.frame)
        }

        @Test func readableGuideIsTheMarginsOnANarrowScreen() {
            let (guide, text) = readable(width: 375)
            // The top margin is measured from the safe area: 20 pt of status bar + 10.
            #expect(guide == Rect(x: 20, y: 30, width: 335, height: 560))
            #expect(text == Rect(x: 20, y: 30, width: 335, height: 40))
        }

        @Test func readableGuideIsCappedAt672AndCentredOnAWideScreen() {
            // iPad Air 2 landscape: 1024 wide, margins 20 → 672 wide, inset 176 (UIKit's numbers).
            let (guide, text) = readable(width: 1024)
            #expect(guide == Rect(x: 176, y: 30, width: 672, height: 560))
            #expect(text == Rect(x: 176, y: 30, width: 672, height: 40))
            let (exact, _) = readable(width: 712)
            #expect(exact == Rect(x: 20, y: 30, width: 672, height: 560))
        }

        // MARK: Traits

        final class TraitView: View {
            var changes: [UserInterfaceStyle] = []
            override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
                changes.append(previousTraitCollection?.userInterfaceStyle ?? .unspecified)
            }
        }

        final class TraitController: ViewController {
            var changes = 0
            override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) { changes += 1 }
        }

        @Test(arguments: [
            (
                DevicePreset.iPhoneSE1, UserInterfaceSizeClass.compact, UserInterfaceSizeClass.regular, 2.0,
                UserInterfaceIdiom.phone
            ),
            (.iPhone8, .compact, .regular, 2, .phone),
            (.iPhoneX, .compact, .regular, 3, .phone),
            (.iPhone15, .compact, .regular, 3, .phone),
            (.iPadPro11, .regular, .regular, 2, .pad),
        ])
        func windowTraitsOfEachPreset(
            _ device: DevicePreset, _ horizontal: UserInterfaceSizeClass,
            _ vertical: UserInterfaceSizeClass, _ scale: Double, _ idiom: UserInterfaceIdiom
        ) {
            let app = Application(device: device)
            let traits = app.window.traitCollection
            #expect(traits.horizontalSizeClass == horizontal && traits.verticalSizeClass == vertical)
            #expect(traits.displayScale == scale && traits.userInterfaceIdiom == idiom)
            #expect(traits.userInterfaceStyle == .light)
        }

        @Test func landscapeSizeClassesAsIOSReportsThem() {
            for device in [DevicePreset.iPhoneSE1, .iPhone8, .iPhoneX, .iPhone15] {
                #expect(device.sizeClasses(landscape: true) == (.compact, .compact))
            }
            #expect(DevicePreset.iPadPro11.sizeClasses(landscape: true) == (.regular, .regular))
            // A Plus/Max-sized phone (414 pt wide) is regular wide in landscape.
            let max = DevicePreset(
                name: "iPhone 11 Pro Max", screenSize: Size(width: 414, height: 896), scale: 3,
                nativeScale: 3, statusBarHeight: 44,
                safeAreaInsets: EdgeInsets(top: 44, left: 0, bottom: 34, right: 0), hasSensorHousing: true)
            #expect(max.sizeClasses(landscape: true) == (.regular, .compact))
            #expect(max.sizeClasses(landscape: false) == (.compact, .regular))
        }

        @Test(arguments: [
            (DevicePreset.iPhoneSE1, Size(width: 568, height: 320), EdgeInsets.zero, UserInterfaceSizeClass.compact),
            (.iPhone8, Size(width: 667, height: 375), .zero, .compact),
            (.iPhoneX, Size(width: 812, height: 375), EdgeInsets(top: 0, left: 44, bottom: 21, right: 44), .compact),
            (.iPhone15, Size(width: 852, height: 393), EdgeInsets(top: 0, left: 59, bottom: 21, right: 59), .compact),
            (.iPadPro11, Size(width: 1194, height: 834), EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), .regular),
        ])
        func landscapePresets(_ portrait: DevicePreset, _ size: Size, _ insets: EdgeInsets, _ vertical: UserInterfaceSizeClass) {
            let device = portrait.landscape
            let app = Application(device: device)
            #expect(device.isLandscape && device.landscape == device)
            #expect(Screen.main.bounds.size == size)
            #expect(app.window.safeAreaInsets == insets)
            #expect(app.window.traitCollection.verticalSizeClass == vertical)
            // iPhones show no status bar in landscape (and Kit reports nothing); the iPad keeps its 24 pt.
            #expect(app.isStatusBarShown == (device.userInterfaceIdiom == .pad))
            #expect(app.statusBarFrame.height == (device.userInterfaceIdiom == .pad ? 24 : 0))
            #expect(app.diagnostics.isEmpty == (device.userInterfaceIdiom != .pad))
        }

        @Test func readableGuideOnAnIPadInLandscapeWithMarginsFromTheSafeArea() {
            let app = Application(device: DevicePreset.iPadPro11.landscape)
            let root = View(frame: app.window.bounds)
            root.layoutMargins = EdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
            app.window.addSubview(root)
            let guide = root.readableContentGuide
            let text = View()
            text.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(text)
            LayoutConstraint.activate([
                text.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
                text.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
                text.topAnchor.constraint(equalTo: guide.topAnchor),
                text.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            ])
            _ = app.renderTree(at: 0, scale: 1)
            #expect(text.frame == Rect(x: 261, y: 44, width: 672, height: 750))
            // 1194 − 40 = 1154 between the margins; 672 centred: (1194 − 672) / 2 = 261. The top and
            // bottom margins are measured from the safe area (insetsLayoutMarginsFromSafeArea):
            // 24 + 20 at the top, 20 + 20 at the bottom: 834 − 84 = 750.
            #expect(guide.layoutFrame == Rect(x: 261, y: 44, width: 672, height: 750))
        }

        final class RootMarginsController: ViewController {}

        /// A controller's root view pinned by its margins on `device`; returns the content's frame.
        func rootMargins(_ device: DevicePreset, configure: (ViewController) -> Void = { _ in }) -> (Rect, EdgeInsets) {
            let app = Application(device: device)
            let controller = RootMarginsController()
            configure(controller)
            let content = View()
            content.translatesAutoresizingMaskIntoConstraints = false
            controller.view.addSubview(content)
            let margins = controller.view.layoutMarginsGuide
            LayoutConstraint.activate([
                content.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                content.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                content.topAnchor.constraint(equalTo: margins.topAnchor),
                content.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            ])
            app.window.rootViewController = controller
            _ = app.renderTree(at: 0, scale: 1)
            return (content.frame, controller.view.layoutMargins)
        }

        @Test func aRootViewHasTheSystemMinimumMarginsFromTheSafeArea() {
            // iPhone 8: 16 pt at the sides, none at the top and bottom but the 20 pt status bar.
            let (phone, margins) = rootMargins(.iPhone8)
            #expect(phone == Rect(x: 16, y: 20, width: 343, height: 647))
            #expect(margins == EdgeInsets(top: 20, left: 16, bottom: 0, right: 16))
            // iPhone X: the sensor housing's 44 pt and the home indicator's 34 pt.
            #expect(rootMargins(.iPhoneX).0 == Rect(x: 16, y: 44, width: 343, height: 734))
            // A screen 414 pt wide or wider (an iPad): 20 pt at the sides.
            #expect(rootMargins(.iPadPro11).0.minX == 20)
        }

        @Test func aRootViewsOwnMarginsCountWhereTheyExceedTheMinimum() {
            let (frame, _) = rootMargins(.iPhone8) { $0.view.layoutMargins = EdgeInsets(top: 10, left: 8, bottom: 10, right: 30) }
            #expect(frame == Rect(x: 16, y: 30, width: 329, height: 627))
            let (free, _) = rootMargins(.iPhone8) {
                $0.viewRespectsSystemMinimumLayoutMargins = false
                $0.view.insetsLayoutMarginsFromSafeArea = false
                $0.view.layoutMargins = EdgeInsets(top: 5, left: 5, bottom: 5, right: 5)
            }
            #expect(free == Rect(x: 5, y: 5, width: 365, height: 657))
        }

        @Test func aViewPastItsSuperviewsEdgeHasAtMostTheSuperviewsSafeAreaInset() {
            let app = Application(device: .iPhoneX)
            let below = View(frame: Rect(x: 0, y: 700, width: 375, height: 200))
            let above = View(frame: Rect(x: -10, y: -30, width: 100, height: 100))
            app.window.addSubview(below)
            app.window.addSubview(above)
            // UIKit caps the inset at the superview's: 34 at the bottom, 44 at the top, not the
            // 34 + 88 and 44 + 30 the view reaches past.
            #expect(below.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
            #expect(above.safeAreaInsets == EdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
            let phone = Application(device: .iPhone8)
            let cell = View(frame: Rect(x: 0, y: 640, width: 375, height: 44))
            phone.window.addSubview(cell)
            #expect(cell.safeAreaInsets == .zero)
        }

        @Test func systemColoursHaveIOSLightAndDarkValues() {
            let light = TraitCollection(userInterfaceStyle: .light), dark = TraitCollection(userInterfaceStyle: .dark)
            #expect(Color.systemBackground.resolvedColor(with: light) == Color(red8: 255, green8: 255, blue8: 255))
            #expect(Color.systemBackground.resolvedColor(with: dark) == Color(red8: 0, green8: 0, blue8: 0))
            #expect(Color.secondarySystemBackground.resolvedColor(with: dark).description == "#1C1C1EFF")
            #expect(Color.label.resolvedColor(with: dark).description == "#FFFFFFFF")
            #expect(Color.secondaryLabel.resolvedColor(with: light).description == "#3C3C4399")
            #expect(Color.secondaryLabel.resolvedColor(with: dark).description == "#EBEBF599")
            #expect(Color.tertiaryLabel.resolvedColor(with: dark).description == "#EBEBF54D")
            #expect(Color.separator.resolvedColor(with: light).description == "#3C3C434A")
            #expect(Color.systemBlue.resolvedColor(with: dark).description == "#0A84FFFF")
            #expect(Color.systemRed.resolvedColor(with: light).description == "#FF3B30FF")
            #expect(Color.systemGray6.resolvedColor(with: dark).description == "#1C1C1EFF")
            #expect(Color.systemGroupedBackground.resolvedColor(with: dark).description == "#000000FF")
            // Unspecified resolves as light; a dynamic colour prints (and draws) as its light value
            // but is not equal to the plain colour, as on iOS.
            #expect(Color.systemBlue.resolvedColor(with: TraitCollection()) == Color(red8: 0, green8: 122, blue8: 255))
            #expect(Color.systemBlue.description == "#007AFFFF")
            #expect(Color.systemBlue != Color(red8: 0, green8: 122, blue8: 255))
            #expect(Color.systemBlue.isDynamic && !Color.white.isDynamic)
            // The system colours' tags are fixed: the same value in every process.
            #expect(Color.systemBlue.alpha == 1 - 0x1p-40 && Color.systemGreen.alpha == 1 - 2 * 0x1p-40)
            #expect(Color(light: .white, dark: .black).alpha <= 1 - 1024 * 0x1p-40)
        }

        @Test func darkApplicationResolvesDynamicColoursAndTellsViews() {
            let app = Application(device: .iPhone8)
            let view = TraitView(frame: Rect(x: 0, y: 0, width: 10, height: 10))
            view.backgroundColor = .systemBackground
            app.window.addSubview(view)
            _ = app.renderTree(at: 0, scale: 1)
            #expect(view.layer.backgroundColor == .white && view.backgroundColor == .systemBackground)
            #expect(view.changes.isEmpty)
            app.userInterfaceStyle = .dark
            _ = app.renderTree(at: 0.1, scale: 1)
            #expect(view.layer.backgroundColor == .black && view.backgroundColor == .systemBackground)
            #expect(view.traitCollection.userInterfaceStyle == .dark)
            #expect(view.changes == [.light])
            // A plain colour replaces the dynamic one.
            view.backgroundColor = Color(red: 1, green: 0, blue: 0)
            app.userInterfaceStyle = .light
            _ = app.renderTree(at: 0.2, scale: 1)
            #expect(view.layer.backgroundColor == Color(red: 1, green: 0, blue: 0) && view.changes == [.light, .dark])
        }

        @Test func overridesApplyToTheSubtree() {
            let app = Application()
            let controller = TraitController()
            app.rootViewController = controller
            let outer = TraitView(frame: Rect(x: 0, y: 0, width: 50, height: 50))
            let inner = TraitView(frame: Rect(x: 0, y: 0, width: 10, height: 10))
            let label = Label()
            label.text = "Hi"
            label.textColor = .label
            inner.backgroundColor = .secondarySystemBackground
            outer.addSubview(inner)
            outer.addSubview(label)
            controller.view.addSubview(outer)
            _ = app.renderTree(at: 0, scale: 1)
            #expect(inner.layer.backgroundColor == Color(red8: 242, green8: 242, blue8: 247))
            outer.overrideUserInterfaceStyle = .dark
            _ = app.renderTree(at: 0.1, scale: 1)
            #expect(inner.layer.backgroundColor == Color(red8: 28, green8: 28, blue8: 30))
            #expect(inner.changes == [.light] && outer.changes == [.light])
            #expect(controller.changes == 0 && controller.view.traitCollection.userInterfaceStyle == .light)
            #expect(label.textColor == .label && label.traitCollection.userInterfaceStyle == .dark)
            // The controller's override reaches its view; the view's own override still wins below.
            controller.overrideUserInterfaceStyle = .dark
            outer.overrideUserInterfaceStyle = .light
            _ = app.renderTree(at: 0.2, scale: 1)
            #expect(controller.changes == 1 && controller.traitCollection.userInterfaceStyle == .dark)
            #expect(controller.view.traitCollection.userInterfaceStyle == .dark)
            #expect(inner.layer.backgroundColor == Color(red8: 242, green8: 242, blue8: 247))
        }

        @Test func customDynamicProvider() {
            let colour = Color(dynamicProvider: {
                $0.horizontalSizeClass == .regular ? Color(red: 1, green: 0, blue: 0) : Color(red: 0, green: 0, blue: 1)
            })
            #expect(
                colour.resolvedColor(with: DevicePreset.iPadPro11.traitCollection(style: .light))
                    == Color(red: 1, green: 0, blue: 0))
            #expect(
                colour.resolvedColor(with: DevicePreset.iPhone8.traitCollection(style: .dark)) == Color(red: 0, green: 0, blue: 1)
            )
            #expect(
                TraitCollection(traitsFrom: [TraitCollection(userInterfaceStyle: .dark), TraitCollection(displayScale: 3)])
                    == TraitCollection(displayScale: 3, userInterfaceStyle: .dark))
        }
    }
}
