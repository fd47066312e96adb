import DomainTesting
import Foundation
import Testing

@testable import DomainCore

@Suite("Date and id generators")
struct GeneratorTests {
    @Test("a fixed date generator always answers the same date")
    func fixedDate() {
        let date = Date(timeIntervalSince1970: 1_700_000_000)
        #expect(DateGenerator.fixed(date).now() == date)
    }

    @Test("the incrementing generator is predictable and unique")
    func incrementingIDs() {
        let ids = IDGenerator.incrementing()
        #expect(ids.next().uuidString == "00000000-0000-0000-0000-000000000001")
        #expect(ids.next().uuidString == "00000000-0000-0000-0000-000000000002")
    }

    @Test("a manual date generator answers the date it was moved to")
    func manualDate() {
        let manual = ManualDateGenerator(Date(timeIntervalSince1970: 1_700_000_000))
        let dates = manual.generator

        manual.advance(by: 90)

        #expect(dates.now() == Date(timeIntervalSince1970: 1_700_000_090))
    }
}
