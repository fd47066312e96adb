import Foundation

/// The orders a market list can be shown in. In every order a coin that lacks the value sorted by comes
/// last, so gaps in the source never push real numbers off the top of the list.
public enum MarketSort: String, CaseIterable, Hashable, Sendable {
    /// By market capitalisation rank, 1 first.
    case rank
    /// By 24-hour change, biggest gain first.
    case change
    /// By price, highest first.
    case price
    /// By name, A to Z, ignoring case and accents.
    case name

    /// `coins` in this order; ties (and coins missing the value) fall back to rank, then name, then id, so
    /// the result is the same whatever order the source gave.
    func sorted(_ coins: [Coin]) -> [Coin] {
        coins.sorted { lhs, rhs in
            for comparison in [compare(lhs, rhs), Self.rank.compare(lhs, rhs), Self.name.compare(lhs, rhs)]
            where comparison != .orderedSame {
                return comparison == .orderedAscending
            }
            return lhs.id < rhs.id
        }
    }

    private func compare(_ lhs: Coin, _ rhs: Coin) -> ComparisonResult {
        switch self {
        case .rank: return Self.missingLast(lhs.rank, rhs.rank, descending: false)
        case .change: return Self.missingLast(lhs.change24h, rhs.change24h, descending: true)
        case .price: return Self.missingLast(lhs.price, rhs.price, descending: true)
        case .name:
            // A coin's name is never blank (Coin refuses one), so names compare directly.
            return lhs.name.compare(rhs.name, options: [.caseInsensitive, .diacriticInsensitive])
        }
    }

    /// Orders two optional values, a missing one after any present one.
    private static func missingLast<T: Comparable>(_ lhs: T?, _ rhs: T?, descending: Bool) -> ComparisonResult {
        switch (lhs, rhs) {
        case (nil, nil): return .orderedSame
        case (nil, _): return .orderedDescending
        case (_, nil): return .orderedAscending
        case let (left?, right?):
            if left == right { return .orderedSame }
            return (left < right) != descending ? .orderedAscending : .orderedDescending
        }
    }
}
