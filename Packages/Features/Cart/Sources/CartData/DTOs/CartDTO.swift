/// The open cart's lines, in the order they were first added.
struct CartDTO: Codable, Hashable, Sendable {
    var lines: [CartLineDTO]
}
