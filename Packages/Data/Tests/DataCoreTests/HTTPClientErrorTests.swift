import DataCore
import DomainCore
import Testing

@Suite("HTTPClientError messages")
struct HTTPClientErrorTests {
    @Test(
        "each error becomes an unavailable service whose cause says what happened",
        arguments: [
            (HTTPClientError.status(code: 500, path: "/products"), "HTTP 500 from /products"),
            (.timeout(path: "/products", seconds: 2), "timed out after 2 s waiting for /products"),
            (.timeout(path: "/products", seconds: 0.5), "timed out after 0.5 s waiting for /products"),
            (
                .transport(path: "/products", cause: .refused(server: "127.0.0.1:9")),
                "could not connect to 127.0.0.1:9 (connection refused)"
            ),
            (
                .transport(path: "/p", cause: .hostNotFound(host: "nowhere.invalid")),
                "could not find host nowhere.invalid"
            ),
            (.transport(path: "/p", cause: .noConnection(server: "a:1")), "no network connection to reach a:1"),
            (.transport(path: "/p", cause: .tls(server: "a:443")), "could not set up a secure connection to a:443"),
            (.transport(path: "/p", cause: .badURL(path: "/p")), "/p does not form a valid URL"),
            (
                .transport(path: "/p", cause: .redirectRefused(server: "a:1", location: "http://b/")),
                "a:1 redirected to http://b/, which this app does not follow (another host, or one redirect too many)"
            ),
            (.tooLarge(path: "/big", limit: 10), "the response from /big is larger than the 10-byte limit"),
        ]
    )
    func domainError(error: HTTPClientError, cause: String) {
        #expect(error.domainError(service: "DummyJSON") == .unavailable(service: "DummyJSON", cause: cause))
    }

    @Test("a cancelled request is the domain's cancellation, not an unavailable service")
    func cancelled() {
        #expect(HTTPClientError.cancelled(path: "/p").description == "the request for /p was cancelled")
        #expect(HTTPClientError.cancelled(path: "/p").domainError(service: "DummyJSON") == .cancelled)
    }
}
