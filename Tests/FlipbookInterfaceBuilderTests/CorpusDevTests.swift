import Foundation
@testable import FlipbookInterfaceBuilder
import FlipbookKit
import Testing

/// A development test: loads every storyboard and xib under the folders in
/// `FLIPBOOK_IB_CORPUS` (colon-separated; for example published apps' sources), with unknown
/// custom classes replaced by their Kit classes, and prints what loads and what does not. Skipped
/// when the variable is unset, so `swift test` stays hermetic; it never fails on a file's content.
@Suite struct CorpusDevTests {
    static let roots = ProcessInfo.processInfo.environment["FLIPBOOK_IB_CORPUS"]?
        .split(separator: ":").map(String.init) ?? []

    @Test(.enabled(if: !roots.isEmpty)) func reportWhatLoads() throws {
        var files: [URL] = []
        for root in Self.roots {
            let enumerator = FileManager.default.enumerator(at: URL(fileURLWithPath: root), includingPropertiesForKeys: nil)
            while let url = enumerator?.nextObject() as? URL {
                if ["storyboard", "xib"].contains(url.pathExtension) { files.append(url) }
            }
        }
        var report: [String] = []
        for url in files.sorted(by: { $0.path < $1.path }) {
            // The bundle is the folder holding the file (or the one above Base.lproj), where the
            // catalogues are.
            var folder = url.deletingLastPathComponent()
            if folder.pathExtension == "lproj" { folder = folder.deletingLastPathComponent() }
            let bundle = try #require(Bundle(url: folder))
            let options = InterfaceBuilderOptions(printsDiagnostics: false, isPreview: true)
            _ = Application()
            do {
                let document = try InterfaceBuilderDocument(contentsOf: url)
                if document.kind == .storyboard {
                    let storyboard = try Storyboard(document: document, bundle: bundle, options: options)
                    var loaded = 0, failed: [String] = []
                    for id in storyboard.loader.controllers.keys.sorted() {
                        do { _ = try storyboard.loader.makeController(id: id, loadingView: true); loaded += 1 } catch {
                            failed.append("\(error)")
                        }
                    }
                    report.append("\(url.lastPathComponent): \(loaded) of \(loaded + failed.count) scenes load, "
                                  + "\(storyboard.diagnostics.count) diagnostics")
                    report += failed.map { "    error: \($0)" }
                    report += storyboard.diagnostics.prefix(8).map { "    \($0)" }
                } else {
                    let nib = try Nib(document: document, bundle: bundle, options: options)
                    let objects = try nib.load(withOwner: nil)
                    report.append("\(url.lastPathComponent): \(objects.count) objects load, \(nib.diagnostics.count) diagnostics")
                    report += nib.diagnostics.prefix(8).map { "    \($0)" }
                }
            } catch {
                report.append("\(url.lastPathComponent): does not load: \(error)")
            }
        }
        print(report.joined(separator: "\n"))
    }
}
