import DataCore
import Foundation

/// One receipt as `orders.json` stores it (and `cart.json` while it is pending), totals included so they
/// never change after checkout.
/// `createdAt` is ISO 8601 with milliseconds (`2026-05-28T20:26:40.000Z`).
struct OrderDTO: Codable, Hashable, Sendable {
    let id: UUID
    let createdAt: TimestampString
    let lines: [CartLineDTO]
    let subtotal: DecimalString
    let discount: DecimalString
    let total: DecimalString
    let currency: String
}
