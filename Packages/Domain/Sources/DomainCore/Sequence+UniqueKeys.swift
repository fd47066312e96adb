extension Sequence {
    /// The rule every list of entities keeps: each identity once, since a second holder could be neither
    /// named nor changed by it. Throws for the first element whose key an earlier one holds:
    /// `.validation(field: place(n), rule: .duplicate(label(element), firstAt: m))`, positions counted from 1
    /// ("coin 2 repeats id bitcoin, first seen at position 1").
    public func requireUniqueKeys<Key: Hashable>(
        _ key: (Element) -> Key,
        place: (Int) -> String,
        label: (Element) -> String
    ) throws(DomainError) {
        var positions: [Key: Int] = [:]
        for (offset, element) in enumerated() {
            if let earlier = positions.updateValue(offset + 1, forKey: key(element)) {
                throw .validation(field: place(offset + 1), rule: .duplicate(label(element), firstAt: earlier))
            }
        }
    }
}
