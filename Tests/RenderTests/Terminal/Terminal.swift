/// The tests of `Render/Terminal`, grouped so `swift test --filter Terminal` runs them.
enum Terminal {}
