import PresentationCore

/// What the past orders show, newest first, worded once for every UI.
public struct OrderListViewModel: Equatable, Sendable {
    public var title: String
    /// "2 orders" once there are any.
    public var subtitle: String?
    public var phase: Phase<[OrderViewModel]>
}
