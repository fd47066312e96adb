import DataCore
import Foundation
import Testing

@Suite("Timestamp")
struct TimestampTests {
    @Test(
        "writes whole milliseconds and reads them back to the same text",
        arguments: [
            (1_750_003_200.0, "2025-06-15T16:00:00.000Z"),
            (1_750_003_200.25, "2025-06-15T16:00:00.250Z"),
            (1_781_650_542.857_024_2, "2026-06-16T22:55:42.857Z"),
            (1_750_003_200.999_6, "2025-06-15T16:00:00.999Z"),
            (-0.5, "1969-12-31T23:59:59.500Z"),
        ]
    )
    func roundTrip(seconds: Double, text: String) throws {
        let written = Timestamp.string(from: Date(timeIntervalSince1970: seconds))
        let read = try #require(Timestamp.date(from: written))

        #expect(written == text)
        #expect(Timestamp.string(from: read) == text)
    }

    @Test("a thousand random dates survive writing and reading")
    func randomRoundTrips() throws {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<1000 {
            let date = Date(timeIntervalSince1970: Double.random(in: 1_600_000_000...1_900_000_000, using: &generator))
            let text = Timestamp.string(from: date)
            let read = try #require(Timestamp.date(from: text))
            #expect(Timestamp.string(from: read) == text)
            #expect(abs(read.timeIntervalSince(date)) < 0.001)
        }
    }

    @Test(
        "reads a date with an offset from UTC, with or without fractional seconds",
        arguments: [
            ("2025-06-15T17:00:00+01:00", "2025-06-15T16:00:00.000Z"),
            ("2025-06-15T17:00:00.250+01:00", "2025-06-15T16:00:00.250Z"),
            ("2025-06-15T12:30:00-03:30", "2025-06-15T16:00:00.000Z"),
        ]
    )
    func offsets(text: String, utc: String) throws {
        let read = try #require(Timestamp.date(from: text))
        #expect(Timestamp.string(from: read) == utc)
    }

    @Test(
        "refuses what is not an ISO 8601 date and time",
        arguments: [
            "yesterday", "2025-06-15", "2025-06-15T16:00:00", "2025-06-15T16:00:00.Z", "2025-06-15T16:00:00.1aZ",
        ]
    )
    func refuses(text: String) {
        #expect(Timestamp.date(from: text) == nil)
    }
}
