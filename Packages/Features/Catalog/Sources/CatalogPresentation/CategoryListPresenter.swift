import CatalogDomain
import PresentationCore

/// The screen listing the categories, each opening its product list.
enum CategoryListPresenter {
    static let title = "Categories"

    static func screen(for categories: Loadable<[ProductCategory]>) -> Screen {
        switch categories {
        case .idle:
            return Screen(title: title, routes: [.catalog(.categories)])
        case .loading, .refreshing:
            return Screen(title: title, status: .loading(label: "Loading categories…"))
        case let .failed(error):
            return Screen(
                title: title,
                messages: [Screen.Message(.error, error.sentence)],
                routes: [.catalog(.products), .catalog(.search)],
                failure: Screen.Failure(error)
            )
        case let .loaded(categories):
            return loaded(categories)
        }
    }

    private static func loaded(_ categories: [ProductCategory]) -> Screen {
        var screen = Screen(
            title: title,
            subtitle: categories.count == 1 ? "1 category" : "\(categories.count) categories",
            routes: [.catalog(.products), .catalog(.search)],
            json: .object([
                (
                    "categories",
                    .array(categories.map { .object([("slug", .string($0.slug)), ("name", .string($0.name))]) })
                )
            ])
        )
        if categories.isEmpty {
            screen.messages = [Screen.Message(.info, "There are no categories.")]
        } else {
            let table = Screen.Table(
                columns: [Screen.Column("Slug"), Screen.Column("Name", isFlexible: true)],
                rows: categories.map { Screen.Row([$0.slug, $0.name], opens: .catalog(.category(slug: $0.slug))) }
            )
            screen.sections = [Screen.Section(content: .table(table))]
        }
        return screen
    }
}
