/// One typed value of a command: what it adds to the grammar, and how its checked value is read back.
///
/// A `CommandBinding` is made from its inputs, and its action receives their values as typed parameters, so
/// the grammar and the handler cannot drift apart: a renamed or removed argument no longer matches the
/// closure's parameters, and the binding does not compile. There is no string key to mistype and no default
/// to hide a missing value.
public protocol CommandInput: Sendable {
    /// The type the action receives: the value for an argument, an optional value for an option.
    associatedtype Output: Sendable
    /// Adds this input to `spec` (an argument in order, or an option).
    func add(to spec: inout CommandSpec)
    /// This input's value in `command`, nil when a required argument is missing (which a command the parser
    /// accepted never is).
    func value(in command: ParsedCommand) -> Output?
}

/// A positional argument whose value the action receives as `Value`: `PRODUCT_ID` as an `Int`.
public struct Argument<Value: Sendable>: CommandInput {
    public let spec: ArgumentSpec
    private let read: @Sendable (ParsedValue) -> Value?

    private init(_ spec: ArgumentSpec, read: @escaping @Sendable (ParsedValue) -> Value?) {
        self.spec = spec
        self.read = read
    }

    public func add(to spec: inout CommandSpec) { spec.arguments.append(self.spec) }

    public func value(in command: ParsedCommand) -> Value? { command.values[spec.name].flatMap(read) }
}

extension Argument where Value == Int {
    /// A number argument; `kind` is one of the integer kinds.
    public static func integer(_ name: String, _ kind: ValueKind) -> Argument {
        Argument(ArgumentSpec(name, kind), read: ParsedValue.integerValue)
    }
}

extension Argument where Value == String {
    /// A text argument: a word, free text, a choice or an id prefix.
    public static func text(_ name: String, _ kind: ValueKind) -> Argument {
        Argument(ArgumentSpec(name, kind), read: ParsedValue.textValue)
    }
}

/// An option whose value the action receives as `Value?`: nil when it was not given.
public struct Option<Value: Sendable>: CommandInput {
    public let spec: OptionSpec
    private let read: @Sendable (ParsedValue) -> Value?

    private init(_ spec: OptionSpec, read: @escaping @Sendable (ParsedValue) -> Value?) {
        self.spec = spec
        self.read = read
    }

    public func add(to spec: inout CommandSpec) { spec.options.append(self.spec) }

    public func value(in command: ParsedCommand) -> Value?? { .some(command.values[spec.name].flatMap(read)) }
}

extension Option where Value == Int {
    /// `--name N`, a number.
    public static func integer(_ name: String, _ valueName: String, _ kind: ValueKind) -> Option {
        Option(OptionSpec(name, valueName, kind), read: ParsedValue.integerValue)
    }
}

extension Option where Value == String {
    /// `--name WORD`, text.
    public static func text(_ name: String, _ valueName: String, _ kind: ValueKind) -> Option {
        Option(OptionSpec(name, valueName, kind), read: ParsedValue.textValue)
    }
}

extension Option where Value: RawRepresentable & CaseIterable, Value.RawValue == String {
    /// `--name a|b|c`, one of `Value`'s cases by its raw value, which the parser has checked.
    public static func choice(_ name: String, of _: Value.Type = Value.self) -> Option {
        let choices = Value.allCases.map(\.rawValue)
        return Option(OptionSpec(name, choices.joined(separator: "|"), .choice(choices))) { value in
            ParsedValue.textValue(value).flatMap(Value.init(rawValue:))
        }
    }
}

extension ParsedValue {
    fileprivate static func integerValue(_ value: ParsedValue) -> Int? {
        guard case let .integer(number) = value else { return nil }
        return number
    }

    fileprivate static func textValue(_ value: ParsedValue) -> String? {
        guard case let .text(text) = value else { return nil }
        return text
    }
}
