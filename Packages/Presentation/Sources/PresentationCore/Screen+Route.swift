extension Screen {
    /// Where a screen leads, or what can be done from it, named by the feature that shows it in its own
    /// terms: `CartRoute.product(id: 3)` for a cart line, `CatalogRoute.category(slug:)` for a category row,
    /// `CartRoute.checkout` for an action the cart screen offers.
    ///
    /// A route is a value, never command text: a slug a server sent stays one value however many spaces or
    /// dashes it holds, so it can be shown but never read as options. The terminal UI turns routes into
    /// its commands and their usage lines (SwiftUI navigates by the store's state instead), and the composition
    /// root decides where a feature's outward routes go (a cart line opens the catalog's product), so no feature
    /// knows another's commands or screens.
    public struct Route: Hashable, @unchecked Sendable, CustomStringConvertible {
        // `AnyHashable` is not `Sendable`, but it is only ever built from a `Hashable & Sendable` value.
        private let base: AnyHashable

        public init(_ value: some Hashable & Sendable) {
            base = AnyHashable(value)
        }

        /// The feature's own value, when it is of type `Value`.
        public func value<Value: Hashable & Sendable>(as _: Value.Type) -> Value? {
            base.base as? Value
        }

        /// The feature's value as Swift prints it (`product(id: 3)`), for examples and test failures.
        public var description: String { String(describing: base.base) }
    }
}
