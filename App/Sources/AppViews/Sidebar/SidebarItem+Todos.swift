#if canImport(SwiftUI)
    import AppComposition
    import TodosPresentation
    import TodosViews

    extension SidebarItem {
        /// Todos in the SwiftUI apps' sidebar.
        @MainActor
        static func todos(_ root: RootStore) -> SidebarItem {
            SidebarItem(
                "todos", title: TodosFeature.title(in:), symbol: "checklist",
                store: root.scope(state: \.todos, action: AppFeature.Action.todos),
                view: TodosFeatureView.init(store:))
        }
    }
#endif
