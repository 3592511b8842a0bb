import FlipbookText
import Foundation

// Core Text's registration of a font from its bytes, as apps that ship a font inside a library
// bundle do it: `CGDataProvider(data:)`, `CGFont(_:)`, `CTFontManagerRegisterGraphicsFont(_:_:)`.
// The font is added to `FontLibrary.shared`, so `UIFont(name:size:)` finds its family afterwards.

/// `CFData`: Foundation's `Data` (on Linux Foundation has no Core Foundation bridging, so
/// `data as CFData` is the data itself).
public typealias CFData = Data

/// `CFError`: Foundation's `NSError`, to which Core Foundation's error is toll-free bridged.
public typealias CFError = NSError

/// `CGDataProvider`: bytes for Core Graphics, here a font's.
public final class CGDataProvider {
    /// The provider's bytes.
    public let data: Data

    /// `CGDataProvider(data:)`: a provider of `data`'s bytes.
    public init?(data: CFData) {
        self.data = data
    }
}

/// `CGFont`: a font file's bytes, checked to be a font FreeType opens.
public final class CGFont {
    /// The font's bytes.
    let data: Data
    /// The family names the font file states (`"Montserrat"`).
    let familyNames: [String]

    /// `CGFont(_:)`: the font whose file is the provider's bytes, or `nil` when they are not a
    /// font (as Core Graphics answers for data it cannot parse).
    public init?(_ provider: CGDataProvider) {
        guard let families = try? FontLibrary.shared.families(inFontData: provider.data), !families.isEmpty else {
            return nil
        }
        data = provider.data
        familyNames = families
    }
}

/// Core Text's font manager error domain (`kCTFontManagerErrorDomain`).
public let kCTFontManagerErrorDomain = "com.apple.CoreText.CTFontManagerErrorDomain"

/// The fonts registered through ``CTFontManagerRegisterGraphicsFont(_:_:)`` (their families),
/// process-wide as Core Text's registrations are.
private final class GraphicsFontRegistrations: @unchecked Sendable {
    static let shared = GraphicsFontRegistrations()
    private let lock = NSLock()
    private var families: Set<String> = []

    /// Adds `names`; false when one of them was registered before.
    func insert(_ names: [String]) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard families.isDisjoint(with: names) else { return false }
        families.formUnion(names)
        return true
    }
}

/// `CTFontManagerRegisterGraphicsFont(_:_:)`: makes `font` available by name (to
/// `UIFont(name:size:)`) for the rest of the process, and answers `true`. A font whose family was
/// registered this way before is not registered again: the answer is `false` and `error` gets
/// Core Text's `kCTFontManagerErrorAlreadyRegistered` (code 105 in ``kCTFontManagerErrorDomain``);
/// a font that cannot be added gets `kCTFontManagerErrorInvalidFontData` (104).
@discardableResult
public func CTFontManagerRegisterGraphicsFont(
    _ font: CGFont, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?
) -> Bool {
    func fail(_ code: Int, _ reason: String) -> Bool {
        let failure = NSError(
            domain: kCTFontManagerErrorDomain, code: code,
            userInfo: [NSLocalizedDescriptionKey: reason])
        error?.pointee = Unmanaged.passRetained(failure)
        return false
    }
    guard GraphicsFontRegistrations.shared.insert(font.familyNames) else {
        return fail(105, "the font \(font.familyNames.joined(separator: ", ")) is already registered")
    }
    do {
        try FontLibrary.shared.register(fontData: font.data)
    } catch {
        return fail(104, "the font could not be added: \(error)")
    }
    return true
}
