import CatalogDomain
import DomainCore
import PresentationCore

/// Turns a product list's state (all products, one category's, or a search's, one page at a time) into its
/// view model, and that into the terminal UI's screen.
public enum ProductListPresenter {
    public typealias Listing = CatalogFeature.State.Listing

    /// Page `page` of `listing`, as `products` stands, in `language`.
    public static func viewModel(
        listing: Listing, page: Int, products: Loadable<Page<Product>>, in language: Language
    ) -> ProductListViewModel {
        let words = strings[language]
        let loaded = products.value.flatMap { $0.items.isEmpty ? nil : $0 }
        return ProductListViewModel(
            title: title(for: listing, words),
            subtitle: subtitle(page: page, products: products, words),
            phase: Phase(products, loading: words("catalog.loading.products"), naming: words) {
                page in
                page.items.isEmpty
                    ? .empty(emptyMessage(for: listing, page: page, words))
                    : .loaded(page.items.map { row($0, language) })
            },
            pageLabel: loaded.map { words("catalog.pageOf", String($0.request.page), String($0.pageCount)) },
            hasPreviousPage: products.value?.hasPrevious == true,
            hasNextPage: products.value?.hasNext == true,
            previousPageLabel: words("catalog.previousPage"),
            nextPageLabel: words("catalog.nextPage")
        )
    }

    static func screen(listing: Listing, page: Int, products: Loadable<Page<Product>>, in language: Language) -> Screen
    {
        let words = strings[language]
        let model = viewModel(listing: listing, page: page, products: products, in: language)
        return Screen(
            title: model.title,
            subtitle: model.subtitle,
            phase: model.phase,
            routes: routes(model),
            json: products.value.map(json)
        ) { rows in
            [Screen.Section(content: .table(table(rows, words)))]
        }
    }

    /// "Products", "Products in smartphones", "Search “phone”".
    static func title(for listing: Listing, _ words: Words) -> String {
        switch listing {
        case .all: return words("catalog.title.all")
        case let .category(slug): return words("catalog.title.category", slug)
        case let .search(query): return words("catalog.title.search", query)
        }
    }

    private static func subtitle(page: Int, products: Loadable<Page<Product>>, _ words: Words) -> String? {
        switch products {
        case .loading, .refreshing: return words("catalog.page", String(page))
        case let .loaded(result) where !result.items.isEmpty:
            let count = words.count("catalog.productCount", result.total)
            return words("catalog.pageOfCount", String(result.request.page), String(result.pageCount), count)
        case .idle, .loaded, .failed: return nil
        }
    }

    private static func emptyMessage(for listing: Listing, page: Page<Product>, _ words: Words) -> String {
        if page.total > 0 {
            return words("catalog.empty.noPage", String(page.request.page), String(page.pageCount))
        }
        switch listing {
        case .all: return words("catalog.empty.all")
        case let .category(slug): return words("catalog.empty.category", slug)
        case let .search(query): return words("catalog.empty.search", query)
        }
    }

    private static func row(_ product: Product, _ language: Language) -> ProductListViewModel.Row {
        ProductListViewModel.Row(
            id: product.id,
            title: product.title,
            category: product.category,
            price: ProductText.price(product, language),
            discount: ProductText.discount(product, language),
            rating: ProductText.rating(product, language),
            stock: ProductText.stock(product)
        )
    }

    private static func routes(_ model: ProductListViewModel) -> [Screen.Route] {
        let paging: [Screen.Route] =
            (model.hasNextPage ? [.catalog(.nextPage)] : []) + (model.hasPreviousPage ? [.catalog(.previousPage)] : [])
        switch model.phase {
        case .loaded: return paging + [.catalog(.productDetails)] + browsingRoutes
        case .empty: return paging + browsingRoutes
        case .idle, .loading, .refreshing, .failed: return browsingRoutes
        }
    }

    private static func table(_ rows: [ProductListViewModel.Row], _ words: Words) -> Screen.Table {
        Screen.Table(
            columns: [
                Screen.Column("#", alignment: .trailing),
                Screen.Column(words("catalog.column.title"), isFlexible: true),
                Screen.Column(words("catalog.column.price"), alignment: .trailing),
                Screen.Column(words("catalog.column.discount"), alignment: .trailing),
                Screen.Column(words("catalog.column.rating"), alignment: .trailing),
                Screen.Column(words("catalog.column.stock"), alignment: .trailing),
            ],
            rows: rows.map { row in
                Screen.Row(
                    [String(row.id), row.title, row.price, row.discount, row.rating, row.stock],
                    opens: .catalog(.product(id: row.id))
                )
            }
        )
    }

    /// `{"page":1,"pageCount":6,"total":57,"products":[…]}`.
    private static func json(_ page: Page<Product>) -> JSONValue {
        .object([
            ("page", .int(page.request.page)),
            ("pageCount", .int(page.pageCount)),
            ("total", .int(page.total)),
            ("products", .array(page.items.map(ProductJSON.summary))),
        ])
    }

    private static let browsingRoutes: [Screen.Route] = [
        .catalog(.search), .catalog(.products), .catalog(.categories),
    ]
}
