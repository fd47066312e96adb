import Synchronization

/// Replies handed out in order, the last one repeated, for servers that answer "500, then 200".
final class ReplyScript: Sendable {
    private let remaining: Mutex<[LocalHTTPServer.Reply]>

    init(_ replies: [LocalHTTPServer.Reply]) {
        remaining = Mutex(replies.isEmpty ? [.status(404)] : replies)
    }

    func next() -> LocalHTTPServer.Reply {
        remaining.withLock { replies in
            replies.count > 1 ? replies.removeFirst() : replies[0]
        }
    }
}
