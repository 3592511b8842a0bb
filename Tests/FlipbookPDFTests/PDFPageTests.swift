import FlipbookGeometry
import FlipbookPDF
import FlipbookRaster
import Testing

/// Hand-written one-page files drawn at small sizes, checked pixel by pixel. Pages are 10 × 10
/// points unless said; PDF's y goes up, so the point (x, y) is the pixel column x, row 9 − y at
/// scale 1.
@Suite struct PDFPageTests {
    func render(
        _ content: String, scale: Double = 1, resources: String = "<< >>", pageEntries: String = "",
        compress: Bool = false, objects: (inout PDFTestFile) -> Void = { _ in }
    ) throws -> PDFRendering {
        let bytes = PDFTestFile.page(
            content, resources: resources, pageEntries: pageEntries, compress: compress, objects: objects)
        return try PDFPage(bytes: bytes).render(scale: scale)
    }

    let red = Pixel(r: 255, g: 0, b: 0, a: 255)
    let black = Pixel(r: 0, g: 0, b: 0, a: 255)

    @Test func aFilledRectangleIsDrawnWithYUpIntoAPixelGrid() throws {
        let r = try render("1 0 0 rg 2 2 4 4 re f")
        #expect(r.bitmap.width == 10 && r.bitmap.height == 10 && r.warnings.isEmpty)
        // x 2…6, y 2…6: columns 2…5, rows 4…7.
        for y in 4...7 { for x in 2...5 { #expect(r.bitmap[x, y] == red) } }
        #expect(r.bitmap[1, 5] == .clear && r.bitmap[6, 5] == .clear && r.bitmap[3, 3] == .clear && r.bitmap[3, 8] == .clear)
    }

    @Test func theScaleMultipliesThePixelsAndRoundsAFractionalPageUp() throws {
        let page = try PDFPage(bytes: PDFTestFile.page("0 g 0 0 5 5 re f", mediaBox: "0 0 10.25 7"))
        #expect(page.size == Size(width: 10.25, height: 7))
        let r = try page.render(scale: 2)
        #expect(r.bitmap.width == 21 && r.bitmap.height == 14)
        #expect(r.bitmap[9, 13] == black && r.bitmap[10, 13] == .clear && r.bitmap[9, 3] == .clear)
    }

    @Test func evenOddLeavesTheHoleThatNonZeroFills() throws {
        let evenOdd = try render("0 0 10 10 re 3 3 4 4 re f*")
        #expect(evenOdd.bitmap[1, 1] == black && evenOdd.bitmap[5, 5] == .clear)
        let nonZero = try render("0 0 10 10 re 3 3 4 4 re f")
        #expect(nonZero.bitmap[1, 1] == black && nonZero.bitmap[5, 5] == black)
    }

    @Test func aStrokeIsCentredOnItsPathWithItsWidthAndColour() throws {
        let r = try render("0 0 1 RG 2 w 0 5 m 10 5 l S")
        let blue = Pixel(r: 0, g: 0, b: 255, a: 255)
        // y 4…6: rows 4 and 5.
        #expect(r.bitmap[5, 4] == blue && r.bitmap[5, 5] == blue && r.bitmap[5, 3] == .clear && r.bitmap[5, 6] == .clear)
    }

    @Test func aZeroWidthStrokeIsOneDevicePixel() throws {
        let r = try render("0 w 0 5.5 m 10 5.5 l S", scale: 2)
        // y = 5.5 pt is the boundary between pixel rows 8 and 9 at 2×: half a pixel each.
        let covered = (0..<20).filter { r.bitmap[10, $0].a > 0 }
        #expect(covered == [8, 9])
        #expect(r.bitmap[10, 8].a >= 120 && r.bitmap[10, 8].a <= 135)
    }

    @Test func fillAndStrokeOperatorsCloseWhereTheyShould() throws {
        // b closes and fills, then strokes; S leaves the path open, s closes it.
        let open = try render("1 w 1 1 m 9 1 l 9 9 l S")
        let closed = try render("1 w 1 1 m 9 1 l 9 9 l s")
        // The closing diagonal runs through (5, 5): row 4, column 5.
        #expect(open.bitmap[5, 4].a == 0 && closed.bitmap[5, 4].a > 100)
        let both = try render("1 0 0 rg 0 0 1 RG 2 w 2 2 m 8 2 l 8 8 l 2 8 l b")
        #expect(both.bitmap[5, 5] == red && both.bitmap[2, 1] == Pixel(r: 0, g: 0, b: 255, a: 255))
    }

    @Test func aClipLimitsWhatIsPaintedAfterIt() throws {
        let r = try render("2 2 6 6 re W n 0 0 10 10 re f")
        #expect(r.bitmap[1, 1] == .clear && r.bitmap[5, 5] == black && r.bitmap[8, 8] == .clear)
        // W* with a hole: a ring.
        let ring = try render("0 0 10 10 re 3 3 4 4 re W* n 0 0 10 10 re f")
        #expect(ring.bitmap[1, 1] == black && ring.bitmap[5, 5] == .clear)
    }

    @Test func cmMovesTheSpaceAndQRestoresIt() throws {
        let r = try render("q 1 0 0 1 5 5 cm 0 0 2 2 re f Q 0 0 2 2 re f")
        // (5…7, 5…7) → columns 5, 6, rows 3, 4; (0…2, 0…2) → columns 0, 1, rows 8, 9.
        #expect(r.bitmap[5, 3] == black && r.bitmap[6, 4] == black)
        #expect(r.bitmap[0, 9] == black && r.bitmap[1, 8] == black)
        #expect(r.bitmap[5, 9] == .clear && r.bitmap[0, 4] == .clear)
    }

    @Test func qRestoresTheClipColourAndLineWidth() throws {
        let r = try render("q 0 0 5 10 re W n 1 0 0 rg 10 w Q 0 0 10 10 re f")
        #expect(r.bitmap[8, 5] == black && r.bitmap[2, 5] == black)
    }

    @Test func aFormXObjectIsDrawnThroughItsMatrixAndClippedToItsBBox() throws {
        let r = try render("/Fm1 Do", resources: "<< /XObject << /Fm1 5 0 R >> >>") { file in
            file.addStream("/Type /XObject /Subtype /Form /BBox [0 0 4 4] /Matrix [1 0 0 1 2 2]", Array("0 0 10 10 re f".utf8))
        }
        // The form's square, 0…4 in its space, at 2…6 on the page; the rest of its fill is clipped.
        #expect(r.bitmap[2, 7] == black && r.bitmap[5, 4] == black)
        #expect(r.bitmap[1, 8] == .clear && r.bitmap[6, 3] == .clear && r.bitmap[8, 1] == .clear)
    }

    @Test func constantAlphaFromAGraphicsStateDictionary() throws {
        let r = try render(
            "/G1 gs 1 0 0 rg 0 0 10 10 re f 0 0 1 RG 2 w 0 5 m 10 5 l S",
            resources: "<< /ExtGState << /G1 << /ca 0.5 /CA 0.25 /SMask /None >> >> >>")
        let fill = r.bitmap[5, 1], stroke = r.bitmap[5, 4]
        #expect(abs(Int(fill.a) - 128) <= 1 && abs(Int(fill.r) - 128) <= 1 && fill.b == 0)
        // A quarter-opaque blue stroke over half-opaque red: alpha 0.5 + 0.25 × 0.5.
        #expect(abs(Int(stroke.a) - 159) <= 2 && stroke.b >= 60 && stroke.b <= 66)
        #expect(r.warnings.isEmpty)
    }

    /// A transparency group is composited as one picture with the alpha in force: its two
    /// overlapping opaque squares show at alpha 0.5 where they overlap, not 0.75.
    @Test func aTransparencyGroupIsCompositedWholeWithTheConstantAlpha() throws {
        let resources = "<< /XObject << /Fm1 5 0 R >> /ExtGState << /G1 << /ca 0.5 >> >> >>"
        let r = try render("/G1 gs /Fm1 Do", resources: resources) { file in
            file.addStream(
                "/Subtype /Form /BBox [0 0 10 10] /Group << /S /Transparency >>",
                Array("0 0 6 6 re f 4 4 6 6 re f".utf8))
        }
        #expect(abs(Int(r.bitmap[5, 5].a) - 128) <= 1 && abs(Int(r.bitmap[1, 8].a) - 128) <= 1)
        #expect(r.bitmap[8, 8] == .clear)
        // Without a group the same form's squares are drawn one by one: 0.75 where they overlap.
        let plain = try render("/G1 gs /Fm1 Do", resources: resources) { file in
            file.addStream("/Subtype /Form /BBox [0 0 10 10]", Array("0 0 6 6 re f 4 4 6 6 re f".utf8))
        }
        #expect(abs(Int(plain.bitmap[5, 5].a) - 191) <= 2)
    }

    @Test func aFlateContentStreamAndAnIndirectLengthRead() throws {
        let direct = try render("1 0 0 rg 2 2 4 4 re f")
        #expect(try render("1 0 0 rg 2 2 4 4 re f", compress: true).bitmap == direct.bitmap)
        var file = PDFTestFile()
        file.add("<< /Type /Catalog /Pages 2 0 R >>")
        file.add("<< /Type /Pages /Kids [3 0 R] /Count 1 >>")
        file.add("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 10 10] /Contents 4 0 R >>")
        file.addStream("/Filter /FlateDecode", PDFTestFile.zlibStored(Array("1 0 0 rg 2 2 4 4 re f".utf8)), indirectLength: true)
        #expect(try PDFPage(bytes: file.bytes(root: 1)).render(scale: 1).bitmap == direct.bitmap)
    }

    @Test func deviceCMYKGrayAndICCBasedColours() throws {
        let cmyk = try render("0 1 1 0 k 0 0 10 10 re f")
        #expect(cmyk.bitmap[5, 5] == red)
        let gray = try render("0.5 g 0 0 10 10 re f")
        #expect(abs(Int(gray.bitmap[5, 5].r) - 128) <= 1 && gray.bitmap[5, 5].a == 255)
        let icc = try render("/Cs1 cs 0 1 0 sc 0 0 10 10 re f", resources: "<< /ColorSpace << /Cs1 [/ICCBased 5 0 R] >> >>") {
            file in
            file.addStream("/N 3 /Alternate /DeviceRGB", [0, 1, 2, 3])
        }
        #expect(icc.bitmap[5, 5] == Pixel(r: 0, g: 255, b: 0, a: 255) && icc.warnings.isEmpty)
        let indexed = try render(
            "/Ix cs 1 sc 0 0 10 10 re f", resources: "<< /ColorSpace << /Ix [/Indexed /DeviceRGB 1 <000000FF0000>] >> >>")
        #expect(indexed.bitmap[5, 5] == red)
    }

    @Test func theCropBoxAndRotationSetTheSizeAndPlacement() throws {
        let cropped = try PDFPage(bytes: PDFTestFile.page("0 g 4 4 2 2 re f", pageEntries: "/CropBox [4 4 8 10]"))
        #expect(cropped.size == Size(width: 4, height: 6))
        let r = try cropped.render(scale: 1)
        // (4…6, 4…6) is the crop box's bottom left corner: columns 0, 1, rows 4, 5.
        #expect(r.bitmap[0, 5] == black && r.bitmap[1, 4] == black && r.bitmap[2, 4] == .clear && r.bitmap[0, 3] == .clear)
        let rotated = try PDFPage(bytes: PDFTestFile.page("0 g 0 0 2 2 re f", mediaBox: "0 0 10 6", pageEntries: "/Rotate 90"))
        #expect(rotated.size == Size(width: 6, height: 10))
        // Turned clockwise, the bottom left corner goes to the top left.
        let turned = try rotated.render(scale: 1)
        #expect(turned.bitmap[0, 0] == black && turned.bitmap[1, 1] == black && turned.bitmap[5, 9] == .clear)
    }

    @Test func whatIsNotDrawnIsNamedOnce() throws {
        let r = try render(
            "BT /F1 12 Tf 1 0 0 1 2 2 Tm (Hi) Tj ET BT (again) Tj ET /Im1 Do frob frob 0 0 2 2 re f",
            resources: "<< /XObject << /Im1 5 0 R >> >>"
        ) { file in
            file.addStream("/Subtype /Image /Width 1 /Height 1 /BitsPerComponent 8 /ColorSpace /DeviceGray", [0])
        }
        #expect(
            r.warnings == [
                "text is not drawn", "images (image XObjects) are not drawn", "the unknown operator 'frob' is skipped",
            ])
        #expect(r.bitmap[0, 9] == black)
    }

    @Test func anInlineImageIsSkippedWithItsBinaryData() throws {
        let r = try render("BI /W 2 /H 1 /BPC 8 /CS /G ID \u{1}) q\nEI 0 0 2 2 re f")
        #expect(r.warnings == ["inline images (BI … EI) are not drawn"])
        #expect(r.bitmap[0, 9] == black)
    }

    @Test func aFormThatDrawsItselfIsDrawnOnceAndDeepSavesAreBounded() throws {
        let r = try render("/Fm1 Do", resources: "<< /XObject << /Fm1 5 0 R >> >>") { file in
            file.addStream(
                "/Subtype /Form /BBox [0 0 10 10] /Resources << /XObject << /Fm1 5 0 R >> >>",
                Array("0 0 2 2 re f /Fm1 Do".utf8))
        }
        #expect(r.warnings == ["a form XObject that draws itself is drawn once"])
        #expect(r.bitmap[0, 9] == black)
        let deep = try render(
            String(repeating: "q ", count: 1000) + "0 0 2 2 re f" + String(repeating: " Q", count: 1200)
                + " 1 0 0 rg 5 5 2 2 re f")
        #expect(deep.bitmap[0, 9] == black && deep.bitmap[5, 4] == red)
        #expect(deep.warnings.count == 1)
    }

    @Test func anObjectStreamHoldsThePage() throws {
        var file = PDFTestFile()
        file.add("<< /Type /Catalog /Pages 2 0 R >>")
        file.add("<< /Type /Pages /Kids [5 0 R] /Count 1 >>")
        let page = "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 10 10] /Contents 4 0 R >>"
        file.addStream("/Type /ObjStm /N 1 /First 4", Array("5 0 \(page)".utf8))  // object 3, holding object 5
        file.addStream("", Array("0 0 2 2 re f".utf8))  // object 4
        let r = try PDFPage(bytes: file.bytes(root: 1)).render(scale: 1)
        #expect(r.bitmap[0, 9] == black)
    }

    @Test func aFileWithoutATrailerFindsItsPageByScanning() throws {
        let whole = PDFTestFile.page("0 0 2 2 re f")
        let xref = try #require((0..<whole.count - 4).first { Array(whole[$0..<$0 + 5]) == Array("xref\n".utf8) })
        let bytes = Array(whole[..<xref])  // no cross-reference table, no trailer
        #expect(try PDFPage(bytes: bytes).render(scale: 1).bitmap[0, 9] == black)
    }

    @Test func malformedFilesAreErrors() throws {
        #expect(throws: PDFError.self) { try PDFPage(bytes: Array("not a pdf".utf8)) }
        #expect(throws: PDFError.self) { try PDFPage(bytes: Array("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n".utf8)) }
        #expect(throws: PDFError.self) {
            try PDFPage(bytes: Array("%PDF-1.4\n1 0 obj << /Type /Page /MediaBox [0 0 0 5] >> endobj".utf8))
        }
        let page = try PDFPage(bytes: PDFTestFile.page("") { _ in })
        #expect(throws: PDFError.self) { try page.render(scale: 10_000) }
        #expect(throws: PDFError.self) { try page.render(scale: -1) }
        // A content stream behind a filter Flipbook does not read.
        var file = PDFTestFile()
        file.add("<< /Type /Catalog /Pages 2 0 R >>")
        file.add("<< /Type /Pages /Kids [3 0 R] /Count 1 >>")
        file.add("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 10 10] /Contents 4 0 R >>")
        file.addStream("/Filter /LZWDecode", [1, 2, 3])
        let error = try #require(throws: PDFError.self) { try PDFPage(bytes: file.bytes(root: 1)).render(scale: 1) }
        #expect(error == .unsupported("the stream filter LZWDecode"))
        // Damaged compressed data.
        file = PDFTestFile()
        file.add("<< /Type /Catalog /Pages 2 0 R >>")
        file.add("<< /Type /Pages /Kids [3 0 R] /Count 1 >>")
        file.add("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 10 10] /Contents 4 0 R >>")
        file.addStream("/Filter /FlateDecode", [0x78, 0x9C, 0xFF, 0xFF, 0xFF, 0xFF])
        #expect(throws: PDFError.self) { try PDFPage(bytes: file.bytes(root: 1)).render(scale: 1) }
    }

