#if canImport(SwiftUI)
    import AppCore
    import HomeViews

    extension FeatureScreen {
        /// Home in the SwiftUI app's sidebar.
        @MainActor
        static func home(_ root: RootStore) -> FeatureScreen {
            FeatureScreen(
                "Home", symbol: "house", store: root.scope(state: \.home, action: .home),
                view: DashboardView.init(store:))
        }
    }
#endif
