import CatalogDomain
import Domain
import Presentation

/// The Home screen of this build: counts from the catalog (through its use cases only) and the features
/// with a command to start with. A Home feature package replaces this file when more features exist.
@MainActor
final class HomeModule: FeatureModule {
    let name = "home"
    let summary = "counts and where to start"
    let isAvailable = true
    private let browseProducts: BrowseProducts
    private let listCategories: ListCategories
    private let features: [any FeatureModule]
    private var shown = Screen(title: "Home")

    /// `features` are listed on the screen, each with its first command that needs no argument.
    init(browseProducts: BrowseProducts, listCategories: ListCategories, features: [any FeatureModule]) {
        self.browseProducts = browseProducts
        self.listCategories = listCategories
        self.features = features
    }

    var commands: [CommandSpec] { [CommandSpec(feature: name, name: nil, summary: summary)] }

    func run(_ command: ParsedCommand, loading: LoadingLine) async -> Screen {
        loading.show(.loading(label: "Counting products…"))
        defer { loading.clear() }
        do throws(DomainError) {
            let products = try await browseProducts(page: .first).total
            let categories = try await listCategories().count
            shown = screen(products: products, categories: categories)
            return shown
        } catch {
            return Screen(title: "Home", failure: Screen.Failure(error))
        }
    }

    func turnPage(_ direction: PageDirection, loading: LoadingLine) async -> Screen? { nil }

    func dismiss() async -> Screen { shown }

    private func screen(products: Int, categories: Int) -> Screen {
        let available = features.filter(\.isAvailable)
        let planned = features.filter { !$0.isAvailable }.map(\.name)
        let rows = available.map { feature in
            let start = feature.commands.first { $0.arguments.isEmpty }?.path
            return Screen.Row([feature.name, feature.summary, start ?? ""], opens: start)
        }
        return Screen(
            title: "Home",
            sections: [
                Screen.Section(
                    title: "Catalog",
                    content: .fields([
                        Screen.Field("Products", "\(products)"), Screen.Field("Categories", "\(categories)"),
                    ])
                ),
                Screen.Section(
                    title: "Features",
                    content: .table(
                        Screen.Table(
                            columns: [
                                Screen.Column("Feature"), Screen.Column("What it does", isFlexible: true),
                                Screen.Column("Start with"),
                            ],
                            rows: rows
                        )
                    )
                ),
            ],
            messages: planned.isEmpty
                ? [] : [Screen.Message(.info, "Not in this build yet: \(planned.joined(separator: ", ")).")],
            commands: [
                Screen.CommandHint("open N", "run the command of row N"),
                Screen.CommandHint("catalog search QUERY", "find products"),
                Screen.CommandHint("help", "every command"),
                Screen.CommandHint("quit", "leave"),
            ],
            json: .object([("catalog", .object([("products", .int(products)), ("categories", .int(categories))]))])
        )
    }
}
