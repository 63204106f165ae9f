import Components
import Testing
import Theme

@testable import Render

extension Terminal {
  /// The roles of cell colors: the names a scene color's source gives, and back.
  @Suite("Cell roles")
  struct CellRoleTests {
    static let names: [(String, CellRole?)] = [
      ("accent", .color(.accent)),
      ("textSecondary", .color(.textSecondary)),
      ("system.appleButtonBackground", .system(.appleButtonBackground)),
      ("system.appleButtonForeground", .system(.appleButtonForeground)),
      ("literal", .literal),
      ("redacted", .redacted),
      ("", nil),
      ("system.", nil),
      ("system.accent", nil),
      ("Accent", nil),
      ("brand.special", nil),
    ]

    @Test("a source's name reads as its role and the role prints that name", arguments: names)
    func sourceNames(_ name: String, _ role: CellRole?) {
      #expect(CellRole(source: name) == role)
      if let role { #expect(role.name == name) }
    }

    @Test("every color role and system color has a role of its own")
    func everyRole() {
      let names = ColorRole.allCases.map { CellRole.color($0).name } + ["literal", "redacted"]
      #expect(Set(names).count == names.count)
      for name in names { #expect(CellRole(source: name)?.name == name) }
    }
  }
}
