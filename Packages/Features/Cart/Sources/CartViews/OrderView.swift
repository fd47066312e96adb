#if canImport(SwiftUI)
    import CartPresentation
    import PresentationCore
    import SwiftUI
    #if DEBUG
        import CartTesting  // the previews' fixtures
    #endif

    /// One order: when it was placed, its lines and its totals, and under them `notice` (what a checkout did to
    /// the cart) when there is one.
    struct OrderView: View {
        let order: OrderViewModel
        var notice: String?

        var body: some View {
            List {
                Section(order.placedLine) {
                    ForEach(order.lines) { line in
                        LabeledContent(line.summary, value: line.lineTotal)
                    }
                }
                Section {
                    TotalsSection(totals: order.totals)
                } footer: {
                    if let notice {
                        Text(notice)
                    }
                }
            }
        }
    }

    #if DEBUG
        #Preview("Placed") {
            NavigationStack {
                if let order = ReceiptPresenter.viewModel(for: .loaded(CartFixtures.sampleOrder), in: .english).phase
                    .value
                {
                    OrderView(order: order)
                }
            }
        }
    #endif
#endif
