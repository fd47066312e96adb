import DomainCore

extension Result where Failure == DomainError {
    /// The outcome of `load` as a value, so a failure becomes one tile's content instead of ending the whole
    /// dashboard.
    static func loading(_ load: () async throws(DomainError) -> Success) async -> Self {
        do {
            return .success(try await load())
        } catch {
            return .failure(error)
        }
    }
}
