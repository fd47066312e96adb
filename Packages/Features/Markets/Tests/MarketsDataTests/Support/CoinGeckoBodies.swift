/// `/coins/markets` bodies as the CoinGecko format writes them, for the HTTP and mapping tests.
enum CoinGeckoBodies {
    /// A full record, every field the format documents, with a whole-number price.
    static let bitcoin = """
        {"id": "bitcoin", "symbol": "btc", "name": "Bitcoin", "image": "https://example.invalid/btc.png",
         "current_price": 68450, "market_cap": 1345678901234, "market_cap_rank": 1,
         "fully_diluted_valuation": 1437450000000, "total_volume": 28123456789, "high_24h": 69000,
         "low_24h": 66012.5, "price_change_24h": 2283.18, "price_change_percentage_24h": 3.45,
         "market_cap_change_24h": 44123456789.5, "market_cap_change_percentage_24h": 3.39,
         "circulating_supply": 19650000, "total_supply": 21000000, "max_supply": 21000000,
         "ath": 73738.12, "ath_change_percentage": -7.18, "ath_date": "2024-03-14T07:10:36.635Z",
         "atl": 67.81, "atl_change_percentage": 100831.2, "atl_date": "2013-07-06T00:00:00.000Z",
         "roi": null, "last_updated": "2024-03-01T12:00:00.123Z"}
        """

    /// A tiny price with many decimals and a `roi` object.
    static let tiny = """
        {"id": "tiny-shiba", "symbol": "tshib", "name": "Tiny Shiba", "current_price": 0.00000123,
         "market_cap": 725000000, "market_cap_rank": 87, "price_change_percentage_24h": 12.5,
         "roi": {"times": 41.2, "currency": "usd", "percentage": 4120.5}, "last_updated": "2024-03-01T11:59:00.000Z"}
        """

    /// A new coin: every number null.
    static let newcomer = """
        {"id": "fresh-mint", "symbol": "mint", "name": "Fresh Mint", "image": null, "current_price": null,
         "market_cap": null, "market_cap_rank": null, "fully_diluted_valuation": null, "total_volume": null,
         "high_24h": null, "low_24h": null, "price_change_24h": null, "price_change_percentage_24h": null,
         "market_cap_change_24h": null, "market_cap_change_percentage_24h": null, "circulating_supply": null,
         "total_supply": null, "max_supply": null, "ath": null, "ath_change_percentage": null, "ath_date": null,
         "atl": null, "atl_change_percentage": null, "atl_date": null, "roi": null, "last_updated": null}
        """

    /// The three coins as one `/coins/markets` answer.
    static let markets = "[" + [bitcoin, tiny, newcomer].joined(separator: ",") + "]"

    /// A second answer, to tell a refetch from a cached copy: bitcoin at a new price.
    static let marketsLater = """
        [{"id": "bitcoin", "symbol": "btc", "name": "Bitcoin", "current_price": 70001.5, "market_cap_rank": 1}]
        """

    /// CoinGecko's rate-limit body.
    static let rateLimited = #"{"status":{"error_code":429,"error_message":"You've exceeded the Rate Limit."}}"#
}
