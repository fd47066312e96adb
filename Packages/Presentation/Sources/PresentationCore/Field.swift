/// A label and its value, for a detail screen, a dashboard tile or a receipt's totals: the words every UI shows
/// the same.
public struct Field: Hashable, Sendable {
    public var label: String
    public var value: String

    public init(_ label: String, _ value: String) {
        self.label = label
        self.value = value
    }
}
