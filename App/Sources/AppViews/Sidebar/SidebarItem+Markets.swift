#if canImport(SwiftUI)
    import AppComposition
    import MarketsPresentation
    import MarketsViews

    extension SidebarItem {
        /// Markets in the SwiftUI apps' sidebar.
        @MainActor
        static func markets(_ root: RootStore) -> SidebarItem {
            SidebarItem(
                "markets", title: MarketsFeature.title(in:), symbol: "chart.line.uptrend.xyaxis",
                store: root.scope(state: \.markets, action: AppFeature.Action.markets),
                view: MarketsFeatureView.init(store:))
        }
    }
#endif
