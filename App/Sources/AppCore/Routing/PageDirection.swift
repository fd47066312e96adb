/// Which way `next` and `prev` turn a list.
package enum PageDirection: Hashable, Sendable {
    case next
    case previous
}
