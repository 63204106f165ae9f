import Foundation
import Theme

// Loads a brand at runtime and prints a few of its roles in each appearance. The brand may be
// a brand folder, a .resolver.json file or a single .tokens.json file.
let reference = CommandLine.arguments.dropFirst().first ?? "tokens/studio"
let brand: Brand
do {
  brand = try Brand(reference)
} catch {
  print("error: \(error)")
  exit(2)
}
for appearance in brand.appearances {
  let result = brand.theme(appearance: appearance)
  guard let theme = result.theme else {
    for finding in result.diagnostics where finding.severity == .error {
      print("\(finding.location.map { "\($0): " } ?? "")error: \(finding.message)")
    }
    exit(1)
  }
  let accent = theme.color(.accent)
  let body = theme.style(.body).value
  print(
    "\(brand.name) \(appearance): accent \(theme.displayColor(.accent).color.hex)"
      + " (\(accent.provenance.map(\.token).joined(separator: " → "))),"
      + " body \(body.fontFamily.first ?? "?") \(body.fontSize.points) pt,"
      + " radius.md \(theme.radius(.md).value.points) pt")
}
