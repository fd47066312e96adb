#if canImport(SwiftUI)
    import AppComposition
    import CartPresentation
    import CartViews

    extension SidebarItem {
        /// Cart in the SwiftUI apps' sidebar.
        @MainActor
        static func cart(_ root: RootStore) -> SidebarItem {
            SidebarItem(
                "cart", title: CartFeature.title(in:), symbol: "cart",
                store: root.scope(state: \.cart, action: AppFeature.Action.cart),
                view: CartFeatureView.init(store:))
        }
    }
#endif
