import CFreeType
import Foundation

/// One `FT_Library`, shared by the faces opened from it.
///
/// FreeType allows one library to be used from several threads as long as creating and
/// destroying faces is serialised (FreeType docs, "Multi-threading"), and each face is used by
/// one thread at a time (``FontFace`` holds its own lock for that).
final class FreeTypeLibrary: @unchecked Sendable {
    private let handle: FT_Library
    private let lock = NSLock()

    init() throws {
        var library: FT_Library?
        let error = FT_Init_FreeType(&library)
        guard error == 0, let library else { throw TextError.freeType(operation: "initialise", code: error) }
        handle = library
    }

    deinit {
        FT_Done_FreeType(handle)
    }

    /// Opens face `index` of the font file at `path`.
    /// - Throws: ``TextError/unreadableFontFile(path:reason:)``.
    func openFace(path: String, index: Int) throws -> FT_Face {
        lock.lock()
        defer { lock.unlock() }
        var face: FT_Face?
        let error = FT_New_Face(handle, path, index, &face)
        guard error == 0, let face else {
            let reason: String
            switch error {
            case 0x01: reason = "the file cannot be opened"
            case 0x02, 0x03: reason = "it is not a font format FreeType knows"
            case 0x06: reason = "it has no face number \(index)"
            default: reason = "FreeType error \(error)"
            }
            throw TextError.unreadableFontFile(path: path, reason: reason)
        }
        return face
    }

    /// Releases a face from ``openFace(path:index:)``.
    func closeFace(_ face: FT_Face) {
        lock.lock()
        defer { lock.unlock() }
        FT_Done_Face(face)
    }
}
