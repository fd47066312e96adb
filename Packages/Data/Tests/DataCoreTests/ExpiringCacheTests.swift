import DataCore
import DomainTesting
import Foundation
import Testing

@Suite("ExpiringCache with a hand-moved date")
struct ExpiringCacheTests {
    @Test("a stored value is fresh before its time to live has passed")
    func freshBeforeExpiry() async {
        let time = ManualDateGenerator()
        let cache = ExpiringCache<String, Int>(timeToLive: 60, dates: time.generator)
        await cache.store(1, for: "a")

        time.advance(by: 59)

        #expect(await cache.fresh(for: "a") == 1)
    }

    @Test("a value is no longer fresh once its time to live has passed, but its entry says how old it is")
    func expired() async {
        let time = ManualDateGenerator()
        let cache = ExpiringCache<String, Int>(timeToLive: 60, dates: time.generator)
        await cache.store(1, for: "a")
        let storedAt = time.generator.now()

        time.advance(by: 60)

        #expect(await cache.fresh(for: "a") == nil)
        let entry = await cache.entry(for: "a")
        #expect(entry?.isExpired == true)
        #expect(entry?.storedAt == storedAt)
        #expect(entry?.age(now: time.generator.now()) == 60)
    }

    @Test("storing again restarts the time to live")
    func storeAgain() async {
        let time = ManualDateGenerator()
        let cache = ExpiringCache<String, Int>(timeToLive: 60, dates: time.generator)
        await cache.store(1, for: "a")
        time.advance(by: 50)
        await cache.store(2, for: "a")

        time.advance(by: 50)

        #expect(await cache.fresh(for: "a") == 2)
    }

    @Test("a missing key and a cleared cache have no entry")
    func missing() async {
        let cache = ExpiringCache<String, Int>(timeToLive: 60, dates: ManualDateGenerator().generator)
        await cache.store(1, for: "a")

        await cache.removeAll()

        #expect(await cache.entry(for: "a") == nil)
        #expect(await cache.entry(for: "b") == nil)
    }
}
