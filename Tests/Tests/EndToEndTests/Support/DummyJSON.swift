import DataTesting
import Foundation

/// A tiny DummyJSON-format server for the app's `--api-url`: products, one product, search, categories.
enum DummyJSON {
    /// A product as the service writes it; `title` goes into the JSON as given, escaped by `JSONSerialization`.
    static func product(id: Int, title: String, price: Double = 9.99) -> [String: Any] {
        [
            "id": id, "title": title, "description": "Product number \(id).", "category": "gadgets", "price": price,
            "discountPercentage": 5, "rating": 4.5, "stock": 10, "brand": "Acme", "tags": ["gadgets"],
        ]
    }

    /// `{"products":[…],"total":N,"skip":0,"limit":N}`.
    static func page(_ products: [[String: Any]]) -> String {
        json(["products": products, "total": products.count, "skip": 0, "limit": products.count])
    }

    /// A server answering the catalog's requests from `products`.
    static func server(products: [[String: Any]]) throws -> LocalHTTPServer {
        let pageBody = page(products)
        // A server may list one id twice (a test of the app's refusal): the first holder answers for it.
        let bodies = Dictionary(
            products.map { ("/products/\($0["id"] as? Int ?? 0)", json($0)) }, uniquingKeysWith: { first, _ in first })
        let categories = json([["slug": "gadgets", "name": "Gadgets", "url": "http://x/gadgets"]])
        return try LocalHTTPServer { request in
            switch request.path {
            case "/products", "/products/search": return .json(pageBody)
            case "/products/categories": return .json(categories)
            default:
                if let body = bodies[request.path] { return .json(body) }
                return .json("{\"message\":\"Product with id '\(request.path)' not found\"}", status: 404)
            }
        }
    }

    private static func json(_ value: Any) -> String {
        guard let data = try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys]) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }
}
