// Built only with the package's SQLite trait (on by default).
#if SQLite
    import CartDomain
    import DataCore
    import DataSQLite
    import DomainCore
    import Foundation

    /// The open cart and the past orders in the app's SQLite database (tables `cart_lines`, `orders` and
    /// `order_lines`), through the Data core's `SQLiteDatabase`: the same `CartRepository` as
    /// `FileCartRepository`, and the same contract tests pass against both.
    ///
    /// Every change is one `BEGIN IMMEDIATE` transaction, so two processes changing the cart at once both land,
    /// and a checkout (the order stored, the cart emptied) is atomic in one step, where the file store needs two
    /// files and a pending list. Rows are read through the same mappers as the file's records, so the entities'
    /// rules hold; a row they refuse is corrupt data naming the database, and nothing rewrites it.
    public struct SQLiteCartRepository: CartRepository {
        /// The tables, each step taking the schema one version further.
        static let schema = SQLiteSchema(
            component: "cart",
            steps: [
                """
                CREATE TABLE cart_lines (
                    position INTEGER PRIMARY KEY,
                    product_id INTEGER NOT NULL UNIQUE,
                    title TEXT NOT NULL,
                    unit_price TEXT NOT NULL,
                    currency TEXT NOT NULL,
                    discount_percentage TEXT NOT NULL,
                    quantity INTEGER NOT NULL
                );
                CREATE TABLE orders (
                    position INTEGER PRIMARY KEY,
                    id TEXT NOT NULL UNIQUE,
                    created_at TEXT NOT NULL,
                    subtotal TEXT NOT NULL,
                    discount TEXT NOT NULL,
                    total TEXT NOT NULL,
                    currency TEXT NOT NULL
                );
                CREATE TABLE order_lines (
                    order_id TEXT NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
                    position INTEGER NOT NULL,
                    product_id INTEGER NOT NULL,
                    title TEXT NOT NULL,
                    unit_price TEXT NOT NULL,
                    currency TEXT NOT NULL,
                    discount_percentage TEXT NOT NULL,
                    quantity INTEGER NOT NULL,
                    PRIMARY KEY (order_id, position)
                );
                """
            ])

        /// The database file.
        public let path: String

        /// The cart and orders in the database at `path` (created, with its folder, at the first write).
        public init(path: String) {
            self.path = path
        }

        public func cart() async throws(DomainError) -> Cart {
            guard let database = try SQLiteDatabase(path: path, create: false),
                try database.prepareForReading(Self.schema)
            else { return Cart() }
            return try openCart(database)
        }

        public func orders() async throws(DomainError) -> [Order] {
            guard let database = try SQLiteDatabase(path: path, create: false),
                try database.prepareForReading(Self.schema)
            else { return [] }
            return try storedOrders(database)
        }

        public func updateCart<Result: Sendable>(
            _ change: @Sendable (inout Cart) throws(DomainError) -> Result
        ) async throws(DomainError) -> Result {
            try write { database throws(DomainError) in
                var cart = try openCart(database)
                let result = try change(&cart)
                try replaceCart(with: cart, in: database)
                return result
            }
        }

        public func checkout(_ makeOrder: @Sendable (Cart) throws(DomainError) -> Order) async throws(DomainError)
            -> Order
        {
            try write { database throws(DomainError) in
                // As the file store does, a history that cannot be read stops a checkout that would add to it.
                _ = try storedOrders(database)
                let order = try makeOrder(try openCart(database))
                try insert(order, into: database)
                try database.run("DELETE FROM cart_lines")
                return order
            }
        }

        /// Replaces the open cart and the past orders in `database` (this repository's), as part of the caller's
        /// transaction: an import replaces every feature's rows in one.
        public func replace(cart: Cart, orders: [Order], in database: SQLiteDatabase) throws(DomainError) {
            try database.migrate(Self.schema)
            try database.transaction { () throws(DomainError) in
                try replaceCart(with: cart, in: database)
                try database.run("DELETE FROM order_lines")
                try database.run("DELETE FROM orders")
                for order in orders {
                    try insert(order, into: database)
                }
            }
        }

        // MARK: - Rows

        /// Opens the database (creating it) and runs `body` in one write transaction.
        private func write<Result>(_ body: (SQLiteDatabase) throws(DomainError) -> Result) throws(DomainError) -> Result
        {
            guard let database = try SQLiteDatabase(path: path, create: true) else {
                throw .storage(path: path, cause: .notCreated)
            }
            try database.migrate(Self.schema)
            return try database.transaction { () throws(DomainError) in try body(database) }
        }

        private static let lineColumns = "product_id, title, unit_price, currency, discount_percentage, quantity"

        private func openCart(_ database: SQLiteDatabase) throws(DomainError) -> Cart {
            let lines = try database.rows("SELECT \(Self.lineColumns) FROM cart_lines ORDER BY position") {
                row throws(DomainError) in try line(row, offset: 0)
            }
            return try mapped { () throws(RuleViolation) in try CartDTO(lines: lines).toDomain() }
        }

        private func replaceCart(with cart: Cart, in database: SQLiteDatabase) throws(DomainError) {
            try database.run("DELETE FROM cart_lines")
            for (index, line) in cart.lines.enumerated() {
                try database.run(
                    "INSERT INTO cart_lines (position, \(Self.lineColumns)) VALUES (?, ?, ?, ?, ?, ?, ?)",
                    [.int(index + 1)] + values(of: CartLineDTO(line)))
            }
        }

        private func storedOrders(_ database: SQLiteDatabase) throws(DomainError) -> [Order] {
            var lines: [String: [CartLineDTO]] = [:]
            let rows = try database.rows(
                "SELECT order_id, \(Self.lineColumns) FROM order_lines ORDER BY order_id, position"
            ) { row throws(DomainError) in (try row.text(0), try line(row, offset: 1)) }
            for (orderID, line) in rows {
                lines[orderID, default: []].append(line)
            }
            let orders = try database.rows(
                "SELECT id, created_at, subtotal, discount, total, currency FROM orders ORDER BY position"
            ) { row throws(DomainError) in
                let idText = try row.text(0)
                guard let id = UUID(uuidString: idText) else {
                    throw corrupt(
                        DomainError.Record("orderWithID", id: idText), "id", .malformed(idText, expected: .uuid))
                }
                let dateText = try row.text(1)
                guard let createdAt = Timestamp.date(from: dateText) else {
                    let order = DomainError.Record("orderWithID", id: idText)
                    throw corrupt(order, "createdAt", .malformed(dateText, expected: .timestamp))
                }
                return OrderDTO(
                    id: id, createdAt: TimestampString(createdAt), lines: lines[idText] ?? [],
                    subtotal: try decimal(row, 2), discount: try decimal(row, 3), total: try decimal(row, 4),
                    currency: try row.text(5))
            }
            return try mapped { () throws(RuleViolation) in try OrderDTO.toDomain(orders) }
        }

        private func insert(_ order: Order, into database: SQLiteDatabase) throws(DomainError) {
            let dto = OrderDTO(order)
            let id = order.id.uuidString.lowercased()
            try database.run(
                "INSERT INTO orders (id, created_at, subtotal, discount, total, currency) VALUES (?, ?, ?, ?, ?, ?)",
                [
                    .text(id), .text(Timestamp.string(from: order.createdAt)), .text(dto.subtotal.text),
                    .text(dto.discount.text), .text(dto.total.text), .text(dto.currency),
                ])
            for (index, line) in dto.lines.enumerated() {
                try database.run(
                    "INSERT INTO order_lines (order_id, position, \(Self.lineColumns)) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                    [.text(id), .int(index + 1)] + values(of: line))
            }
        }

        private func values(of line: CartLineDTO) -> [SQLiteValue] {
            [
                .int(line.productId.value), .text(line.title), .text(line.unitPrice.text), .text(line.currency),
                .text(line.discountPercentage.text), .int(line.quantity.value),
            ]
        }

        /// The line in the row's columns from `offset` on, in `lineColumns`' order.
        private func line(_ row: SQLiteRow, offset: Int32) throws(DomainError) -> CartLineDTO {
            CartLineDTO(
                productId: JSONNumber(try row.int(offset)), title: try row.text(offset + 1),
                unitPrice: try decimal(row, offset + 2),
                currency: try row.text(offset + 3), discountPercentage: try decimal(row, offset + 4),
                quantity: JSONNumber(try row.int(offset + 5)))
        }

        private func decimal(_ row: SQLiteRow, _ index: Int32) throws(DomainError) -> DecimalString {
            let text = try row.text(index)
            guard let decimal = DecimalString(text: text) else {
                throw corrupt(nil, "amount", .malformed(text, expected: .decimal))
            }
            return decimal
        }

        /// Entities from records, a record they refuse reported as the database's corrupt data.
        private func mapped<T>(_ map: () throws(RuleViolation) -> T) throws(DomainError) -> T {
            do {
                return try map()
            } catch {
                throw .corruptData(source: .file(path), flaw: error.flaw, keptAside: nil)
            }
        }

        private func corrupt(_ record: DomainError.Record?, _ field: String, _ rule: DomainError.Rule) -> DomainError {
            .corruptData(
                source: .file(path), flaw: .breaksRule(record: record, field: field, rule: rule), keptAside: nil)
        }
    }
#endif
