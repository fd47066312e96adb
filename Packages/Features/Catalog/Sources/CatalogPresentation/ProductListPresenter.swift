import CatalogDomain
import DomainCore
import PresentationCore

/// The screen of a product list: all products, one category's, or a search's, one page at a time.
enum ProductListPresenter {
    typealias Listing = CatalogFeature.State.Listing

    static func screen(listing: Listing, page: Int, products: Loadable<Page<Product>>) -> Screen {
        let title = title(for: listing)
        switch products {
        case .idle:
            return Screen(title: title, routes: browsingRoutes)
        case .loading, .refreshing:
            return Screen(title: title, subtitle: "Page \(page)", status: .loading(label: "Loading products…"))
        case let .failed(error):
            return Screen(
                title: title,
                messages: [Screen.Message(.error, error.sentence)],
                routes: browsingRoutes,
                failure: Screen.Failure(error)
            )
        case let .loaded(result):
            return loaded(result, title: title, listing: listing)
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

    private static func loaded(_ page: Page<Product>, title: String, listing: Listing) -> Screen {
        var routes: [Screen.Route] = []
        if page.hasNext { routes.append(.catalog(.nextPage)) }
        if page.hasPrevious { routes.append(.catalog(.previousPage)) }
        var screen = Screen(title: title, json: json(page))
        if page.items.isEmpty {
            screen.messages = [Screen.Message(.info, emptyMessage(for: listing, page: page))]
        } else {
            screen.subtitle = "Page \(page.request.page) of \(page.pageCount) · \(count(page.total))"
            screen.sections = [Screen.Section(content: .table(table(page.items)))]
            routes.append(.catalog(.productDetails))
        }
        screen.routes = routes + browsingRoutes
        return screen
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

    private static func table(_ products: [Product]) -> Screen.Table {
        Screen.Table(
            columns: [
                Screen.Column("#", alignment: .trailing),
                Screen.Column("Title", isFlexible: true),
                Screen.Column("Price", alignment: .trailing),
                Screen.Column("Discount", alignment: .trailing),
                Screen.Column("Rating", alignment: .trailing),
                Screen.Column("Stock", alignment: .trailing),
            ],
            rows: products.map { product in
                Screen.Row(
                    [
                        String(product.id), product.title, ProductText.price(product), ProductText.discount(product),
                        ProductText.rating(product), ProductText.stock(product),
                    ],
                    opens: .catalog(.product(id: product.id))
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
