import DataCore
import Foundation

/// The `roi` object of a coin, `{"times":…,"currency":"usd","percentage":…}`, present only for coins that
/// had an initial sale; every field may be `null`.
struct ROIDTO: Codable, Equatable, Sendable {
    let times: JSONNumber<Decimal>?
    let currency: String?
    let percentage: JSONNumber<Decimal>?
}
