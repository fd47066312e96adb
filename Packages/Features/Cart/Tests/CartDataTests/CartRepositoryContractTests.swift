import CartData
import CartDomain
import CartTesting
import DataTesting
import DomainCore
import Foundation
import Testing

/// One suite, run against every `CartRepository`: the in-memory fake other tests rely on must behave as the
/// file and SQLite repositories the app uses.
@Suite("CartRepository contract")
struct CartRepositoryContractTests {
    /// The implementations under test.
    enum Kind: String, CaseIterable, CustomTestStringConvertible {
        case fake, file
        #if SQLite
            case sqlite
        #endif

        var testDescription: String { rawValue }

        /// A new, empty repository, and a cleanup to run after the test.
        func make() throws -> (any CartRepository, () -> Void) {
            switch self {
            case .fake:
                return (FakeCartRepository(), {})
            case .file:
                let folder = try TemporaryFolder()
                return (
                    FileCartRepository(directory: folder.url, dates: .fixed(CartFixtures.checkoutDate)), folder.remove
                )
            #if SQLite
                case .sqlite:
                    let folder = try TemporaryFolder()
                    return (SQLiteCartRepository(path: folder.file("app.sqlite").path), folder.remove)
            #endif
            }
        }
    }

    private let line = CartFixtures.line(CartFixtures.thirdOff, quantity: 2)

    private func order(_ cart: Cart) -> Order {
        CartFixtures.order(
            id: UUID(uuidString: "00000000-0000-0000-0000-0000000000AB") ?? UUID(),
            createdAt: CartFixtures.checkoutDate, cart: cart)
    }

    @Test("starts with an empty cart and no orders", arguments: Kind.allCases)
    func startsEmpty(kind: Kind) async throws {
        let (repository, cleanUp) = try kind.make()
        defer { cleanUp() }

        #expect(try await repository.cart() == Cart())
        #expect(try await repository.orders() == [])
    }

    @Test("a change is stored and its result returned", arguments: Kind.allCases)
    func change(kind: Kind) async throws {
        let (repository, cleanUp) = try kind.make()
        defer { cleanUp() }
        let line = line

        let count = try await repository.updateCart { (cart: inout Cart) throws(DomainError) -> Int in
            try cart.setLine(line)
            return cart.lines.count
        }

        #expect(count == 1)
        #expect(try await repository.cart() == CartFixtures.cart([line]))
    }

    @Test("a change that throws stores nothing", arguments: Kind.allCases)
    func failedChange(kind: Kind) async throws {
        let (repository, cleanUp) = try kind.make()
        defer { cleanUp() }
        let line = line
        try await repository.updateCart { $0 = CartFixtures.cart([line]) }

        await #expect(throws: DomainError.validation(field: "x", rule: .empty)) {
            try await repository.updateCart { (cart: inout Cart) throws(DomainError) in
                cart = Cart()
                throw .validation(field: "x", rule: .empty)
            }
        }
        #expect(try await repository.cart() == CartFixtures.cart([line]))
    }

    @Test("checkout appends the order and empties the cart", arguments: Kind.allCases)
    func checkout(kind: Kind) async throws {
        let (repository, cleanUp) = try kind.make()
        defer { cleanUp() }
        let line = line
        try await repository.updateCart { $0 = CartFixtures.cart([line]) }

        let placed = try await repository.checkout { order($0) }

        #expect(placed == order(CartFixtures.cart([line])))
        #expect(try await repository.orders() == [placed])
        #expect(try await repository.cart().isEmpty)
    }

    @Test("a checkout that throws changes nothing", arguments: Kind.allCases)
    func failedCheckout(kind: Kind) async throws {
        let (repository, cleanUp) = try kind.make()
        defer { cleanUp() }
        let line = line
        try await repository.updateCart { $0 = CartFixtures.cart([line]) }

        await #expect(throws: DomainError.validation(field: "cart", rule: .empty)) {
            try await repository.checkout { _ throws(DomainError) in throw .validation(field: "cart", rule: .empty) }
        }
        #expect(try await repository.cart() == CartFixtures.cart([line]))
        #expect(try await repository.orders().isEmpty)
    }
}
