import FlipbookInterfaceBuilder
import FlipbookKit
import FlipbookRaster
import Foundation
import Testing

/// A storyboard controller's "Extend Edges" settings: under an opaque bar the view starts at the
/// bar's bottom unless "Under Opaque Bars" is on; the edges listed are those left on.
@Suite struct ExtendedEdgesTests {
    /// The storyboard with `attributes` on the root controller and `edges` inside it.
    func root(attributes: String = "", edges: String = "") throws -> (Application, ViewController) {
        let app = Application()
        let xml = Fixtures.navigationStoryboardXML(barAttributes: #"translucent="NO""#, rootAttributes: attributes, root: edges)
        let nav = try Fixtures.show(
            Fixtures.storyboard(xml, fileName: "Edges.storyboard"), in: app, as: NavigationController.self)
        _ = app.renderTree(at: 0.1)
        return (app, try #require(nav.topViewController))
    }

    @Test func belowAnOpaqueBarTheViewStartsAtTheBarsBottom() throws {
        let (_, root) = try root()
        defer { Application.current = nil }
        #expect(root.view.frame.minY == 64)
    }

    @Test func underOpaqueBarsIsRead() throws {
        let (_, root) = try root(attributes: #"extendedLayoutIncludesOpaqueBars="YES""#)
        defer { Application.current = nil }
        #expect(root.extendedLayoutIncludesOpaqueBars)
        #expect(root.view.frame.minY == 0)
    }

    @Test func theExtendedEdgesListTheEdgesLeftOn() throws {
        let (_, root) = try root(
            attributes: #"extendedLayoutIncludesOpaqueBars="YES""#,
            edges: #"<extendedEdge key="edgesForExtendedLayout" bottom="YES"/>"#)
        defer { Application.current = nil }
        #expect(root.edgesForExtendedLayout == .bottom)
        #expect(root.view.frame.minY == 64)
    }
}
