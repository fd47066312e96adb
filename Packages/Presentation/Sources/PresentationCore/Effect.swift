import DomainCore

/// The work a reducer asks for after changing state: a value that lists operations for the `Store` to
/// perform, so reducers stay pure and tests can run the same work.
///
/// - `.send` actions are reduced synchronously, right after the action that returned them, in order.
/// - `.run` operations run in their own `Task` and feed actions back through `Send`.
/// - `cancellable(id:cancelInFlight:)` tags `.run` work with an id; `.cancel(id:)` stops all work with it, and
///   actions a cancelled operation sends afterwards are dropped.
public struct Effect<Action: Sendable>: Sendable {
    /// One thing the store does with an effect, in the order listed.
    enum Operation: Sendable {
        case send(Action)
        case run(Run)
        case cancel(EffectID)
    }

    /// An asynchronous operation and the ids it can be cancelled by.
    struct Run: Sendable {
        var cancelIDs: [EffectID]
        var body: @Sendable (Send<Action>) async -> Void
    }

    let operations: [Operation]

    /// No work.
    public static var none: Effect { Effect(operations: []) }

    /// Reduces `action` synchronously, right after the current action.
    public static func send(_ action: Action) -> Effect {
        Effect(operations: [.send(action)])
    }

    /// Runs `operation` in a new task; it feeds actions back with `send`.
    ///
    /// An error thrown by `operation` goes to `handler` (with a `Send` still able to report it); without a
    /// handler it is dropped, so catch domain errors inside the operation and send them as actions. Errors
    /// thrown because the effect was cancelled, `CancellationError` or the domain's `DomainError.cancelled`,
    /// are never handled.
    public static func run(
        operation: @escaping @Sendable (Send<Action>) async throws -> Void,
        catch handler: (@Sendable (any Error, Send<Action>) async -> Void)? = nil
    ) -> Effect {
        let body: @Sendable (Send<Action>) async -> Void = { send in
            do {
                try await operation(send)
            } catch is CancellationError {
                return
            } catch DomainError.cancelled {
                return
            } catch {
                guard !Task.isCancelled, let handler else { return }
                await handler(error, send)
            }
        }
        return Effect(operations: [.run(Run(cancelIDs: [], body: body))])
    }

    /// All the work of `effects`, in the order given.
    public static func merge(_ effects: Effect...) -> Effect {
        merge(effects)
    }

    /// All the work of `effects`, in the order given.
    public static func merge(_ effects: [Effect]) -> Effect {
        Effect(operations: effects.flatMap(\.operations))
    }

    /// Cancels every running operation tagged with `id`; their later actions are dropped.
    public static func cancel(id: some Hashable & Sendable) -> Effect {
        Effect(operations: [.cancel(EffectID(id))])
    }

    /// Tags this effect's asynchronous work with `id` so `.cancel(id:)` can stop it.
    ///
    /// With `cancelInFlight`, work already running under `id` is cancelled first: this is how a newer search
    /// replaces an older one. An effect without asynchronous work is returned unchanged (it cancels nothing).
    public func cancellable(id: some Hashable & Sendable, cancelInFlight: Bool = false) -> Effect {
        let effectID = EffectID(id)
        var hasRun = false
        var tagged = operations.map { operation -> Operation in
            guard case var .run(run) = operation else { return operation }
            hasRun = true
            run.cancelIDs.append(effectID)
            return .run(run)
        }
        guard hasRun else { return self }
        if cancelInFlight {
            tagged.insert(.cancel(effectID), at: 0)
        }
        return Effect(operations: tagged)
    }

    /// The same work with its cancellation ids made private to `scope`: `.cancel(id:)` and
    /// `cancellable(id:)` inside it reach only work of the same scope. How `ifLet` keeps two presented
    /// children of one type from cancelling each other.
    func scoped(to scope: some Hashable & Sendable) -> Effect {
        let scope = EffectID(scope)
        return Effect(
            operations: operations.map { operation in
                switch operation {
                case .send: return operation
                case let .cancel(id): return .cancel(EffectID(ScopedID(scope: scope, id: id)))
                case var .run(run):
                    run.cancelIDs = run.cancelIDs.map { EffectID(ScopedID(scope: scope, id: $0)) }
                    return .run(run)
                }
            }
        )
    }

    /// The same work with every action it produces, synchronous or fed back, turned into `Other`: how a
    /// parent runs a child feature's effects.
    public func map<Other: Sendable>(_ transform: @escaping @Sendable (Action) -> Other) -> Effect<Other> {
        Effect<Other>(
            operations: operations.map { operation in
                switch operation {
                case let .send(action):
                    return .send(transform(action))
                case let .cancel(id):
                    return .cancel(id)
                case let .run(run):
                    let body = run.body
                    return .run(
                        Effect<Other>.Run(cancelIDs: run.cancelIDs) { send in
                            await body(Send { action in send(transform(action)) })
                        }
                    )
                }
            }
        )
    }
}
