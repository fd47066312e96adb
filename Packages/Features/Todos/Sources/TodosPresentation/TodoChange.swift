import TodosDomain

/// What a command did to one todo, kept in state so the screen can say so (and `todos add` can print the
/// todo it made).
public enum TodoChange: Equatable, Sendable {
    case added(Todo)
    case edited(Todo)
    case toggled(Todo)
    case deleted(Todo)

    /// The todo as it is after the change (as it was, for a deleted one).
    public var todo: Todo {
        switch self {
        case let .added(todo), let .edited(todo), let .toggled(todo), let .deleted(todo): return todo
        }
    }
}
