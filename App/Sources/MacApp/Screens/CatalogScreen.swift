#if canImport(SwiftUI)
    import AppCore
    import CatalogViews

    extension FeatureScreen {
        /// Catalog in the SwiftUI app's sidebar.
        @MainActor
        static func catalog(_ root: RootStore) -> FeatureScreen {
            FeatureScreen(
                "Catalog", symbol: "bag", store: root.scope(state: \.catalog, action: .catalog),
                view: CatalogView.init(store:))
        }
    }
#endif
