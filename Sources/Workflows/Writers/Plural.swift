/// `1 file`, `2 files`: a count and its noun, for the wording tables.
func plural(_ count: Int, _ noun: String, _ nouns: String? = nil) -> String {
  "\(count) \(count == 1 ? noun : nouns ?? noun + "s")"
}
