import Testing

@testable import Theme

/// A group is a value: its rare metadata and a large group's child index live in a box that a
/// group edits in place only while it alone holds it.
@Suite struct GroupNodeTests {
  static func token(_ value: Double) -> TokenNode {
    .token(
      TokenDefinition(
        value: .number(value), type: .number, place: SourceRef(document: 0, pointer: .root)))
  }

  static func value(_ node: TokenNode?) -> JSONValue? {
    if case .token(let definition)? = node { return definition.value }
    return nil
  }

  @Test(arguments: [3, 12, 13, 40])
  func aCopyKeepsItsChildrenAndMetadataWhenTheOriginalChanges(_ count: Int) {
    var original = GroupNode(place: SourceRef(document: 1, pointer: JSONPointer(tokens: ["g"])))
    original.description = "before"
    for index in 0..<count { original["t\(index)"] = Self.token(Double(index)) }
    let copy = original
    original["t0"] = Self.token(-1)
    original["extra"] = Self.token(99)
    original["t1"] = nil
    original.description = "after"
    original.place = nil

    #expect(copy.children.count == count)
    #expect(copy.description == "before")
    #expect(copy.place == SourceRef(document: 1, pointer: JSONPointer(tokens: ["g"])))
    for index in 0..<count { #expect(Self.value(copy["t\(index)"]) == .number(Double(index))) }
    #expect(copy["extra"] == nil)

    #expect(original.children.count == count)
    #expect(original.description == "after")
    #expect(original.place == nil)
    #expect(Self.value(original["t0"]) == .number(-1))
    #expect(Self.value(original["extra"]) == .number(99))
    #expect(original["t1"] == nil)
    for index in 2..<count { #expect(Self.value(original["t\(index)"]) == .number(Double(index))) }
  }
}
