import DataCore
import DomainCore
import Synchronization
import Testing

@Suite("Made on first use")
struct OnFirstUseTests {
    @Test("nothing is made until the first read; readers on many tasks share one value, made once")
    func madeOnce() async throws {
        let made = Mutex(0)
        let value = OnFirstUse<Int> {
            made.withLock {
                $0 += 1
                return $0
            }
        }
        #expect(made.withLock { $0 } == 0)
        let seen = await withTaskGroup(of: Int?.self) { group in
            for _ in 0..<50 { group.addTask { try? value.value() } }
            return await group.reduce(into: Set<Int?>()) { $0.insert($1) }
        }
        #expect(seen == [1])
        #expect(made.withLock { $0 } == 1)
    }

    @Test("a failure is kept: every read reports it, and the maker runs once")
    func failureKept() {
        let made = Mutex(0)
        let value = OnFirstUse<Int> { () throws(DomainError) in
            made.withLock { $0 += 1 }
            throw .corruptData(source: .bundled("snapshot"), flaw: .undecodable(detail: "damaged"), keptAside: nil)
        }
        for _ in 0..<3 {
            #expect(throws: DomainError.self) { try value.value() }
        }
        #expect(made.withLock { $0 } == 1)
    }
}
