#if canImport(SwiftUI)
    import CatalogDomain
    import CatalogPresentation
    import PresentationCore
    import PresentationViews
    import SwiftUI

    /// The catalog in SwiftUI: a searchable list of products, a page at a time, filtered by category, and a
    /// product's details pushed when the state presents them (`detail`), popped by `dismissDetail`.
    public struct CatalogView: View {
        private let store: Store<CatalogFeature.State, CatalogFeature.Action>

        public init(store: Store<CatalogFeature.State, CatalogFeature.Action>) {
            self.store = store
        }

        public var body: some View {
            NavigationStack {
                LoadableView(store.products, retry: { store.send(.list(page: 1, category: nil)) }) { page in
                    List {
                        ForEach(page.items) { product in
                            Button {
                                store.send(.show(productID: product.id))
                            } label: {
                                ProductRow(product: product)
                            }
                        }
                        PageControls(
                            page: page, previous: { store.send(.previousPage) }, next: { store.send(.nextPage) })
                    }
                }
                .navigationTitle(title)
                .searchable(text: store.binding(get: Self.searchText, send: Self.searchAction))
                .toolbar {
                    ToolbarItem {
                        CategoryMenu(store: store)
                    }
                }
                .navigationDestination(
                    isPresented: store.binding(get: { $0.detail != nil }, send: { $0 ? nil : .dismissDetail })
                ) {
                    ProductDetailView(product: store.detail?.product ?? .idle)
                }
                .task {
                    // Once: coming back to the catalog keeps the search, the category and the page.
                    if store.products == .idle {
                        await store.send(.list(page: 1, category: nil)).finish()
                    }
                }
            }
        }

        private var title: String {
            switch store.listing {
            case .all: "Products"
            case let .category(slug): slug
            case let .search(query): "“\(query)”"
            }
        }

        private static func searchText(_ state: CatalogFeature.State) -> String {
            if case let .search(query) = state.listing { query } else { "" }
        }

        /// A cleared search field lists every product again.
        private static func searchAction(_ text: String) -> CatalogFeature.Action? {
            text.isEmpty ? .list(page: 1, category: nil) : .search(query: text, page: 1)
        }
    }
#endif
