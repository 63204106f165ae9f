/// The 13 token types of the DTCG 2025.10 Format Module.
public enum TokenType: String, Sendable, CaseIterable, Codable {
  case color, dimension, fontFamily, fontWeight, duration, cubicBezier, number
  case strokeStyle, border, transition, shadow, gradient, typography
}
