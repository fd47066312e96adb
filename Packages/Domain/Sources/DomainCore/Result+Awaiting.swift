extension Result {
    /// The outcome of an asynchronous call with a typed error, as one value: an effect sends it back as one
    /// action (`await send(.loaded(Result { () async throws(DomainError) in try await useCase() }))`), and the
    /// dashboard keeps a failed source as one tile's content.
    public init(awaiting body: () async throws(Failure) -> Success) async {
        do {
            self = .success(try await body())
        } catch {
            self = .failure(error)
        }
    }
}
