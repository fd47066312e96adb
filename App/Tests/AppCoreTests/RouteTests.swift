import CartPresentation
import CatalogDomain
import CatalogPresentation
import CatalogTesting
import DomainCore
import HomePresentation
import MarketsPresentation
import PresentationCore
import PresentationTerminal
import Testing
import TodosPresentation

@testable import AppCore

@MainActor
@Suite("Routes: typed navigation from screens to commands")
struct RouteTests {
    /// Slugs a server could send: spaces, options, quotes, a tab.
    nonisolated static let hostileSlugs = [
        "x --page 9", "x --json", "a' b \"c\"", "--category=y", "x;rm -rf ~", "x\ty",
    ]
    /// Slugs no typed command would accept: control characters, a direction override, nothing at all.
    nonisolated static let unopenableSlugs = ["\u{1B}[31mred", "\u{202E}evil", "", "  "]

    @Test(
        "open N on a category row with a hostile slug lists that category's page 1: the slug is shown, never run",
        arguments: hostileSlugs)
    func hostileSlugIsOnlyData(slug: String) async {
        let repository = FakeProductRepository(categories: [ProductCategory(slug: slug, name: "Hostile")])

        let run = await TestApp.run([], input: ["catalog categories", "open 1 --json"], repository: repository)

        #expect(run.code == 0, "\(run.errors)")
        #expect(run.output.split(separator: "\n").last?.hasPrefix(#"{"page":1,"#) == true)
        let calls = await repository.calls
        #expect(calls.last == .products(page: PageRequest.first, category: slug))
    }

    @Test(
        "a category row whose slug no typed command would accept is shown, and open N refuses it",
        arguments: unopenableSlugs)
    func unopenableSlug(slug: String) async {
        let repository = FakeProductRepository(categories: [ProductCategory(slug: slug, name: "Hostile")])

        let run = await TestApp.run([], input: ["catalog categories", "open 1"], repository: repository)

        #expect(run.code == 64)
        #expect(run.errors == "Row 1 has nothing to open.\n")
        #expect(run.output.contains("Hostile"))
        #expect(!run.output.contains("\u{1B}"))
        #expect(await repository.calls == [.categories])
    }

    @Test("every route a feature offers leads to a command of this build, or to a session word")
    func everyRouteLeadsSomewhere() {
        let router = CommandRouter(features: Self.allFeatures())
        let routes: [Screen.Route] =
            [
                CatalogRoute.products, .search, .categories, .productDetails, .product(id: 3),
                .category(slug: "x"), .nextPage, .previousPage, .back,
            ].map { Screen.Route($0) }
            + [CartRoute.cart, .add, .setQuantity, .remove, .checkout, .orders, .product(id: 3), .browse].map {
                Screen.Route($0)
            }
            + [MarketsRoute.coins, .sort, .refresh, .coinDetails, .coin(id: "bitcoin"), .back].map { Screen.Route($0) }
            + [TodosRoute.add, .toggle, .edit, .delete, .filter].map { Screen.Route($0) }
            + [Screen.Route(HomeRoute.reload)]

        for route in routes {
            #expect(router.usages(of: [route]).count == 1, "\(route) leads nowhere")
        }
    }

    @Test("a row's route opens the command with its values; an offered action needs its arguments first")
    func openingNeedsEveryArgument() {
        let router = CommandRouter(features: Self.allFeatures())

        #expect(
            router.command(opening: Screen.Route(CartRoute.product(id: 3)))
                == ParsedCommand(feature: "catalog", name: "show", values: ["PRODUCT_ID": .integer(3)]))
        #expect(
            router.command(opening: Screen.Route(MarketsRoute.coin(id: "bit coin")))
                == ParsedCommand(feature: "markets", name: "show", values: ["COIN_ID": .text("bit coin")]))
        #expect(router.command(opening: Screen.Route(CatalogRoute.productDetails)) == nil)
        #expect(router.command(opening: Screen.Route(CartRoute.add)) == nil)
        #expect(router.command(opening: Screen.Route("catalog show 3")) == nil)
    }

    @Test("usage lines come from the grammar, each once, in the order the screen gives")
    func usagesFromTheGrammar() {
        let router = CommandRouter(features: Self.allFeatures())
        let routes = [CatalogRoute.nextPage, .productDetails, .products, .products, .search].map { Screen.Route($0) }

        #expect(
            router.usages(of: routes) == [
                "next", "catalog show PRODUCT_ID", "catalog list [--page N] [--category SLUG]",
                "catalog search QUERY [--page N]",
            ])
    }

    @Test("a route to a feature left out of this build offers nothing and opens nothing")
    func featureLeftOut() {
        let router = TestApp.router()  // catalog only

        #expect(router.usages(of: [Screen.Route(CartRoute.checkout)]).isEmpty)
        #expect(router.command(opening: Screen.Route(CartRoute.product(id: 3))) == nil)
    }

    static func allFeatures() -> [FeatureCommands] {
        TestApp.allFeatures()
    }
}
