import PresentationCore
import PresentationTerminal
import TodosDomain
import TodosPresentation

/// The todos commands, as docs/CLI.md writes them, mapped to `TodosFeature` actions. The parser has checked every
/// value (the filter is one of its words, an id prefix has at least 4 characters, a title is not blank), so
/// the mapping is one line per command.
@MainActor
enum TodosCommands {
    /// The commands over `store`, worded in `language`: the root store's todos part in the app, a store of its own in a test.
    static func make(
        _ store: Store<TodosFeature.State, TodosFeature.Action>, _ language: Language
    ) -> FeatureCommands {
        let words = strings[language]
        return FeatureCommands(
            name: "todos",
            summary: words("todos.summary"),
            store: store,
            screen: { $0.screen(in: language) },
            commands: [list(words), add(words), edit(words), toggle(words), delete(words)],
            routes: target(of:)
        )
    }

    private static let todoID = Argument.text("TODO_ID", .idPrefix(minimumLength: ResolveTodoID.minimumPrefixLength))
    private static let title = Argument.text("TITLE", .text)

    private static func list(_ words: Words) -> CommandBinding<TodosFeature.Action> {
        CommandBinding<TodosFeature.Action>(
            "todos", nil, Option.choice("filter", of: TodoFilter.self), summary: words("todos.list")
        ) { .list(filter: $0 ?? .all) }
    }

    private static func add(_ words: Words) -> CommandBinding<TodosFeature.Action> {
        CommandBinding<TodosFeature.Action>(
            "todos", "add", title, summary: words("todos.add")
        ) { .add(title: $0) }
    }

    private static func edit(_ words: Words) -> CommandBinding<TodosFeature.Action> {
        CommandBinding<TodosFeature.Action>(
            "todos", "edit", todoID, title, summary: words("todos.edit")
        ) { id, title in .edit(id: id, title: title) }
    }

    private static func toggle(_ words: Words) -> CommandBinding<TodosFeature.Action> {
        CommandBinding<TodosFeature.Action>(
            "todos", "toggle", todoID, summary: words("todos.toggle")
        ) { .toggle(id: $0) }
    }

    private static func delete(_ words: Words) -> CommandBinding<TodosFeature.Action> {
        CommandBinding<TodosFeature.Action>(
            "todos", "delete", todoID, summary: words("todos.delete")
        ) { .delete(id: $0) }
    }

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
