import PresentationCore
import TodosDomain
import TodosPresentation

/// The todos commands, as CLI.md writes them, mapped to `TodosFeature` actions. The parser has checked every
/// value (the filter is one of its words, an id prefix has at least 4 characters, a title is not blank), so
/// the mapping is one line per command.
@MainActor
enum TodosModule {
    static func make(repository: any TodoRepository) -> StoreModule<TodosFeature.State, TodosFeature.Action> {
        StoreModule(
            name: "todos",
            summary: "a to-do list kept in the data folder",
            store: Store(initialState: TodosFeature.State(), reducer: TodosFeature(repository: repository)),
            screen: { $0.screen },
            commands: [list, add, edit, toggle, delete]
        )
    }

    private static let todoID = ArgumentSpec("TODO_ID", .idPrefix(minimumLength: ResolveTodoID.minimumPrefixLength))
    private static let title = ArgumentSpec("TITLE", .text)

    private static let list = CommandBinding<TodosFeature.Action>(
        CommandSpec(
            feature: "todos", name: nil,
            options: [OptionSpec("filter", "all|active|completed", .choice(TodoFilter.allCases.map(\.rawValue)))],
            summary: "the todos, newest first"
        )
    ) { .list(filter: $0.text("filter").flatMap(TodoFilter.init(rawValue:)) ?? .all) }

    private static let add = CommandBinding<TodosFeature.Action>(
        CommandSpec(
            feature: "todos", name: "add", arguments: [title], summary: "add a todo")
    ) { .add(title: $0.text("TITLE") ?? "") }

    private static let edit = CommandBinding<TodosFeature.Action>(
        CommandSpec(feature: "todos", name: "edit", arguments: [todoID, title], summary: "rename a todo")
    ) { .edit(id: $0.text("TODO_ID") ?? "", title: $0.text("TITLE") ?? "") }

    private static let toggle = CommandBinding<TodosFeature.Action>(
        CommandSpec(feature: "todos", name: "toggle", arguments: [todoID], summary: "mark a todo done or not done")
    ) { .toggle(id: $0.text("TODO_ID") ?? "") }

    private static let delete = CommandBinding<TodosFeature.Action>(
        CommandSpec(feature: "todos", name: "delete", arguments: [todoID], summary: "delete a todo")
    ) { .delete(id: $0.text("TODO_ID") ?? "") }
}
