import Foundation

/// A dozen products in the DummyJSON format, served identically by every `ProductRepository` in the contract
/// tests: as a bundled-format snapshot, by a local server that behaves like DummyJSON, and by the fake.
enum ContractCatalog {
    /// One JSON object per product, exactly as a server would send it.
    static let products: [String] = [
        #"{"id": 1, "title": "Aurora X2 Smartphone", "description": "A 6.1-inch phone.", "category": "smartphones", "price": 899, "discountPercentage": 12.5, "rating": 4.5, "stock": 3, "tags": ["smartphones"], "brand": "Norvik", "availabilityStatus": "Low Stock"}"#,
        #"{"id": 2, "title": "Pebble Lite", "description": "A compact handset for calls.", "category": "smartphones", "price": 199.99, "discountPercentage": 5, "rating": 3.8, "stock": 40, "tags": ["smartphones"]}"#,
        #"{"id": 3, "title": "Vanta 5G", "description": "A mid-range handset.", "category": "smartphones", "price": 549, "discountPercentage": 0, "rating": 4.1, "stock": 0, "brand": "Quillon", "availabilityStatus": "Out of Stock"}"#,
        #"{"id": 4, "title": "MagGrip Case", "description": "A slim magnetic PHONE case.", "category": "mobile-accessories", "price": 29.99, "discountPercentage": 10, "rating": 4.2, "stock": 80, "tags": ["cases"], "brand": "Casewright"}"#,
        #"{"id": 5, "title": "65 W Charger", "description": "Two USB-C ports.", "category": "mobile-accessories", "price": 49, "discountPercentage": 0, "rating": 4.6, "stock": 12, "tags": ["chargers"], "brand": "Voltiq"}"#,
        #"{"id": 6, "title": "Basmati Rice 2 kg", "description": "Aged long-grain rice.", "category": "groceries", "price": 6.99, "discountPercentage": 0, "rating": 4.0, "stock": 100}"#,
        #"{"id": 7, "title": "Café Ristretto Beans", "description": "Dark roast.", "category": "groceries", "price": 18.9, "discountPercentage": 7.5, "rating": 4.9, "stock": 120, "tags": ["coffee"], "brand": "Tostado"}"#,
        #"{"id": 8, "title": "Wildflower Honey", "description": "Raw honey.", "category": "groceries", "price": 8.5, "discountPercentage": 0, "rating": 3.9, "stock": 7, "tags": ["groceries"]}"#,
        #"{"id": 9, "title": "Oak Bookshelf", "description": "Five shelves.", "category": "furniture", "price": 329, "discountPercentage": 15, "rating": 4.4, "stock": 5, "brand": "Timberfold"}"#,
        #"{"id": 10, "title": "Standing Desk", "description": "Two motors.", "category": "furniture", "price": 489, "discountPercentage": 17.25, "rating": 4.7, "stock": 9, "tags": ["office"], "brand": "Sitwell", "sku": "X-1", "reviews": []}"#,
        #"{"id": 11, "title": "Norvik Book 14", "description": "A 14-inch laptop.", "category": "laptops", "price": 1199, "discountPercentage": 3.89, "rating": 4.3, "stock": 15, "brand": "Norvik"}"#,
        #"{"id": 12, "title": "Student Laptop", "description": "8 GB memory.", "category": "laptops", "price": 429, "discountPercentage": 0, "rating": 3.5, "stock": 22, "tags": ["laptops"]}"#,
    ]

    /// `/products/categories` in the current format.
    static let categories: [String] = [
        #"{"slug": "smartphones", "name": "Smartphones", "url": "http://localhost/products/category/smartphones"}"#,
        #"{"slug": "mobile-accessories", "name": "Mobile Accessories", "url": "http://localhost/products/category/mobile-accessories"}"#,
        #"{"slug": "groceries", "name": "Groceries", "url": "http://localhost/products/category/groceries"}"#,
        #"{"slug": "furniture", "name": "Furniture", "url": "http://localhost/products/category/furniture"}"#,
        #"{"slug": "laptops", "name": "Laptops", "url": "http://localhost/products/category/laptops"}"#,
    ]

    /// The catalog in the bundled snapshot's format.
    static var snapshot: Data {
        let text =
            #"{"products": ["# + products.joined(separator: ",") + #"], "total": \#(products.count), "#
            + #""skip": 0, "limit": \#(products.count), "categories": ["# + categories.joined(separator: ",") + "]}"
        return Data(text.utf8)
    }
}
