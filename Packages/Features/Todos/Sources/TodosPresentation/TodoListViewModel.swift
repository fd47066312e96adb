import PresentationCore
import TodosDomain

/// What the todo list shows, worded once for every UI: the todos the filter selects, and what the last command
/// changed.
public struct TodoListViewModel: Equatable, Sendable {
    /// "Todos", "Todos · active".
    public var title: String
    /// "4 todos · 1 done", "3 todos active" once there are any.
    public var subtitle: String?
    public var phase: Phase<[Row]>
    /// What the last command is doing or did; nil after a plain listing.
    public var change: Change?
    /// The filter in use, and every filter with its name.
    public var filter: TodoFilter
    public var filterOptions: [FilterOption]
    /// The fixed labels: the filter picker's "Show", the new todo field's "New todo", a row's "Delete".
    public var filterLabel: String
    public var newTodoPrompt: String
    public var deleteLabel: String

    /// One todo, every value as it reads.
    public struct Row: Equatable, Sendable, Identifiable {
        /// The full id, which commands accept.
        public var id: String
        /// "1": its place in the list.
        public var position: String
        /// The first 8 characters of the id: enough to type, short enough to read.
        public var shortID: String
        public var title: String
        public var completed: Bool
        /// "[x]" or "[ ]".
        public var doneMark: String
        /// What toggling it does: "Mark as done", "Mark as not done".
        public var toggleLabel: String
        /// "2 hours ago", as of when the list was read.
        public var created: String
    }

    /// A change of the list in words.
    public enum Change: Equatable, Sendable {
        /// Being stored; the label says so ("Saving…").
        case saving(String)
        /// Stored: "Added “Buy milk” (1a2b3c4d)."
        case done(String)
        case failed(Failure)
    }

    /// A filter of the list and its name ("Active").
    public struct FilterOption: Equatable, Sendable, Identifiable {
        public var filter: TodoFilter
        public var name: String

        public var id: TodoFilter { filter }
    }
}
