import PresentationCore

/// A screen the session showed, the feature it came from, and the command that produced it (nil when `next`
/// or `prev` changed it), so `back` can show it again.
@MainActor
struct HistoryEntry {
    let feature: FeatureCommands
    var screen: Screen
    var replay: ParsedCommand?
    /// How many commands the feature had run when this screen was shown: while that is still its count, the
    /// feature's state is this screen's state (perhaps brought up to date by another feature's change).
    var generation: Int
}
