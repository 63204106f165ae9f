// libFuzzer entry for the JSON layer, the token engine and the resolver.
// Built by `make fuzz` together with the Theme sources as one module (see the Makefile).

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTokens(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  guard let document = try? JSONDocument(bytes: bytes, path: "fuzz.tokens.json") else { return 0 }
  // The limits that grow with the input are lowered, so that an input that reaches one (the
  // hostile seeds do) is refused in milliseconds and the run keeps exploring; the defaults are
  // tested at their edges by HostileCorpusTests. At the defaults, `$extends` doubling makes
  // 500,000 tokens, more than libFuzzer's 10 s under AddressSanitizer on a busy machine.
  var options = TokenOptions()
  options.maxTokens = 20_000
  options.maxResolvedValues = 200_000
  options.maxValueSize = 20_000
  // The same text as a token file…
  _ = TokenLoader.resolve(
    json: String(decoding: bytes, as: UTF8.self), path: "fuzz.tokens.json", options: options)
  // …and as a resolver with inline sources.
  let resolver = ResolverDocument(document: document, options: options)
  for input in resolver.permutations(limit: 4) { _ = resolver.resolve(input: input) }
  return 0
}
