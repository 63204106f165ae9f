extension Rule {
  /// An output that cannot be written.
  public static let buildOutput = Rule(
    .build, "build/output", .error, "An output that cannot be made or written")
  /// An output path that leaves the project or hits what is not a file.
  public static let buildOutputPlace = Rule(
    .build, "build/output-place", .error, "An output path sptheme build refuses to write to")

  static let buildCatalogue = [buildOutput, buildOutputPlace]
}
