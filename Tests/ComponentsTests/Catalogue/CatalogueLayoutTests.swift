import Testing

@testable import Components

/// Layout rules that hold in every state of every block: errors sit 6 pt under the control they
/// belong to, rows whose control changes keep their height, and progress is drawn on a control.
@Suite struct CatalogueLayoutTests {
  static let ids = BlockKind.allCases.flatMap(\.catalogue).map(\.id)

  /// Calls `visit` with every part and its parent.
  static func walk(_ part: Part, parent: Part? = nil, _ visit: (Part, Part?) -> Void) {
    visit(part, parent)
    for child in part.children { walk(child, parent: part, visit) }
  }

  static func isControl(_ part: Part) -> Bool {
    switch part.kind {
    case .field, .button, .codeBoxes, .link: return true
    case .stack: return part.children.contains(where: isControl)
    default: return false
    }
  }

  /// Spec (sign-in-block.txt): "a thrown error's message shows under the button"; errors are
  /// footnote in danger. Each one follows its control in a group 6 pt apart.
  @Test(arguments: ids)
  func everyErrorSits6PointsUnderItsControl(id: String) throws {
    let tree = try #require(BlockKind.state(id)).part()
    Self.walk(tree) { part, parent in
      guard part.id.hasSuffix(".error"), part.kind == .text else { return }
      guard let parent, let index = parent.children.firstIndex(of: part) else {
        Issue.record("\(id): \(part.id) has no parent")
        return
      }
      if case .stack(.vertical, spacing: .points(6), _) = parent.kind {
      } else {
        Issue.record("\(id): \(part.id) sits in \(parent.id) (\(parent.kind)), not 6 pt under")
      }
      let before = parent.children[..<index].last { $0.bindings.foreground != .role(.danger) }
      #expect(
        before.map(Self.isControl) == true,
        "\(id): \(part.id) follows \(before?.id ?? "nothing"), not a control")
    }
  }

  /// Spec (magic-link-sign-in.txt): "Didn't get it?" counts down "before it can be tapped": the
  /// row holds the 44 pt target of the Resend link in every phase, so the card keeps its height.
  @Test(arguments: ids)
  func resendRowsKeepTheLinksTargetHeight(id: String) throws {
    let tree = try #require(BlockKind.state(id)).part()
    guard let row = tree.find("resend"), case .stack = row.kind else { return }
    #expect(row.metrics.minHeight == Metrics.minimumTarget, "\(id)")
  }

  /// Spinners and checks are drawn in a control's place or on the row of the control they
  /// belong to (a label row), never loose under the code boxes.
  @Test(arguments: ids)
  func progressBelongsToAControl(id: String) throws {
    let tree = try #require(BlockKind.state(id)).part()
    Self.walk(tree) { part, parent in
      guard part.kind == .spinner || part.kind == .check, let parent else { return }
      let loose: Bool
      switch parent.kind {
      case .card: loose = true
      case .stack: loose = parent.id.hasSuffix(".group") || parent.id == tree.id
      default: loose = false
      }
      #expect(!loose, "\(id): \(part.id) sits loose in \(parent.id), tied to no control")
    }
  }
}
