import CartTesting
import CatalogTesting
import PresentationTerminal
import Testing

@testable import AppCore

@MainActor
@Suite("Cart commands in a session")
struct CartSessionTests {
    /// Runs `app` over the catalog and the cart on fakes, with `input` lines on standard input.
    private func run(_ arguments: [String], input: [String] = [], cart: FakeCartRepository) async -> TestApp.Run {
        let console = RecordingConsole(input: input)
        let code = await Application.run(arguments: ["app"] + arguments, environment: [:], console: console) { _ in
            [TestCommands.catalog(), TestCommands.cart(cart)]
        }
        return TestApp.Run(code: code, output: console.output, errors: console.errors)
    }

    @Test("back after a change shows the cart as it is now, without making the change again")
    func backDoesNotRepeatChanges() async {
        let cart = FakeCartRepository()

        let run = await run([], input: ["cart add 10", "cart add 11 --qty 2", "back --json"], cart: cart)

        #expect(run.code == 0)
        #expect(cart.currentCart.lines.map(\.quantity) == [1, 2])
        #expect(run.output.split(separator: "\n").last?.contains(#""productId":11,"#) == true)
    }

    @Test("back from a cart change to the dashboard shows the new cart tile, which the root store reloaded")
    func backToDashboardAfterChange() async {
        let cart = FakeCartRepository()
        let console = RecordingConsole(input: ["home", "cart add 10 --qty 2", "back"])

        let code = await Application.run(arguments: ["app"], environment: [:], console: console) { _ in
            TestCommands.composed(cart: cart)
        }

        #expect(code == 0)
        let tiles = console.output.components(separatedBy: "\nItems: ").dropFirst().map { $0.prefix(1) }
        #expect(tiles == ["0", "2"], "\(console.output)")
    }

    @Test("back to the dashboard after another command of Home's own shows the screen as it was shown")
    func backKeepsAnOlderScreen() async {
        let cart = FakeCartRepository()
        let console = RecordingConsole(input: ["home", "cart add 10", "home", "cart add 10", "back", "back", "back"])

        let code = await Application.run(arguments: ["app"], environment: [:], console: console) { _ in
            TestCommands.composed(cart: cart)
        }

        #expect(code == 0)
        // home (0), cart, home (1), cart, back: home (2, reloaded), back: cart, back: the first home, as shown (0).
        let tiles = console.output.components(separatedBy: "\nItems: ").dropFirst().map { $0.prefix(1) }
        #expect(tiles == ["0", "1", "2", "0"], "\(console.output)")
    }

    @Test("a bare `cart` shows the cart")
    func bareCommand() async {
        let run = await run(["cart", "--json"], cart: FakeCartRepository())

        #expect(run.code == 0)
        #expect(
            run.output == #"{"lines":[],"subtotal":"0.00","discount":"0.00","total":"0.00","currency":"USD"}"# + "\n")
    }

    @Test(
        "--qty must be a whole number (64); its range is the cart's rule (65)",
        arguments: [("0", 65), ("100", 65), ("-1", 65), ("1.5", 64), ("many", 64)]
    )
    func quantity(value: String, code: Int32) async {
        let cart = FakeCartRepository()

        let run = await run(["cart", "add", "10", "--qty", value], cart: cart)

        #expect(run.code == code)
        #expect(run.errors.split(separator: "\n").count == 1)
        #expect(cart.writeCount == 0)
    }

    @Test("QTY of `cart set` may be 0, which removes the line")
    func setZero() async {
        let cart = FakeCartRepository()

        let run = await run([], input: ["cart add 10", "cart set 10 0 --json"], cart: cart)

        #expect(run.code == 0)
        #expect(cart.currentCart.isEmpty)
    }
}
