import CatalogDomain
import PresentationCore

/// The screen of one product's details.
enum ProductDetailPresenter {
    static func screen(for state: ProductDetailFeature.State) -> Screen {
        let placeholderTitle = "Product \(state.productID)"
        switch state.product {
        case .idle:
            return Screen(title: placeholderTitle, routes: [.catalog(.back)])
        case .loading, .refreshing:
            return Screen(title: placeholderTitle, status: .loading(label: "Loading product…"))
        case let .failed(error):
            return Screen(
                title: placeholderTitle,
                messages: [Screen.Message(.error, error.sentence)],
                routes: [.catalog(.back), .catalog(.search)],
                failure: Screen.Failure(error)
            )
        case let .loaded(product):
            return loaded(product)
        }
    }

    private static func loaded(_ product: Product) -> Screen {
        var sections = [Screen.Section(content: .fields(fields(product)))]
        if let description = product.description, !description.isEmpty {
            sections.append(Screen.Section(title: "Description", content: .text(description)))
        }
        return Screen(
            title: product.title,
            sections: sections,
            routes: [.catalog(.back), .catalog(.products), .catalog(.search)],
            json: ProductJSON.detail(product)
        )
    }

    private static func fields(_ product: Product) -> [Screen.Field] {
        [
            Screen.Field("Title", product.title),
            Screen.Field("Brand", product.brand ?? ProductText.missing),
            Screen.Field("Category", product.category),
            Screen.Field("Price", ProductText.price(product)),
            Screen.Field("Discount", ProductText.discount(product)),
            Screen.Field("Rating", ProductText.rating(product)),
            Screen.Field("Stock", ProductText.stock(product)),
            Screen.Field("Availability", product.availability ?? ProductText.missing),
            Screen.Field("Tags", product.tags.isEmpty ? ProductText.missing : product.tags.joined(separator: ", ")),
        ]
    }
}
