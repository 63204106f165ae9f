/// Helpers over a token's JSON value that resolution uses: finding, replacing and flattening
/// the parts of a value that references point at.
enum ValueJSON {
  /// The JSON with each computed Tokens Studio expression replaced by its result, so that a
  /// value referring to this one takes the result, not the expression.
  static func applying(_ computed: [ComputedMath], to json: JSONValue) -> JSONValue {
    computed.reduce(json) { replacing($0, at: $1.pointer.tokens[...], with: $1.json) }
  }

  /// A layer that refers to a layered shadow (or a stop that refers to a gradient) takes all
  /// of its layers (stops) in place.
  /// Whether a shadow or gradient value is an array whose elements are all references, in order.
  static func isWholeElements(_ references: [ValueReference], of json: JSONValue, type: TokenType)
    -> Bool
  {
    guard type == .shadow || type == .gradient, case .array(let items) = json,
      items.count == references.count
    else {
      return false
    }
    return references.enumerated().allSatisfy { index, part in
      part.pointer.tokens == [String(index)] && part.expectedType == type
    }
  }

  /// Shadow layers or gradient stops of several values, one after another.
  static func concatenating(_ values: [TokenValue], type: TokenType) -> TokenValue? {
    switch type {
    case .shadow:
      var layers: [ShadowLayer] = []
      for value in values {
        guard case .shadow(let more) = value else { return nil }
        layers += more
      }
      return .shadow(layers)
    case .gradient:
      var stops: [GradientStop] = []
      for value in values {
        guard case .gradient(let more) = value else { return nil }
        stops += more
      }
      return .gradient(stops)
    default:
      return nil
    }
  }

  static func flattenLayers(_ json: JSONValue, type: TokenType) -> JSONValue {
    guard type == .shadow || type == .gradient, case .array(let items) = json,
      items.contains(where: { $0.array != nil })
    else { return json }
    return .array(items.flatMap { $0.array ?? [$0] })
  }

  static func value(in json: JSONValue, at tokens: ArraySlice<String>) -> JSONValue? {
    var current = json
    for token in tokens {
      switch current {
      case .object(let object):
        guard let next = object[token] else { return nil }
        current = next
      case .array(let array):
        guard let index = Int(token), String(index) == token, array.indices.contains(index) else {
          return nil
        }
        current = array[index]
      default:
        return nil
      }
    }
    return current
  }

  static func replacing(
    _ json: JSONValue, at tokens: ArraySlice<String>, with replacement: JSONValue
  ) -> JSONValue {
    guard let first = tokens.first else { return replacement }
    switch json {
    case .object(var object):
      if let child = object[first] {
        object[first] = replacing(child, at: tokens.dropFirst(), with: replacement)
      }
      return .object(object)
    case .array(var array):
      if let index = Int(first), array.indices.contains(index) {
        array[index] = replacing(array[index], at: tokens.dropFirst(), with: replacement)
      }
      return .array(array)
    default:
      return json
    }
  }

}
