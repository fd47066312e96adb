#if canImport(SwiftUI)
    import CartDomain
    import CartPresentation
    import PresentationCore
    import SwiftUI

    /// One line of the cart: the product, a stepper for its quantity, and the line's total; swiping removes
    /// it. The cart's rules (1 to 99 of a product, enough in stock) are the reducer's, which says why it refuses.
    struct CartLineRow: View {
        let line: CartLine
        let store: Store<CartFeature.State, CartFeature.Action>

        var body: some View {
            HStack {
                VStack(alignment: .leading) {
                    Text(line.title)
                    Text("\(MoneyFormat.string(line.unitPrice)) each")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
                Spacer()
                Stepper(
                    "\(line.quantity)",
                    onIncrement: { store.send(.set(productID: line.productID, quantity: line.quantity + 1)) },
                    onDecrement: { store.send(.set(productID: line.productID, quantity: line.quantity - 1)) }
                )
                .fixedSize()
                Text(MoneyFormat.string(line.lineTotal))
                    .monospacedDigit()
            }
            .swipeActions {
                Button("Remove", role: .destructive) {
                    store.send(.remove(productID: line.productID))
                }
            }
        }
    }
#endif
