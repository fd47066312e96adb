import CatalogDomain
import DomainCore
import Foundation

/// Valid DummyJSON answers for the mutator to change: a page, one product, the categories.
private let mutator = SemanticMutator(seeds: [
    #"{"products":[{"id":1,"title":"Phone","price":899.99,"discountPercentage":12.5,"category":"smartphones","#
        + #""rating":4.5,"stock":3,"tags":["a"],"brand":"B"},{"id":2,"title":"Lamp","price":1.115,"#
        + #""discountPercentage":0}],"total":194,"skip":0,"limit":30}"#,
    #"{"id":7,"title":"Mug","price":0.005,"discountPercentage":99.99,"category":"home-decoration"}"#,
    #"[{"slug":"beauty","name":"Beauty"},{"slug":"home-decoration"}]"#,
])

/// Decodes the input, and the seed documents the input changes, as each DummyJSON response the catalog reads,
/// maps what decodes, and checks what the entities promise: a price not negative and in whole cents, a
/// discount within 0-100 %, a page that fits its request.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCatalog(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    mutator.feed(start, count, to: check)
}

private func check(_ data: Data) {
    let decoder = JSONDecoder()
    if let page = try? decoder.decode(ProductsPageDTO.self, from: data) {
        for number in [1, 2, 1_000] {
            guard let request = try? PageRequest(page: number), let mapped = try? page.toDomain(request: request) else {
                continue
            }
            mapped.items.forEach(check)
            if mapped.total < 0 || mapped.pageCount < 0 { fatalError("page with a negative count: \(mapped)") }
        }
    }
    if let product = try? decoder.decode(ProductDTO.self, from: data), let mapped = try? product.toDomain() {
        check(mapped)
    }
    if let categories = try? decoder.decode([CategoryDTO].self, from: data) { _ = categories.map { $0.toDomain() } }
    if let text = String(data: data, encoding: .utf8) { _ = CategoryDTO.displayName(forSlug: text) }
}

private func check(_ product: Product) {
    guard product.price.amount >= 0, product.price.isWholeMinorUnits,
        (0...100).contains(product.discountPercentage), !product.title.allSatisfy(\.isWhitespace)
    else { fatalError("product breaks its rules: \(product)") }
    if let rating = product.rating, !(0...5).contains(rating) { fatalError("rating out of range: \(product)") }
    _ = product.price.formattedAmount
}
