#if canImport(SwiftUI)
    import PresentationCore
    import PresentationViews
    import SwiftUI
    import TodosDomain
    import TodosPresentation
    #if DEBUG
        import TodosTesting  // the previews' fixtures
    #endif

    /// The todo list as its view model words it: a field to add one, the todos with a toggle each, and a
    /// filter. It holds no rule of its own (the reducer trims titles, refuses empty ones and says why).
    struct TodoListView: View {
        let model: TodoListViewModel
        let send: @MainActor (TodosFeature.Action) -> Void
        /// The title being typed: the view's own until it is submitted as an action.
        @State private var draft = ""

        var body: some View {
            List {
                Section {
                    TextField(model.newTodoPrompt, text: $draft)
                        .onSubmit {
                            send(.add(title: draft))
                            draft = ""
                        }
                    switch model.change {
                    case let .failed(failure):
                        Text(failure.message)
                            .foregroundStyle(.red)
                    case let .done(message), let .saving(message):
                        Text(message)
                            .foregroundStyle(.secondary)
                    case nil:
                        EmptyView()
                    }
                }
                Section {
                    PhaseView(model.phase, emptySymbol: "checklist", retry: { send(.list(filter: model.filter)) }) {
                        rows in
                        ForEach(rows) { row in
                            TodoRow(row: row) { send(.toggle(id: row.id)) }
                                .swipeActions {
                                    Button(model.deleteLabel, role: .destructive) { send(.delete(id: row.id)) }
                                }
                        }
                    }
                }
            }
            .navigationTitle(model.title)
            .toolbar {
                ToolbarItem {
                    Picker(
                        model.filterLabel, selection: Binding(get: { model.filter }, set: { send(.list(filter: $0)) })
                    ) {
                        ForEach(model.filterOptions) { option in
                            Text(option.name).tag(option.filter)
                        }
                    }
                    .pickerStyle(.segmented)
                }
            }
        }
    }

    #if DEBUG
        @MainActor private func preview(_ todos: Loadable<[Todo]>, change: Loadable<TodoChange> = .idle) -> some View {
            NavigationStack {
                TodoListView(
                    model: TodoListPresenter.viewModel(
                        filter: .all, todos: todos, listedAt: TodoFixtures.now, change: change, in: .english),
                    send: { _ in })
            }
        }

        #Preview("Loading") { preview(.loading) }
        #Preview("Loaded") { preview(.loaded(TodoFixtures.newestFirst)) }
        #Preview("Empty") { preview(.loaded([])) }
        #Preview("Failed") { preview(.failed(TodoFixtures.damagedFile)) }
        #Preview("Change stored") {
            preview(.loaded(TodoFixtures.newestFirst), change: .loaded(.added(TodoFixtures.milk)))
        }
        #Preview("Change refused") {
            preview(.loaded(TodoFixtures.newestFirst), change: .failed(.validation(field: "title", rule: .empty)))
        }
    #endif
#endif
