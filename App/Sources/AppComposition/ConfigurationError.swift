/// A configuration value the app cannot use, such as `--timeout 0` or `APP_STORE=xml`: nothing runs. The text
/// app reports it as a usage error (exit 64); the SwiftUI apps show it in their window.
package struct ConfigurationError: Error, Hashable, Sendable {
    /// One sentence naming the option or variable and the value, e.g. "--timeout must be a number of seconds …".
    package var message: String

    package init(_ message: String) {
        self.message = message
    }
}
