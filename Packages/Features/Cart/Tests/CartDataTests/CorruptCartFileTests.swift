import CartData
import CartDomain
import CartTesting
import DomainCore
import Foundation
import Testing

@Suite("A damaged cart.json")
struct CorruptCartFileTests {
    private func repository(_ folder: TemporaryFolder) -> FileCartRepository {
        FileCartRepository(directory: folder.url, clock: .fixed(CartFixtures.checkoutDate))
    }

    @Test(
        "is reported as corrupt, naming the file, the reason and the copy kept aside",
        arguments: [
            ("{\"formatVersion\":1,", "is not valid JSON"),
            (CartFileText.oneLine(unitPrice: "0.1"), "could not decode field `unitPrice` of value.cart.lines[0]"),
            (CartFileText.oneLine(unitPrice: #""ten""#), #"expected a decimal number such as "19.99", got "ten""#),
            (CartFileText.oneLine(quantity: "0"), "line 1 of the cart: quantity must be between 1 and 99, got 0"),
            (CartFileText.oneLine(discount: #""12,5""#), #"got "12,5""#),
            (CartFileText.envelope(#"{"cart":{"lines":[]}}"#), "could not decode field `orders` of value"),
        ]
    )
    func reported(contents: String, reasonContains: String) async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try Data(contents.utf8).write(to: folder.file("cart.json"))
        let copy = folder.file("cart.json.corrupt-20260528T202640").path

        let error = await #expect(throws: DomainError.self) { try await repository(folder).cart() }

        guard case let .corruptData(source, reason, keptAside) = error else {
            Issue.record("expected corruptData, got \(String(describing: error))")
            return
        }
        #expect(source == folder.file("cart.json").path)
        #expect(reason.contains(reasonContains))
        #expect(keptAside == copy)
        #expect(error?.description.hasSuffix("A copy was kept at \(copy).") == true)
        #expect(try folder.text("cart.json.corrupt-20260528T202640") == contents)
    }

    @Test(
        "whose values break the cart's rules is corrupt, naming the line, the field and the rule, and stays as it is",
        arguments: [
            (
                CartFileText.cart([CartFileText.line(), CartFileText.line(productId: 11, currency: "EUR")]),
                "line 2 of the cart is in EUR but the cart is in USD"
            ),
            (
                CartFileText.cart([CartFileText.line(unitPrice: "-5")]),
                "line 1 of the cart: unitPrice must not be negative, got -5"
            ),
            (
                CartFileText.cart([CartFileText.line(discount: "150")]),
                "line 1 of the cart: discountPercentage must be between 0 and 100, got 150"
            ),
            (
                CartFileText.cart([CartFileText.line(discount: "-20")]),
                "line 1 of the cart: discountPercentage must be between 0 and 100, got -20"
            ),
            (
                CartFileText.cart([CartFileText.line(quantity: 1_000_000)]),
                "line 1 of the cart: quantity must be between 1 and 99, got 1000000"
            ),
            (
                CartFileText.cart([CartFileText.line(currency: "ZZZ")]),
                #"line 1 of the cart: currency "ZZZ" is not an ISO 4217 currency code"#
            ),
            (
                CartFileText.cart([CartFileText.line(), CartFileText.line(title: "Another Clip")]),
                "line 2 of the cart holds product 10, which line 1 holds already"
            ),
            (
                CartFileText.cart([CartFileText.line(title: " ")]),
                "line 1 of the cart: title must not be empty"
            ),
            (
                CartFileText.cart(
                    [],
                    orders: CartFileText.order(
                        lines: [CartFileText.line(unitPrice: "-1")], subtotal: "-2", discount: "0", total: "-2")),
                "line 1 of order 1: unitPrice must not be negative, got -1"
            ),
            (
                CartFileText.cart(
                    [],
                    orders: CartFileText.order(lines: [CartFileText.line()], subtotal: "5", discount: "0", total: "5")),
                "order 1: subtotal is 5.00 but the lines add up to 0.20"
            ),
            (
                CartFileText.cart(
                    [],
                    orders: CartFileText.order(
                        lines: [CartFileText.line()], subtotal: "0.2", discount: "0.5", total: "-0.3")),
                "order 1: discount must be between 0 and the subtotal 0.20, got 0.50"
            ),
        ]
    )
    func breaksARule(contents: String, reason expected: String) async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try Data(contents.utf8).write(to: folder.file("cart.json"))
        let repository = repository(folder)
        let copy = folder.file("cart.json.corrupt-20260528T202640").path
        let line = CartFixtures.line(CartFixtures.dime, quantity: 1)

        let thrown = await #expect(throws: DomainError.self) {
            _ = try await repository.cart()
            _ = try await repository.orders()
        }
        let cartError = try #require(thrown)
        await #expect(throws: cartError) { try await repository.updateCart { $0 = CartFixtures.cart([line]) } }
        await #expect(throws: cartError) {
            try await repository.checkout { (_: Cart) throws(DomainError) -> Order in
                throw .validation(field: "x", reason: "y")
            }
        }

        #expect(
            cartError == .corruptData(source: folder.file("cart.json").path, reason: expected, keptAside: copy),
            "\(String(describing: cartError))")
        #expect(try folder.text("cart.json") == contents)
    }

    @Test("is never overwritten by a change or a checkout, and every call keeps failing")
    func neverOverwritten() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let contents = "not json"
        try Data(contents.utf8).write(to: folder.file("cart.json"))
        let repository = repository(folder)

        await #expect(throws: DomainError.self) {
            try await repository.updateCart {
                $0 = CartFixtures.cart([CartFixtures.line(CartFixtures.dime, quantity: 1)])
            }
        }
        await #expect(throws: DomainError.self) {
            try await repository.checkout { cart throws(DomainError) in
                try Order(id: UUID(), createdAt: CartFixtures.checkoutDate, cart: cart)
            }
        }
        await #expect(throws: DomainError.self) { try await repository.orders() }

        #expect(try folder.text("cart.json") == contents)
        #expect(try folder.names() == ["cart.json", "cart.json.corrupt-20260528T202640", "cart.json.lock"])
    }
}
