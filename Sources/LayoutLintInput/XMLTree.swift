import CLibXML2
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A read-only view of one libxml2 element. Valid only while its `ParsedXML` is alive.
struct XMLElement {
    let node: xmlNodePtr

    var name: String { String(cString: node.pointee.name) }

    /// Compares the element name without allocating a Swift string.
    func isNamed(_ candidate: StaticString) -> Bool {
        strcmp(UnsafeRawPointer(node.pointee.name).assumingMemoryBound(to: CChar.self),
               UnsafeRawPointer(candidate.utf8Start).assumingMemoryBound(to: CChar.self)) == 0
    }

    /// The element's start-tag line. With `XML_PARSE_BIG_LINES`, lines past 65,535 are recovered
    /// from neighbouring text nodes by libxml2.
    var line: Int { Int(xmlGetLineNo(node)) }

    func attribute(_ attributeName: StaticString) -> String? {
        attribute(cName: UnsafeRawPointer(attributeName.utf8Start).assumingMemoryBound(to: CChar.self))
    }

    private func attribute(cName wanted: UnsafePointer<CChar>) -> String? {
        var property = node.pointee.properties
        while let current = property {
            if XMLElement.isNamed(current, wanted) { return XMLElement.value(of: current) }
            property = current.pointee.next
        }
        return nil
    }

    /// Whether an attribute has the given name. Most of an element's attributes differ from the
    /// wanted name in the first byte: comparing it inline spares a call to `strcmp` for them
    /// (attribute lookups are most of the walk's time, a view's dozens of them each scanning the list).
    static func isNamed(_ property: xmlAttrPtr, _ wanted: UnsafePointer<CChar>) -> Bool {
        let name = UnsafeRawPointer(property.pointee.name).assumingMemoryBound(to: CChar.self)
        return name.pointee == wanted.pointee && strcmp(name, wanted) == 0
    }

    /// The element's attributes in document order, as libxml2 holds them (no strings made).
    var properties: ElementProperties { ElementProperties(first: node.pointee.properties) }

    /// An attribute's text (one found by walking `properties`, or by name).
    static func value(of property: xmlAttrPtr) -> String {
        if let text = property.pointee.children, text.pointee.next == nil, text.pointee.type == XML_TEXT_NODE,
           let content = text.pointee.content {
            return String(cString: content)
        }
        guard let joined = xmlNodeListGetString(property.pointee.doc, property.pointee.children, 1) else { return "" }
        defer { xmlFree(joined) }
        return String(cString: joined)
    }

    func boolAttribute(_ attributeName: StaticString) -> Bool {
        attribute(attributeName) == "YES"
    }

    var children: ElementChildren { ElementChildren(first: node.pointee.children) }

    func firstChild(named candidate: StaticString) -> XMLElement? {
        children.first { $0.isNamed(candidate) }
    }

    /// The first child `<tag key="…">` with the given key (`<rect key="frame">`).
    func child(_ tag: StaticString, key: String) -> XMLElement? {
        children.first { $0.isNamed(tag) && $0.attribute("key") == key }
    }

    /// The text of the XML comment just before this element, ignoring whitespace
    /// (Xcode names each storyboard scene in such a comment).
    var precedingComment: String? {
        var sibling = node.pointee.prev
        while let current = sibling {
            if current.pointee.type == XML_COMMENT_NODE, let content = current.pointee.content {
                return String(cString: content)
            }
            if current.pointee.type != XML_TEXT_NODE { return nil }
            sibling = current.pointee.prev
        }
        return nil
    }
}

struct ElementChildren: Sequence {
    let first: xmlNodePtr?

    struct Iterator: IteratorProtocol {
        var next_: xmlNodePtr?

        mutating func next() -> XMLElement? {
            while let current = next_ {
                next_ = current.pointee.next
                if current.pointee.type == XML_ELEMENT_NODE { return XMLElement(node: current) }
            }
            return nil
        }
    }

    func makeIterator() -> Iterator { Iterator(next_: first) }
}

struct ElementProperties: Sequence {
    let first: xmlAttrPtr?

    struct Iterator: IteratorProtocol {
        var next_: xmlAttrPtr?

        mutating func next() -> xmlAttrPtr? {
            guard let current = next_ else { return nil }
            next_ = current.pointee.next
            return current
        }
    }

    func makeIterator() -> Iterator { Iterator(next_: first) }
}

/// The concatenated text inside an element (`<string key="text">Two\nlines</string>`).
func xmlNodeContent(_ element: XMLElement) -> String? {
    guard let content = xmlNodeGetContent(element.node) else { return nil }
    defer { xmlFree(content) }
    return String(cString: content)
}
