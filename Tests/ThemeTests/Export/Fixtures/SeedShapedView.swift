// A view shaped like the seed blocks (../shared/seeds/): it reads the theme from the
// environment, draws the "or" divider with the hairline view, sets the label in type.subhead,
// code digits in the display face, the card in surface with radius.lg and space.lg, and moves
// with motion.snappy. `SwiftExporterTests` type-checks it together with the exported file of
// every shipped brand, against the stub SwiftUI, UIKit and AppKit.

import SwiftUI

struct SeedShapedCard: View {
  @Environment(\.spTheme) private var theme
  @ScaledMetric(relativeTo: .title2) private var digitSize = 22.0
  let showsError: Bool

  var body: some View {
    VStack(spacing: theme.space.lg) {
      Text("Email")
        .font(theme.type.subhead.font)
        .foregroundStyle(theme.color.textSecondary)
      HStack(spacing: theme.space.sm) {
        SPHairline()
        Text("or")
          .spTextStyle(theme.type.footnote)
          .foregroundStyle(theme.color.textSecondary)
        SPHairline()
      }
      Text("246810")
        .font(theme.font.display.font(size: digitSize, weight: .semibold))
        .monospacedDigit()
      Text("246810")
        .spFont(theme.font.display, size: 22, weight: .semibold, relativeTo: .title2)
      if showsError {
        Text("That code is wrong.")
          .font(theme.type.footnote.font)
          .foregroundStyle(theme.color.danger)
      }
      Text("Body copy")
        .spLineHeight(theme.type.body)
      SPHairline(.vertical)
    }
    .padding(theme.space.lg)
    .background(theme.color.surface, in: RoundedRectangle(cornerRadius: theme.radius.lg))
    .animation(theme.motion.snappy, value: showsError)
  }
}

/// A host that wears Folio, and one that leaves the default (Studio).
struct SeedShapedHost: View {
  var body: some View {
    VStack {
      SeedShapedCard(showsError: false).spTheme(.folio)
      SeedShapedCard(showsError: true)
      SeedShapedCard(showsError: false).spTheme(.fieldnote)
    }
  }
}
