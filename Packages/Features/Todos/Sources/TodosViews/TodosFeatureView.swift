#if canImport(SwiftUI)
    import PresentationCore
    import PresentationViews
    import SwiftUI
    import TodosPresentation

    /// The todo list over its store, the same store the terminal UI drives. Every text comes from the view
    /// model the state derives; this view only connects it to the store.
    public struct TodosFeatureView: View {
        private let store: Store<TodosFeature.State, TodosFeature.Action>
        @Environment(\.language) private var language

        public init(store: Store<TodosFeature.State, TodosFeature.Action>) {
            self.store = store
        }

        public var body: some View {
            NavigationStack {
                TodoListView(model: store.state.todoListViewModel(in: language)) { store.send($0) }
                    .task {
                        await store.send(.list(filter: store.filter)).finish()
                    }
            }
        }
    }
#endif
