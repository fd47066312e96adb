#if canImport(SwiftUI)
    import AppComposition
    import CartViews

    extension SidebarItem {
        /// Cart in the SwiftUI apps' sidebar.
        @MainActor
        static func cart(_ root: RootStore) -> SidebarItem {
            SidebarItem(
                "Cart", symbol: "cart", store: root.scope(state: \.cart, action: AppFeature.Action.cart),
                view: CartFeatureView.init(store:))
        }
    }
#endif
