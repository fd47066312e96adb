#if canImport(SwiftUI)
    import CatalogPresentation
    import PresentationCore
    import PresentationViews
    import SwiftUI

    /// The catalog over its store: the product list, searchable and filtered by category, and a product's details
    /// pushed when the state presents them (`detail`), popped by `dismissDetail`. Every text comes from the view
    /// models the state derives; this view only connects them to the store.
    public struct CatalogFeatureView: View {
        private let store: Store<CatalogFeature.State, CatalogFeature.Action>
        @Environment(\.language) private var language

        public init(store: Store<CatalogFeature.State, CatalogFeature.Action>) {
            self.store = store
        }

        public var body: some View {
            NavigationStack {
                ProductListView(
                    model: store.state.productListViewModel(in: language),
                    categories: store.state.categoryListViewModel(in: language)
                ) {
                    store.send($0)
                }
                .searchable(text: store.binding(\.searchText, send: { .searchTextChanged($0) }))
                .navigationDestination(
                    isPresented: store.binding(\.isShowingDetail, send: { $0 ? nil : .dismissDetail })
                ) {
                    ProductDetailView(model: store.state.productDetailViewModel(in: language))
                }
                .task {
                    // Loads only what has no answer yet: coming back keeps the search, the category and the page.
                    await store.send(.appeared).finish()
                }
            }
        }
    }
#endif
