/// The fixed words a UI may draw around a phase's own: the heading over an empty or a failed message, and the
/// button that tries again.
public struct PhaseLabels: Equatable, Sendable {
    public var empty: String
    public var failed: String
    public var retry: String

    public init(_ language: Language) {
        let words = strings[language]
        empty = words("phase.empty")
        failed = words("phase.failed")
        retry = words("phase.retry")
    }
}
