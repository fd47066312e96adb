import DomainCore
import Testing

@Suite("Result(awaiting:)")
struct ResultAwaitingTests {
    @Test("a typed-throwing call becomes a Result an effect can send")
    func capturesBothOutcomes() async {
        let error = DomainError.notFound(entity: "product", id: "9")
        let success = await Result { () async throws(DomainError) -> Int in 3 }
        let failure = await Result { () async throws(DomainError) -> Int in throw error }
        #expect(success == .success(3))
        #expect(failure == .failure(error))
    }
}
