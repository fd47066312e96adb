import DataCore
import DomainCore
import Foundation
import MarketsDomain

/// Valid CoinGecko answers and a saved copy for the mutator to change.
private let coins =
    #"[{"id":"bitcoin","symbol":"btc","name":"Bitcoin","current_price":68450.12,"market_cap":1349315901950,"#
    + #""market_cap_rank":1,"total_volume":123086352272,"high_24h":70571.95,"low_24h":65848.9,"#
    + #""price_change_percentage_24h":3.45,"circulating_supply":19712431,"total_supply":21000000,"#
    + #""max_supply":21000000,"ath":152765.27,"last_updated":"2024-03-01T12:00:00.123Z"},"#
    + #"{"id":"tether","symbol":"usdt","name":"Tether","current_price":0.00000123,"market_cap_rank":3,"#
    + #""high_24h":1.01,"low_24h":0.99,"price_change_percentage_24h":-0.02}]"#
private let mutator = SemanticMutator(seeds: [
    coins, #"{"fetchedAt":"2024-03-01T12:00:00.000Z","currency":"USD","coins":"# + coins + "}",
])

/// Decodes the input, and the seed documents the input changes, as CoinGecko coins and as the saved copy, maps
/// what decodes and checks what the entities promise: no negative amount, a
/// 24 h low no higher than the high, each id once.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMarkets(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    mutator.feed(start, count) { data in
        check(data)
        if let text = String(data: data, encoding: .utf8) { _ = Timestamp.date(from: text) }
    }
}

private func check(_ data: Data) {
    let decoder = JSONDecoder()
    if let coins = try? decoder.decode([CoinMarketDTO].self, from: data) {
        _ = coins.newestUpdate
        if let snapshot = try? coins.snapshot(currency: .usd, fetchedAt: Date(), freshness: .fresh) { check(snapshot) }
    }
    if let saved = try? decoder.decode(MarketsCacheFileDTO.self, from: data) {
        if let snapshot = try? saved.toDomain(freshness: .fresh) { check(snapshot) }
        _ = try? JSONEncoder().encode(saved)
    }
}

private func check(_ snapshot: MarketSnapshot) {
    if Set(snapshot.coins.map { $0.id.lowercased() }).count != snapshot.coins.count {
        fatalError("two coins with one id: \(snapshot.coins.map(\.id))")
    }
    for coin in snapshot.coins {
        let amounts = [coin.price, coin.marketCap, coin.high24h, coin.low24h, coin.volume24h, coin.allTimeHigh]
        if amounts.contains(where: { ($0 ?? 0) < 0 }) { fatalError("negative amount: \(coin)") }
        if let low = coin.low24h, let high = coin.high24h, low > high { fatalError("low above high: \(coin)") }
        _ = snapshot.quote(forCoinID: coin.id)
    }
}
