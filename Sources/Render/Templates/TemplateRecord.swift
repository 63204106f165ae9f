import Theme

/// Named members, like ``TemplateValue/object(_:)``, found by ``TemplateKey``: the context a
/// program builds with names it knows in advance, which a template looks up by name.
///
/// Records are small (a part's tag name, attributes, text, children), so members sit in two
/// short arrays and a lookup is a scan of keys. Two records are equal when they have the same
/// members, whatever the order they were set in.
public struct TemplateRecord: Sendable, Hashable {
  private var keys: [TemplateKey] = []
  private var values: [TemplateValue] = []

  /// An empty record with room for `capacity` members.
  public init(capacity: Int = 0) {
    keys.reserveCapacity(capacity)
    values.reserveCapacity(capacity)
  }

  /// The number of members.
  public var count: Int { keys.count }

  /// The member called `key`; setting `nil` removes it.
  public subscript(key: TemplateKey) -> TemplateValue? {
    get { keys.firstIndex(of: key).map { values[$0] } }
    set {
      if let index = keys.firstIndex(of: key) {
        if let newValue {
          values[index] = newValue
        } else {
          keys.remove(at: index)
          values.remove(at: index)
        }
      } else if let newValue {
        keys.append(key)
        values.append(newValue)
      }
    }
  }

  /// The member whose key has this name.
  public subscript(name: String) -> TemplateValue? {
    keys.firstIndex { $0.name == name }.map { values[$0] }
  }

  public static func == (lhs: TemplateRecord, rhs: TemplateRecord) -> Bool {
    lhs.count == rhs.count && zip(lhs.keys, lhs.values).allSatisfy { rhs[$0.0] == $0.1 }
  }

  /// Hashes the members whatever the order they were set in, as ``==(_:_:)`` compares them.
  public func hash(into hasher: inout Hasher) {
    var members = 0
    for (key, value) in zip(keys, values) {
      var member = Hasher()
      member.combine(key)
      member.combine(value)
      members &+= member.finalize()
    }
    hasher.combine(count)
    hasher.combine(members)
  }
}
