// libFuzzer entry for the JSON layer, the token engine and the resolver.
// Built by `make fuzz` together with the Theme sources as one module (see the Makefile).

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTokens(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  guard let document = try? JSONDocument(bytes: bytes, path: "fuzz.tokens.json") else { return 0 }
  // The same text as a token file…
  _ = TokenLoader.resolve(json: String(decoding: bytes, as: UTF8.self), path: "fuzz.tokens.json")
  // …and as a resolver with inline sources.
  let resolver = ResolverDocument(document: document)
  for input in resolver.permutations(limit: 4) { _ = resolver.resolve(input: input) }
  return 0
}
