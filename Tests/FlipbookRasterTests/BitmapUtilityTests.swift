import Testing
@testable import FlipbookRaster

/// Whole-bitmap utilities: blur, shadow, composite, crop, downscale.
@Suite struct BitmapUtilityTests {
    func square(size: Int, at x0: Int, _ y0: Int, side: Int, pixel: Pixel) -> Bitmap {
        var b = Bitmap(width: size, height: size)
        for y in y0..<(y0 + side) { for x in x0..<(x0 + side) { b[x, y] = pixel } }
        return b
    }

    func totalAlpha(_ b: Bitmap) -> Int { stride(from: 3, to: b.bytes.count, by: 4).reduce(0) { $0 + Int(b.bytes[$1]) } }

    @Test func gaussianBlurPreservesTotalAlpha() {
        let b = square(size: 40, at: 15, 15, side: 10, pixel: Pixel(r: 0, g: 0, b: 200, a: 200))
        let blurred = b.gaussianBlurred(sigma: 2.5)
        let before = totalAlpha(b), after = totalAlpha(blurred)
        #expect(abs(after - before) <= before / 200, "\(before) → \(after)")
        #expect(blurred[20, 20].a < 200 && blurred[13, 20].a > 0)
        #expect(blurred[20, 20].b <= blurred[20, 20].a)
    }

    @Test func shadowKeepsAlphaAndTakesTheColour() {
        let b = square(size: 40, at: 15, 15, side: 10, pixel: Pixel(r: 255, g: 0, b: 0, a: 255))
        let s = b.shadow(sigma: 2, color: Color(red: 0, green: 0, blue: 1, alpha: 0.5))
        #expect(abs(totalAlpha(s) - totalAlpha(b) / 2) <= totalAlpha(b) / 100)
        #expect(s[20, 20].r == 0 && s[20, 20].b == s[20, 20].a)
    }

    @Test func compositeIsSourceOverWithOpacityAndClipsToTheDestination() {
        var base = Bitmap(width: 4, height: 4, fill: Pixel(r: 255, g: 255, b: 255, a: 255))
        let top = Bitmap(width: 2, height: 2, fill: Pixel(r: 0, g: 0, b: 0, a: 255))
        base.composite(top, at: 3, y: -1, opacity: 0.5)
        #expect(base.rgba(3, 0) == [127, 127, 127, 255])
        #expect(base.rgba(3, 1) == [255, 255, 255, 255])
        #expect(base.rgba(2, 0) == [255, 255, 255, 255])
    }

    @Test func croppedCopiesPixelsAndPadsOutsideWithClear() {
        var b = Bitmap(width: 3, height: 3)
        b[1, 1] = Pixel(r: 9, g: 8, b: 7, a: 255)
        let c = b.cropped(x: 1, y: 1, width: 3, height: 2)
        #expect(c.width == 3 && c.height == 2)
        #expect(c[0, 0] == Pixel(r: 9, g: 8, b: 7, a: 255))
        #expect(c[2, 1] == .clear)
    }

    @Test func downscaledAveragesBlocks() {
        var b = Bitmap(width: 5, height: 2)
        b[0, 0] = Pixel(r: 255, g: 255, b: 255, a: 255)
        b[4, 0] = Pixel(r: 100, g: 0, b: 0, a: 100)
        let d = b.downscaled(by: 2)
        #expect(d.width == 3 && d.height == 1)
        #expect(d[0, 0] == Pixel(r: 64, g: 64, b: 64, a: 64))
        #expect(d[2, 0] == Pixel(r: 50, g: 0, b: 0, a: 50))
    }
}
