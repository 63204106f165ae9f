// libFuzzer entry for the JSON layer, the token engine and the resolver.
// Built by `make fuzz` together with the Theme sources as one module (see the Makefile).

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTokens(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  // A folder that does not exist: an alias to nowhere looks for unlisted token files beside
  // the document, and the fuzzer's own folder must not decide how long an input takes.
  let path = "/nonexistent-sptheme-fuzz/fuzz.tokens.json"
  guard let document = try? JSONDocument(bytes: bytes, path: path) else { return 0 }
  // The limits that grow with the input are lowered, so that an input that reaches one (the
  // hostile seeds do) is refused in milliseconds and the run keeps exploring; the defaults are
  // tested at their edges by HostileCorpusTests. At the defaults, `$extends` doubling makes
  // 500,000 tokens, more than libFuzzer's 10 s under AddressSanitizer on a busy machine.
  var options = TokenOptions()
  options.maxTokens = 20_000
  options.maxResolvedValues = 200_000
  options.maxValueSize = 20_000
  // The same text as a token file…
  let resolution = TokenLoader.resolve(
    json: String(decoding: bytes, as: UTF8.self), path: path, options: options)
  drawColors(in: resolution)
  // …and as a resolver with inline sources.
  let resolver = ResolverDocument(document: document, options: options)
  for input in resolver.permutations(limit: 4) { drawColors(in: resolver.resolve(input: input)) }
  return 0
}

/// Every color the input holds, at whatever value, goes through what a theme and the
/// exporters do with one: the drawable check, conversion to every space, gamut mapping and
/// the asset catalog's decimals. None of them may trap or loop, whatever the components.
func drawColors(in resolution: TokenResolution) {
  for token in resolution.tokens {
    guard case .color(let value) = token.value else { continue }
    let color = value.coordinates
    _ = DrawableRange.undrawableReason(color)
    for space in ColorSpace.allCases { _ = color.converted(to: space) }
    let mapped = GamutMapping.mapToSRGB(color).color.components
    precondition([mapped.x, mapped.y, mapped.z].allSatisfy { $0 >= 0 && $0 <= 1 })
    let srgb = color.converted(to: .srgb).components
    for component in [srgb.x, srgb.y, srgb.z] { _ = XCAssetsExporter.decimal(component) }
  }
}
