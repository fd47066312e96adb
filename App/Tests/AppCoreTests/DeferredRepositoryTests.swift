import CatalogDomain
import CatalogTesting
import DomainCore
import Synchronization
import Testing

@testable import AppComposition
@testable import AppCore

/// The composition root makes the bundled repositories on first use, so a command that reads no products or
/// coins (`--help`, `todos`) never decodes their snapshots.
@Suite("Repositories made on first use")
struct DeferredRepositoryTests {
    @Test("nothing is made until a method is called, then it is made once and every call reaches it")
    func madeOnceOnFirstUse() async throws {
        let made = Mutex(0)
        let repository = await DeferredProductRepository {
            made.withLock { $0 += 1 }
            return FakeProductRepository()
        }
        #expect(made.withLock { $0 } == 0)

        let first = try await repository.products(page: try PageRequest(page: 1, size: 2), category: nil)
        let product = try await repository.product(id: first.items[0].id)
        let categories = try await repository.categories()

        #expect(made.withLock { $0 } == 1)
        #expect(product == first.items[0])
        #expect(!categories.isEmpty)
    }

    @Test("readers on many tasks at once share one value, made once")
    func oneValueAcrossTasks() async {
        let made = Mutex(0)
        let value = await OnFirstUse<Int> {
            made.withLock {
                $0 += 1
                return $0
            }
        }
        let seen = await withTaskGroup(of: Int.self) { group in
            for _ in 0..<50 { group.addTask { await value.value } }
            return await group.reduce(into: Set<Int>()) { $0.insert($1) }
        }
        #expect(seen == [1])
        #expect(made.withLock { $0 } == 1)
    }
}
