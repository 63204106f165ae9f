/// The tests of `Render/Templates`, grouped so `swift test --filter Templates` runs them.
enum Templates {}
