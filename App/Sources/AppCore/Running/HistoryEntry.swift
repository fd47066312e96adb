import PresentationCore

/// A screen the session showed, the feature it came from, and the command that produced it (nil when `next`
/// or `prev` changed it), so `back` can show it again.
@MainActor
struct HistoryEntry {
    let feature: any FeatureModule
    var screen: Screen
    var replay: ParsedCommand?
}
