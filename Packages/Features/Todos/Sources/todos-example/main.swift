// Runs the todos feature alone, on the fake repository and its fixtures: no App, no files, no other feature.
// It adds a todo, ticks one off, and prints the resulting Screen as plain text.
import DomainCore
import PresentationCore
import TodosPresentation
import TodosTesting

let repository = FakeTodoRepository(todos: TodoFixtures.all)
let feature = TodosFeature(repository: repository, dates: .fixed(TodoFixtures.now), ids: .incrementing())
let store = Store(initialState: TodosFeature.State(), reducer: feature)

await store.send(.add(title: "  Try the todos example  ")).finish()
await store.send(.toggle(id: "7e57")).finish()
print(PlainScreenText.render(store.state.screen))
