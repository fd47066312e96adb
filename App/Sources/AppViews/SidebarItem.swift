#if canImport(SwiftUI)
    import AppComposition
    import PresentationCore
    import SwiftUI

    /// The one store of the run, as `AppContainer` makes it.
    typealias RootStore = Store<AppFeature.State, AppFeature.Action>

    /// One feature in the sidebar: its name, its symbol, and its view over its part of the root store, scoped
    /// once when the list is made (a view built again does not scope again), as the terminal UI's commands
    /// work on theirs. Each feature makes its own in `Sidebar/` (`make feature` writes one).
    struct SidebarItem: Identifiable {
        /// The feature's name, as the code knows it.
        let id: String
        /// The feature's name, shown in the sidebar in the language the root chose.
        let title: @Sendable (Language) -> String
        /// An SF Symbol's name.
        let symbol: String
        private let makeView: @MainActor () -> AnyView

        @MainActor
        init<State: Sendable, Action: Sendable, Content: View>(
            _ id: String,
            title: @escaping @Sendable (Language) -> String,
            symbol: String,
            store: Store<State, Action>,
            view: @escaping @MainActor (Store<State, Action>) -> Content
        ) {
            self.id = id
            self.title = title
            self.symbol = symbol
            makeView = { AnyView(view(store)) }
        }

        /// The feature's view, over its store.
        @MainActor var view: AnyView { makeView() }
    }
#endif
