import PresentationCore

/// What one coin's details show, worded once for every UI, marked stale like the list when its prices are not
/// live.
public struct CoinDetailViewModel: Equatable, Sendable {
    /// "Bitcoin (BTC)", or "Coin bitcoin" until it is known.
    public var title: String
    /// Why the prices are not live; nil for live prices.
    public var staleness: String?
    /// The sentence saying where older prices come from and why; nil for live prices.
    public var notice: Message?
    public var phase: Phase<[Field]>
}
