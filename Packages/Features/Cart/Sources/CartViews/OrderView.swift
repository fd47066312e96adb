#if canImport(SwiftUI)
    import CartPresentation
    import SwiftUI

    /// One order: when it was placed, its lines and its totals.
    struct OrderView: View {
        let order: OrderViewModel

        var body: some View {
            List {
                Section(order.placedLine) {
                    ForEach(order.lines) { line in
                        LabeledContent(line.summary, value: line.lineTotal)
                    }
                }
                Section {
                    TotalsSection(totals: order.totals)
                }
            }
        }
    }
#endif
