import Theme

/// One line of the benchmark table.
struct BenchRow {
  var task: String
  var seconds: Double
  var floorName: String?
  var floorSeconds: Double?
  var extra: String

  var ratio: Double? { floorSeconds.map { seconds / max($0, 1e-9) } }

  static func printTable(_ rows: [BenchRow]) {
    let width = rows.map(\.task.count).max() ?? 0
    print("task".padded(width) + "   time      floor                      ratio   notes")
    for row in rows {
      let floor = row.floorName.map { "\($0) \(ms(row.floorSeconds ?? 0))" } ?? ""
      let ratio = row.ratio.map { String(format1: $0) + "×" } ?? ""
      print(
        "\(row.task.padded(width))   \(ms(row.seconds).padded(9)) \(floor.padded(26)) \(ratio.padded(7)) \(row.extra)"
      )
    }
  }

  static func json(_ rows: [BenchRow]) -> JSONValue {
    .array(
      rows.map { row in
        var object = JSONObject()
        object["task"] = .string(row.task)
        object["seconds"] = .number((row.seconds * 1e6).rounded() / 1e6)
        if let name = row.floorName { object["floor"] = .string(name) }
        if let floor = row.floorSeconds {
          object["floorSeconds"] = .number((floor * 1e6).rounded() / 1e6)
        }
        if let ratio = row.ratio { object["ratio"] = .number((ratio * 100).rounded() / 100) }
        if !row.extra.isEmpty { object["notes"] = .string(row.extra) }
        return .object(object)
      })
  }

  static func ms(_ seconds: Double) -> String {
    seconds >= 1 ? String(format1: seconds) + " s" : String(format1: seconds * 1000) + " ms"
  }
}

func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
}

extension String {
  init(format1 value: Double) {
    self = String((value * 10).rounded() / 10)
  }

  func padded(_ width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }
}
