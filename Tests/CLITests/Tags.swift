import Testing

extension Tag {
  /// Needs the Python packages of `.ci/requirements.txt` in `.venv` (`make test` installs them).
  @Tag static var python: Self
  /// Needs bash, zsh and fish (`make test` installs them).
  @Tag static var shells: Self
}
