import DomainCore
import Foundation
import PresentationCore
import TodosDomain

extension TodosFeature {
    /// Everything the todo list shows; only the reducer changes it. Its view models say it in words.
    public struct State: Equatable, Sendable {
        /// Which todos the list holds.
        public internal(set) var filter: TodoFilter
        /// The todos `filter` selects, newest first.
        public internal(set) var todos: Loadable<[Todo]> = .idle
        /// When `todos` was read: "now" for the relative times of the Created column.
        public internal(set) var listedAt: Date?
        /// What the last command changed, or is changing; idle after a plain listing.
        public internal(set) var change: Loadable<TodoChange> = .idle

        /// The list before anything is asked for.
        public init(filter: TodoFilter = .all) {
            self.filter = filter
        }
    }
}
