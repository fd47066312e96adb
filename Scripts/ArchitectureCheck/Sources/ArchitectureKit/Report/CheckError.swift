/// Why the checker could not do what it was asked: a policy or manifest it cannot read, a package it cannot
/// find, a copy it refuses. One sentence, printed after `error: `.
public struct CheckError: Error, Sendable, CustomStringConvertible {
    public var description: String

    init(_ description: String) {
        self.description = description
    }
}
