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
                .searchable(text: store.binding(\.searchText, send: { .searchTextChanged($0) }))
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
                    // Loads only what has no answer yet: coming back keeps the search, the category and the page.
                    await store.send(.appeared).finish()
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
    }
#endif
