import Workflows

extension Console {
  /// Prints a writer's lines, each on its stream.
  func print(_ lines: [ReportLine]) {
    for line in lines {
      switch line.stream {
      case .output: out(line.text)
      case .data: data(line.text)
      case .error: error(line.text)
      }
    }
  }
}
