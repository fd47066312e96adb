extension Unicode.Scalar {
    /// True for the scalars a terminal would act on, or that change or hide text without showing themselves:
    /// every control (C0, DEL, C1) and every format character (bidi marks, overrides and isolates, zero-width
    /// space, word joiner, byte order mark, soft hyphen, tag characters), by their Unicode category, except
    /// the zero-width joiner and non-joiner, which emoji sequences and Persian words need. The terminal UI
    /// drops them; an echoed word shows them as `\u{…}`.
    public var isInvisible: Bool {
        switch properties.generalCategory {
        case .control: true
        case .format: value != 0x200C && value != 0x200D
        default: false
        }
    }
}
