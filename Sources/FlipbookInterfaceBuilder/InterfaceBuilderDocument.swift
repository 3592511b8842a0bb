import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// One XML element of an Interface Builder file: its tag, attributes and children, in the file's
/// order. The document model the loader reads; a test or a tool can read it too.
public struct InterfaceBuilderElement: Equatable, Sendable {
    /// The tag (`view`, `label`, `color`, `connections`, …).
    public let tag: String
    /// The attributes by name.
    public let attributes: [String: String]
    /// The child elements, in the file's order.
    public let children: [InterfaceBuilderElement]
    /// The text inside the element (a `string` element's value), trimmed of nothing.
    public let text: String

    /// An element.
    public init(tag: String, attributes: [String: String] = [:], children: [InterfaceBuilderElement] = [], text: String = "") {
        self.tag = tag
        self.attributes = attributes
        self.children = children
        self.text = text
    }

    /// The element's `id` attribute.
    public var id: String? { attributes["id"] }
    /// The `key` attribute (the property a child element sets: `frame`, `backgroundColor`, …).
    public var key: String? { attributes["key"] }
    /// An attribute's value.
    public subscript(attribute: String) -> String? { attributes[attribute] }

    /// The first child with `tag` (and `key`, when given).
    public func child(_ tag: String, key: String? = nil) -> InterfaceBuilderElement? {
        children.first { $0.tag == tag && (key == nil || $0.key == key) }
    }

    /// The children with `tag`.
    public func children(_ tag: String) -> [InterfaceBuilderElement] { children.filter { $0.tag == tag } }

    /// This element and every element inside it, depth first in the file's order.
    public var allElements: [InterfaceBuilderElement] {
        [self] + children.flatMap(\.allElements)
    }

    /// The element with `id` in this subtree.
    public func element(withID id: String) -> InterfaceBuilderElement? {
        if self.id == id { return self }
        for child in children { if let found = child.element(withID: id) { return found } }
        return nil
    }
}

/// A storyboard's scene: one controller (or placeholder) and its objects.
public struct InterfaceBuilderScene: Equatable, Sendable {
    /// The scene's `sceneID`.
    public let id: String
    /// The scene's objects (the controller first, then placeholders such as the first responder
    /// and exit, and any top-level gesture recognizers).
    public let objects: [InterfaceBuilderElement]

    /// The scene's controller element (`viewController`, `navigationController`, …).
    public var controller: InterfaceBuilderElement? {
        objects.first { $0.tag.hasSuffix("Controller") || $0.tag == "viewControllerPlaceholder" }
    }
}

/// A parsed `.storyboard` or `.xib` file.
public struct InterfaceBuilderDocument: Equatable, Sendable {
    /// Whether the file is a storyboard or a xib.
    public enum Kind: Equatable, Sendable {
        /// A `.storyboard` (`document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"`).
        case storyboard
        /// A `.xib`.
        case xib
    }

    /// The file's name with its extension (for errors).
    public let fileName: String
    /// Storyboard or xib.
    public let kind: Kind
    /// The root `document` element.
    public let root: InterfaceBuilderElement
    /// The id of a storyboard's initial controller (`initialViewController`), if any.
    public var initialViewControllerID: String? { root["initialViewController"] }

    /// The storyboard's scenes (empty for a xib).
    public var scenes: [InterfaceBuilderScene] {
        (root.child("scenes")?.children("scene") ?? []).map {
            InterfaceBuilderScene(id: $0["sceneID"] ?? "", objects: $0.child("objects")?.children ?? [])
        }
    }

    /// A xib's top-level objects (placeholders first, as the file lists them).
    public var objects: [InterfaceBuilderElement] { root.child("objects")?.children ?? [] }

    /// The named colours and images the file declares in `resources`, with the fallback colour
    /// Interface Builder stores for each named colour.
    public var resources: [InterfaceBuilderElement] { root.child("resources")?.children ?? [] }

    /// Parses `data`, the contents of `fileName`.
    /// - Throws: ``InterfaceBuilderError`` with ``InterfaceBuilderError/Reason/malformedXML(_:)``
    ///   when the XML does not parse or is not an Interface Builder document.
    public init(data: Data, fileName: String) throws {
        self.fileName = fileName
        let builder = TreeBuilder()
        let parser = XMLParser(data: data)
        parser.delegate = builder
        guard parser.parse(), let root = builder.root else {
            let message = parser.parserError.map { "line \(parser.lineNumber): \($0.localizedDescription)" } ?? "no root element"
            throw InterfaceBuilderError(file: fileName, reason: .malformedXML(message))
        }
        guard root.tag == "document" else {
            throw InterfaceBuilderError(file: fileName, reason: .malformedXML("the root element is not <document>"))
        }
        self.root = root
        kind = (root["type"] ?? "").contains("Storyboard") ? .storyboard : .xib
    }

    /// Reads and parses the file at `url`.
    public init(contentsOf url: URL) throws {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw InterfaceBuilderError(file: url.lastPathComponent, reason: .fileNotFound(url.path))
        }
        try self.init(data: data, fileName: url.lastPathComponent)
    }
}

/// Builds the element tree from the parser's events.
private final class TreeBuilder: NSObject, XMLParserDelegate {
    private var stack: [(tag: String, attributes: [String: String], children: [InterfaceBuilderElement], text: String)] = []
    var root: InterfaceBuilderElement?

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
        stack.append((elementName, attributeDict, [], ""))
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        guard !stack.isEmpty else { return }
        stack[stack.count - 1].text += string
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        guard let top = stack.popLast() else { return }
        let element = InterfaceBuilderElement(tag: top.tag, attributes: top.attributes, children: top.children, text: top.text)
        if stack.isEmpty { root = element } else { stack[stack.count - 1].children.append(element) }
    }
}
