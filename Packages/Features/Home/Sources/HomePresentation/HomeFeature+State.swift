import HomeDomain
import PresentationCore

extension HomeFeature {
    /// Everything the dashboard shows; only the reducer changes it. Its view models say it in words.
    public struct State: Equatable, Sendable {
        /// The tiles, or where loading them is. A dashboard never fails as a whole: a failed source is a tile.
        public internal(set) var dashboard: Loadable<Dashboard> = .idle

        /// The dashboard before anything is asked for.
        public init() {}
    }
}
