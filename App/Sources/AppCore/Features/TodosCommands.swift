import PresentationCore
import PresentationTerminal
import TodosDomain
import TodosPresentation

/// The todos commands, as docs/CLI.md writes them, mapped to `TodosFeature` actions. The parser has checked every
/// value (the filter is one of its words, an id prefix has at least 4 characters, a title is not blank), so
/// the mapping is one line per command.
@MainActor
enum TodosCommands {
    /// The commands over `store`: the root store's todos part in the app, a store of its own in a test.
    static func make(
        _ store: Store<TodosFeature.State, TodosFeature.Action>
    ) -> FeatureCommands {
        FeatureCommands(
            name: "todos",
            summary: "a to-do list kept in the data folder",
            store: store,
            screen: { $0.screen },
            commands: [list, add, edit, toggle, delete],
            routes: target(of:)
        )
    }

    private static let todoID = Argument.text("TODO_ID", .idPrefix(minimumLength: ResolveTodoID.minimumPrefixLength))
    private static let title = Argument.text("TITLE", .text)

    private static let list = CommandBinding<TodosFeature.Action>(
        "todos", nil, Option.choice("filter", of: TodoFilter.self), summary: "the todos, newest first"
    ) { .list(filter: $0 ?? .all) }

    private static let add = CommandBinding<TodosFeature.Action>(
        "todos", "add", title, summary: "add a todo"
    ) { .add(title: $0) }

    private static let edit = CommandBinding<TodosFeature.Action>(
        "todos", "edit", todoID, title, summary: "rename a todo"
    ) { id, title in .edit(id: id, title: title) }

    private static let toggle = CommandBinding<TodosFeature.Action>(
        "todos", "toggle", todoID, summary: "mark a todo done or not done"
    ) { .toggle(id: $0) }

    private static let delete = CommandBinding<TodosFeature.Action>(
        "todos", "delete", todoID, summary: "delete a todo"
    ) { .delete(id: $0) }

    /// Where the todos routes lead: each to its command, shown under the list as its usage.
    private static func target(of route: Screen.Route) -> RouteTarget? {
        switch route.value(as: TodosRoute.self) {
        case .add?: .command("todos", "add")
        case .toggle?: .command("todos", "toggle")
        case .edit?: .command("todos", "edit")
        case .delete?: .command("todos", "delete")
        case .filter?: .command("todos")
        case nil: nil
        }
    }
}
