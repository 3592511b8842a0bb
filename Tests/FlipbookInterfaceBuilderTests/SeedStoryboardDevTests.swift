import Foundation
import FlipbookCodecs
import FlipbookGeometry
import FlipbookInterfaceBuilder
import FlipbookKit
import FlipbookRaster
import Testing

/// A development test: loads the original `Main.storyboard` of the four seed demos from the
/// folder `FLIPBOOK_SEED_STORYBOARDS` (the projects fetched from their repositories, which carry
/// no licence and so are not committed), lays the initial scene out on an iPhone 6-sized screen
/// (the iPhone 8 preset, 375 × 667) and prints each view's frame; with `FLIPBOOK_SEED_PNG` set to
/// a folder it also writes the scene as a PNG there. The "Interface Builder files" article lists
/// how these screens differ from the demos' hand-built ones.
@Suite struct SeedStoryboardDevTests {
    static let root = ProcessInfo.processInfo.environment["FLIPBOOK_SEED_STORYBOARDS"]

    /// The projects and their storyboards, inside `root`.
    static let projects = [
        ("FlipTransion", "FlipTransion/FlipTransion/Base.lproj/Main.storyboard"),
        ("SegueTransion", "SegueTransion/SegueTransion/Base.lproj/Main.storyboard"),
        ("MagicMove", "MagicMove/MagicMove/Base.lproj/Main.storyboard"),
        ("PamperedPets", "ScaleSegue/PamperedPets/PamperedPets/User-Interface/Main.storyboard"),
    ]

    @Test(.enabled(if: root != nil, "set FLIPBOOK_SEED_STORYBOARDS to the folder of the fetched seed projects"))
    func originalStoryboardsLoadAndLayOut() throws {
        let root = URL(fileURLWithPath: try #require(Self.root))
        var report: [String] = []
        for (name, path) in Self.projects {
            let url = root.appendingPathComponent(path)
            guard FileManager.default.fileExists(atPath: url.path) else {
                report.append("\(name): \(path) is not in the folder")
                continue
            }
            var folder = url.deletingLastPathComponent()
            if folder.pathExtension == "lproj" { folder = folder.deletingLastPathComponent() }
            let app = Application(device: .iPhone8)
            let options = InterfaceBuilderOptions(scale: 2, printsDiagnostics: false, isPreview: true)
            do {
                let document = try InterfaceBuilderDocument(contentsOf: url)
                let storyboard = try Storyboard(document: document, bundle: try #require(Bundle(url: folder)), options: options)
                let controller = try storyboard.makeInitialViewController()
                app.rootViewController = controller
                let shown = (controller as? NavigationController)?.viewControllers.first ?? controller
                shown.view.layoutIfNeeded()
                report.append("\(name): \(type(of: shown)) \(shown.view.frame)")
                func walk(_ view: View, depth: Int) {
                    for sub in view.subviews {
                        report.append(
                            String(repeating: "  ", count: depth) + "\(type(of: sub)) \(sub.frame)"
                                + ((sub as? Label)?.text.map { " \"\($0)\"" } ?? ""))
                        walk(sub, depth: depth + 1)
                    }
                }
                walk(shown.view, depth: 1)
                // Each prototype cell of the file, dequeued from the scene's list at its row or
                // item size and laid out.
                let prototypes = document.scenes.flatMap { $0.objects.flatMap(\.allElements) }
                func lists(in view: View) -> [View] {
                    (view is TableView || view is CollectionView ? [view] : []) + view.subviews.flatMap(lists(in:))
                }
                for list in lists(in: shown.view) {
                    for element in prototypes {
                        guard let identifier = element["reuseIdentifier"] else { continue }
                        var cell: View?
                        if let table = list as? TableView, element.tag == "tableViewCell" {
                            cell = table.dequeueReusableCell(withIdentifier: identifier)
                            cell?.frame = Rect(x: 0, y: 0, width: table.bounds.width, height: table.rowHeight)
                        } else if let collection = list as? CollectionView, element.tag == "collectionViewCell",
                            let flow = collection.collectionViewLayout as? CollectionViewFlowLayout
                        {
                            cell = collection.dequeueReusableCell(
                                withReuseIdentifier: identifier, for: IndexPath(item: 0, section: 0))
                            cell?.frame = Rect(origin: .zero, size: flow.itemSize)
                        }
                        guard let cell else { continue }
                        cell.layoutIfNeeded()
                        report.append("  prototype \(identifier): \(type(of: cell)) \(cell.frame)")
                        walk(cell, depth: 2)
                    }
                }
                report += storyboard.diagnostics.map { "    \($0)" }
                if let out = ProcessInfo.processInfo.environment["FLIPBOOK_SEED_PNG"] {
                    let bitmap = Renderer().render(app.renderTree(at: 0, scale: 1))
                    try PNG.write(bitmap, path: "\(out)/\(name).png")
                }
            } catch {
                report.append("\(name): does not load: \(error)")
            }
        }
        print(report.joined(separator: "\n"))
    }

    /// PamperedPets' detail scene, the only one of the four files with size-class variations,
    /// laid out in portrait (compact × regular) and landscape (compact × compact) on an iPhone 8:
    /// the scene is reached through a cell segue in the app, so the test makes it the initial
    /// scene of a copy of the file's text.
    @Test(.enabled(if: root != nil, "set FLIPBOOK_SEED_STORYBOARDS to the folder of the fetched seed projects"))
    func pamperedPetsDetailSceneFollowsTheSizeClasses() throws {
        let root = URL(fileURLWithPath: try #require(Self.root))
        let url = root.appendingPathComponent(Self.projects[3].1)
        var text = try String(contentsOf: url, encoding: .utf8)
        let initial = try #require(text.range(of: #"initialViewController="[^"]*""#, options: .regularExpression))
        text.replaceSubrange(initial, with: #"initialViewController="8mc-FN-o1T""#)
        var report: [String] = []
        for device in [DevicePreset.iPhone8, DevicePreset.iPhone8.landscape] {
            let app = Application(device: device)
            let options = InterfaceBuilderOptions(scale: 2, printsDiagnostics: false, isPreview: true)
            let document = try InterfaceBuilderDocument(data: Data(text.utf8), fileName: "Main.storyboard")
            let storyboard = try Storyboard(
                document: document, bundle: try #require(Bundle(url: url.deletingLastPathComponent())), options: options)
            let controller = try storyboard.makeInitialViewController()
            app.rootViewController = controller
            controller.view.layoutIfNeeded()
            report.append("PamperedPets detail, \(device.isLandscape ? "landscape" : "portrait"): \(controller.view.frame)")
            func walk(_ view: View, depth: Int) {
                for sub in view.subviews {
                    report.append(String(repeating: "  ", count: depth) + "\(type(of: sub)) \(sub.frame)")
                    walk(sub, depth: depth + 1)
                }
            }
            walk(controller.view, depth: 1)
        }
        print(report.joined(separator: "\n"))
    }
}
