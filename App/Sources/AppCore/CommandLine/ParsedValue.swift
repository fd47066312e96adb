/// A checked argument or option value.
package enum ParsedValue: Hashable, Sendable {
    case integer(Int)
    case text(String)
}
