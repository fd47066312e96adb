import DataTesting
import Foundation
import Testing

@Suite("app cart: the e-commerce flow, persisted in --data-dir")
struct CartTests {
    /// A data folder shared by several runs of the app, as a person's would be; removed by `remove()`.
    private struct SharedDataFolder {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("cart-e2e-\(UUID().uuidString)")
        var environment: [String: String] { ["APP_DATA_DIR": url.path] }
        var cartFile: URL { url.appendingPathComponent("cart.json") }

        func remove() { try? FileManager.default.removeItem(at: url) }
    }

    @Test("a piped session adds, sets and checks out; a new process lists the receipt")
    func pipedSessionThenOrders() async throws {
        let folder = SharedDataFolder()
        defer { folder.remove() }
        let input = """
            # fill the cart, change a quantity, place the order
            cart add 1 --qty 2
            cart add 5
            cart add 1
            cart set 5 2 --json
            cart checkout --json
            cart --json
            """

        let session = try await AppProcess.run([], input: input, environment: folder.environment)
        let orders = try await AppProcess.run(["cart", "orders", "--json"], environment: folder.environment)

        #expect(session.status == 0)
        let json = session.outputLines.filter { $0.hasPrefix("{") }
        #expect(
            json.first
                == #"{"lines":[{"productId":1,"title":"Aurora X2 Smartphone","quantity":3,"unitPrice":"899.00","#
                + #""lineTotal":"2697.00"},{"productId":5,"title":"Vanta 5G Mini","quantity":2,"unitPrice":"449.50","#
                + #""lineTotal":"899.00"}],"subtotal":"3596.00","discount":"207.58","total":"3388.42","currency":"USD"}"#
        )
        let receipt = try #require(json.dropFirst().first)
        #expect(receipt.hasPrefix(#"{"orderId":""#))
        #expect(receipt.contains(#""createdAt":""#))
        #expect(receipt.hasSuffix(#""total":"3388.42","currency":"USD"}"#))
        #expect(json.last == #"{"lines":[],"subtotal":"0.00","discount":"0.00","total":"0.00","currency":"USD"}"#)
        #expect(orders.status == 0)
        #expect(orders.stdout == #"{"orders":["# + receipt + "]}\n")
    }

    @Test("the cart survives a restart")
    func survivesRestart() async throws {
        let folder = SharedDataFolder()
        defer { folder.remove() }

        let add = try await AppProcess.run(["cart", "add", "7", "--qty", "3"], environment: folder.environment)
        let show = try await AppProcess.run(["cart", "--json"], environment: folder.environment)

        #expect(add.status == 0)
        #expect(add.stdout.contains("Kestrel S"))
        #expect(show.stdout.contains(#"{"productId":7,"title":"Kestrel S","quantity":3,"#))
    }

    @Test("checking out an empty cart exits 65 with one sentence")
    func emptyCheckout() async throws {
        let run = try await AppProcess.run(["cart", "checkout"])

        #expect(run.status == 65)
        #expect(run.stdout.isEmpty)
        #expect(run.errorLines == ["The cart is empty: add a product first."])
    }

    @Test("an unknown product exits 1 with one sentence")
    func unknownProduct() async throws {
        let run = try await AppProcess.run(["cart", "add", "99999"])

        #expect(run.status == 1)
        #expect(run.errorLines == ["No product with id 99999."])
    }

    @Test(
        "a quantity outside 1...99 is invalid data: exit 65, one sentence",
        arguments: [
            ("0", "Invalid quantity: must be between 1 and 99, got 0."),
            ("100", "Invalid quantity: must be between 1 and 99, got 100."),
        ]
    )
    func quantityOutOfRange(quantity: String, sentence: String) async throws {
        let run = try await AppProcess.run(["cart", "add", "1", "--qty", quantity])

        #expect(run.status == 65)
        #expect(run.errorLines == [sentence])
    }

    @Test("a quantity that is not a number is a usage error: exit 64")
    func quantityNotANumber() async throws {
        let run = try await AppProcess.run(["cart", "add", "1", "--qty", "two"])

        #expect(run.status == 64)
        #expect(run.errorLines == ["--qty must be a whole number, got two."])
    }

    @Test("more than the stock exits 65 and says how many there are")
    func aboveStock() async throws {
        let run = try await AppProcess.run(["cart", "add", "14", "--qty", "3"])

        #expect(run.status == 65)
        #expect(
            run.errorLines == ["Invalid quantity of product 14: only 2 in stock, not enough for 3."])
    }

    @Test("removing a product the cart does not hold exits 1 and says it is not in the cart")
    func removeMissing() async throws {
        let run = try await AppProcess.run(["cart", "remove", "3", "--json"])

        #expect(run.status == 1)
        #expect(run.stderr == #"{"error":{"code":"not_found","message":"No product in the cart with id 3."}}"# + "\n")
    }

    @Test("a damaged cart file exits 65 naming the file and the copy kept aside, and is left as it was")
    func damagedFile() async throws {
        let folder = SharedDataFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
        try Data("{\"formatVersion\":1,".utf8).write(to: folder.cartFile)

        let run = try await AppProcess.run(["cart", "add", "1"], environment: folder.environment)

        #expect(run.status == 65)
        #expect(run.errorLines.count == 1)
        #expect(run.stderr.hasPrefix("\(folder.cartFile.path) cannot be read as data: the data is not valid JSON"))
        #expect(run.stderr.contains("A copy was kept at \(folder.cartFile.path).corrupt-"))
        #expect(try String(contentsOf: folder.cartFile, encoding: .utf8) == "{\"formatVersion\":1,")
    }

    @Test(
        "a cart file whose values break the cart's rules exits 65 naming the line and the rule, and checks out nothing",
        arguments: [
            (
                [CartTests.storedLine(id: 1, currency: "USD"), CartTests.storedLine(id: 2, currency: "EUR")],
                "line 2 of the cart: currency is in EUR, but the rest is in USD"
            ),
            (
                [CartTests.storedLine(id: 1, price: "-899")],
                "line 1 of the cart: unitPrice must not be negative, got -899"
            ),
        ])
    func ruleBroken(lines: [String], sentence: String) async throws {
        let folder = SharedDataFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
        let contents =
            #"{"formatVersion":1,"savedAt":"2026-12-02T08:00:00Z","value":{"cart":{"lines":["#
            + lines.joined(separator: ",") + #"]},"orders":[]}}"#
        try Data(contents.utf8).write(to: folder.cartFile)

        for arguments in [["cart"], ["cart", "checkout"]] {
            let run = try await AppProcess.run(arguments, environment: folder.environment)
            #expect(run.status == 65, "\(arguments)")
            #expect(run.stderr.hasPrefix("\(folder.cartFile.path) cannot be read as data: \(sentence)."))
        }
        let home = try await AppProcess.run(["home"], environment: folder.environment)
        #expect(home.status == 0, "the dashboard shows the other tiles and says why the cart is unavailable")
        #expect(try String(contentsOf: folder.cartFile, encoding: .utf8) == contents)
    }

    /// One line of `cart.json` as raw JSON.
    static func storedLine(id: Int, price: String = "899", currency: String = "USD") -> String {
        #"{"productId":\#(id),"title":"Item","unitPrice":"\#(price)","currency":"\#(currency)","#
            + #""discountPercentage":"0","quantity":1}"#
    }

    @Test("two processes adding at the same time lose nothing")
    func concurrentProcesses() async throws {
        let folder = SharedDataFolder()
        defer { folder.remove() }
        let input = String(repeating: "cart add 1\n", count: 10)

        async let first = AppProcess.run([], input: input, environment: folder.environment)
        async let second = AppProcess.run([], input: input, environment: folder.environment)
        let statuses = try await [first.status, second.status]
        let show = try await AppProcess.run(["cart", "--json"], environment: folder.environment)

        #expect(statuses == [0, 0])
        #expect(show.stdout.contains(#""productId":1,"title":"Aurora X2 Smartphone","quantity":20,"#))
    }

    @Test("with --api-url the cart prices products from that server, as the catalog does")
    func remoteProducts() async throws {
        let server = try DummyJSON.server(products: [DummyJSON.product(id: 42, title: "Remote Kettle", price: 19.99)])
        defer { server.stop() }

        let run = try await AppProcess.run(["--api-url", server.baseURL.absoluteString, "cart", "add", "42", "--json"])

        #expect(run.status == 0)
        #expect(
            run.stdout
                == #"{"lines":[{"productId":42,"title":"Remote Kettle","quantity":1,"unitPrice":"19.99","#
                + #""lineTotal":"19.99"}],"subtotal":"19.99","discount":"1.00","total":"18.99","currency":"USD"}"#
                + "\n")
        #expect(server.requests.map(\.path) == ["/products/42"])
    }

    /// A server answering `/products/ID` with each product's body as written, so prices keep every digit.
    private static func server(products: [Int: String]) throws -> LocalHTTPServer {
        try LocalHTTPServer { request in
            guard let id = Int(request.path.split(separator: "/").last ?? ""), let body = products[id] else {
                return .json(#"{"message":"not found"}"#, status: 404)
            }
            return .json(body)
        }
    }

    private static func product(id: Int, price: String, discount: String = "5") -> String {
        #"{"id":\#(id),"title":"Item \#(id)","category":"gadgets","price":\#(price),"discountPercentage":\#(discount),"#
            + #""stock":50}"#
    }

    @Test("a negative price from the server is refused as corrupt data naming the path, and nothing is stored")
    func negativeRemotePrice() async throws {
        let folder = SharedDataFolder()
        defer { folder.remove() }
        let server = try Self.server(products: [7: Self.product(id: 7, price: "-5")])
        defer { server.stop() }

        let run = try await AppProcess.run(
            ["--api-url", server.baseURL.absoluteString, "cart", "add", "7"], environment: folder.environment)

        #expect(run.status == 65, "\(run.stderr)")
        #expect(run.stdout.isEmpty)
        #expect(run.errorLines.count == 1)
        #expect(run.stderr.contains("/products/7"), "\(run.stderr)")
        #expect(run.stderr.contains("must not be negative"), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.cartFile.path))
    }

    @Test("sub-cent prices from the server are rounded once, so the cart, the receipt and the orders add up")
    func subCentRemotePrices() async throws {
        let folder = SharedDataFolder()
        defer { folder.remove() }
        let server = try Self.server(products: [
            1: Self.product(id: 1, price: "1.115"), 2: Self.product(id: 2, price: "0.004"),
            3: Self.product(id: 3, price: "10.001", discount: "33.333"),
        ])
        defer { server.stop() }
        let input = """
            cart add 1 --qty 3
            cart add 2 --qty 3
            cart add 3 --qty 3
            cart --json
            cart checkout
            """

        let session = try await AppProcess.run(
            ["--api-url", server.baseURL.absoluteString], input: input, environment: folder.environment)
        let orders = try await AppProcess.run(["cart", "orders", "--json"], environment: folder.environment)
        let text = try await AppProcess.run(["cart", "orders"], environment: folder.environment)

        #expect(session.status == 0, "\(session.stderr)")
        let json = session.outputLines.filter { $0.hasPrefix("{") }
        // 3 x 1.12 = 3.36; 3 x 0.00 = 0.00; 3 x 10.00 = 30.00 (discount 33.333 % of 30.00 = 10.00).
        let cart: String = [
            #"{"lines":[{"productId":1,"title":"Item 1","quantity":3,"unitPrice":"1.12","lineTotal":"3.36"},"#,
            #"{"productId":2,"title":"Item 2","quantity":3,"unitPrice":"0.00","lineTotal":"0.00"},"#,
            #"{"productId":3,"title":"Item 3","quantity":3,"unitPrice":"10.00","lineTotal":"30.00"}],"#,
            #""subtotal":"33.36","discount":"10.17","total":"23.19","currency":"USD"}"#,
        ].joined()
        #expect(json.first == cart)
        // The receipt as printed: each line, then subtotal minus discount is the total.
        let printed = try #require(session.stdout.components(separatedBy: "Order placed").last)
        for row in [
            "Item 1     3       $1.12       $3.36", "Item 2     3       $0.00       $0.00",
            "Item 3     3      $10.00      $30.00", "Subtotal: $33.36\nDiscount: -$10.17\nTotal:    $23.19",
        ] {
            #expect(printed.contains(row), "\(printed)")
        }
        #expect(orders.status == 0)
        #expect(
            orders.stdout.contains(#""subtotal":"33.36","discount":"10.17","total":"23.19","currency":"USD"}"#),
            "\(orders.stdout)")
        #expect(text.status == 0)
        #expect(text.stdout.contains("      9  $23.19"), "\(text.stdout)")
    }
}
