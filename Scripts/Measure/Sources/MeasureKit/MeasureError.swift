/// Why a measurement could not go on, in one sentence for the person who ran it.
public struct MeasureError: Error, CustomStringConvertible, Sendable {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}
