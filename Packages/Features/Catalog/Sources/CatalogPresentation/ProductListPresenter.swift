import CatalogDomain
import DomainCore
import PresentationCore

/// Turns a product list's state (all products, one category's, or a search's, one page at a time) into its
/// view model, and that into the terminal UI's screen.
public enum ProductListPresenter {
    public typealias Listing = CatalogFeature.State.Listing

    /// Page `page` of `listing`, as `products` stands.
    public static func viewModel(listing: Listing, page: Int, products: Loadable<Page<Product>>) -> ProductListViewModel
    {
        let loaded = products.value.flatMap { $0.items.isEmpty ? nil : $0 }
        return ProductListViewModel(
            title: title(for: listing),
            subtitle: subtitle(page: page, products: products),
            phase: Phase(products, loading: "Loading products…") { page in
                page.items.isEmpty ? .empty(emptyMessage(for: listing, page: page)) : .loaded(page.items.map(row))
            },
            pageLabel: loaded.map { "Page \($0.request.page) of \($0.pageCount)" },
            hasPreviousPage: products.value?.hasPrevious == true,
            hasNextPage: products.value?.hasNext == true
        )
    }

    static func screen(listing: Listing, page: Int, products: Loadable<Page<Product>>) -> Screen {
        let model = viewModel(listing: listing, page: page, products: products)
        return Screen(
            title: model.title,
            subtitle: model.subtitle,
            phase: model.phase,
            routes: routes(model),
            json: products.value.map(json)
        ) { rows in
            [Screen.Section(content: .table(table(rows)))]
        }
    }

    /// "Products", "Products in smartphones", "Search “phone”".
    static func title(for listing: Listing) -> String {
        switch listing {
        case .all: return "Products"
        case let .category(slug): return "Products in \(slug)"
        case let .search(query): return "Search “\(query)”"
        }
    }

    private static func subtitle(page: Int, products: Loadable<Page<Product>>) -> String? {
        switch products {
        case .loading, .refreshing: return "Page \(page)"
        case let .loaded(result) where !result.items.isEmpty:
            return "Page \(result.request.page) of \(result.pageCount) · \(count(result.total))"
        case .idle, .loaded, .failed: return nil
        }
    }

    private static func emptyMessage(for listing: Listing, page: Page<Product>) -> String {
        if page.total > 0 {
            return "There is no page \(page.request.page): the last page is \(page.pageCount)."
        }
        switch listing {
        case .all: return "There are no products."
        case let .category(slug): return "No products in the category “\(slug)”."
        case let .search(query): return "No products match “\(query)”."
        }
    }

    private static func count(_ total: Int) -> String {
        total == 1 ? "1 product" : "\(total) products"
    }

    private static func row(_ product: Product) -> ProductListViewModel.Row {
        ProductListViewModel.Row(
            id: product.id,
            title: product.title,
            category: product.category,
            price: ProductText.price(product),
            discount: ProductText.discount(product),
            rating: ProductText.rating(product),
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

    private static func table(_ rows: [ProductListViewModel.Row]) -> Screen.Table {
        Screen.Table(
            columns: [
                Screen.Column("#", alignment: .trailing),
                Screen.Column("Title", isFlexible: true),
                Screen.Column("Price", alignment: .trailing),
                Screen.Column("Discount", alignment: .trailing),
                Screen.Column("Rating", alignment: .trailing),
                Screen.Column("Stock", alignment: .trailing),
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
