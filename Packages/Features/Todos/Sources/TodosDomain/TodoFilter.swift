/// Which todos a list shows. The raw values are the words of `todos --filter`.
public enum TodoFilter: String, CaseIterable, Hashable, Sendable {
    case all
    /// Not completed yet.
    case active
    case completed

    /// Whether `todo` belongs in a list with this filter.
    public func includes(_ todo: Todo) -> Bool {
        switch self {
        case .all: return true
        case .active: return !todo.completed
        case .completed: return todo.completed
        }
    }
}
