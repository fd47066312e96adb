/// The app's name and version, as `--version` and the help show them.
package enum AppInfo {
    package static let command = "app"
    package static let version = "0.1.0"
    /// The folder under `$XDG_DATA_HOME` (or `~/.local/share`) that holds persisted state.
    package static let dataFolderName = "clean-swift-app"
}
