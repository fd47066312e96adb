import DomainCore
import Foundation
import Testing

@testable import PresentationCore

@Suite("The words for domain errors")
struct DomainErrorSentenceTests {
    @Test(
        "every error reads as one sentence",
        arguments: [
            (DomainError.notFound(entity: "product", id: "99999"), "No product with id 99999."),
            (.validation(field: "quantity", rule: .empty), "Invalid quantity: must not be empty."),
            (
                .unavailable(service: "The products API", cause: .status(code: 500, path: "/products")),
                "The products API is unavailable: HTTP 500 from /products."
            ),
            (
                .corruptData(source: "todos.json", flaw: .undecodable(detail: "truncated"), keptAside: "/tmp/t.json"),
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
        #expect(error.sentence == expected)
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
            (.duplicate("product 3", firstAt: 1), "repeats product 3, first seen at position 1"),
            (.duplicate("1a2b3c4d", firstAt: nil), "1a2b3c4d is taken already"),
            (.stock(available: 3, needed: 5), "only 3 in stock, not enough for 5"),
            (.stock(available: 0, needed: 1), "the product is out of stock"),
        ] as [(DomainError.Rule, String)])
    func rules(rule: DomainError.Rule, expected: String) {
        #expect(rule.phrase == expected)
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
                    flaw: .breaksRule(record: "coin 2", field: "price", rule: .outOfRange(-1, minimum: 0, maximum: nil))
                ),
                "coin 2: price must not be negative, got -1", "unusable response"
            ),
        ] as [(DomainError.Outage, String, String)])
    func outages(outage: DomainError.Outage, phrase: String, label: String) {
        #expect(outage.phrase == phrase)
        #expect(outage.label == label)
    }

    @Test("a data file's flaws and a storage failure's causes")
    func flawsAndStorage() {
        #expect(
            DomainError.Flaw.unsupportedVersion(found: 3, supported: 1).phrase
                == "format version 3 is newer than the 1 this app reads")
        #expect(
            DomainError.Flaw.unsupportedVersion(found: 0, supported: 1).phrase
                == "format version 0 is not a valid version")
        #expect(DomainError.Flaw.missing.phrase == "it is missing from the app's bundle")
        #expect(
            DomainError.StorageFailure.tooLarge(bytes: 12_345_678, limit: 10_000_000).phrase
                == "it is 12.3 MB, larger than the 10.0 MB this app reads")
        #expect(DomainError.StorageFailure.notAFolder.phrase == "it is a file, not a folder")
        #expect(DomainError.StorageFailure.inUse(seconds: .infinity).phrase.hasSuffix("locked for inf s"))
    }

    @Test("a feature's own wording replaces the sentence, the kind stays the error's")
    func featureWording() {
        let failure = Failure(.validation(field: "cart", rule: .empty), message: "The cart is empty.")
        #expect(failure == Failure(kind: .validation, message: "The cart is empty."))
    }
}
