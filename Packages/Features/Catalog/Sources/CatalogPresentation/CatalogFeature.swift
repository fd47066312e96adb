import CatalogDomain
import DomainCore
import Foundation
import PresentationCore

/// The catalog as a reducer: lists products page by page (all, one category, or a search), shows one
/// product's details as a presented child, and lists categories. Its presenters say what to show.
///
/// A newer list or search cancels the one in flight, so a slow old answer never replaces a newer one.
public struct CatalogFeature: Reducer {
    private enum CancelID: Hashable, Sendable {
        case products
        case categories
    }

    private let browseProducts: BrowseProducts
    private let searchProducts: SearchProducts
    private let listCategories: ListCategories
    private let getProductDetail: GetProductDetail

    /// A catalog over its use cases, which the composition root builds.
    public init(
        browseProducts: BrowseProducts,
        searchProducts: SearchProducts,
        listCategories: ListCategories,
        getProductDetail: GetProductDetail
    ) {
        self.browseProducts = browseProducts
        self.searchProducts = searchProducts
        self.listCategories = listCategories
        self.getProductDetail = getProductDetail
    }

    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        body.reduce(into: &state, action: action)
    }

    /// The list logic, with the detail child presented whenever `state.detail` is set.
    private var body: some Reducer<State, Action> {
        Reduce { state, action in self.reduceList(into: &state, action: action) }
            .ifLet(\.detail, action: Action.detail, then: ProductDetailFeature(getProductDetail: getProductDetail))
    }

    private func reduceList(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case let .list(page, category):
            state.searchText = ""
            state.open(category.map(State.Listing.category) ?? .all, page: page)
            return loadProducts(&state)

        case let .search(query, page):
            state.searchText = query
            state.open(.search(query.trimmingCharacters(in: .whitespacesAndNewlines)), page: page)
            return loadProducts(&state)

        case .reload:
            state.open(state.listing, page: state.page)
            return loadProducts(&state)

        case .nextPage:
            guard state.detail == nil, state.panel == .products, state.products.value?.hasNext == true else {
                return .none
            }
            state.page += 1
            return loadProducts(&state)

        case .previousPage:
            guard state.detail == nil, state.panel == .products, state.products.value?.hasPrevious == true else {
                return .none
            }
            state.page -= 1
            return loadProducts(&state)

        case let .productsLoaded(result):
            state.products = Loadable(result)
            return .none

        case .categories:
            state.detail = nil
            state.panel = .categories
            return loadCategories(&state)

        case let .categoriesLoaded(result):
            state.categories = Loadable(result)
            return .none

        case let .show(productID):
            state.detail = ProductDetailFeature.State(productID: productID)
            return .send(.detail(.load))

        case .dismissDetail:
            state.detail = nil
            return .none

        case .appeared:
            var effects: [Effect<Action>] = []
            if !state.products.isSettled { effects.append(loadProducts(&state)) }
            // A failed load of the menu's categories is tried again: the menu has no retry button of its own.
            if state.categories.value == nil { effects.append(loadCategories(&state)) }
            return .merge(effects)

        case let .searchTextChanged(text):
            state.searchText = text
            let query = text.trimmingCharacters(in: .whitespacesAndNewlines)
            if query.isEmpty {
                guard case .search = state.listing else { return .none }
                state.open(.all, page: 1)
            } else {
                // A space typed after a word changes the field, not the search.
                guard state.listing != .search(query) else { return .none }
                state.open(.search(query), page: 1)
            }
            return loadProducts(&state)

        case .detail:
            return .none
        }
    }

    /// Starts fetching the categories; what is on screen stays as it is.
    private func loadCategories(_ state: inout State) -> Effect<Action> {
        state.categories = .loading
        let listCategories = listCategories
        return .run { send in
            let result = await Result { () async throws(DomainError) in try await listCategories() }
            await send(.categoriesLoaded(result))
        }
        .cancellable(id: CancelID.categories, cancelInFlight: true)
    }

    /// Starts fetching `state.page` of the current listing; a page below 1 fails at once.
    private func loadProducts(_ state: inout State) -> Effect<Action> {
        let request: PageRequest
        do {
            request = try PageRequest(page: state.page)
        } catch {
            state.products = .failed(error)
            return .cancel(id: CancelID.products)
        }
        state.products = .loading
        let listing = state.listing
        let browseProducts = browseProducts
        let searchProducts = searchProducts
        return .run { send in
            let result = await Result { () async throws(DomainError) -> Page<Product> in
                switch listing {
                case .all: return try await browseProducts(page: request)
                case let .category(slug): return try await browseProducts(page: request, category: slug)
                case let .search(query): return try await searchProducts(query, page: request)
                }
            }
            await send(.productsLoaded(result))
        }
        .cancellable(id: CancelID.products, cancelInFlight: true)
    }
}

extension CatalogFeature.State {
    /// The product list, in words (see `ProductListPresenter`).
    public func productListViewModel(in language: Language) -> ProductListViewModel {
        ProductListPresenter.viewModel(listing: listing, page: page, products: products, in: language)
    }

    /// Whether a product's details are presented (a pushed screen in SwiftUI).
    public var isShowingDetail: Bool { detail != nil }

    /// The presented product's details, in words (see `ProductDetailPresenter`); idle and untitled once
    /// dismissed, so a screen sliding away shows nothing stale.
    public func productDetailViewModel(in language: Language) -> ProductDetailViewModel {
        ProductDetailPresenter.viewModel(productID: detail?.productID, product: detail?.product ?? .idle, in: language)
    }

    /// The categories, in words (see `CategoryListPresenter`).
    public func categoryListViewModel(in language: Language) -> CategoryListViewModel {
        CategoryListPresenter.viewModel(for: categories, in: language)
    }

    /// The terminal UI's screen: the presented product's details, else the categories or the product list.
    public func screen(in language: Language) -> Screen {
        if let detail {
            return ProductDetailPresenter.screen(for: detail, in: language)
        }
        switch panel {
        case .products:
            return ProductListPresenter.screen(listing: listing, page: page, products: products, in: language)
        case .categories: return CategoryListPresenter.screen(for: categories, in: language)
        }
    }
}
