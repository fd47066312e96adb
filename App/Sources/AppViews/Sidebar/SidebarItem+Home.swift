#if canImport(SwiftUI)
    import AppComposition
    import HomePresentation
    import HomeViews

    extension SidebarItem {
        /// Home in the SwiftUI apps' sidebar.
        @MainActor
        static func home(_ root: RootStore) -> SidebarItem {
            SidebarItem(
                "home", title: HomeFeature.title(in:), symbol: "house",
                store: root.scope(state: \.home, action: AppFeature.Action.home),
                view: HomeFeatureView.init(store:))
        }
    }
#endif
