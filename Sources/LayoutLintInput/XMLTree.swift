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

    /// `attribute(_:)` for a name known only at run time (the vocabulary table's).
    func attribute(named attributeName: String) -> String? {
        attributeName.withCString { attribute(cName: $0) }
    }

    private func attribute(cName wanted: UnsafePointer<CChar>) -> String? {
        var property = node.pointee.properties
        while let current = property {
            let currentName = UnsafeRawPointer(current.pointee.name).assumingMemoryBound(to: CChar.self)
            if strcmp(currentName, wanted) == 0 {
                return XMLElement.value(of: current)
            }
            property = current.pointee.next
        }
        return nil
    }

    private static func value(of property: xmlAttrPtr) -> String {
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

/// The concatenated text inside an element (`<string key="text">Two\nlines</string>`).
func xmlNodeContent(_ element: XMLElement) -> String? {
    guard let content = xmlNodeGetContent(element.node) else { return nil }
    defer { xmlFree(content) }
    return String(cString: content)
}
