import DataTesting
import Foundation

/// Answers requests the way DummyJSON does, over `ContractCatalog`: paging with `limit`/`skip` (0 = all),
/// search over title, description, brand, category and tags ignoring case, category lists, single products
/// with a 404 for unknown ids, and the categories list.
enum DummyJSONEmulator {
    private struct Searchable: Decodable {
        let id: Int
        let title: String
        let description: String?
        let category: String?
        let brand: String?
        let tags: [String]?

        func matches(_ query: String) -> Bool {
            ([title, description, brand, category].compactMap { $0 } + (tags ?? [])).contains {
                $0.range(of: query, options: [.caseInsensitive, .diacriticInsensitive]) != nil
            }
        }
    }

    static func reply(to request: LocalHTTPServer.Received) -> LocalHTTPServer.Reply {
        let records = ContractCatalog.products.compactMap { raw in
            (try? JSONDecoder().decode(Searchable.self, from: Data(raw.utf8))).map { ($0, raw) }
        }
        let segments = request.path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        switch segments {
        case ["products"]:
            return page(records, request)
        case ["products", "search"]:
            return page(records.filter { $0.0.matches(request.query["q"] ?? "") }, request)
        case ["products", "categories"]:
            return .json("[" + ContractCatalog.categories.joined(separator: ",") + "]")
        case let path where path.count == 3 && path[1] == "category":
            return page(records.filter { $0.0.category == path[2] }, request)
        case let path where path.count == 2:
            guard let record = records.first(where: { String($0.0.id) == path[1] }) else {
                return .json(#"{"message": "Product with id '\#(path[1])' not found"}"#, status: 404)
            }
            return .json(record.1)
        default:
            return .json(#"{"message": "not found"}"#, status: 404)
        }
    }

    private static func page(_ records: [(Searchable, String)], _ request: LocalHTTPServer.Received)
        -> LocalHTTPServer.Reply
    {
        let skip = Int(request.query["skip"] ?? "") ?? 0
        let limit = Int(request.query["limit"] ?? "") ?? 30
        let slice = records.dropFirst(skip).prefix(limit == 0 ? records.count : limit)
        let body =
            #"{"products": ["# + slice.map(\.1).joined(separator: ",")
            + #"], "total": \#(records.count), "skip": \#(skip), "limit": \#(slice.count)}"#
        return .json(body)
    }
}
