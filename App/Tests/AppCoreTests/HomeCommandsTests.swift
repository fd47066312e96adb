import CartTesting
import CatalogTesting
import DomainCore
import HomeDomain
import MarketsTesting
import PresentationTerminal
import Testing
import TodosTesting

@testable import AppCore

/// The `home` command: the Home feature's dashboard with the App's list of features under it.
@MainActor
@Suite("Home commands")
struct HomeCommandsTests {
    private static let damagedCart = DomainError.corruptData(
        source: .file("/data/cart.json"), flaw: .undecodable(detail: "the data is not valid JSON"),
        keptAside: "/data/cart.json.corrupt-1")

    /// Runs `app` with only the home feature, its cart source failing with `damagedCart`.
    private func runWithDamagedCart(_ arguments: [String]) async -> TestApp.Run {
        let cart = FakeCartRepository()
        cart.fail(with: Self.damagedCart)
        let products = FakeProductRepository()
        let loadDashboard = LoadDashboard(
            browseProducts: .init(repository: products), listCategories: .init(repository: products),
            getCart: .init(cart: cart), listTodos: .init(repository: FakeTodoRepository()),
            topMover: .init(repository: FakeCoinRepository()))
        let console = RecordingConsole()
        let code = await Application.run(arguments: ["app"] + arguments, environment: [:], console: console) { _ in
            [TestCommands.home(loadDashboard)]
        }
        return TestApp.Run(code: code, output: console.output, errors: console.errors)
    }

    @Test("home shows a section per tile, then the features of this build with a command to start each")
    func text() async {
        let run = await TestApp.run(["home"])

        #expect(run.code == 0)
        #expect(
            run.output.hasPrefix(
                """
                Home

                Catalog
                Products:   6
                Categories: 5

                Cart
                Items: 0
                Total: $0.00

                Todos
                Open: 3

                Markets
                Top mover:  Lunar Dust (LDUST)
                24h change: -18.75 %
                Price:      $0.4521

                Features
                """))
        // Only the features this run was given are listed: Catalog, not Cart.
        #expect(
            run.output.hasSuffix(
                """
                Feature  What it does                        Start with
                catalog  browse, search and filter products  catalog list

                """))
    }

    @Test("open N on the home screen runs the command of the N-th feature row")
    func openRow() async {
        let run = await TestApp.run([], input: ["home", "open 1 --json"])

        #expect(run.code == 0)
        #expect(run.output.split(separator: "\n").last?.hasPrefix(#"{"page":1,"#) == true)
    }

    @Test("a failing source marks only its tile unavailable, in one sentence, and home still exits 0")
    func unavailableTile() async {
        let run = await runWithDamagedCart(["home"])

        #expect(run.code == 0)
        #expect(run.errors.isEmpty)
        #expect(
            run.output.contains(
                """
                Cart
                Unavailable: /data/cart.json cannot be read as data: the data is not valid JSON.
                             A copy was kept at /data/cart.json.corrupt-1.
                """))
        #expect(run.output.contains("Products:   6"))
        #expect(run.output.contains("Open: 3"))
    }

    @Test("in JSON a failing tile is an error object, the others their numbers")
    func unavailableTileJSON() async {
        let run = await runWithDamagedCart(["home", "--json"])

        #expect(run.code == 0)
        #expect(
            run.output.contains(
                #""cart":{"error":{"code":"corrupt_data","message":"/data/cart.json cannot be read as data: "#
                    + #"the data is not valid JSON. A copy was kept at /data/cart.json.corrupt-1."}}"#))
        #expect(run.output.hasPrefix(#"{"catalog":{"products":6,"categories":5},"#))
    }
}
