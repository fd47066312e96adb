/// One entry of `GET /products/categories`.
///
/// The service answers `[{"slug":"beauty","name":"Beauty","url":"…"}]` today and answered `["beauty", …]` in
/// older versions; both decode here, so a server running either version works.
struct CategoryDTO: Decodable, Equatable, Sendable {
    let slug: String
    /// The display name; nil in the older format, where only slugs were given.
    let name: String?

    init(slug: String, name: String?) {
        self.slug = slug
        self.name = name
    }

    private enum CodingKeys: String, CodingKey {
        case slug, name
    }

    init(from decoder: any Decoder) throws {
        if let slug = try? decoder.singleValueContainer().decode(String.self) {
            self.init(slug: slug, name: nil)
            return
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            slug: try container.decode(String.self, forKey: .slug),
            name: try container.decodeIfPresent(String.self, forKey: .name)
        )
    }
}
