import FlipbookKit
import FlipbookLayers
import FlipbookRaster
import Testing
@testable import FlipbookDemos

extension DemoTests {
    /// A demo's application, with its views, controllers, snapshots and text images, is freed
    /// once its player is: `flipbook render all` renders every demo in one process, and what a
    /// clip leaves alive adds to the peak of every clip after it.
    @Suite struct DemoReleaseTests {
        /// Plays `demo` to its end state at 1× (every frame of a 25 fps render), drops the
        /// player, and returns weak references to what its application built: the application,
        /// every controller reachable from the root (presented ones and navigation stacks) and
        /// every layer of the window.
        private static func play(_ demo: DemoDescriptor) -> [(what: String, ref: Weak)] {
            let player = DemoPlayer(demo, scale: 1)
            for time in FrameTimes(duration: player.duration, fps: player.fps) {
                _ = player.renderTree(at: time)
            }
            let application = Application.current!
            var refs = [("the Application", Weak(application))]
            var controllers = application.rootViewController.map { [$0] } ?? []
            while let vc = controllers.popLast() {
                refs.append(("a \(type(of: vc))", Weak(vc)))
                if let presented = vc.presentedViewController { controllers.append(presented) }
                if let nav = vc as? NavigationController { controllers += nav.viewControllers }
            }
            var layers = [application.window.layer]
            while let layer = layers.popLast() {
                refs.append(("a \(type(of: layer)) of the window", Weak(layer)))
                layers += layer.sublayers
            }
            Application.current = nil
            return refs
        }

        @Test(arguments: DemoCatalog.all.map(\.name))
        func everythingTheApplicationBuiltIsFreedWithItsPlayer(_ name: String) throws {
            let demo = try #require(DemoCatalog.variant(named: name))
            let alive = Self.play(demo).filter { $0.ref.object != nil }.map(\.what)
            #expect(alive.isEmpty, "\(name): \(alive.count) objects outlive the DemoPlayer: \(Set(alive).sorted())")
        }

        /// Pictures: one `Image` (one mipmap chain) while scenes use it, freed with them; the
        /// decoded pixels stay cached, so the next scene gets the same bytes without decoding.
        /// (A cache of its own: other suites may hold the shared cache's pictures meanwhile.)
        @Test func aDemoPictureIsSharedWhileUsedAndItsImageFreedAfter() {
            let cache = ImageCache()
            var loads = 0
            func lookup() -> Image {
                cache.image(named: "photo") {
                    loads += 1
                    return Image(Bitmap(width: 4, height: 2, fill: Pixel(r: 9, g: 8, b: 7, a: 255)))
                }
            }
            var first: Image? = lookup()
            let pixels = first!.bitmap
            #expect(lookup() === first)
            let freed = Weak(first)
            first = nil
            #expect(freed.object == nil, "the cache keeps the image (and its mipmaps) after the last scene let go")
            let again = lookup()
            #expect(loads == 1, "the pixels are cached, not decoded again")
            #expect(again.bitmap.bytes.withUnsafeBytes { $0.baseAddress } == pixels.bytes.withUnsafeBytes { $0.baseAddress })
        }
    }
}

/// A weak reference, so that a test can ask whether an object is still alive.
final class Weak {
    weak var object: AnyObject?
    init(_ object: AnyObject?) { self.object = object }
}
