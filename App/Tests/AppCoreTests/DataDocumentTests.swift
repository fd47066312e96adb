import CartDomain
import CartTesting
import DomainCore
import Foundation
import Testing
import TodosTesting

@testable import AppComposition

/// The export document's records as entities: every rule a command keeps, and a sentence naming the first
/// record that breaks one.
@Suite("Data document")
struct DataDocumentTests {
    private let contents = StoredData(
        todos: TodoFixtures.all,
        cart: CartFixtures.cart([CartFixtures.line(CartFixtures.phone, quantity: 2)]),
        orders: [
            CartFixtures.order(
                id: UUID(uuidString: "00000000-0000-4000-8000-0000000000AB") ?? UUID(),
                cart: CartFixtures.cart([CartFixtures.line(CartFixtures.dime, quantity: 3)]))
        ])

    @Test("entities become records and come back equal")
    func roundTrip() throws {
        let document = DataDocument(contents, exportedAt: CartFixtures.checkoutDate)

        #expect(try document.contents() == contents)
        #expect(document.format == "app-data" && document.formatVersion == 1)
    }

    /// A record broken one way, and the words its error must name.
    enum Damage: String, CaseIterable, Sendable {
        case duplicateTodo, duplicateOrder, badUUID, badDate, zeroQuantity, exponentPrice, wrongTotal

        var named: (field: String, record: DomainError.Record) {
            switch self {
            case .duplicateTodo: ("id", .init("documentTodo", position: 2))
            case .duplicateOrder: ("id", .init("documentOrder", position: 2))
            case .badUUID: ("id", .init("documentTodo", position: 1))
            case .badDate: ("createdAt", .init("documentTodo", position: 3))
            case .zeroQuantity: ("quantity", .init("documentLine", position: 1))
            case .exponentPrice: ("unitPrice", .init("documentLine", position: 1))
            case .wrongTotal: ("total", .init("documentOrder", position: 1))
            }
        }

        func apply(to document: inout DataDocument) {
            switch self {
            case .duplicateTodo: document.todos[1].id = document.todos[0].id
            case .duplicateOrder: document.orders.append(document.orders[0])
            case .badUUID: document.todos[0].id = "42"
            case .badDate: document.todos[2].createdAt = "soon"
            case .zeroQuantity: document.cart.lines[0].quantity = 0
            case .exponentPrice: document.cart.lines[0].unitPrice = "1e3"
            case .wrongTotal: document.orders[0].total = "1.00"
            }
        }
    }

    @Test("the first record that breaks a rule is named in the error", arguments: Damage.allCases)
    func refused(damage: Damage) {
        var document = DataDocument(contents, exportedAt: CartFixtures.checkoutDate)
        damage.apply(to: &document)

        #expect {
            try document.contents()
        } throws: { error in
            guard case let .validation(field, _, record)? = error as? DomainError else { return false }
            return field == damage.named.field && record == damage.named.record
        }
    }
}
