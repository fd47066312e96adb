#if canImport(SwiftUI)
    import CartDomain
    import CartPresentation
    import PresentationCore
    import PresentationViews
    import SwiftUI
    #if DEBUG
        import CartTesting  // the previews' fixtures
    #endif

    /// The past orders, newest first, each opening its receipt.
    struct OrderListView: View {
        let model: OrderListViewModel

        var body: some View {
            PhaseView(model.phase, emptySymbol: "bag") { orders in
                List(orders) { order in
                    NavigationLink {
                        OrderView(order: order)
                            .navigationTitle(order.title)
                    } label: {
                        LabeledContent(order.placed, value: order.total)
                    }
                }
            }
            .navigationTitle(model.title)
        }
    }

    #if DEBUG
        @MainActor private func preview(_ orders: Loadable<[Order]>) -> some View {
            NavigationStack {
                OrderListView(model: OrderListPresenter.viewModel(for: orders, in: .english))
            }
        }

        #Preview("Loading") { preview(.loading) }
        #Preview("Loaded") { preview(.loaded([CartFixtures.sampleOrder])) }
        #Preview("Empty") { preview(.loaded([])) }
        #Preview("Failed") { preview(.failed(CartFixtures.damagedFile)) }
    #endif
#endif
