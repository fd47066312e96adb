import CatalogDomain
import PresentationCore

/// Turns the categories' state into their view model, and that into the terminal UI's screen, each row
/// opening the category's product list.
public enum CategoryListPresenter {
    /// The categories as `categories` stands, in `language`.
    public static func viewModel(
        for categories: Loadable<[ProductCategory]>, in language: Language
    ) -> CategoryListViewModel {
        let words = strings[language]
        return CategoryListViewModel(
            title: words("catalog.categories.title"),
            subtitle: categories.value.map { words.count("catalog.categoryCount", $0.count) },
            phase: Phase(
                categories, loading: words("catalog.loading.categories"), naming: words
            ) { categories in
                categories.isEmpty
                    ? .empty(words("catalog.empty.categories"))
                    : .loaded(categories.map { CategoryListViewModel.Row(slug: $0.slug, name: $0.name) })
            },
            allProductsLabel: words("catalog.allProducts")
        )
    }

    static func screen(for categories: Loadable<[ProductCategory]>, in language: Language) -> Screen {
        let words = strings[language]
        let model = viewModel(for: categories, in: language)
        let routes: [Screen.Route] =
            if case .idle = model.phase { [.catalog(.categories)] } else { [.catalog(.products), .catalog(.search)] }
        return Screen(
            title: model.title,
            subtitle: model.subtitle,
            phase: model.phase,
            routes: routes,
            json: categories.value.map(json)
        ) { rows in
            let table = Screen.Table(
                columns: [
                    Screen.Column(words("catalog.column.slug")),
                    Screen.Column(words("catalog.column.name"), isFlexible: true),
                ],
                rows: rows.map { Screen.Row([$0.slug, $0.name], opens: .catalog(.category(slug: $0.slug))) }
            )
            return [Screen.Section(content: .table(table))]
        }
    }

    /// `{"categories":[{"slug":"…","name":"…"}]}`.
    private static func json(_ categories: [ProductCategory]) -> JSONValue {
        .object([
            (
                "categories",
                .array(categories.map { .object([("slug", .string($0.slug)), ("name", .string($0.name))]) })
            )
        ])
    }
}
