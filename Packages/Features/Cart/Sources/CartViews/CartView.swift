#if canImport(SwiftUI)
    import CartDomain
    import CartPresentation
    import PresentationCore
    import PresentationViews
    import SwiftUI
    #if DEBUG
        import CartTesting  // the previews' fixtures
    #endif

    /// The open cart, as its view model words it: its lines with their quantities, the totals and a checkout
    /// button; the toolbar opens the past orders.
    struct CartView: View {
        let model: CartViewModel
        let send: @MainActor (CartFeature.Action) -> Void

        var body: some View {
            PhaseView(model.phase, emptySymbol: "cart", retry: { send(.show) }) { contents in
                List {
                    Section {
                        ForEach(contents.lines) { line in
                            CartLineRow(line: line, removeLabel: model.removeLabel, send: send)
                        }
                    }
                    Section {
                        TotalsSection(totals: contents.totals)
                        Button(model.checkoutLabel) { send(.checkout) }
                    }
                }
            }
            .navigationTitle(model.title)
            .toolbar {
                ToolbarItem {
                    Button(model.ordersLabel) { send(.orders) }
                }
            }
        }
    }

    #if DEBUG
        @MainActor private func preview(_ cart: Loadable<Cart>) -> some View {
            NavigationStack {
                CartView(model: CartPresenter.viewModel(for: cart, request: .show, in: .english), send: { _ in })
            }
        }

        #Preview("Loading") { preview(.loading) }
        #Preview("Loaded") {
            preview(
                .loaded(
                    CartFixtures.cart([
                        CartFixtures.line(CartFixtures.phone, quantity: 1),
                        CartFixtures.line(CartFixtures.thirdOff, quantity: 2),
                    ])))
        }
        #Preview("Empty") { preview(.loaded(Cart())) }
        #Preview("Failed") { preview(.failed(CartFixtures.damagedFile)) }
    #endif
#endif
