import DomainCore
import Foundation
import MarketsDomain

/// Decodes the input as a CoinGecko markets list and as the saved copy, and maps what decodes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMarkets(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = Data(bytes: start, count: count)
    let decoder = JSONDecoder()
    if let coins = try? decoder.decode([CoinMarketDTO].self, from: data) {
        _ = coins.map { $0.toDomain() }
        _ = coins.newestUpdate
    }
    if let saved = try? decoder.decode(MarketsCacheFileDTO.self, from: data) {
        _ = saved.toDomain(freshness: .fresh)
        _ = try? JSONEncoder().encode(saved)
    }
    if let text = String(data: data, encoding: .utf8) { _ = Timestamp.date(from: text) }
    return 0
}
