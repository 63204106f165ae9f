// libFuzzer entry for the Mustache engine. Built by `make fuzz` with the Render/Templates
// sources and Theme (for JSONValue) as one module.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTemplates(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  guard let template = try? Template(parsing: text, name: "fuzz") else { return 0 }
  let context: TemplateValue = [
    "name": "Mara", "items": [["label": "a"], ["label": "b", "children": []]], "flag": true,
    "empty": [],
    "html": "<b>&</b>", "nested": ["deeper": ["value": 1.5]],
  ]
  let partials = ["p": "{{name}}{{>p}}", "layout": "{{$body}}default{{/body}}", "fuzz": text]
  _ = try? template.render(context, partials: partials, options: RenderOptions(maxPartialDepth: 16))
  return 0
}
