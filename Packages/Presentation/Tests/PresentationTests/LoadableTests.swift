import Domain
import Presentation
import Testing

@Suite("Loadable")
struct LoadableTests {
    @Test("a use case's success becomes loaded, with its value readable")
    func success() {
        let loadable = Loadable<Int>(.success(3))
        #expect(loadable == .loaded(3))
        #expect(loadable.value == 3)
    }

    @Test("a use case's failure becomes failed, with no value")
    func failure() {
        let error = DomainError.unavailable(service: "The products API", cause: "HTTP 500")
        let loadable = Loadable<Int>(.failure(error))
        #expect(loadable == .failed(error))
        #expect(loadable.value == nil)
    }
}
