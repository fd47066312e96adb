#if canImport(SwiftUI)
    import PresentationCore
    import PresentationViews
    import SwiftUI
    import TodosDomain
    import TodosPresentation

    /// The todo list in SwiftUI, over the same store the terminal UI drives: it reads the state and sends
    /// actions, and holds no rule of its own (the reducer trims titles, refuses empty ones and says why).
    public struct TodoListView: View {
        private let store: Store<TodosFeature.State, TodosFeature.Action>
        /// The title being typed: the view's own until it is submitted as an action.
        @State private var draft = ""

        public init(store: Store<TodosFeature.State, TodosFeature.Action>) {
            self.store = store
        }

        public var body: some View {
            NavigationStack {
                List {
                    Section {
                        TextField("New todo", text: $draft)
                            .onSubmit {
                                store.send(.add(title: draft))
                                draft = ""
                            }
                        if case let .failed(error) = store.change {
                            Text(error.sentence)
                                .foregroundStyle(.red)
                        }
                    }
                    Section {
                        LoadableView(store.todos, retry: { store.send(.list(filter: store.filter)) }) { todos in
                            ForEach(todos) { todo in
                                TodoRow(todo: todo, listedAt: store.listedAt) {
                                    store.send(.toggle(id: todo.idString))
                                }
                                .swipeActions {
                                    Button("Delete", role: .destructive) {
                                        store.send(.delete(id: todo.idString))
                                    }
                                }
                            }
                        }
                    }
                }
                .navigationTitle("Todos")
                .toolbar {
                    ToolbarItem {
                        Picker("Show", selection: store.binding(\.filter, send: { .list(filter: $0) })) {
                            ForEach(TodoFilter.allCases, id: \.self) { filter in
                                Text(filter.rawValue.capitalized).tag(filter)
                            }
                        }
                        .pickerStyle(.segmented)
                    }
                }
                .task {
                    await store.send(.list(filter: store.filter)).finish()
                }
            }
        }
    }
#endif
