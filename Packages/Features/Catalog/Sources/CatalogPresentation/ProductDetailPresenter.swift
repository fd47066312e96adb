import CatalogDomain
import PresentationCore

/// Turns one product's state into its view model, and that into the terminal UI's screen.
public enum ProductDetailPresenter {
    /// The details of `product`, the one asked for as `productID` (nil when none is).
    public static func viewModel(productID: Int?, product: Loadable<Product>) -> ProductDetailViewModel {
        ProductDetailViewModel(
            title: product.value?.title ?? productID.map { "Product \($0)" } ?? "",
            phase: Phase(product, loading: "Loading product…") { product in
                .loaded(ProductDetailViewModel.Details(fields: fields(product), description: description(product)))
            }
        )
    }

    static func screen(for state: ProductDetailFeature.State) -> Screen {
        let model = viewModel(productID: state.productID, product: state.product)
        return Screen(
            title: model.title,
            phase: model.phase,
            routes: routes(model.phase),
            json: state.product.value.map(ProductJSON.detail)
        ) { details in
            [Screen.Section(content: .fields(details.fields))]
                + (details.description.map { [Screen.Section(title: "Description", content: .text($0))] } ?? [])
        }
    }

    private static func routes(_ phase: Phase<ProductDetailViewModel.Details>) -> [Screen.Route] {
        switch phase {
        case .loaded, .refreshing: [.catalog(.back), .catalog(.products), .catalog(.search)]
        case .failed: [.catalog(.back), .catalog(.search)]
        case .idle, .loading, .empty: [.catalog(.back)]
        }
    }

    private static func description(_ product: Product) -> String? {
        guard let description = product.description, !description.isEmpty else { return nil }
        return description
    }

    private static func fields(_ product: Product) -> [Field] {
        [
            Field("Title", product.title),
            Field("Brand", product.brand ?? ProductText.missing),
            Field("Category", product.category),
            Field("Price", ProductText.price(product)),
            Field("Discount", ProductText.discount(product)),
            Field("Rating", ProductText.rating(product)),
            Field("Stock", ProductText.stock(product)),
            Field("Availability", product.availability ?? ProductText.missing),
            Field("Tags", product.tags.isEmpty ? ProductText.missing : product.tags.joined(separator: ", ")),
        ]
    }
}
