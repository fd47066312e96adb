import Foundation

/// Reads and parses one HTTP/1.1 request (request line, headers, `Content-Length` body) from a socket.
struct RequestReader {
    let socket: Socket
    let lifecycle: ServerLifecycle
    private let maxHeaderBytes = 65_536
    private let maxBodyBytes = 10_000_000
    private let idleLimitMilliseconds = 10_000

    init(socket: Socket, lifecycle: ServerLifecycle) {
        self.socket = socket
        self.lifecycle = lifecycle
    }

    /// The request, or nil when the client went away, sent garbage, or the server is stopping.
    func read() -> LocalHTTPServer.Received? {
        var buffer = Data()
        let separator = Data("\r\n\r\n".utf8)
        var headerEnd: Range<Data.Index>?
        while headerEnd == nil {
            guard buffer.count < maxHeaderBytes, let chunk = nextChunk(), !chunk.isEmpty else { return nil }
            buffer.append(chunk)
            headerEnd = buffer.range(of: separator)
        }
        guard let headerEnd, let head = String(data: buffer[..<headerEnd.lowerBound], encoding: .utf8) else {
            return nil
        }
        var lines = head.components(separatedBy: "\r\n")
        let requestLine = lines.removeFirst().split(separator: " ", omittingEmptySubsequences: true)
        guard requestLine.count >= 2 else { return nil }
        let headers = Self.headers(from: lines)
        if headers["expect"]?.lowercased() == "100-continue" {
            _ = socket.send(Data("HTTP/1.1 100 Continue\r\n\r\n".utf8))
        }
        var body = Data(buffer[headerEnd.upperBound...])
        let length = min(Int(headers["content-length"] ?? "") ?? 0, maxBodyBytes)
        while body.count < length {
            guard let chunk = nextChunk(), !chunk.isEmpty else { return nil }
            body.append(chunk)
        }
        let target = String(requestLine[1])
        let (path, query) = Self.split(target: target)
        return LocalHTTPServer.Received(
            method: String(requestLine[0]), path: path, query: query, headers: headers, body: body.prefix(length)
        )
    }

    /// The next bytes, waiting in short slices so that a stop is noticed; nil on idle limit or stop.
    private func nextChunk() -> Data? {
        var waited = 0
        while waited < idleLimitMilliseconds, !lifecycle.isStopped {
            if let chunk = socket.receive(waitingUpTo: 100) { return chunk }
            waited += 100
        }
        return nil
    }

    private static func headers(from lines: [String]) -> [String: String] {
        var headers: [String: String] = [:]
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            headers[name] = value
        }
        return headers
    }

    private static func split(target: String) -> (path: String, query: [String: String]) {
        let parts = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        let path = decode(String(parts[0]))
        var query: [String: String] = [:]
        if parts.count > 1 {
            for pair in parts[1].split(separator: "&") {
                let keyValue = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                let value = keyValue.count > 1 ? decode(String(keyValue[1])) : ""
                query[decode(String(keyValue[0]))] = value
            }
        }
        return (path, query)
    }

    private static func decode(_ text: String) -> String {
        let spaced = text.replacingOccurrences(of: "+", with: " ")
        return spaced.removingPercentEncoding ?? spaced
    }
}
