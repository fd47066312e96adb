#if canImport(SwiftUI)
    import PresentationCore
    import SwiftUI

    /// The subtotal, the discount and the total of a cart or an order, the last one bold.
    struct TotalsSection: View {
        let totals: [Field]

        var body: some View {
            ForEach(totals, id: \.label) { field in
                LabeledContent(field.label, value: field.value)
                    .bold(field == totals.last)
            }
        }
    }
#endif
