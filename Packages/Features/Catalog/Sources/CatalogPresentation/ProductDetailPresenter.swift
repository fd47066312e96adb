import CatalogDomain
import PresentationCore

/// Turns one product's state into its view model, and that into the terminal UI's screen.
public enum ProductDetailPresenter {
    /// The details of `product`, the one asked for as `productID` (nil when none is), in `language`.
    public static func viewModel(
        productID: Int?, product: Loadable<Product>, in language: Language
    ) -> ProductDetailViewModel {
        let words = strings[language]
        return ProductDetailViewModel(
            title: product.value?.title ?? productID.map { words("catalog.detail.title", String($0)) } ?? "",
            phase: Phase(product, loading: words("catalog.loading.product"), naming: words) {
                product in
                .loaded(
                    ProductDetailViewModel.Details(
                        fields: fields(product, language),
                        description: description(product).map { Field(words("catalog.detail.description"), $0) }))
            }
        )
    }

    static func screen(for state: ProductDetailFeature.State, in language: Language) -> Screen {
        let model = viewModel(productID: state.productID, product: state.product, in: language)
        return Screen(
            title: model.title,
            phase: model.phase,
            routes: routes(model.phase),
            json: state.product.value.map(ProductJSON.detail)
        ) { details in
            [Screen.Section(content: .fields(details.fields))]
                + (details.description.map { [Screen.Section(title: $0.label, content: .text($0.value))] } ?? [])
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

    private static func fields(_ product: Product, _ language: Language) -> [Field] {
        let words = strings[language]
        return [
            Field(words("catalog.field.title"), product.title),
            Field(words("catalog.field.brand"), product.brand ?? ProductText.missing),
            Field(words("catalog.field.category"), product.category),
            Field(words("catalog.field.price"), ProductText.price(product, language)),
            Field(words("catalog.field.discount"), ProductText.discount(product, language)),
            Field(words("catalog.field.rating"), ProductText.rating(product, language)),
            Field(words("catalog.field.stock"), ProductText.stock(product)),
            Field(words("catalog.field.availability"), product.availability ?? ProductText.missing),
            Field(
                words("catalog.field.tags"),
                product.tags.isEmpty ? ProductText.missing : product.tags.joined(separator: ", ")),
        ]
    }
}
