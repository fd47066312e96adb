#if canImport(SwiftUI)
    import CartDomain
    import PresentationCore
    import SwiftUI

    /// One order: when it was placed, its lines and its totals.
    struct OrderView: View {
        let order: Order

        var body: some View {
            List {
                Section("Placed \(DateText.minute(order.createdAt))") {
                    ForEach(order.lines) { line in
                        LabeledContent("\(line.quantity) × \(line.title)", value: MoneyFormat.string(line.lineTotal))
                    }
                }
                Section {
                    CartTotals(subtotal: order.subtotal, discount: order.discount, total: order.total)
                }
            }
        }
    }
#endif
