#if canImport(SwiftUI)
    import CartPresentation
    import PresentationCore
    import SwiftUI
    #if DEBUG
        import CartTesting  // the previews' fixtures
    #endif

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

    #if DEBUG
        #Preview("Placed") {
            NavigationStack {
                if let order = ReceiptPresenter.viewModel(for: .loaded(CartFixtures.sampleOrder)).phase.value {
                    OrderView(order: order)
                }
            }
        }
    #endif
#endif
