import DomainCore
import DomainTesting
import Foundation
import MarketsDomain

/// A few coins chosen to cover what sorting, screens and mappers must cope with: a whole-number price, a
/// tiny price with many decimals, a fall bigger than any gain, and a new coin with no rank, no price and no
/// change.
public enum CoinFixtures {
    /// When the fixtures were fetched: 2024-03-01T12:00:00Z.
    public static let fetchedAt = Date(timeIntervalSince1970: 1_709_294_400)

    /// The top coin, with a whole-number price as the source writes it (`68450`).
    public static let bitcoin = Fixture.valid { () throws(DomainError) in
        try Coin(
            id: "bitcoin",
            symbol: "btc",
            name: "Bitcoin",
            price: 68450,
            change24h: exact("3.45"),
            rank: 1,
            marketCap: exact("1345678901234"),
            high24h: 69000,
            low24h: exact("66012.5"),
            volume24h: exact("28123456789"),
            circulatingSupply: exact("19650000"),
            totalSupply: 21_000_000,
            maxSupply: 21_000_000,
            allTimeHigh: exact("73738.12"),
            lastUpdated: fetchedAt
        )
    }

    /// The second coin, falling.
    public static let ether = Fixture.valid { () throws(DomainError) in
        try Coin(
            id: "ethereum",
            symbol: "eth",
            name: "Ethereum",
            price: exact("3512.77"),
            change24h: exact("-1.2"),
            rank: 2,
            marketCap: exact("421987654321"),
            circulatingSupply: exact("120100000.5"),
            lastUpdated: fetchedAt
        )
    }

    /// A meme coin whose price only means something with every decimal: `0.00000123`.
    public static let tiny = Fixture.valid { () throws(DomainError) in
        try Coin(
            id: "tiny-shiba",
            symbol: "tshib",
            name: "Tiny Shiba",
            price: exact("0.00000123"),
            change24h: exact("12.5"),
            rank: 87,
            marketCap: exact("725000000"),
            lastUpdated: fetchedAt
        )
    }

    /// A coin that fell more than any other rose: the top mover.
    public static let crash = Fixture.valid { () throws(DomainError) in
        try Coin(
            id: "lunar-dust",
            symbol: "LDUST",
            name: "Lunar Dust",
            price: exact("0.4521"),
            change24h: exact("-18.75"),
            rank: 54,
            lastUpdated: fetchedAt
        )
    }

    /// A coin listed yesterday: no rank, no price yet, no 24-hour change, no supply.
    public static let newcomer = Fixture.valid { () throws(DomainError) in
        try Coin(id: "fresh-mint", symbol: "mint", name: "Fresh Mint")
    }

    /// Every fixture, by rank with the unranked one last.
    public static let all = [bitcoin, ether, crash, tiny, newcomer]

    /// `all`, fetched live at `fetchedAt`.
    public static let snapshot = Fixture.valid { () throws(DomainError) in
        try MarketSnapshot(coins: all, fetchedAt: fetchedAt, freshness: .fresh)
    }

    /// `all` as an earlier copy, 12 minutes old, shown because the live source is offline.
    public static let staleSnapshot = Fixture.valid { () throws(DomainError) in
        try MarketSnapshot(
            coins: all, fetchedAt: fetchedAt,
            freshness: .stale(age: 720, cause: .transport(.noConnection(server: "api.example:443"))))
    }

    /// Why a list fails when the markets server is out of reach and nothing was saved, for failed screens and
    /// previews.
    public static let outage = DomainError.unavailable(
        service: "markets", cause: .transport(.noConnection(server: "api.example:443")))

    /// A decimal written as text, so that it never passes through `Double`.
    public static func exact(_ text: String) -> Decimal {
        Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")) ?? 0
    }

    /// A snapshot of `coins` (each id once).
    public static func snapshot(
        _ coins: [Coin], fetchedAt: Date = fetchedAt, freshness: Freshness = .fresh
    ) -> MarketSnapshot {
        Fixture.valid { () throws(DomainError) in
            try MarketSnapshot(coins: coins, fetchedAt: fetchedAt, freshness: freshness)
        }
    }
}
