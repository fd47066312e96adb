extension Result {
    /// The outcome of an asynchronous call with a typed error, so an effect can send it as one action.
    init(awaiting body: () async throws(Failure) -> Success) async {
        do {
            self = .success(try await body())
        } catch {
            self = .failure(error)
        }
    }
}
