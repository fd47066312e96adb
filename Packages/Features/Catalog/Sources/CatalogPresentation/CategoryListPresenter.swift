import CatalogDomain
import PresentationCore

/// Turns the categories' state into their view model, and that into the terminal UI's screen, each row
/// opening the category's product list.
public enum CategoryListPresenter {
    /// The categories as `categories` stands.
    public static func viewModel(for categories: Loadable<[ProductCategory]>) -> CategoryListViewModel {
        CategoryListViewModel(
            title: "Categories",
            subtitle: categories.value.map { $0.count == 1 ? "1 category" : "\($0.count) categories" },
            phase: Phase(categories, loading: "Loading categories…") { categories in
                categories.isEmpty
                    ? .empty("There are no categories.")
                    : .loaded(categories.map { CategoryListViewModel.Row(slug: $0.slug, name: $0.name) })
            }
        )
    }

    static func screen(for categories: Loadable<[ProductCategory]>) -> Screen {
        let model = viewModel(for: categories)
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
                columns: [Screen.Column("Slug"), Screen.Column("Name", isFlexible: true)],
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
