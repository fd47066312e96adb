import DomainCore
import DomainTesting
import Foundation
import TodosDomain

/// A few todos chosen to cover what use cases and screens must cope with: done and not done, two ids that
/// share their first four characters (an ambiguous prefix), two todos made at the same instant (ordered by
/// id), a long title that screens must cut, and typographic quotes.
public enum TodoFixtures {
    /// 2025-06-15T16:00:00Z, the instant the oldest fixture was made.
    public static let start = Date(timeIntervalSince1970: 1_750_003_200)
    /// One day after `start`: "now" for relative times in screens.
    public static let now = start.addingTimeInterval(86_400)

    /// The newest todo, not done; its id starts with `a1b2` like `report`'s.
    public static let milk = Fixture.valid { () throws(DomainError) in
        try Todo(
            id: uuid("a1b2c3d4-0000-4000-8000-000000000001"),
            title: "Buy oat milk",
            createdAt: start.addingTimeInterval(3 * 3600)
        )
    }

    /// A done todo whose id shares `a1b2` with `milk`.
    public static let report = Fixture.valid { () throws(DomainError) in
        try Todo(
            id: uuid("a1b2ffff-0000-4000-8000-000000000002"),
            title: "Send the “quarterly” report",
            completed: true,
            createdAt: start.addingTimeInterval(2 * 3600)
        )
    }

    /// Made at the same instant as `trip`; its id sorts first.
    public static let plants = Fixture.valid { () throws(DomainError) in
        try Todo(
            id: uuid("7e57aa00-0000-4000-8000-000000000003"),
            title: "Water the plants",
            createdAt: start
        )
    }

    /// A long title, made at the same instant as `plants`.
    public static let trip = Fixture.valid { () throws(DomainError) in
        try Todo(
            id: uuid("c0ffee00-0000-4000-8000-000000000004"),
            title: "Plan the summer trip: book the train, the hostel in Porto and the ferry to the islands before "
                + "prices go up",
            createdAt: start
        )
    }

    /// Every fixture, in no particular order (as a repository returns them).
    public static let all = [plants, report, trip, milk]

    /// Every fixture, newest first with ties by id: the order `ListTodos` gives.
    public static let newestFirst = [milk, report, plants, trip]

    /// Why the list cannot be read when its file is damaged, for failed screens and previews.
    public static let damagedFile = DomainError.corruptData(
        source: .file("todos.json"), flaw: .undecodable(detail: "unexpected end of file"),
        keptAside: "todos.json.corrupt")

    /// The id of a fixture written by hand; a malformed one is a mistake in this file.
    private static func uuid(_ text: String) -> UUID {
        guard let id = UUID(uuidString: text) else { preconditionFailure("not a UUID: \(text)") }
        return id
    }
}
