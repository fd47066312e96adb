import DomainCore
import Synchronization
import TodosDomain
import TodosTesting

/// Seeds for a `FileTodoRepository` that count how often they were asked for.
final class SeedCounter: Sendable {
    private let count = Mutex(0)
    let todos: [Todo]

    init(_ todos: [Todo] = [TodoFixtures.plants, TodoFixtures.report]) {
        self.todos = todos
    }

    /// How many times the repository asked for the seeds.
    var calls: Int { count.withLock { $0 } }

    /// The closure to hand the repository.
    var seeds: @Sendable () throws(DomainError) -> [Todo] {
        { () throws(DomainError) in
            self.count.withLock { $0 += 1 }
            return self.todos
        }
    }
}
