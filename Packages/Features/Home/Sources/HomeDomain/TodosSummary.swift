/// The todos tile: how many todos are still open (not completed).
public struct TodosSummary: Hashable, Sendable {
    public var openCount: Int

    public init(openCount: Int) {
        self.openCount = openCount
    }
}
