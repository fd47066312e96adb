import DomainCore
import Foundation
import HomeDomain
import PresentationCore

/// How the markets tile writes a price and its freshness in the `--json` document: values, the same in every
/// language.
enum PriceText {
    /// The exact decimal as plain digits, never in exponent form: `68450`, `0.00000123`.
    static func exact(_ value: Decimal) -> String {
        DecimalText.exact(value)
    }

    /// `"live"`, `"cached"` or `"bundled"`, for the JSON `source` field, as the markets document writes it.
    static func source(_ freshness: PriceFreshness) -> String {
        switch freshness {
        case .live: return "live"
        case .cached: return "cached"
        case .bundled: return "bundled"
        }
    }
}
