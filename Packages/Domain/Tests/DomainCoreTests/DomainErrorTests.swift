import Foundation
import Testing

@testable import DomainCore

@Suite("Domain errors, clock and ids")
struct DomainErrorTests {
    @Test(
        "every error reads as one sentence",
        arguments: [
            (DomainError.notFound(entity: "product", id: "99999"), "No product with id 99999."),
            (.validation(field: "quantity", reason: "must be at least 1"), "Invalid quantity: must be at least 1."),
            (
                .unavailable(service: "The products API", cause: "HTTP 500"),
                "The products API is unavailable: HTTP 500."
            ),
            (
                .corruptData(source: "todos.json", reason: "truncated", keptAside: "/tmp/t.json"),
                "todos.json cannot be read as data: truncated. A copy was kept at /tmp/t.json."
            ),
            (.storage(path: "/data", reason: "read-only"), "Cannot use /data: read-only."),
            (
                .ambiguous(entity: "todo", key: "ab12", candidates: ["ab12cd", "ab12ef"]),
                "ab12 matches 2 todos (ab12cd, ab12ef); give more characters."
            ),
        ])
    func sentences(error: DomainError, expected: String) {
        #expect(error.description == expected)
    }

    @Test("a fixed clock always answers the same instant")
    func fixedClock() {
        let date = Date(timeIntervalSince1970: 1_700_000_000)
        #expect(Clock.fixed(date).now() == date)
    }

    @Test("the incrementing generator is predictable and unique")
    func incrementingIDs() {
        let ids = IDGenerator.incrementing()
        #expect(ids.next().uuidString == "00000000-0000-0000-0000-000000000001")
        #expect(ids.next().uuidString == "00000000-0000-0000-0000-000000000002")
    }
}
