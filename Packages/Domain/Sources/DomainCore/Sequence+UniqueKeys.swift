extension Sequence {
    /// The rule every list of entities keeps: each identity once, since a second holder could be neither
    /// named nor changed by it. Throws for the first element whose key an earlier one holds:
    /// `.validation(field: field, rule: .duplicate(shown(element), firstAt: m), record: Record(kind, position: n))`,
    /// positions counted from 1 (coin 2 repeats id bitcoin, first seen at position 1).
    public func requireUniqueKeys<Key: Hashable>(
        _ key: (Element) -> Key,
        field: String,
        of kind: String,
        shown: (Element) -> String
    ) throws(DomainError) {
        var positions: [Key: Int] = [:]
        for (offset, element) in enumerated() {
            if let earlier = positions.updateValue(offset + 1, forKey: key(element)) {
                throw .validation(
                    field: field, rule: .duplicate(shown(element), firstAt: earlier),
                    record: DomainError.Record(kind, position: offset + 1))
            }
        }
    }
}
