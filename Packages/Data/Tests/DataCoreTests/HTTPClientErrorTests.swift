import DataCore
import DomainCore
import Testing

@Suite("HTTPClientError as a domain error")
struct HTTPClientErrorTests {
    @Test(
        "each failure becomes an unavailable service whose cause is the same failure, as a value",
        arguments: [
            (
                HTTPClientError.status(code: 500, path: "/products"),
                DomainError.Outage.status(code: 500, path: "/products")
            ),
            (.timeout(path: "/products", seconds: 0.5), .timedOut(path: "/products", seconds: 0.5)),
            (
                .transport(path: "/p", cause: .refused(server: "127.0.0.1:9")),
                .transport(.refused(server: "127.0.0.1:9"))
            ),
            (
                .transport(path: "/p", cause: .hostNotFound(host: "nowhere.invalid")),
                .transport(.hostNotFound(host: "nowhere.invalid"))
            ),
            (
                .transport(path: "/p", cause: .redirectRefused(server: "a:1", location: "http://b/")),
                .transport(.redirectRefused(server: "a:1", location: "http://b/"))
            ),
            (.tooLarge(path: "/big", limit: 10), .tooLarge(path: "/big", limit: 10)),
        ] as [(HTTPClientError, DomainError.Outage)]
    )
    func domainError(error: HTTPClientError, outage: DomainError.Outage) {
        #expect(error.outage == outage)
        #expect(error.domainError(service: "DummyJSON") == .unavailable(service: "DummyJSON", cause: outage))
    }

    @Test("a cancelled request is the domain's cancellation, not an unavailable service")
    func cancelled() {
        #expect(HTTPClientError.cancelled(path: "/p").outage == nil)
        #expect(HTTPClientError.cancelled(path: "/p").domainError(service: "DummyJSON") == .cancelled)
    }
}
