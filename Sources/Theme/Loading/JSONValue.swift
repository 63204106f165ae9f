/// A parsed JSON value.
///
/// Values carry no source positions: a ``JSONDocument`` finds the position of any
/// ``JSONPointer`` in its source text when a diagnostic needs one.
public enum JSONValue: Sendable, Equatable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object(JSONObject)

  /// The object, if this value is one.
  public var object: JSONObject? {
    if case .object(let object) = self { return object }
    return nil
  }

  /// The array, if this value is one.
  public var array: [JSONValue]? {
    if case .array(let array) = self { return array }
    return nil
  }

  /// The string, if this value is one.
  public var string: String? {
    if case .string(let string) = self { return string }
    return nil
  }

  /// The number, if this value is one.
  public var number: Double? {
    if case .number(let number) = self { return number }
    return nil
  }

  /// The Boolean, if this value is one.
  public var bool: Bool? {
    if case .bool(let bool) = self { return bool }
    return nil
  }

  /// The JSON kind of this value, as a word for messages ("object", "string", …).
  public var kindName: String {
    switch self {
    case .null: "null"
    case .bool: "boolean"
    case .number: "number"
    case .string: "string"
    case .array: "array"
    case .object: "object"
    }
  }

  /// The value at `pointer` below this one, if there is one.
  public subscript(pointer: JSONPointer) -> JSONValue? {
    var current = self
    for token in pointer.tokens {
      switch current {
      case .object(let object):
        guard let next = object[token] else { return nil }
        current = next
      case .array(let array):
        guard let index = Int(token), array.indices.contains(index) else { return nil }
        current = array[index]
      default:
        return nil
      }
    }
    return current
  }
}

/// A JSON object whose members keep the order of the source text.
public struct JSONObject: Sendable, Equatable {
  /// One `"key": value` member.
  public struct Member: Sendable, Equatable {
    /// The member's key.
    public var key: String
    /// The member's value.
    public var value: JSONValue

    /// Creates a member.
    public init(key: String, value: JSONValue) {
      self.key = key
      self.value = value
    }
  }

  /// The members in source order. Keys are unique: of repeated keys the last one is kept,
  /// as json-c does; ``JSONDocument/duplicateKeys`` lists the repeats.
  public private(set) var members: [Member]
  /// Key positions, kept only for objects large enough that a linear search would cost more.
  private var positions: [String: Int]?
  private static let indexThreshold = 12

  /// Creates an object from members; a repeated key replaces the earlier value in place.
  public init(_ members: [Member] = []) {
    self.members = []
    self.members.reserveCapacity(members.count)
    for member in members { self[member.key] = member.value }
  }

  /// Creates an object from members whose keys are known to be unique (json-c's output).
  init(uniqueMembers members: [Member]) {
    self.members = members
    if members.count > Self.indexThreshold { rebuildIndex() }
  }

  /// The keys in source order.
  public var keys: [String] { members.map(\.key) }

  /// The number of members.
  public var count: Int { members.count }

  /// Whether the object has no members.
  public var isEmpty: Bool { members.isEmpty }

  private func position(of key: String) -> Int? {
    if let positions { return positions[key] }
    return members.firstIndex { $0.key == key }
  }

  private mutating func rebuildIndex() {
    var index: [String: Int] = [:]
    index.reserveCapacity(members.count)
    for (offset, member) in members.enumerated() { index[member.key] = offset }
    positions = index
  }

  /// Adds a member whose key the caller knows is not there yet (a writer with a fixed set of
  /// keys), without looking for it first.
  package mutating func append(newKey key: String, _ value: JSONValue) {
    positions?[key] = members.count
    members.append(Member(key: key, value: value))
  }

  /// The value for `key`; setting `nil` removes the member.
  public subscript(key: String) -> JSONValue? {
    get { position(of: key).map { members[$0].value } }
    set {
      if let index = position(of: key) {
        if let newValue {
          members[index].value = newValue
        } else {
          members.remove(at: index)
          if positions != nil { rebuildIndex() }
        }
      } else if let newValue {
        positions?[key] = members.count
        members.append(Member(key: key, value: newValue))
        if positions == nil, members.count > Self.indexThreshold { rebuildIndex() }
      }
    }
  }

  public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
    lhs.members == rhs.members
  }
}

extension JSONValue {
  /// The number of values in this one (itself included), counting no further than `limit + 1`.
  public func nodeCount(limit: Int = .max) -> Int {
    var count = 0
    countNodes(into: &count, limit: limit)
    return count
  }

  private func countNodes(into count: inout Int, limit: Int) {
    count += 1
    guard count <= limit else { return }
    switch self {
    case .array(let elements):
      for element in elements where count <= limit {
        element.countNodes(into: &count, limit: limit)
      }
    case .object(let object):
      for member in object.members where count <= limit {
        member.value.countNodes(into: &count, limit: limit)
      }
    default:
      break
    }
  }
}
