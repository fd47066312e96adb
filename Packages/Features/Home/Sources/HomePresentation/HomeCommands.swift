import PresentationCore

/// The command hints the dashboard offers, worded once.
enum HomeCommands {
    static let reload = Screen.CommandHint("home", "Load the dashboard again")
}
