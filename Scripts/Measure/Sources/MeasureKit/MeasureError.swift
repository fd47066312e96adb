import Foundation

/// Why a measurement could not go on, in one sentence for the person who ran it.
public struct MeasureError: Error, CustomStringConvertible, Sendable {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}

/// `body`'s result, or a `MeasureError` that says `what` failed, and why.
func attempt<T>(_ what: String, _ body: () throws -> T) throws(MeasureError) -> T {
    do {
        return try body()
    } catch {
        throw MeasureError("\(what): \(error.localizedDescription)")
    }
}

/// Progress for the person waiting, on standard error so the table on standard output stays clean.
public func log(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}
