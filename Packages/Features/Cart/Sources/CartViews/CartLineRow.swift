#if canImport(SwiftUI)
    import CartPresentation
    import SwiftUI

    /// One line of the cart: the product, a stepper for its quantity, and the line's total; swiping removes
    /// it. The cart's rules (1 to 99 of a product, enough in stock) are the reducer's, which says why it refuses.
    struct CartLineRow: View {
        let line: CartLineViewModel
        /// The swipe action's label, "Remove".
        let removeLabel: String
        let send: @MainActor (CartFeature.Action) -> Void

        var body: some View {
            HStack {
                VStack(alignment: .leading) {
                    Text(line.title)
                    Text(line.unitPriceEach)
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
                Spacer()
                Stepper(
                    line.quantityText,
                    onIncrement: { send(.set(productID: line.productID, quantity: line.quantity + 1)) },
                    onDecrement: { send(.set(productID: line.productID, quantity: line.quantity - 1)) }
                )
                .fixedSize()
                Text(line.lineTotal)
                    .monospacedDigit()
            }
            .swipeActions {
                Button(removeLabel, role: .destructive) {
                    send(.remove(productID: line.productID))
                }
            }
        }
    }
#endif
