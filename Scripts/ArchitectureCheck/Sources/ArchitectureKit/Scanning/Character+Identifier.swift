extension Character {
    /// `isLetter`, settled from the ASCII value where there is one. `isLetter` looks the character's properties
    /// up in Unicode's tables, and the checker asks it of nearly every character of every interface and source
    /// file it reads: that lookup was the largest single cost of the availability audit in a debug build.
    var isLetterQuick: Bool {
        guard let ascii = asciiValue else { return isLetter }
        return (ascii >= UInt8(ascii: "a") && ascii <= UInt8(ascii: "z"))
            || (ascii >= UInt8(ascii: "A") && ascii <= UInt8(ascii: "Z"))
    }

    /// `isNumber`, settled from the ASCII value where there is one (only the ten digits are ASCII numbers).
    var isNumberQuick: Bool {
        guard let ascii = asciiValue else { return isNumber }
        return ascii >= UInt8(ascii: "0") && ascii <= UInt8(ascii: "9")
    }

    /// A letter, a number or `_`: what the checker takes an identifier to be made of.
    var isIdentifierCharacter: Bool { self == "_" || isLetterQuick || isNumberQuick }
}
