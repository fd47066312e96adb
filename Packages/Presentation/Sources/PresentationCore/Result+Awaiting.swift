extension Result {
    /// The outcome of an asynchronous call with a typed error, so an effect can send it back as one action:
    /// `await send(.loaded(Result { () async throws(DomainError) in try await useCase() }))`.
    public init(awaiting body: () async throws(Failure) -> Success) async {
        do {
            self = .success(try await body())
        } catch {
            self = .failure(error)
        }
    }
}
