import FlipbookText

extension TextSpec {
    /// UIKit's weight names (`UIFont.Weight`), as a scene file's `fontWeight` accepts them, with
    /// the weight FlipbookText draws for each (faces matched as CSS matches them, synthesised
    /// where the family lacks the weight; see FlipbookText's article “Font weights”).
    package static let weightNames: [(name: String, weight: FontWeight)] = [
        ("ultraLight", .ultraLight), ("thin", .thin), ("light", .light), ("regular", .regular),
        ("medium", .medium), ("semibold", .semibold), ("bold", .bold), ("heavy", .heavy), ("black", .black),
    ]

    /// The weight for a UIKit weight name, or nil for an unknown name (names are case-sensitive).
    package static func weight(named name: String) -> FontWeight? {
        weightNames.first { $0.name == name }?.weight
    }
}
