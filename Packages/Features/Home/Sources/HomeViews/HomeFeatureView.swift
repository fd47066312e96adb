#if canImport(SwiftUI)
    import HomePresentation
    import PresentationCore
    import PresentationViews
    import SwiftUI

    /// The home dashboard over its store; pull down to load it again. Every text comes from the view model the
    /// state derives; this view only connects it to the store.
    public struct HomeFeatureView: View {
        private let store: Store<HomeFeature.State, HomeFeature.Action>
        @Environment(\.language) private var language

        public init(store: Store<HomeFeature.State, HomeFeature.Action>) {
            self.store = store
        }

        public var body: some View {
            NavigationStack {
                DashboardView(model: store.state.dashboardViewModel(in: language)) { store.send($0) }
                    .refreshable {
                        await store.send(.load).finish()
                    }
                    .task {
                        await store.send(.load).finish()
                    }
            }
        }
    }
#endif
