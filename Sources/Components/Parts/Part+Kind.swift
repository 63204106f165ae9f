import Theme

extension Part {
  /// What a part is. Renderers switch over this.
  public enum Kind: Sendable, Hashable {
    /// Children laid out along an axis, `spacing` apart.
    case stack(Axis, spacing: Spacing, alignment: Alignment)
    /// A card that holds a block's form, its children stacked vertically `spacing` apart.
    case card(spacing: Spacing)
    /// A run of text.
    case text
    /// A text field (secure or not, see `FieldSpec.isSecure`).
    case field(FieldSpec)
    /// A tappable button; its label is in its children.
    case button(ButtonStyle)
    /// A text link; `text` is its title.
    case link
    /// A hairline, with its `text` (such as "or") in the middle when present.
    case divider
    /// A symbol, by SF Symbols name (the renderer maps it to its own glyphs).
    case icon(String)
    /// An activity indicator that takes a label's place.
    case spinner
    /// A check mark that follows a success.
    case check
    /// Code boxes drawn over one real field; `text` holds the digits typed so far.
    case codeBoxes(length: Int)
    /// A list of password rules.
    case ruleList
    /// One password rule, met or not.
    case rule(met: Bool)
    /// The step track: `total` capsules, filled up to `current`.
    case stepTrack(current: Int, total: Int)
    /// One capsule of a step track.
    case capsule
    /// A toast message (success or failure).
    case toast(success: Bool)
    /// An alert with a title, message and buttons.
    case alert
    /// Flexible space.
    case spacer
  }

  /// A stack's axis.
  public enum Axis: String, Sendable, Hashable {
    /// Top to bottom.
    case vertical
    /// Leading to trailing.
    case horizontal
  }

  /// How a stack aligns its children across its axis.
  public enum Alignment: String, Sendable, Hashable {
    /// Leading (or top) edges.
    case leading
    /// Centres.
    case center
    /// Trailing (or bottom) edges.
    case trailing
    /// Children fill the cross axis.
    case fill
  }

  /// A gap between stacked parts: fixed points from the spec or a space role.
  public enum Spacing: Sendable, Hashable, CustomStringConvertible {
    /// A fixed gap in points.
    case points(Double)
    /// A gap named by a space role.
    case role(SpaceRole)

    /// `16pt` or `space.xl`.
    public var description: String {
      switch self {
      case .points(let p): return "\(Int(p))pt"
      case .role(let r): return "space.\(r.rawValue)"
      }
    }
  }

  /// How a button is drawn.
  public enum ButtonStyle: String, Sendable, Hashable {
    /// The block's one accent button (`accent` on `accentOn`).
    case accent
    /// A filled secondary button (such as Sign in with a passkey on `fill`).
    case secondary
    /// The system Sign in with Apple button.
    case apple
    /// A provider button in the host's colors.
    case provider
    /// A borderless text button (Back, Resend, Use a different email).
    case plain
    /// An icon-only button (the reveal eye).
    case icon
  }

  /// What a field is for; maps to the platform's content type, keyboard and Return key.
  public struct FieldSpec: Sendable, Hashable {
    /// The AutoFill content type.
    public var contentType: ContentType
    /// The keyboard.
    public var keyboard: Keyboard
    /// What the Return key reads.
    public var returnKey: ReturnKey
    /// Whether the characters are hidden.
    public var isSecure: Bool

    /// A field's AutoFill content type.
    public enum ContentType: String, Sendable, Hashable {
      /// `.username` (pairs with a password for Password AutoFill).
      case username
      /// `.emailAddress`.
      case emailAddress
      /// `.password`.
      case password
      /// `.newPassword` (offers a strong password).
      case newPassword
      /// `.name`.
      case name
      /// `.oneTimeCode` (offers a code from Mail or Messages).
      case oneTimeCode
    }

    /// A field's keyboard.
    public enum Keyboard: String, Sendable, Hashable {
      /// The default keyboard.
      case standard
      /// The email keyboard.
      case email
      /// The number pad.
      case numberPad
    }

    /// What a field's Return key reads.
    public enum ReturnKey: String, Sendable, Hashable {
      /// Next: moves to the next field.
      case next
      /// Go: submits.
      case go
      /// Continue: submits.
      case `continue`
      /// Send: submits.
      case send
      /// Done: submits from the last field.
      case done
    }
  }
}
