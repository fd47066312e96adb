import CartDomain
import DataCore
import DomainCore
import Foundation
import TodosDomain

/// The document `app data export` writes and `app data import` reads, version 1:
///
///     {"format":"app-data","formatVersion":1,"exportedAt":"2026-12-03T01:00:00.000Z",
///      "todos":[{"id":"…","title":"…","completed":false,"createdAt":"…"}],
///      "cart":{"lines":[{"productId":1,"title":"…","unitPrice":"899","currency":"USD",
///                        "discountPercentage":"12.5","quantity":2}]},
///      "orders":[{"id":"…","createdAt":"…","lines":[…],"subtotal":"…","discount":"…","total":"…",
///                 "currency":"USD"}]}
///
/// It is the app's own format, apart from either store's, so a store can change without breaking old exports.
/// Records become entities through the entities' initialisers, so an import keeps every rule a command keeps.
struct DataDocument: Codable, Equatable {
    static let formatName = "app-data"
    static let version = 1

    var format: String
    var formatVersion: Int
    var exportedAt: String
    var todos: [TodoRecord]
    var cart: CartRecord
    var orders: [OrderRecord]

    struct TodoRecord: Codable, Equatable {
        var id: String
        var title: String
        var completed: Bool
        var createdAt: String
    }

    struct CartRecord: Codable, Equatable {
        var lines: [LineRecord]
    }

    struct LineRecord: Codable, Equatable {
        var productId: Int
        var title: String
        var unitPrice: String
        var currency: String
        var discountPercentage: String
        var quantity: Int
    }

    struct OrderRecord: Codable, Equatable {
        var id: String
        var createdAt: String
        var lines: [LineRecord]
        var subtotal: String
        var discount: String
        var total: String
        var currency: String
    }
}

// MARK: - Entities to records

extension DataDocument {
    /// The document of `contents`, stamped `exportedAt`.
    init(_ contents: StoredData, exportedAt: Date) {
        format = Self.formatName
        formatVersion = Self.version
        self.exportedAt = Timestamp.string(from: exportedAt)
        todos = contents.todos.map {
            TodoRecord(
                id: $0.idString, title: $0.title, completed: $0.completed,
                createdAt: Timestamp.string(from: $0.createdAt))
        }
        cart = CartRecord(lines: contents.cart.lines.map(LineRecord.init))
        orders = contents.orders.map { order in
            OrderRecord(
                id: order.id.uuidString.lowercased(), createdAt: Timestamp.string(from: order.createdAt),
                lines: order.lines.map(LineRecord.init), subtotal: ExactDecimal.text(order.subtotal.amount),
                discount: ExactDecimal.text(order.discount.amount), total: ExactDecimal.text(order.total.amount),
                currency: order.currency.code)
        }
    }
}

extension DataDocument.LineRecord {
    init(_ line: CartLine) {
        self.init(
            productId: line.productID, title: line.title, unitPrice: ExactDecimal.text(line.unitPrice.amount),
            currency: line.unitPrice.currency.code, discountPercentage: ExactDecimal.text(line.discountPercentage),
            quantity: line.quantity)
    }
}

// MARK: - Records to entities

extension DataDocument {
    /// Every record as an entity, checked before anything is written: the first record that breaks a rule
    /// is a validation error naming it and its field (the title of todo 2 in the document).
    func contents() throws(DomainError) -> StoredData {
        var todos: [Todo] = []
        for (offset, record) in self.todos.enumerated() {
            let place = Record("documentTodo", position: offset + 1)
            let id = try Self.id(record.id, of: place)
            let createdAt = try Self.date(record.createdAt, field: "createdAt", of: place)
            todos.append(
                try Self.checking(place) { () throws(DomainError) in
                    try Todo(id: id, title: record.title, completed: record.completed, createdAt: createdAt)
                })
        }
        try todos.requireUniqueKeys(\.id, field: "id", of: "documentTodo", shown: Self.shownID)
        let cartLines = try Self.lines(cart.lines, of: nil)
        let cart = try Self.checking(Record("documentCart")) { () throws(DomainError) in try Cart(lines: cartLines) }
        var orders: [Order] = []
        for (offset, record) in self.orders.enumerated() {
            let place = Record("documentOrder", position: offset + 1)
            let id = try Self.id(record.id, of: place)
            let createdAt = try Self.date(record.createdAt, field: "createdAt", of: place)
            let lines = try Self.lines(record.lines, of: offset + 1)
            let subtotal = try Self.decimal(record.subtotal, field: "subtotal", of: place)
            let discount = try Self.decimal(record.discount, field: "discount", of: place)
            let total = try Self.decimal(record.total, field: "total", of: place)
            orders.append(
                try Self.checking(place) { () throws(DomainError) in
                    let currency = try Currency(code: record.currency)
                    return try Order(
                        id: id, createdAt: createdAt, lines: lines, subtotal: Money(subtotal, currency),
                        discount: Money(discount, currency), total: Money(total, currency))
                })
        }
        try orders.requireUniqueKeys(\.id, field: "id", of: "documentOrder", shown: Self.shownID)
        return StoredData(todos: todos, cart: cart, orders: orders)
    }

    private typealias Record = DomainError.Record

    /// The lines of the cart (`order` nil) or of the order at that position.
    private static func lines(_ records: [LineRecord], of order: Int?) throws(DomainError) -> [CartLine] {
        var lines: [CartLine] = []
        for (offset, record) in records.enumerated() {
            let place =
                order.map { Record("documentOrderLine", position: offset + 1, id: String($0)) }
                ?? Record("documentLine", position: offset + 1)
            let unitPrice = try decimal(record.unitPrice, field: "unitPrice", of: place)
            let discount = try decimal(record.discountPercentage, field: "discountPercentage", of: place)
            lines.append(
                try checking(place) { () throws(DomainError) in
                    try CartLine(
                        productID: record.productId, title: record.title,
                        unitPrice: Money(unitPrice, try Currency(code: record.currency)),
                        discountPercentage: discount, quantity: record.quantity)
                })
        }
        return lines
    }

    /// The entity `make` builds, its validation error naming `place` (the title of todo 2 in the document).
    private static func checking<T>(_ place: Record, _ make: () throws(DomainError) -> T) throws(DomainError) -> T {
        do {
            return try make()
        } catch {
            guard case let .validation(field, rule, record) = error else { throw error }
            throw .validation(field: field, rule: rule, record: record ?? place)
        }
    }

    /// The id in `text` of the record `place` names.
    private static func id(_ text: String, of place: Record) throws(DomainError) -> UUID {
        guard let id = UUID(uuidString: text) else {
            throw .validation(field: "id", rule: .malformed(text, expected: .uuid), record: place)
        }
        return id
    }

    /// "7e57…", as an export writes it.
    private static func shownID(_ entity: some Identifiable<UUID>) -> String {
        entity.id.uuidString.lowercased()
    }

    private static func date(_ text: String, field: String, of place: Record) throws(DomainError) -> Date {
        guard let date = Timestamp.date(from: text) else {
            throw .validation(field: field, rule: .malformed(text, expected: .timestamp), record: place)
        }
        return date
    }

    private static func decimal(_ text: String, field: String, of place: Record) throws(DomainError) -> Decimal {
        guard let value = ExactDecimal.value(text) else {
            throw .validation(field: field, rule: .malformed(text, expected: .decimal), record: place)
        }
        return value
    }
}
