import DomainCore
import MarketsDomain

/// An in-memory `CoinRepository` for tests and examples in any feature.
///
/// It serves `snapshot` (a forced refresh serves `refreshedSnapshot` when one is set, so a test can tell the
/// two apart), records every call, and can fail a chosen method.
public actor FakeCoinRepository: CoinRepository {
    /// The two repository methods, to choose which one fails.
    public enum Method: Hashable, Sendable {
        case snapshot, coin
    }

    /// One recorded call with its arguments.
    public enum Call: Hashable, Sendable {
        case snapshot(forceRefresh: Bool)
        case coin(id: String)

        /// The method this call went to.
        public var method: Method {
            switch self {
            case .snapshot: return .snapshot
            case .coin: return .coin
            }
        }
    }

    /// What `snapshot(forceRefresh: false)` and `coin(id:)` serve.
    public private(set) var snapshot: MarketSnapshot
    /// What `snapshot(forceRefresh: true)` serves; nil serves `snapshot`.
    public private(set) var refreshedSnapshot: MarketSnapshot?
    /// Every call, in the order it arrived.
    public private(set) var calls: [Call] = []

    private var failures: [Method: DomainError] = [:]

    public init(snapshot: MarketSnapshot = CoinFixtures.snapshot, refreshedSnapshot: MarketSnapshot? = nil) {
        self.snapshot = snapshot
        self.refreshedSnapshot = refreshedSnapshot
    }

    /// Replaces the snapshot served.
    public func setSnapshot(_ snapshot: MarketSnapshot) {
        self.snapshot = snapshot
    }

    /// Makes every later call to `method` throw `error`; nil makes it succeed again.
    public func fail(_ method: Method, with error: DomainError?) {
        failures[method] = error
    }

    // MARK: - CoinRepository

    public func snapshot(forceRefresh: Bool) async throws(DomainError) -> MarketSnapshot {
        try begin(.snapshot(forceRefresh: forceRefresh))
        return forceRefresh ? refreshedSnapshot ?? snapshot : snapshot
    }

    public func coin(id: String) async throws(DomainError) -> CoinQuote {
        try begin(.coin(id: id))
        guard let quote = snapshot.quote(forCoinID: id) else {
            throw .notFound(entity: "coin", id: id)
        }
        return quote
    }

    private func begin(_ call: Call) throws(DomainError) {
        calls.append(call)
        if let failure = failures[call.method] {
            throw failure
        }
    }
}
