import DomainCore
import Synchronization

/// A value made the first time it is read, then kept, a failure included. The app wires every repository when
/// it starts, but a run uses one or two, so a bundled snapshot is decoded only by a command that reads it.
public final class OnFirstUse<Value: Sendable>: Sendable {
    private let make: @Sendable () throws(DomainError) -> Value
    private let made = Mutex<Result<Value, DomainError>?>(nil)

    public init(_ make: @escaping @Sendable () throws(DomainError) -> Value) {
        self.make = make
    }

    /// The value, made now if no caller made it before; concurrent first callers wait for one making.
    public func value() throws(DomainError) -> Value {
        try made.withLock { made in
            if let made { return made }
            let result = Result { () throws(DomainError) in try make() }
            made = result
            return result
        }.get()
    }
}
