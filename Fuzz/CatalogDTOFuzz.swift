import CatalogDomain
import DomainCore
import Foundation

/// Decodes the input as each DummyJSON response the catalog reads and maps what decodes to entities.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCatalog(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = Data(bytes: start, count: count)
    let decoder = JSONDecoder()
    if let page = try? decoder.decode(ProductsPageDTO.self, from: data) {
        for number in [1, 2, 1_000] {
            if let request = try? PageRequest(page: number) { _ = page.toDomain(request: request) }
        }
    }
    if let product = try? decoder.decode(ProductDTO.self, from: data) { _ = product.toDomain() }
    if let categories = try? decoder.decode([CategoryDTO].self, from: data) { _ = categories.map { $0.toDomain() } }
    if let text = String(data: data, encoding: .utf8) { _ = CategoryDTO.displayName(forSlug: text) }
    return 0
}
