import DataCore
import DomainCore
import Foundation
import MarketsDomain

/// Markets from a server speaking the CoinGecko format (base URL such as `https://api.coingecko.com/api/v3`).
/// DTOs are mapped to entities here; the protocol knows no DTOs.
///
/// - A fetched snapshot stays fresh for `timeToLive` (five minutes) in an `ExpiringCache` on the injected
///   date generator, so repeated commands in one session do not hit the server; `forceRefresh` skips it.
/// - The last good response is saved to `cacheFile` (best effort: a folder that cannot be written costs only
///   the offline copy, never the prices in hand), so a later run can still show it.
/// - When a fetch fails (transport, timeout, error status, a body that does not decode or holds a coin the
///   entities refuse), the newest earlier copy (in memory or saved) is returned marked `.stale` with its age
///   and the outage; with no copy, the bundled `fallback` marked `.bundled(fallbackCause:)`; with
///   neither, the failure as `.unavailable` (or `.corruptData` for refused coins).
public struct RemoteCoinRepository: CoinRepository {
    /// How failures name this source.
    static let service = "markets"
    /// How long a fetched snapshot is fresh: five minutes.
    public static let defaultTimeToLive: TimeInterval = 300
    /// The top 100 coins by market cap, in US dollars.
    static let request = HTTPRequest.get(
        "/coins/markets", query: ["vs_currency": "usd", "order": "market_cap_desc", "per_page": "100", "page": "1"])
    private static let cacheKey = "usd"

    private let client: any HTTPClient
    private let cache: ExpiringCache<String, MarketSnapshot>
    private let savedCopy: JSONFileStorage<MarketsCacheFileDTO>?
    private let fallback: BundledCoinRepository?
    private let dates: DateGenerator

    /// A repository over `client`, whose base URL ends in `/api/v3`. `cacheFile` (`markets.json` in the data
    /// folder) keeps the last good response across runs, nil keeps nothing; `fallback` stands in when the
    /// server fails and no earlier copy exists.
    public init(
        client: any HTTPClient,
        cacheFile: URL?,
        fallback: BundledCoinRepository? = nil,
        dates: DateGenerator,
        timeToLive: TimeInterval = defaultTimeToLive
    ) {
        self.client = client
        self.cache = ExpiringCache(timeToLive: timeToLive, dates: dates)
        self.savedCopy = cacheFile.map { JSONFileStorage(fileURL: $0, dates: dates) }
        self.fallback = fallback
        self.dates = dates
    }

    public func snapshot(forceRefresh: Bool) async throws(DomainError) -> MarketSnapshot {
        if !forceRefresh, let cached = await cache.fresh(for: Self.cacheKey) {
            return cached
        }
        let failure: FetchFailure
        do {
            return try await fetchAndKeep()
        } catch {
            failure = error
        }
        return try await earlierCopy(after: failure)
    }

    public func coin(id: String) async throws(DomainError) -> CoinQuote {
        guard let quote = try await snapshot(forceRefresh: false).quote(forCoinID: id) else {
            throw .notFound(entity: "coin", id: id)
        }
        return quote
    }

    // MARK: - Fetching

    /// Fetches the coins, keeps them in the cache and the saved copy, and returns them as fresh.
    private func fetchAndKeep() async throws(FetchFailure) -> MarketSnapshot {
        let response: HTTPResponse
        do {
            response = try await client.send(Self.request)
        } catch {
            throw FetchFailure(error, service: Self.service)
        }
        guard response.isSuccess else {
            throw FetchFailure(status: response.status, path: response.path, service: Self.service)
        }
        let now = dates.now()
        let coins: [CoinMarketDTO]
        let snapshot: MarketSnapshot
        do {
            (coins, snapshot) = try JSONBody.decode([CoinMarketDTO].self, from: response, service: Self.service) {
                coins throws(RuleViolation) in
                (coins, try coins.snapshot(currency: .usd, fetchedAt: now, freshness: .fresh))
            }
        } catch {
            throw FetchFailure(unusableBody: error, path: response.path)
        }
        await cache.store(snapshot, for: Self.cacheKey)
        save(MarketsCacheFileDTO(coins: coins, currency: .usd, fetchedAt: now))
        return snapshot
    }

    // MARK: - Falling back

    /// The newest earlier copy marked stale, else the bundled snapshot, else the failure itself.
    private func earlierCopy(after failure: FetchFailure) async throws(DomainError) -> MarketSnapshot {
        guard let outage = failure.outage else { throw failure.error }
        let inMemory = await cache.entry(for: Self.cacheKey)?.value
        let copies = [inMemory, loadSavedCopy()].compactMap { $0 }
        if var newest = copies.max(by: { $0.fetchedAt < $1.fetchedAt }) {
            let age = max(0, dates.now().timeIntervalSince(newest.fetchedAt))
            newest.freshness = .stale(age: age, cause: outage)
            return newest
        }
        // An unreadable bundle is no answer: the server's own failure is what gets reported.
        guard var bundled = try? fallback?.snapshot.value() else { throw failure.error }
        bundled.freshness = .bundled(fallbackCause: outage)
        return bundled
    }

    /// The copy saved by this or an earlier run; nil when there is none or it cannot be read (the file store
    /// has then kept the unreadable file aside for a person to inspect).
    private func loadSavedCopy() -> MarketSnapshot? {
        guard let savedCopy else { return nil }
        return try? savedCopy.load { file throws(RuleViolation) in try file.toDomain(freshness: .fresh) }
    }

    /// Saves the last good response. A saved copy that had become unreadable blocks the store from writing;
    /// once the store has kept it aside it is only a stale cache, so it is replaced.
    private func save(_ file: MarketsCacheFileDTO) {
        guard let savedCopy else { return }
        do {
            try savedCopy.save(file)
        } catch {
            guard case .corruptData(_, _, .some) = error else { return }
            try? FileManager.default.removeItem(at: savedCopy.fileURL)
            try? savedCopy.save(file)
        }
    }
}
