#if canImport(SwiftUI)
    import AppComposition
    import CatalogViews

    extension FeatureScreen {
        /// Catalog in the SwiftUI apps' sidebar.
        @MainActor
        static func catalog(_ root: RootStore) -> FeatureScreen {
            FeatureScreen(
                "Catalog", symbol: "bag", store: root.scope(state: \.catalog, action: AppFeature.Action.catalog),
                view: CatalogFeatureView.init(store:))
        }
    }
#endif
