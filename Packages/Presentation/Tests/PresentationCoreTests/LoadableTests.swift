import DomainCore
import PresentationCore
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
        let error = DomainError.unavailable(service: "The products API", cause: .status(code: 500, path: "/"))
        let loadable = Loadable<Int>(.failure(error))
        #expect(loadable == .failed(error))
        #expect(loadable.value == nil)
    }

    @Test("loading again keeps a value on show, as refreshing; with none to keep it is loading")
    func reloading() {
        let error = DomainError.notFound(entity: "product", id: "9")
        #expect(Loadable<Int>.loaded(3).reloading == .refreshing(3))
        #expect(Loadable<Int>.refreshing(3).reloading == .refreshing(3))
        #expect(Loadable<Int>.idle.reloading == .loading)
        #expect(Loadable<Int>.failed(error).reloading == .loading)
        #expect(Loadable<Int>.refreshing(3).value == 3)
    }

    @Test("only an answer settles it: idle, loading and refreshing still wait for one")
    func settled() {
        let error = DomainError.notFound(entity: "product", id: "9")
        #expect(Loadable<Int>.loaded(3).isSettled)
        #expect(Loadable<Int>.failed(error).isSettled)
        #expect(!Loadable<Int>.idle.isSettled)
        #expect(!Loadable<Int>.loading.isSettled)
        #expect(!Loadable<Int>.refreshing(3).isSettled)
    }
}
