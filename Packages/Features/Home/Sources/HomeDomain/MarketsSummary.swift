/// The markets tile: the coin that moved most over 24 hours, up or down.
public struct MarketsSummary: Hashable, Sendable {
    /// Nil when no coin of the snapshot has a 24-hour change (then nothing is known of the snapshot either).
    public var topMover: MarketMover?

    public init(topMover: MarketMover?) {
        self.topMover = topMover
    }
}
