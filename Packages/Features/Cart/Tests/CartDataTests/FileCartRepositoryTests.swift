import CartData
import CartDomain
import CartTesting
import DataTesting
import DomainCore
import Foundation
import Testing

@Suite("FileCartRepository with real files")
struct FileCartRepositoryTests {
    private let exact = CartFixtures.exact

    private func repository(_ folder: TemporaryFolder) -> FileCartRepository {
        FileCartRepository(directory: folder.url, dates: .fixed(CartFixtures.checkoutDate))
    }

    private func order(_ cart: Cart) -> Order {
        CartFixtures.order(
            id: UUID(uuidString: "5E1F1A3C-0000-4000-8000-00000000CAFE") ?? UUID(),
            createdAt: CartFixtures.checkoutDate, cart: cart)
    }

    /// A cart with the awkward values: 0.1 and 0.2 prices, a 33.333 % discount, a half-cent tie.
    private let awkwardCart = CartFixtures.cart([
        CartFixtures.line(CartFixtures.dime, quantity: 1), CartFixtures.line(CartFixtures.twentyCents, quantity: 1),
        CartFixtures.line(CartFixtures.thirdOff, quantity: 3), CartFixtures.line(CartFixtures.tieDown, quantity: 1),
    ])

    @Test("reading from a folder without a cart file gives an empty cart and no orders, and creates nothing")
    func readsNothing() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let repository = FileCartRepository(directory: folder.file("not-yet"), dates: .fixed(CartFixtures.checkoutDate))

