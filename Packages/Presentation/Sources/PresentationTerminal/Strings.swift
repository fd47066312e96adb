import PresentationCore

/// This target's texts in every language (`Resources/<code>.lproj/Localizable.strings`).
let strings = StringTables(bundle: .module)
