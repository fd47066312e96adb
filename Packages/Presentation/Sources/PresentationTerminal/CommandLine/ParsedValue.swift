/// A checked argument or option value.
public enum ParsedValue: Hashable, Sendable {
    case integer(Int)
    case text(String)
}
