import Dispatch
import Synchronization

extension Array where Element: Sendable {
    /// `transform` of every element, in order, computed on every core: the manifests and files the checker reads
    /// are independent, and one by one left cores idle.
    func concurrentMap<T: Sendable>(_ transform: @Sendable (Element) -> T) -> [T] {
        let results = Mutex([T?](repeating: nil, count: count))
        DispatchQueue.concurrentPerform(iterations: count) { index in
            let result = transform(self[index])
            results.withLock { $0[index] = result }
        }
        return results.withLock { $0.compactMap { $0 } }
    }
}
