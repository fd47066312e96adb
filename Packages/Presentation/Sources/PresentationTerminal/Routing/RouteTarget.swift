import PresentationCore

/// What the terminal UI makes of a feature's `Screen.Route`: one of the app's commands, or a word of the
/// session. A command carries the values the route gave: every argument for a row that `open N` runs (a
/// product's id, a category's slug, each one value that is never split into words again), none yet for an
/// action a screen offers (`cart add`, shown as its usage line).
public enum RouteTarget: Hashable, Sendable {
    case command(ParsedCommand)
    /// A session word as it is typed: `next`, `prev`, `back`, `open N`, `help`, `quit`.
    case session(String)

    /// The command of `feature` named `name`, with `values`.
    public static func command(
        _ feature: String, _ name: String? = nil, _ values: [String: ParsedValue] = [:]
    ) -> RouteTarget {
        .command(ParsedCommand(feature: feature, name: name, values: values))
    }
}
