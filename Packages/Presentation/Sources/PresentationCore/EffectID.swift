/// A type-erased cancellation id. Two ids match when they have the same type and value, so `enum` cases
/// from different features never collide.
struct EffectID: Hashable, @unchecked Sendable {
    // `AnyHashable` is not `Sendable`, but it is only ever built from a `Hashable & Sendable` value.
    private let base: AnyHashable

    init(_ id: some Hashable & Sendable) {
        base = AnyHashable(id)
    }
}

/// A cancellation id seen from inside one scope (a presented child), so equal ids of two scopes differ.
struct ScopedID: Hashable, Sendable {
    let scope: EffectID
    let id: EffectID
}
