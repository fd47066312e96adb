import DataCore
import DomainCore
import Foundation
import MarketsDomain

/// The offline markets: a snapshot in the CoinGecko `/coins/markets` array format, bundled with this module
/// and written by this project (invented numbers). Its coins are never live, so every snapshot it gives is
/// marked `.bundled`; its date is the newest `last_updated` it holds. DTOs are mapped to entities once, by the
/// first call that reads them.
public struct BundledCoinRepository: CoinRepository {
    /// How failures name this source.
    static let source = DomainError.Source.bundled("markets")

    /// The whole snapshot, also what `RemoteCoinRepository` falls back to when it has no earlier copy.
    let snapshot: OnFirstUse<MarketSnapshot>

    /// Where the snapshot is in this module's bundle.
    static var resourceURL: URL? {
        Bundle.module.url(forResource: "markets", withExtension: "json")
    }

    /// The bundled snapshot, decoded on first use; a damaged one fails every call with `.corruptData` naming
    /// the bad record.
    public init() {
        snapshot = OnFirstUse { () throws(DomainError) in
            try Self.decode(BundledResource.contents(of: Self.resourceURL, source: Self.source))
        }
    }

    /// A repository over snapshot `contents` in the bundled format, decoded now, for tests of damaged snapshots.
    init(snapshot contents: Foundation.Data) throws(DomainError) {
        let decoded = try Self.decode(contents)
        snapshot = OnFirstUse { decoded }
    }

    private static func decode(_ contents: Foundation.Data) throws(DomainError) -> MarketSnapshot {
        try JSONBody.decode([CoinMarketDTO].self, from: contents, source: source) { coins throws(RuleViolation) in
            try coins.snapshot(
                currency: .usd, fetchedAt: coins.newestUpdate ?? Date(timeIntervalSince1970: 0),
                freshness: .bundled(fallbackCause: nil))
        }
    }

    /// The bundled coins in the snapshot's order; `forceRefresh` changes nothing, there is nothing to fetch.
    public func snapshot(forceRefresh: Bool) async throws(DomainError) -> MarketSnapshot {
        try snapshot.value()
    }

    public func coin(id: String) async throws(DomainError) -> CoinQuote {
        guard let quote = try snapshot.value().quote(forCoinID: id) else {
            throw .notFound(entity: "coin", id: id)
        }
        return quote
    }
}
