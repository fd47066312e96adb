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
            (CartFileText.oneLine(quantity: "0"), "a quantity must be 1 or more, got 0"),
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

    @Test("is never overwritten by a change or a checkout, and every call keeps failing")
    func neverOverwritten() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let contents = "not json"
        try Data(contents.utf8).write(to: folder.file("cart.json"))
        let repository = repository(folder)

        await #expect(throws: DomainError.self) {
            try await repository.updateCart { $0 = Cart(lines: [CartFixtures.line(CartFixtures.dime, quantity: 1)]) }
        }
        await #expect(throws: DomainError.self) {
            try await repository.checkout { Order(id: UUID(), createdAt: CartFixtures.checkoutDate, cart: $0) }
        }
        await #expect(throws: DomainError.self) { try await repository.orders() }

        #expect(try folder.text("cart.json") == contents)
        #expect(try folder.names() == ["cart.json", "cart.json.corrupt-20260528T202640", "cart.json.lock"])
    }
}
