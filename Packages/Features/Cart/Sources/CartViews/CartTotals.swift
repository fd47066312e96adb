#if canImport(SwiftUI)
    import DomainCore
    import PresentationCore
    import SwiftUI

    /// The subtotal, the discount and the total of a cart or an order.
    struct CartTotals: View {
        let subtotal: Money
        let discount: Money
        let total: Money

        var body: some View {
            LabeledContent("Subtotal", value: MoneyFormat.string(subtotal))
            LabeledContent("Discount", value: MoneyFormat.string(discount))
            LabeledContent("Total", value: MoneyFormat.string(total))
                .bold()
        }
    }
#endif