        #expect(try await repository.cart() == Cart())
        #expect(try await repository.orders().isEmpty)
        #expect(try folder.names().isEmpty)
    }

    @Test("a stored cart reads back equal in a new repository, as after a restart, decimals exact")
    func survivesRestart() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let cart = awkwardCart

        try await repository(folder).updateCart { $0 = cart }

        let reread = try await repository(folder).cart()
        #expect(reread == cart)
        #expect(reread.subtotal == Money(exact("30.55")))
        #expect(reread.discount == Money(exact("10.02")))
    }

    @Test("the file is the cart.json envelope with money and percentages written as exact decimal strings")
    func fileFormat() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let cart = CartFixtures.cart([CartFixtures.line(CartFixtures.thirdOff, quantity: 3)])

        try await repository(folder).updateCart { $0 = cart }

        let expected = """
            {
              "formatVersion" : 1,
              "savedAt" : "2026-05-28T20:26:40.000Z",
              "value" : {
                "cart" : {
                  "lines" : [
                    {
                      "currency" : "USD",
                      "discountPercentage" : "33.333",
                      "productId" : 12,
                      "quantity" : 3,
                      "title" : "Third-Off Mug",
                      "unitPrice" : "10"
                    }
                  ]
                },
                "orders" : [

                ]
              }
            }
            """
        #expect(try folder.text("cart.json") == expected)
        #expect(try folder.names() == ["cart.json", "cart.json.lock"])
    }

    @Test("checkout stores the receipt in orders.json and empties the cart, seen by a new repository")
    func checkout() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let cart = awkwardCart
        try await repository(folder).updateCart { $0 = cart }

        let placed = try await repository(folder).checkout { order($0) }

        let reread = repository(folder)
        #expect(placed == order(cart))
        #expect(try await reread.orders() == [order(cart)])
        #expect(try await reread.cart().isEmpty)
        #expect(try folder.text("orders.json").contains(#""createdAt" : "2026-05-28T20:26:40.000Z""#))
        #expect(try !folder.text("cart.json").contains("createdAt"))
        #expect(try folder.names() == ["cart.json", "cart.json.lock", "orders.json", "orders.json.lock"])
    }

    @Test("a change to the cart does not rewrite the order history")
    func cartChangeLeavesOrders() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try await repository(folder).updateCart { $0 = awkwardCart }
        _ = try await repository(folder).checkout { order($0) }
        let history = try folder.text("orders.json")
        let dates = DateGenerator.fixed(CartFixtures.checkoutDate.addingTimeInterval(60))

        try await FileCartRepository(directory: folder.url, dates: dates).updateCart { $0 = awkwardCart }

        #expect(try folder.text("orders.json") == history)
        #expect(try folder.text("cart.json").contains("2026-05-28T20:27:40.000Z"))
    }

    @Test("an order left pending in cart.json (a checkout interrupted, or an earlier build's file) is listed once")
    func pendingOrders() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let line = CartFileText.line(unitPrice: "0.1", quantity: 2)
        let pending = CartFileText.order(lines: [line], subtotal: "0.2", discount: "0", total: "0.2")
        try Data(CartFileText.cart([line], orders: pending).utf8).write(to: folder.file("cart.json"))

        let listed = try await repository(folder).orders()
        #expect(listed.map(\.total.amount) == [CartFixtures.exact("0.2")])
        #expect(try !folder.names().contains("orders.json"))

        let next = try await repository(folder).checkout { cart in
            CartFixtures.order(id: UUID(), createdAt: CartFixtures.checkoutDate.addingTimeInterval(1), cart: cart)
        }

        #expect(try await repository(folder).orders().map(\.id) == [listed[0].id, next.id])
        #expect(try !folder.text("cart.json").contains(listed[0].id.uuidString))
    }

    @Test("a move interrupted after orders.json was written does not store the order twice")
    func interruptedMove() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try await repository(folder).updateCart { $0 = awkwardCart }
        let first = try await repository(folder).checkout { order($0) }
        let history = try folder.text("orders.json")
        // As if the process died after appending to orders.json and before clearing cart.json.
        let line = CartFileText.line(unitPrice: "0.1", quantity: 1)
        let stale = CartFileText.order(lines: [line], subtotal: "0.1", discount: "0", total: "0.1")
            .replacingOccurrences(of: "5E1F1A3C-0000-4000-8000-00000000CAFE", with: first.id.uuidString)
        try Data(CartFileText.cart([line], orders: stale).utf8).write(to: folder.file("cart.json"))
        #expect(try await repository(folder).orders() == [first])

        let second = try await repository(folder).checkout { cart in
            CartFixtures.order(id: UUID(), createdAt: CartFixtures.checkoutDate.addingTimeInterval(1), cart: cart)
        }

        #expect(try await repository(folder).orders() == [first, second])
        #expect(history.contains(first.id.uuidString))
    }

    @Test("a damaged orders.json refuses checkout and leaves the cart as it was, while the cart still changes")
    func damagedHistory() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try await repository(folder).updateCart { $0 = awkwardCart }
        try Data("{\"formatVersion\":1,".utf8).write(to: folder.file("orders.json"))
        let cartBefore = try folder.text("cart.json")

        let error = await #expect(throws: DomainError.self) { try await repository(folder).checkout { order($0) } }
        guard case let .corruptData(source, _, _) = error else {
            Issue.record("expected corruptData, got \(String(describing: error))")
            return
        }

        #expect(source == .file(folder.file("orders.json").path))
        #expect(try folder.text("cart.json") == cartBefore)
        await #expect(throws: DomainError.self) { try await repository(folder).orders() }
        try await repository(folder).updateCart { $0 = Cart() }
        #expect(try await repository(folder).cart().isEmpty)
    }

    @Test("a checkout that fails leaves the file exactly as it was")
    func failedCheckout() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let cart = awkwardCart
        try await repository(folder).updateCart { $0 = cart }
        let before = try folder.text("cart.json")
        let refusal = DomainError.validation(field: "cart", rule: .empty)

        await #expect(throws: refusal) {
            try await repository(folder).checkout { _ throws(DomainError) in throw refusal }
        }
        #expect(try folder.text("cart.json") == before)
    }

    @Test("a change that fails stores nothing and rethrows its error")
    func failedChange() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let refusal = DomainError.notFound(entity: "cartProduct", id: "3")

        await #expect(throws: refusal) {
            try await repository(folder).updateCart { (_: inout Cart) throws(DomainError) in throw refusal }
        }
        #expect(try folder.names().filter { $0 == "cart.json" }.isEmpty)
    }

    @Test("orders keep the order they were placed in, with their totals as stored")
    func ordersAccumulate() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let repository = repository(folder)
        var placed: [Order] = []
        for (number, product) in [CartFixtures.phone, CartFixtures.tieUp].enumerated() {
            try await repository.updateCart { $0 = CartFixtures.cart([CartFixtures.line(product, quantity: 1)]) }
            placed.append(
                try await repository.checkout { cart in
                    CartFixtures.order(
                        id: UUID(uuidString: "00000000-0000-0000-0000-00000000000\(number)") ?? UUID(),
                        createdAt: CartFixtures.checkoutDate.addingTimeInterval(Double(number)), cart: cart)
                })
        }

        #expect(try await repository.orders() == placed)
    }

    @Test("two repositories on one file updating at once lose no update")
    func concurrentUpdates() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let line = CartFixtures.line(CartFixtures.dime, quantity: 1)
        let writers = [repository(folder), repository(folder)]

        await withTaskGroup(of: Void.self) { group in
            for writer in writers {
                group.addTask {
                    for _ in 0..<40 {
                        _ = try? await writer.updateCart { (cart: inout Cart) throws(DomainError) in
                            let next = try cart.lines.first?.with(quantity: cart.lines[0].quantity + 1)
                            try cart.setLine(next ?? line)
                        }
                    }
                }
            }
        }

        #expect(try await repository(folder).cart().itemCount == 80)
    }
}