    /// Numbers far beyond any page in the file's structure and in the content never trap (in
    /// a conversion to an integer) nor run away.
    @Test func hugeNumbersAreHarmless() throws {
        // PDF numbers have no exponents: 10^30, 10^200 and 10^300 written out, and their inverses.
        let (e30, e200, e300) = (
            "1" + String(repeating: "0", count: 30), "1" + String(repeating: "0", count: 200),
            "1" + String(repeating: "0", count: 300)
        )
        let tiny = "0." + String(repeating: "0", count: 199) + "1"
        let contents = [
            "0 0 m \(e30) \(e30) l \(e30) 0 l f", "\(e30) w 0 0 m 5 5 l S", "\(e200) 0 0 \(e200) 0 0 cm 0 0 1 1 re f",
            "\(tiny) 0 0 \(tiny) 0 0 cm 0 0 1 1 re f", "0 0 0 0 0 0 cm 0 0 1 1 re W n 0 0 1 1 re f",
            "[\(tiny) \(tiny)] 0 d 0 0 m 10 10 l S", "[0.001] 0 d 0 0 m 10 10 l S", "/Ix cs \(e300) sc 0 0 2 2 re f",
            "99999999999999999999999 0 0 1 0 0 cm 0 0 1 1 re f",
        ]
        for content in contents {
            _ = try render(content, resources: "<< /ColorSpace << /Ix [/Indexed /DeviceRGB \(e300) <00>] >> >>")
        }
        for entries in ["/Rotate \(e300)", "/Rotate -90", "/CropBox [0 0 \(e300) \(e300)]"] {
            _ = try PDFPage(bytes: PDFTestFile.page("0 0 1 1 re f", pageEntries: entries)).render(scale: 1)
        }
        #expect(throws: PDFError.self) {
            try PDFPage(bytes: PDFTestFile.page("", mediaBox: "0 0 \(e300) \(e300)")).render(scale: 1)
        }
        var file = PDFTestFile()
        file.add("<< /Type /Catalog /Pages 2 0 R >>")
        file.add("<< /Type /Pages /Kids [5 0 R] /Count 1 >>")
        file.addStream("/Type /ObjStm /N \(e300) /First \(e300)", Array("\(e300) \(e300) << >>".utf8))
        file.addStream("/Type /ObjStm /N 3 /First 22", Array("99999999999999999999 0 << /Type /Page /MediaBox [0 0 1 1] >>".utf8))
        file.addStream("/Length \(e300) /Filter /FlateDecode /DecodeParms << /Predictor \(e300) >>", [])
        _ = try? PDFPage(bytes: file.bytes(root: 1)).render(scale: 1)
    }

    /// Truncated and garbled copies of a valid file never crash: each is drawn or an error.
    @Test func cutAndGarbledFilesNeverCrash() throws {
        let bytes = PDFTestFile.page(
            "q 1 0 0 rg 0 0 5 5 re W n /Fm1 Do Q [1 2] 0 d (x) Tj", resources: "<< /XObject << /Fm1 5 0 R >> >>"
        ) {
            $0.addStream("/Subtype /Form /BBox [0 0 10 10] /Group << /S /Transparency >>", Array("0 0 10 10 re f".utf8))
        }
        var generator = 0x2545_F491_4F6C_DD1D as UInt64
        for cut in stride(from: 0, to: bytes.count, by: 7) {
            _ = try? PDFPage(bytes: Array(bytes[..<cut])).render(scale: 1)
        }
        for _ in 0..<300 {
            var copy = bytes
            for _ in 0..<4 {
                generator = generator &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                copy[Int(generator >> 33) % copy.count] = UInt8(truncatingIfNeeded: generator >> 13)
            }
            _ = try? PDFPage(bytes: copy).render(scale: 1)
        }
    }
}
