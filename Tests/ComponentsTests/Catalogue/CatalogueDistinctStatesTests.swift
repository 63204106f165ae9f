import Testing

@testable import Components

/// No two states of a block build the same part tree in the same environment (a scene) unless
/// the catalogue declares it
/// (`CatalogueState.sameScene`), and every declaration holds: a reviewer opening two states must
/// see two moments, or be told why they look alike.
@Suite struct CatalogueDistinctStatesTests {
  /// A part tree and the environment it is drawn in.
  struct Scene: Hashable {
    var part: Part
    var environment: PartsEnvironment
  }

  /// The name a state is held to: its declared twin's, else its own.
  static func canonical(_ state: CatalogueState) -> String {
    state.sameScene?.state ?? state.name
  }

  @Test(arguments: BlockKind.allCases)
  func statesThatBuildTheSameTreeAreDeclared(block: BlockKind) {
    let environment = PartsEnvironment()
    var seen: [Scene: CatalogueState] = [:]
    for state in block.catalogue {
      let tree = Scene(part: state.part(environment), environment: state.environment(environment))
      if let earlier = seen[tree] {
        #expect(
          Self.canonical(earlier) == Self.canonical(state),
          """
          \(earlier.id) and \(state.id) build the same tree: make the state show what it \
          claims or declare sameScene with a reason
          """)
      } else {
        seen[tree] = state
      }
    }
  }

  @Test(arguments: BlockKind.allCases.flatMap(\.catalogue).filter { $0.sameScene != nil }.map(\.id))
  func everyDeclaredTwinIsAnEarlierStateThatReallyLooksTheSame(id: String) throws {
    let state = try #require(BlockKind.state(id))
    let twin = try #require(state.sameScene)
    let names = state.block.catalogue.map(\.name)
    let twinIndex = try #require(names.firstIndex(of: twin.state), "\(id): no state \(twin.state)")
    #expect(twinIndex < names.firstIndex(of: state.name)!, "\(id): the twin comes first")
    let original = state.block.catalogue[twinIndex]
    #expect(original.sameScene == nil, "\(id): \(twin.state) is itself a twin; name the first")
    #expect(!twin.reason.isEmpty)
    for environment in [PartsEnvironment(), PartsEnvironment(isAccessibilitySize: true)] {
      #expect(
        state.part(environment) == original.part(environment),
        "\(id) no longer looks like \(original.id): drop the declaration")
    }
  }

  @Test func aFourDigitCodeDrawsFourBoxesAndSaysSo() throws {
    let four = try #require(BlockKind.state("reset-password/code-length-4")).part()
    let boxes = try part(four, "code.boxes")
    #expect(boxes.kind == .codeBoxes(length: 4))
    #expect(try part(four, "line").text == "We sent a 4-digit code to jo@fieldnote.app.")
    let six = try #require(BlockKind.state("reset-password/step-2")).part()
    #expect(try part(six, "code.boxes").kind == .codeBoxes(length: 6))
  }
}
