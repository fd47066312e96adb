#if canImport(SwiftUI)
    import AppComposition
    import CartViews

    extension FeatureScreen {
        /// Cart in the SwiftUI apps' sidebar.
        @MainActor
        static func cart(_ root: RootStore) -> FeatureScreen {
            FeatureScreen(
                "Cart", symbol: "cart", store: root.scope(state: \.cart, action: AppFeature.Action.cart),
                view: CartFeatureView.init(store:))
        }
    }
#endif
