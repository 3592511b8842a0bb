import FlipbookUIKit
import Foundation
import Testing

@Suite struct CoreTextFontRegistrationTests {
    @Test func bytesThatAreNotAFontGiveNoCGFont() throws {
        let provider = try #require(CGDataProvider(data: Data("not a font".utf8) as CFData))
        #expect(CGFont(provider) == nil)
    }

    @Test func aRegisteredFontIsFoundByNameAndASecondRegistrationFailsAsAlreadyRegistered() throws {
        // DejaVu Sans Mono: installed by scripts/setup.sh, and asked for by no other test by name.
        let data = try Data(contentsOf: URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf"))
        let font = try #require(CGDataProvider(data: data as CFData).flatMap { CGFont($0) })
        var error: Unmanaged<CFError>?
        #expect(CTFontManagerRegisterGraphicsFont(font, &error))
        #expect(error == nil)
        #expect(UIFont(name: "DejaVuSansMono", size: 12)?.family == "DejaVuSansMono")
        #expect(!CTFontManagerRegisterGraphicsFont(font, &error))
        let failure = try #require(error?.takeRetainedValue())
        #expect(failure.domain == kCTFontManagerErrorDomain && failure.code == 105)
    }
}
