import DomainCore
import Foundation
import Testing

@testable import PresentationCore

@Suite("The words for domain errors")
struct DomainErrorSentenceTests {
    /// What a feature's table would call the things its errors name.
    static let names = Words(
        .english,
        table: [
            "entity.product": "product", "entity.todo.count.one": "%@ todo", "entity.todo.count.other": "%@ todos",
            "service.products": "The products API", "record.coin": "coin %1$@", "field.productId": "product",
        ])

    static let uzbekNames = Words(
        .uzbek,
        table: [
            "entity.product": "mahsulot", "entity.todo.count.one": "%@ ta vazifa",
            "entity.todo.count.other": "%@ ta vazifa", "service.products": "Mahsulotlar API",
            "record.coin": "%1$@-tanga", "field.price": "narxi",
        ])

    static let wording = ErrorWording(names: names)
    @Test(
        "every error reads as one sentence",
        arguments: [
            (DomainError.notFound(entity: "product", id: "99999"), "No product with id 99999."),
            (.validation(field: "quantity", rule: .empty), "Invalid quantity: must not be empty."),
            (
                .unavailable(service: "products", cause: .status(code: 500, path: "/products")),
                "The products API is unavailable: HTTP 500 from /products."
            ),
            (
                .corruptData(
                    source: .file("todos.json"), flaw: .undecodable(detail: "truncated"), keptAside: "/tmp/t.json"),
                "todos.json cannot be read as data: truncated. A copy was kept at /tmp/t.json."
            ),
            (
                .storage(path: "/data", cause: .system(detail: "Read-only file system")),
                "Cannot use /data: Read-only file system."
            ),
            (
                .storage(path: "/data/todos.json", cause: .inUse(seconds: 10), untouched: true),
                "Cannot use /data/todos.json: the data folder is in use by another process, which kept it locked for "
                    + "10 s; it was left as it was."
            ),
            (
                .ambiguous(entity: "todo", key: "ab12", candidates: ["ab12cd", "ab12ef"]),
                "ab12 matches 2 todos (ab12cd, ab12ef); give more characters."
            ),
            (.cancelled, "The work was cancelled before it finished."),
        ] as [(DomainError, String)])
    func sentences(error: DomainError, expected: String) {
        #expect(error.sentence(naming: Self.names) == expected)
    }

    @Test(
        "a rule says what it allows and what it got",
        arguments: [
            (DomainError.Rule.outOfRange(120, minimum: 1, maximum: 99), "must be between 1 and 99, got 120"),
            (.outOfRange(0, minimum: 1, maximum: nil), "must be 1 or more, got 0"),
            (.outOfRange(-0.5, minimum: 0, maximum: nil), "must not be negative, got -0.5"),
            (.outOfRange(7, minimum: nil, maximum: 5), "must be at most 5, got 7"),
            (.length(201, minimum: nil, maximum: 200), "must be at most 200 characters, got 201"),
            (.length(2, minimum: 4, maximum: nil), "must be at least 4 characters, got 2"),
            (.malformed("ZZZ", expected: .currencyCode), "\"ZZZ\" is not an ISO 4217 currency code"),
            (.malformed("yesterday", expected: .timestamp), "\"yesterday\" is not an ISO 8601 date"),
            (.malformed("42", expected: .uuid), "\"42\" is not a UUID"),
            (.malformed("1e3", expected: .decimal), "\"1e3\" is not a decimal number such as 19.99"),
            (.currency(.eur, expected: .usd), "is in EUR, but the rest is in USD"),
            (.precision(.jpy), "must be a whole number of JPY"),
            (.precision(.usd), "has more than 2 decimal places, the most USD has"),
            (
                .sum(stated: Money(10, .usd), computed: Money(Decimal(string: "12.5")!, .usd)),
                "is 10.00, but its parts add up to 12.50"
            ),
            (.duplicate("3", firstAt: 1), "repeats product 3, first seen at position 1"),
            (.duplicate("1a2b3c4d", firstAt: nil), "1a2b3c4d is taken already"),
            (.stock(available: 3, needed: 5), "only 3 in stock, not enough for 5"),
            (.stock(available: 0, needed: 1), "the product is out of stock"),
        ] as [(DomainError.Rule, String)])
    func rules(rule: DomainError.Rule, expected: String) {
        #expect(Self.wording.phrase(rule, "productId") == expected)
    }

