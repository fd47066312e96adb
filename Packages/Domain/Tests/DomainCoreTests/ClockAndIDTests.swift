import Foundation
import Testing

@testable import DomainCore

@Suite("Clock and ids")
struct ClockAndIDTests {
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
