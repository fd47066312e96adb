import DataTesting
import Foundation

/// A tiny CoinGecko-format server for the app's `--markets-url`: `/api/v3/coins/markets` answers `body`, any
/// other path 404, as the service does.
enum CoinGecko {
    /// Two coins: a whole-number price with every field, and a tiny price with gaps.
    static let markets = """
        [{"id": "bitcoin", "symbol": "btc", "name": "Remote Bitcoin", "current_price": 70123, "market_cap": 1380000000000,
          "market_cap_rank": 1, "price_change_percentage_24h": 1.25, "circulating_supply": 19700000,
          "total_supply": 21000000, "max_supply": 21000000, "roi": null, "last_updated": "2024-03-01T12:00:00.123Z",
          "some_new_field": {"nested": true}},
         {"id": "tiny-shiba", "symbol": "tshib", "name": "Tiny Shiba", "current_price": 0.00000123,
          "market_cap": null, "market_cap_rank": null, "price_change_percentage_24h": null,
          "roi": {"times": 2.5, "currency": "usd", "percentage": 250}, "last_updated": "2024-03-01T11:59:59.999Z"}]
        """

    /// The base URL to give `--markets-url`: the server's root plus `/api/v3`.
    static func baseURL(of server: LocalHTTPServer) -> String {
        server.baseURL.absoluteString + "/api/v3"
    }

    /// A server answering `/api/v3/coins/markets` with `body`.
    static func server(body: String = markets) throws -> LocalHTTPServer {
        try LocalHTTPServer { request in
            request.path == "/api/v3/coins/markets" ? .json(body) : .json(#"{"error":"not found"}"#, status: 404)
        }
    }

    /// A base URL where nobody listens: a server opened and stopped at once (on Linux its port is held, so no
    /// server another test starts gets it: `LocalHTTPServer.stop()`).
    static func deadURL() throws -> String {
        let server = try LocalHTTPServer(always: .status(500))
        let url = baseURL(of: server)
        server.stop()
        return url
    }
}
