/// Which way `next` and `prev` turn a list.
public enum PageDirection: Hashable, Sendable {
    case next
    case previous
}
