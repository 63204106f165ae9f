extension Rule {
  /// A modifier without contexts.
  public static let resolverContexts = Rule(
    .resolver, "resolver/contexts", .error, "A modifier without a valid contexts object")
  /// Sets that reference each other in a circle.
  public static let resolverCycle = Rule(
    .resolver, "resolver/cycle", .error, "Sets that reference each other in a circle")
  /// A default that is no context.
  public static let resolverDefault = Rule(
    .resolver, "resolver/default", .error, "A modifier's default is not one of its contexts")
  /// `description` that is not a string.
  public static let resolverDescription = Rule(
    .resolver, "resolver/description", .error, "The resolver's description is not a string")
  /// A name twice in `resolutionOrder`.
  public static let resolverDuplicateName = Rule(
    .resolver, "resolver/duplicate-name", .error, "A name that appears twice in resolutionOrder")
  /// `$extensions` that is not an object.
  public static let resolverExtensions = Rule(
    .resolver, "resolver/extensions", .error, "$extensions is not an object")
  /// A source file that cannot be read.
  public static let resolverFile = Rule(
    .resolver, "resolver/file", .error, "A file the resolver references cannot be read or parsed")
  /// An inline item without a name.
  public static let resolverInlineName = Rule(
    .resolver, "resolver/inline-name", .error, "An inline set or modifier without a name")
  /// An inline item without a type.
  public static let resolverInlineType = Rule(
    .resolver, "resolver/inline-type", .error, "An inline item without type set or modifier")
  /// An unknown modifier or context given as input.
  public static let resolverInput = Rule(
    .resolver, "resolver/input", .error,
    "An input (--input, --appearance, sptheme.json inputs) names no modifier or context",
    fix: "Name a modifier and one of its contexts (the message lists them).",
    unreadableInput: true)
  /// A modifier that is not an object.
  public static let resolverModifier = Rule(
    .resolver, "resolver/modifier", .error, "A modifier that is not an object")
  /// `modifiers` that is not an object.
  public static let resolverModifiers = Rule(
    .resolver, "resolver/modifiers", .error, "modifiers is not an object of named modifiers")
  /// `name` that is not a string.
  public static let resolverName = Rule(
    .resolver, "resolver/name", .error, "The resolver's name is not a string")
  /// `name` on a set or modifier of the maps.
  public static let resolverNameMember = Rule(
    .resolver, "resolver/name-member", .warning,
    "\"name\" on a set or modifier of the sets or modifiers maps",
    explanation:
      "A set of \"sets\" or a modifier of \"modifiers\" has a \"name\": its key names it, and only the 2025.10 JSON schema forbids the member.",
    fix: "Remove \"name\"; rename the key to rename the set or modifier.")
  /// A resolver that is not an object.
  public static let resolverNotObject = Rule(
    .resolver, "resolver/not-object", .error, "A resolver document that is not a JSON object")
  /// A malformed reference.
  public static let resolverReference = Rule(
    .resolver, "resolver/reference", .error,
    "A reference of the resolver that is malformed or leads nowhere")
  /// A missing or malformed `resolutionOrder`.
  public static let resolverResolutionOrder = Rule(
    .resolver, "resolver/resolution-order", .error, "A missing or malformed resolutionOrder")
  /// A set that is not an object.
  public static let resolverSet = Rule(
    .resolver, "resolver/set", .error, "A set that is not an object")
  /// `sets` that is not an object.
  public static let resolverSets = Rule(
    .resolver, "resolver/sets", .error, "sets is not an object of named sets")
  /// A source that is not an object.
  public static let resolverSource = Rule(
    .resolver, "resolver/source", .error, "A source that is neither tokens nor a $ref")
  /// A set without sources.
  public static let resolverSources = Rule(
    .resolver, "resolver/sources", .error, "A set without a sources array")
  /// A property the Resolver Module does not define.
  public static let resolverUnknownProperty = Rule(
    .resolver, "resolver/unknown-property", .error, "A property the Resolver Module does not define"
  )
  /// A missing or wrong `version`.
  public static let resolverVersion = Rule(
    .resolver, "resolver/version", .error, "A missing version, or one other than 2025.10")

  static let resolverCatalogue = [
    resolverContexts, resolverCycle, resolverDefault, resolverDescription, resolverDuplicateName,
    resolverExtensions, resolverFile, resolverInlineName, resolverInlineType, resolverInput,
    resolverModifier, resolverModifiers, resolverName, resolverNameMember, resolverNotObject,
    resolverReference, resolverResolutionOrder, resolverSet, resolverSets, resolverSource,
    resolverSources, resolverUnknownProperty, resolverVersion,
  ]
}
