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
                .transport(path: "/products", reason: "could not connect to 127.0.0.1:9 (connection refused)"),
                "could not connect to 127.0.0.1:9 (connection refused)"
            ),
            (.tooLarge(path: "/big", limit: 10), "the response from /big is larger than the 10-byte limit"),
        ]
    )
    func domainError(error: HTTPClientError, cause: String) {
        #expect(error.domainError(service: "DummyJSON") == .unavailable(service: "DummyJSON", cause: cause))
    }
}