    @Test(
        "an outage names its cause, and its label is the few words of a status line",
        arguments: [
            (
                DomainError.Outage.transport(.noConnection(server: "api:443")),
                "no network connection to reach api:443", "offline"
            ),
            (.transport(.hostNotFound(host: "api.example")), "could not find host api.example", "host not found"),
            (
                .transport(.refused(server: "127.0.0.1:8080")),
                "could not connect to 127.0.0.1:8080 (connection refused)",
                "connection refused"
            ),
            (.timedOut(path: "/coins", seconds: 2.5), "timed out after 2.5 s waiting for /coins", "timed out"),
            (.status(code: 429, path: "/coins"), "HTTP 429 from /coins", "rate limited"),
            (.status(code: 503, path: "/coins"), "HTTP 503 from /coins", "HTTP 503"),
            (
                .tooLarge(path: "/coins", limit: 1024), "the response from /coins is larger than the 1024-byte limit",
                "response too large"
            ),
            (
                .unusableResponse(
                    path: "/coins",
                    flaw: .breaksRule(
                        record: .init("coin", position: 2), field: "price",
                        rule: .outOfRange(-1, minimum: 0, maximum: nil))
                ),
                "coin 2: price must not be negative, got -1", "unusable response"
            ),
        ] as [(DomainError.Outage, String, String)])
    func outages(outage: DomainError.Outage, phrase: String, label: String) {
        #expect(outage.phrase(naming: Self.names) == phrase)
        #expect(outage.label(in: .english) == label)
    }

    @Test("a data file's flaws and a storage failure's causes")
    func flawsAndStorage() {
        let wording = Self.wording
        #expect(
            wording.phrase(DomainError.Flaw.unsupportedVersion(found: 3, supported: 1))
                == "format version 3 is newer than the 1 this app reads")
        #expect(
            wording.phrase(DomainError.Flaw.unsupportedVersion(found: 0, supported: 1))
                == "format version 0 is not a valid version")
        #expect(wording.phrase(DomainError.Flaw.missing) == "it is missing from the app's bundle")
        #expect(
            wording.phrase(DomainError.StorageFailure.tooLarge(bytes: 12_345_678, limit: 10_000_000))
                == "it is 12.3 MB, larger than the 10.0 MB this app reads")
        #expect(wording.phrase(DomainError.StorageFailure.notAFolder) == "it is a file, not a folder")
        #expect(wording.phrase(DomainError.StorageFailure.inUse(seconds: .infinity)).hasSuffix("locked for inf s"))
    }

    @Test(
        "in Uzbek every value is worded by its own rules: names, numbers, plurals",
        arguments: [
            (DomainError.notFound(entity: "product", id: "99999"), "Topilmadi: mahsulot (id 99999)."),
            (
                .unavailable(service: "products", cause: .status(code: 500, path: "/products")),
                "Mahsulotlar API ishlamayapti: /products HTTP 500 javobini qaytardi."
            ),
            (
                .ambiguous(entity: "todo", key: "ab12", candidates: ["ab12cd", "ab12ef"]),
                "ab12 bir nechta moslikka ega — 2 ta vazifa (ab12cd, ab12ef); koʻproq belgi kiriting."
            ),
            (
                .corruptData(
                    source: .service("products", path: "/products"),
                    flaw: .breaksRule(
                        record: .init("coin", position: 2), field: "price",
                        rule: .outOfRange(Decimal(string: "-1.5")!, minimum: 0, maximum: nil)),
                    keptAside: nil),
                "Mahsulotlar API (/products) maʼlumotlarini oʻqib boʻlmaydi: 2-tanga: narxi manfiy boʻlmasligi kerak, "
                    + "berilgani: -1,5."
            ),
        ] as [(DomainError, String)])
    func uzbek(error: DomainError, expected: String) {
        #expect(error.sentence(naming: Self.uzbekNames) == expected)
    }

    @Test("a name no table has reads as its identifier, a shared one from this target's table")
    func fallbacks() {
        #expect(DomainError.notFound(entity: "gadget", id: "1").sentence(naming: Self.names) == "No gadget with id 1.")
        #expect(
            DomainError.validation(field: "page", rule: .empty).sentence(naming: Self.uzbekNames)
                == "Notoʻgʻri qiymat: sahifa boʻsh boʻlmasligi kerak.")
    }

    @Test("a feature's own wording replaces the sentence, the kind stays the error's")
    func featureWording() {
        let failure = Failure(.validation(field: "cart", rule: .empty), message: "The cart is empty.")
        #expect(failure == Failure(kind: .validation, message: "The cart is empty."))
    }
}
