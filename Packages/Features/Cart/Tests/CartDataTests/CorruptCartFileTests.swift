import CartData
import CartDomain
import CartTesting
import DataTesting
import DomainCore
import Foundation
import Testing

@Suite("A damaged cart.json")
struct CorruptCartFileTests {
    private func repository(_ folder: TemporaryFolder) -> FileCartRepository {
        FileCartRepository(directory: folder.url, dates: .fixed(CartFixtures.checkoutDate))
    }

    @Test(
        "is reported as corrupt, naming the file, the reason and the copy kept aside",
        arguments: [
            ("{\"formatVersion\":1,", "notJSON(DomainCore.DomainError.Decoding.NotJSON.invalid"),
            (
                CartFileText.oneLine(unitPrice: "0.1"),
                #"field: Optional("unitPrice"), container: Optional("value.cart.lines[0]")"#
            ),
            (
                CartFileText.oneLine(unitPrice: #""ten""#),
                #"malformed("ten", expected: DomainCore.DomainError.Format.decimal)"#
            ),
            (
                CartFileText.oneLine(quantity: "0"),
                #"record: Optional(DomainCore.DomainError.Record(kind: "line", position: Optional(1), id: nil)), field: "quantity""#
            ),
            (CartFileText.oneLine(discount: #""12,5""#), #"malformed("12,5""#),
            (
                CartFileText.envelope(#"{"cart":{"lines":[]}}"#),
                #"field: Optional("orders"), container: Optional("value")"#
            ),
            (
                CartFileText.oneLine(quantity: "1180591620717411303424"),
                #"field: Optional("quantity"), container: Optional("value.cart.lines[0]"), id: nil, source: nil, problem: DomainCore.DomainError.Decoding.Problem.outOfRange("1180591620717411303424")"#
            ),
            (
                CartFileText.oneLine(unitPrice: #""1e300""#),
                #"field: Optional("unitPrice"), container: Optional("value.cart.lines[0]"), id: nil, source: nil, problem: DomainCore.DomainError.Decoding.Problem.malformed("1e300""#
            ),
            (
                CartFileText.cart(
                    [],
                    orders: CartFileText.order(lines: [CartFileText.line()], subtotal: "1", discount: "0", total: "1")
                        .replacingOccurrences(of: "2026-05-28T20:26:40.000Z", with: "soon")),
                #"field: Optional("createdAt"), container: Optional("value.orders[0]"), id: Optional("5E1F1A3C-0000-4000-8000-00000000CAFE")"#
            ),
        ]
    )
    func reported(contents: String, reasonContains: String) async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try Data(contents.utf8).write(to: folder.file("cart.json"))
        let copy = folder.file("cart.json.corrupt-20260528T202640").path

        let error = await #expect(throws: DomainError.self) { try await repository(folder).cart() }

        guard case let .corruptData(source, flaw, keptAside) = error else {
            Issue.record("expected corruptData, got \(String(describing: error))")
            return
        }
        #expect(source == .file(folder.file("cart.json").path))
        #expect(String(describing: flaw).contains(reasonContains))
        #expect(keptAside == copy)
        #expect(try folder.text("cart.json.corrupt-20260528T202640") == contents)
    }

    @Test(
        "whose values break the cart's rules is corrupt, naming the line, the field and the rule, and stays as it is",
        arguments: [
            (
                CartFileText.cart([CartFileText.line(), CartFileText.line(productId: 11, currency: "EUR")]),
                .breaksRule(
                    record: .init("line", position: 2), field: "currency", rule: .currency(.eur, expected: .usd))
            ),
            (
                CartFileText.cart([CartFileText.line(unitPrice: "-5")]),
                .breaksRule(
                    record: .init("line", position: 1), field: "unitPrice",
                    rule: .outOfRange(-5, minimum: 0, maximum: nil))
            ),
            (
                CartFileText.cart([CartFileText.line(discount: "150")]),
                .breaksRule(
                    record: .init("line", position: 1), field: "discountPercentage",
                    rule: .outOfRange(150, minimum: 0, maximum: 100))
            ),
            (
                CartFileText.cart([CartFileText.line(discount: "-20")]),
                .breaksRule(
                    record: .init("line", position: 1), field: "discountPercentage",
                    rule: .outOfRange(-20, minimum: 0, maximum: 100))
            ),
            (
                CartFileText.cart([CartFileText.line(quantity: 1_000_000)]),
                .breaksRule(
                    record: .init("line", position: 1), field: "quantity",
                    rule: .outOfRange(1_000_000, minimum: 1, maximum: 99))
            ),
            (
                CartFileText.cart([CartFileText.line(currency: "ZZZ")]),
                .breaksRule(
                    record: .init("line", position: 1), field: "currency",
                    rule: .malformed("ZZZ", expected: .currencyCode))
            ),
            (
                CartFileText.cart([CartFileText.line(), CartFileText.line(title: "Another Clip")]),
                .breaksRule(record: .init("line", position: 2), field: "productId", rule: .duplicate("10", firstAt: 1))
            ),
            (
                CartFileText.cart([CartFileText.line(title: " ")]),
                .breaksRule(record: .init("line", position: 1), field: "title", rule: .empty)
            ),
            (
                CartFileText.cart(
                    [],
                    orders: CartFileText.order(
                        lines: [CartFileText.line(unitPrice: "-1")], subtotal: "-2", discount: "0", total: "-2")),
                .breaksRule(
                    record: .init("orderLine", position: 1, id: "5e1f1a3c-0000-4000-8000-00000000cafe"),
                    field: "unitPrice", rule: .outOfRange(-1, minimum: 0, maximum: nil))
            ),
            (
                CartFileText.cart(
                    [],
                    orders: CartFileText.order(lines: [CartFileText.line()], subtotal: "5", discount: "0", total: "5")),
                .breaksRule(
                    record: .init("order", position: 1, id: "5e1f1a3c-0000-4000-8000-00000000cafe"), field: "subtotal",
                    rule: .sum(stated: Money(5, .usd), computed: Money(0.2, .usd))
                )
            ),
            (
                CartFileText.cart(
                    [],
                    orders: CartFileText.order(
                        lines: [CartFileText.line()], subtotal: "0.2", discount: "0.5", total: "-0.3")),
                .breaksRule(
                    record: .init("order", position: 1, id: "5e1f1a3c-0000-4000-8000-00000000cafe"), field: "discount",
                    rule: .outOfRange(0.5, minimum: 0, maximum: 0.2))
            ),
            (
                CartFileText.cart(
                    [],
                    orders: CartFileText.twice(
                        CartFileText.order(lines: [CartFileText.line()], subtotal: "0.2", discount: "0", total: "0.2"))),
                .breaksRule(
                    record: .init("order", position: 2), field: "id",
                    rule: .duplicate("5e1f1a3c-0000-4000-8000-00000000cafe", firstAt: 1))
            ),
        ] as [(String, DomainError.Flaw)]
    )
    func breaksARule(contents: String, flaw expected: DomainError.Flaw) async throws {
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
                throw .validation(field: "x", rule: .empty)
            }
        }

        #expect(
            cartError == .corruptData(source: .file(folder.file("cart.json").path), flaw: expected, keptAside: copy),
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
