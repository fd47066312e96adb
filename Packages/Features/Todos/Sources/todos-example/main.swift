// Runs the todos feature alone, on the fake repository and its fixtures: no App, no files, no other feature.
// It adds a todo, ticks one off, and prints the resulting Screen as plain text.
import DomainCore
import PresentationCore
import TodosDomain
import TodosPresentation
import TodosTesting

// The example is its own composition root: it builds the use cases on the fake, as AppContainer does on adapters.
let repository = FakeTodoRepository(todos: TodoFixtures.all)
let feature = TodosFeature(
    listTodos: ListTodos(repository: repository),
    addTodo: AddTodo(repository: repository, dates: .fixed(TodoFixtures.now), ids: .incrementing()),
    editTodo: EditTodo(repository: repository), toggleTodo: ToggleTodo(repository: repository),
    deleteTodo: DeleteTodo(repository: repository), dates: .fixed(TodoFixtures.now))
let store = Store(initialState: TodosFeature.State(), reducer: feature)

await store.send(.add(title: "  Try the todos example  ")).finish()
await store.send(.toggle(id: "7e57")).finish()
print(PlainScreenText.render(store.state.screen(in: .english)))
