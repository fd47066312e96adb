#if canImport(SwiftUI)
    import AppComposition
    import CatalogPresentation
    import CatalogViews

    extension SidebarItem {
        /// Catalog in the SwiftUI apps' sidebar.
        @MainActor
        static func catalog(_ root: RootStore) -> SidebarItem {
            SidebarItem(
                "catalog", title: CatalogFeature.title(in:), symbol: "bag",
                store: root.scope(state: \.catalog, action: AppFeature.Action.catalog),
                view: CatalogFeatureView.init(store:))
        }
    }
#endif
