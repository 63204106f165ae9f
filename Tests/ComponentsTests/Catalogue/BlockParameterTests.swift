import Components
import Foundation
import Testing

/// Each block's parameters (shown on its docs page) are the ones its spec in `../shared/seeds/`
/// gives: the initializer's labels in the spec's order, and for a spec with an API table, its
/// rows' types and defaults.
@Suite struct BlockParameterTests {
  static let seeds: String = {
    var url = URL(fileURLWithPath: #filePath)
    while url.lastPathComponent != "Tests" { url.deleteLastPathComponent() }
    return url.deletingLastPathComponent().path + "/../shared/seeds"
  }()

  static func spec(_ kind: BlockKind) throws -> String {
    let path = seeds + "/" + kind.specFile
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
      Issue.record("missing \(path): the seed specs live in ../shared/seeds beside the package")
      throw CocoaError(.fileNoSuchFile)
    }
    return text
  }

  @Test(arguments: [BlockKind.signIn, .magicLink, .resetPassword])
  func signatureIsTheSpecs(_ kind: BlockKind) throws {
    // "• SignInBlock(mode:email:…:onSuccess:)." in the spec's Notes.
    let text = try Self.spec(kind)
    #expect(text.contains("• \(kind.signature)"), "\(kind.signature) is not in \(kind.specFile)")
    #expect(kind.parameters.allSatisfy { !$0.summary.isEmpty && !$0.type.isEmpty })
  }

  @Test func providerStackMatchesTheSpecsAPITable() throws {
    // "| Parameter | Type | Default |" then rows like "spacing | CGFloat | 12 |".
    let text = try Self.spec(.providerStack)
    for parameter in BlockKind.providerStack.parameters {
      let row = "\(parameter.name) | \(parameter.type) | \(parameter.defaultValue) |"
      #expect(text.contains(row), "no row \(row) in the spec's API reference")
    }
    let rows =
      text.components(separatedBy: "|---|---|---|").last?
      .components(separatedBy: "Copy this code").first?
      .split(separator: "\n").filter { $0.contains("|") } ?? []
    #expect(rows.count == BlockKind.providerStack.parameters.count)
  }

  @Test func loginAndSignUpTakesNoParameters() throws {
    // The spec's `struct LoginAndSignUp: View` holds only its own @State.
    let text = try Self.spec(.login)
    let body = text.components(separatedBy: "struct LoginAndSignUp: View {").dropFirst().first
    let declaration = body?.components(separatedBy: "var body").first ?? ""
    #expect(declaration.contains("@State private var showSignUp"))
    #expect(!declaration.contains("let ") && BlockKind.login.parameters.isEmpty)
  }
}
