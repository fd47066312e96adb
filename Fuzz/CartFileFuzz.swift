import CartDomain
import DomainCore
import Foundation

private let lines =
    #"[{"productId":1,"title":"Phone","unitPrice":"899.99","currency":"USD","discountPercentage":"12.5","#
    + #""quantity":2},{"productId":2,"title":"Lamp","unitPrice":"1.12","currency":"USD","#
    + #""discountPercentage":"0","quantity":3}]"#
private let order =
    #"{"id":"6f1c2b9e-0c1a-4b7e-9a43-2d1f0e7c5a10","createdAt":"2026-05-28T20:26:40.000Z","lines":"# + lines
    + #","subtotal":"1803.34","discount":"225.00","total":"1578.34","currency":"USD"}"#
private let yen =
    #"{"lines":[{"productId":5,"title":"Tea","unitPrice":"1200","currency":"JPY","discountPercentage":"33.333","#
    + #""quantity":7}]}"#

/// A discount within 0...100 % whose exponent is near `Decimal`'s smallest: multiplied by a price, it once ran
/// below it, and Foundation's multiplication stopped the process.
private let tinyDiscount =
    #"{"lines":[{"productId":3,"title":"Mug","unitPrice":"19.99","currency":"USD","discountPercentage":"0."#
    + String(repeating: "0", count: 126) + #"1","quantity":1}]}"#

/// Valid `cart.json` and `orders.json` contents for the mutator to change.
private let mutator = SemanticMutator(seeds: [
    #"{"cart":{"lines":"# + lines + #"},"orders":["# + order + "]}",
    "[" + order + "]",
    #"{"cart":"# + yen + #","orders":[]}"#,
    #"{"cart":"# + tinyDiscount + #","orders":[]}"#,
])

/// Decodes the input, and the seed documents the input changes, as `cart.json` and `orders.json`, maps what
/// decodes, and checks that what a receipt prints adds up to the cent (each printed unit price times its
/// quantity is the printed line total, the line totals sum to the subtotal, subtotal minus discount is the
/// total) and that every valid cart can be checked out into a receipt that reads back as it was written.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCartFile(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    mutator.feed(start, count, to: check)
}

private func check(_ data: Data) {
    let decoder = JSONDecoder()
    if let file = try? decoder.decode(CartFileDTO.self, from: data) {
        if let cart = try? file.cart.toDomain() { check(cart) }
        if let orders = try? OrderDTO.toDomain(file.orders) { orders.forEach(check) }
    }
    if let orders = try? decoder.decode([OrderDTO].self, from: data), let mapped = try? OrderDTO.toDomain(orders) {
        mapped.forEach(check)
    }
}

private func check(_ cart: Cart) {
    checkAddsUp(lines: cart.lines, subtotal: cart.subtotal, discount: cart.discount, total: cart.total)
    guard !cart.isEmpty else { return }
    let order: Order
    do {
        order = try Order(id: UUID(), createdAt: Date(timeIntervalSince1970: 0), cart: cart)
    } catch {
        fatalError("a valid cart cannot be checked out: \(error)")
    }
    check(order)
    guard let stored = try? JSONEncoder().encode(OrderDTO(order)),
        let read = try? JSONDecoder().decode(OrderDTO.self, from: stored), (try? read.toDomain(position: 1)) == order
    else { fatalError("receipt does not read back from its JSON") }
}

private func check(_ order: Order) {
    checkAddsUp(lines: order.lines, subtotal: order.subtotal, discount: order.discount, total: order.total)
}

private func checkAddsUp(lines: [CartLine], subtotal: Money, discount: Money, total: Money) {
    var sum: Decimal = 0
    for line in lines {
        guard line.unitPrice.amount >= 0, CartLine.quantityLimits.contains(line.quantity),
            CartLine.discountLimits.contains(line.discountPercentage),
            line.unitPrice.currency == subtotal.currency
        else { fatalError("line breaks its rules: \(line)") }
        guard printed(line.unitPrice) * Decimal(line.quantity) == printed(line.lineTotal) else {
            fatalError("\(line.quantity) x \(line.unitPrice) is not \(line.lineTotal)")
        }
        sum += printed(line.lineTotal)
    }
    guard sum == printed(subtotal), printed(subtotal) - printed(discount) == printed(total) else {
        fatalError("receipt does not add up: lines \(sum), \(subtotal) - \(discount) = \(total)")
    }
}

/// The amount a screen prints, read back as a number.
private func printed(_ money: Money) -> Decimal {
    guard let value = Decimal(string: money.formattedAmount, locale: Locale(identifier: "en_US_POSIX")) else {
        fatalError("unreadable printed amount \(money.formattedAmount)")
    }
    return value
}
