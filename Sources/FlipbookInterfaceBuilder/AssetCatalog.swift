import Foundation
import FlipbookCodecs
import FlipbookKit
import FlipbookPDF
import FlipbookRaster
import Synchronization

/// The asset catalogues (`.xcassets` folders) of a bundle, read as Xcode writes them: image
/// sets (`.imageset`, PNG files at 1×, 2× and 3×, with the template rendering intent) and colour
/// sets (`.colorset`, with light and dark appearances), found by name — a folder that
/// "provides namespace" prefixes its assets' names (`Icons/star`).
///
/// On iOS, Xcode compiles catalogues into `Assets.car`; Flipbook reads the source folders, so
/// put the `.xcassets` folder in your target's resources with `.copy` (SwiftPM does not compile
/// catalogues on Linux). A PDF image (vector artwork) is rasterized at the scale asked for, as
/// Xcode rasterizes it at build time: its first page, at the page's size in points
/// (`FlipbookPDF`'s `PDFPage`); what that renderer skips is named in the diagnostic
/// `assets.vectorIncomplete`, and a PDF it cannot read is drawn as a grey placeholder of the
/// page's size (diagnostic `assets.vectorPlaceholder`). SVG and HEIC images, app icons, data
/// sets, symbol sets, size-class and device variants are not read: asking for a set with only
/// those is an error naming its file.
public final class AssetCatalog: @unchecked Sendable {
    /// A colour set's variant by appearance.
    struct ColorSet { var any: Color?; var light: Color?; var dark: Color? }
    /// An image set's files by scale, and its rendering intent.
    struct ImageSet {
        var files: [(scale: Double, url: URL)]; var isTemplate: Bool; var setName: String; var unreadable: [String]
        /// The set's folder (where its unreadable files are).
        var folder: URL? = nil
        /// Xcode's "Preserve Vector Data" (`preserves-vector-representation`).
        var preservesVector = false
        /// Whether the set's rendering intent is "original" (bars and tab bars draw it untinted).
        var isOriginal = false
    }

    private let colorSets: [String: ColorSet]
    private let imageSets: [String: ImageSet]
    private let lock = NSLock()
    private var decoded: [String: Image] = [:]

    /// The catalogue folder(s) read (for errors).
    public let urls: [URL]

    /// Reads the catalogue folders `urls` (each a `.xcassets` directory).
    /// - Throws: ``InterfaceBuilderError`` (``InterfaceBuilderError/Reason/malformedAsset(_:)``)
    ///   naming the `Contents.json` that does not parse.
    public init(urls: [URL]) throws {
        self.urls = urls
        var colors: [String: ColorSet] = [:], images: [String: ImageSet] = [:]
        for url in urls { try Self.scan(url, prefix: "", catalogue: url.lastPathComponent, colors: &colors, images: &images) }
        colorSets = colors
        imageSets = images
    }

    /// The catalogues of `bundle`: every `.xcassets` folder in its resource directory or one
    /// level of folders below it.
    public static func catalogues(in bundle: Bundle) throws -> AssetCatalog {
        let key = bundle.bundleURL.path
        if let cached = cache.withLock({ $0[key] }) { return cached }
        let root = bundle.resourceURL ?? bundle.bundleURL
        var found: [URL] = []
        let fm = FileManager.default
        let top = (try? fm.contentsOfDirectory(at: root, includingPropertiesForKeys: nil)) ?? []
        for url in top.sorted(by: { $0.path < $1.path }) {
            if url.pathExtension == "xcassets" { found.append(url); continue }
            var isDirectory: ObjCBool = false
            if fm.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
                let inner = (try? fm.contentsOfDirectory(at: url, includingPropertiesForKeys: nil)) ?? []
                found += inner.filter { $0.pathExtension == "xcassets" }.sorted { $0.path < $1.path }
            }
        }
        let catalog = try AssetCatalog(urls: found)
        cache.withLock { $0[key] = catalog }
        return catalog
    }
    private static let cache = Mutex<[String: AssetCatalog]>([:])

    /// The names of the image sets, sorted.
    public var imageNames: [String] { imageSets.keys.sorted() }
    /// The names of the colour sets, sorted.
    public var colorNames: [String] { colorSets.keys.sorted() }

    /// The colour set `name` in `style`: its dark variant in `.dark` (falling back to its
    /// any-appearance one, as iOS does), its light or any-appearance one in `.light`.
    /// `nil` when there is no such set.
    public func color(named name: String, style: UserInterfaceStyle = .light) -> Color? {
        guard let set = colorSets[name] else { return nil }
        switch style {
        case .dark: return set.dark ?? set.any ?? set.light
        case .light, .unspecified: return set.light ?? set.any ?? set.dark
        }
    }

    /// Whether the image set `name` is drawn as a template (its alpha filled with the tint colour).
    public func isTemplateImage(named name: String) -> Bool { imageSets[name]?.isTemplate ?? false }

    /// Whether the image set `name` renders as "Original Image" (`template-rendering-intent`
    /// `original`): bars draw it as it is instead of in their tint.
    public func isOriginalImage(named name: String) -> Bool { imageSets[name]?.isOriginal ?? false }

    /// Whether the catalogues have an image set `name`.
    public func hasImage(named name: String) -> Bool { imageSets[name] != nil }

    /// The image set `name`'s variant for `scale`: the file of that scale, else the nearest
    /// larger one, else the largest smaller one (iOS shows a missing @3x with the @2x file).
    /// The image's `scale` is the variant's, so its point size is the set's. A template image is
    /// returned as drawn in the file; ``image(named:scale:tintColor:)`` tints it. Files the set's
    /// `Contents.json` names but its folder lacks are left out; a set with none of them is `nil`
    /// with a diagnostic naming the image (code `assets.missingImageFiles`).
    /// - Throws: ``InterfaceBuilderError`` when the PNG or JPEG does not decode (naming the set
    ///   and the file), or the set has only files of other formats (HEIC, SVG). A set whose file
    ///   is a PDF is its first page rasterized at `scale` (see `vectorImage`).
    public func image(named name: String, scale: Double) throws -> Image? {
        guard let set = imageSets[name] else { return nil }
        if set.files.isEmpty, let file = set.unreadable.first {
            if let folder = set.folder, (file as NSString).pathExtension.lowercased() == "pdf",
               let image = vectorImage(set: set, named: name, url: folder.appendingPathComponent(file), scale: scale) {
                return image
            }
            throw InterfaceBuilderError(file: set.setName, element: file,
                                        reason: .malformedAsset("only PNG and JPEG images are read (not \(file))"))
        }
        // A file the set names but the folder lacks is not in the app (actool compiles what is
        // there); a set with none of its files is no image: nil, as UIImage(named:) on iOS.
        let files = set.files.filter { FileManager.default.fileExists(atPath: $0.url.path) }
        if files.isEmpty, !set.files.isEmpty {
            Self.reportMissingFiles(of: set, named: name)
            return nil
        }
        let exact = files.first { $0.scale == scale }
        let larger = files.filter { $0.scale > scale }.min { $0.scale < $1.scale }
        let smaller = files.filter { $0.scale < scale }.max { $0.scale < $1.scale }
        guard let pick = exact ?? larger ?? smaller else { return nil }
        let key = pick.url.path
        lock.lock()
        if let image = decoded[key] { lock.unlock(); return image }
        lock.unlock()
        let bitmap: Bitmap
        do {
            bitmap = try AssetCatalog.readBitmap(at: pick.url)
        } catch {
            throw InterfaceBuilderError(file: set.setName, element: pick.url.lastPathComponent,
                                        reason: .malformedAsset("\(error)"))
        }
        let image = Image(bitmap, scale: pick.scale)
        lock.lock()
        decoded[key] = image
        lock.unlock()
        return image
    }

    /// The image set `name` for `scale`, tinted with `tintColor` when the set is a template
    /// (UIKit's `.alwaysTemplate` drawing: every pixel becomes the tint at the pixel's alpha).
    public func image(named name: String, scale: Double, tintColor: Color) throws -> Image? {
        guard let image = try image(named: name, scale: scale) else { return nil }
        return isTemplateImage(named: name) ? Self.tinted(image, with: tintColor) : image
    }

    /// Reports that the image set `name` has none of the files its `Contents.json` names: through
    /// the current application's diagnostics (code `assets.missingImageFiles`), or on standard
    /// error when the thread has none.
    static func reportMissingFiles(of set: ImageSet, named name: String) {
        let files = set.files.map(\.url.lastPathComponent).joined(separator: ", ")
        let diagnostic = KitDiagnostic(
            code: "assets.missingImageFiles",
            message: "image '\(name)': \(set.setName) has none of the files its Contents.json names (\(files)); "
                + "UIImage(named: \"\(name)\") is nil and nothing is drawn, as on iOS")
        if let app = Application.current { app.report(diagnostic) } else { KitDiagnostic.printToStandardError(diagnostic) }
    }

    /// The PDF (vector) image set's file rasterized at `scale`, as Xcode rasterizes a vector
    /// asset at build time for each scale: the first page, at the page's size in points (its
    /// crop box, else its media box), anti-aliased on a transparent background, by
    /// `FlipbookPDF`'s `PDFPage`. Content that renderer skips (text, images, shadings, soft
    /// masks, …) is named once per set and scale (code `assets.vectorIncomplete`), and so is a
    /// set with "Preserve Vector Data" (code `assets.vectorPreserved`: iOS redraws the artwork
    /// when a view draws the image larger; Flipbook scales this bitmap). A file it
    /// cannot read (damaged, encrypted, too large) is drawn as the placeholder of its page size
    /// (see `vectorPlaceholder`). `nil` when the file is missing or has no readable page size
    /// (then the set is an error, as for other unreadable formats).
    private func vectorImage(set: ImageSet, named name: String, url: URL, scale: Double) -> Image? {
        let key = url.path + "@\(scale)"
        lock.lock()
        if let image = decoded[key] { lock.unlock(); return image }
        lock.unlock()
        guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
        let image: Image
        do {
            let rendering = try PDFPage(bytes: [UInt8](data)).render(scale: scale)
            image = Image(rendering.bitmap, scale: scale)
            if set.preservesVector {
                Self.report(KitDiagnostic(
                    code: "assets.vectorPreserved",
                    message: "image '\(name)': \(set.setName) preserves its vector data; Flipbook draws it as a bitmap of its "
                        + "page size at \(Self.format(scale))×, scaled when a view draws it larger, where iOS redraws the vector artwork"))
            }
            if !rendering.warnings.isEmpty {
                Self.report(KitDiagnostic(
                    code: "assets.vectorIncomplete",
                    message: "image '\(name)': \(set.setName)'s PDF (\(url.lastPathComponent)) is drawn without what Flipbook "
                        + "does not rasterize (iOS draws it): " + rendering.warnings.joined(separator: "; ")))
            }
        } catch {
            guard let placeholder = vectorPlaceholder(set: set, named: name, url: url, data: data, scale: scale, reason: "\(error)")
            else { return nil }
            image = placeholder
        }
        lock.lock()
        decoded[key] = image
        lock.unlock()
        return image
    }

    /// The placeholder drawn for a PDF image set whose file `FlipbookPDF` cannot read
    /// (`reason`): an image of the PDF page's size in points (its first `/MediaBox`, as Xcode
    /// sizes a vector asset) at `scale`, filled with a translucent mid grey, reported once per
    /// set and scale (code `assets.vectorPlaceholder`) — iOS draws the vector artwork there.
    /// `nil` when the file has no readable page size.
    private func vectorPlaceholder(set: ImageSet, named name: String, url: URL, data: Data, scale: Double, reason: String) -> Image? {
        guard let size = Self.pdfPageSize(data) else { return nil }
        let width = max(1, Int((size.width * scale).rounded(.up)))
        let height = max(1, Int((size.height * scale).rounded(.up)))
        let bitmap = Bitmap(width: width, height: height, fill: Self.placeholderPixel)
        Self.report(KitDiagnostic(
            code: "assets.vectorPlaceholder",
            message: "image '\(name)': \(set.setName) is a PDF (\(url.lastPathComponent)) Flipbook cannot rasterize (\(reason)); "
                + "a grey placeholder of its page size (\(Self.format(size.width))×\(Self.format(size.height)) pt) is drawn "
                + "where iOS draws the vector artwork"))
        return Image(bitmap, scale: scale)
    }

    /// Reports `diagnostic` through the current application, or on standard error when the
    /// thread has none.
    private static func report(_ diagnostic: KitDiagnostic) {
        if let app = Application.current { app.report(diagnostic) } else { KitDiagnostic.printToStandardError(diagnostic) }
    }

    /// The placeholder's fill: mid grey at 40 % opacity, premultiplied.
    public static let placeholderPixel = Pixel(r: 51, g: 51, b: 51, a: 102)

    private static func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }

    /// The size in points of the first page box (`/MediaBox [x0 y0 x1 y1]`) in the PDF `data`.
    static func pdfPageSize(_ data: Data) -> (width: Double, height: Double)? {
        let text = String(decoding: data.prefix(1 << 20), as: Unicode.ASCII.self)
        guard let range = text.range(of: "/MediaBox") else { return nil }
        let rest = text[range.upperBound...].drop { $0 == " " || $0 == "\n" || $0 == "\r" }
        guard rest.first == "[", let close = rest.firstIndex(of: "]") else { return nil }
        let numbers = rest[rest.index(after: rest.startIndex)..<close]
            .split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\r" || $0 == "\t" }).compactMap { Double($0) }
        guard numbers.count == 4 else { return nil }
        let width = abs(numbers[2] - numbers[0]), height = abs(numbers[3] - numbers[1])
        guard width > 0, height > 0, width.isFinite, height.isFinite else { return nil }
        return (width, height)
    }

    /// `image` with every pixel replaced by `tint` at the pixel's alpha.
    public static func tinted(_ image: Image, with tint: Color) -> Image { image.templateTinted(tint) }

    // MARK: Reading

    private static func json(_ url: URL, catalogue: String) throws -> [String: Any] {
        let file = url.appendingPathComponent("Contents.json")
        guard let data = FileManager.default.contents(atPath: file.path) else { return [:] }
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw InterfaceBuilderError(file: catalogue, element: relative(file, catalogue: catalogue),
                                        reason: .malformedAsset("Contents.json is not a JSON object"))
        }
        return object
    }

    private static func relative(_ url: URL, catalogue: String) -> String {
        guard let range = url.path.range(of: catalogue) else { return url.lastPathComponent }
        return String(url.path[range.lowerBound...])
    }

    private static func scan(_ folder: URL, prefix: String, catalogue: String,
                             colors: inout [String: ColorSet], images: inout [String: ImageSet]) throws {
        let entries = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
        for url in entries.sorted(by: { $0.path < $1.path }) {
            let name = prefix + url.deletingPathExtension().lastPathComponent
            switch url.pathExtension {
            case "imageset":
                images[name] = try imageSet(url, catalogue: catalogue)
            case "colorset":
                colors[name] = try colorSet(url, catalogue: catalogue)
            case "":
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
                let contents = try json(url, catalogue: catalogue)
                let namespaced = (contents["properties"] as? [String: Any])?["provides-namespace"] as? Bool ?? false
                try scan(url, prefix: namespaced ? name + "/" : prefix, catalogue: catalogue, colors: &colors, images: &images)
            default:
                continue    // app icons, data sets, symbol sets, … are not read (see the article)
            }
        }
    }

    /// The file extensions of the images an image set or a bundle may hold.
    static let bitmapExtensions: Set<String> = ["png", "jpg", "jpeg"]

    /// Decodes the PNG or JPEG file at `url`, chosen by its first bytes (a `.png` that is really a
    /// JPEG loads, as on iOS).
    static func readBitmap(at url: URL) throws -> Bitmap {
        let bytes = try AtomicFile.read(url.path)
        do {
            return JPEG.isJPEG(bytes) ? try JPEG.decode(bytes) : try PNG.decode(bytes)
        } catch let error as CodecError {
            throw error.inFile(url.path)
        }
    }

    private static func imageSet(_ url: URL, catalogue: String) throws -> ImageSet {
        let contents = try json(url, catalogue: catalogue)
        let properties = contents["properties"] as? [String: Any] ?? [:]
        let isTemplate = properties["template-rendering-intent"] as? String == "template"
        var files: [(scale: Double, url: URL)] = []
        var unreadable: [String] = []
        for entry in contents["images"] as? [[String: Any]] ?? [] {
            guard let filename = entry["filename"] as? String else { continue }
            let idiom = entry["idiom"] as? String ?? "universal"
            guard idiom == "universal" || idiom == "iphone" else { continue }
            // Appearance and size-class variants are not picked (see the article).
            if entry["appearances"] != nil || entry["width-class"] != nil || entry["height-class"] != nil { continue }
            guard Self.bitmapExtensions.contains((filename as NSString).pathExtension.lowercased()) else {
                unreadable.append(filename)     // an error when the set is asked for (see image(named:scale:))
                continue
            }
            let scaleText = (entry["scale"] as? String ?? "1x").dropLast()
            guard let scale = Double(scaleText), scale > 0 else {
                throw InterfaceBuilderError(file: catalogue, element: relative(url, catalogue: catalogue),
                                            reason: .malformedAsset("scale '\(entry["scale"] ?? "")'"))
            }
            if files.contains(where: { $0.scale == scale }) && idiom == "iphone" { continue }
            files.removeAll { $0.scale == scale }
            files.append((scale, url.appendingPathComponent(filename)))
        }
        var set = ImageSet(files: files.sorted { $0.scale < $1.scale }, isTemplate: isTemplate,
                           setName: relative(url, catalogue: catalogue), unreadable: unreadable, folder: url,
                           preservesVector: properties["preserves-vector-representation"] as? Bool ?? false)
        set.isOriginal = properties["template-rendering-intent"] as? String == "original"
        return set
    }

    private static func colorSet(_ url: URL, catalogue: String) throws -> ColorSet {
        let contents = try json(url, catalogue: catalogue)
        var set = ColorSet()
        for entry in contents["colors"] as? [[String: Any]] ?? [] {
            let idiom = entry["idiom"] as? String ?? "universal"
            guard idiom == "universal" || idiom == "iphone" else { continue }
            guard let colorObject = entry["color"] as? [String: Any] else { continue }
            let color = try parseColor(colorObject, set: relative(url, catalogue: catalogue), catalogue: catalogue)
            var appearance = "any"
            for item in entry["appearances"] as? [[String: Any]] ?? [] {
                if item["appearance"] as? String == "luminosity", let value = item["value"] as? String { appearance = value }
                if item["appearance"] as? String == "contrast" { appearance = "high-contrast" }
            }
            switch appearance {
            case "dark": set.dark = color
            case "light": set.light = color
            case "any": set.any = color
            default: continue   // high contrast variants are not picked
            }
        }
        return set
    }

    /// A component as Xcode writes it: a float (`"0.500"`), an 8-bit integer (`"128"`) or hex (`"0x80"`).
    private static func component(_ value: Any?) -> Double? {
        if let number = value as? Double { return number <= 1 ? number : number / 255 }
        guard let text = value as? String else { return nil }
        if text.hasPrefix("0x") || text.hasPrefix("0X") { return UInt8(text.dropFirst(2), radix: 16).map { Double($0) / 255 } }
        if text.contains(".") { return Double(text) }
        return Double(text).map { $0 / 255 }
    }

    private static func parseColor(_ object: [String: Any], set: String, catalogue: String) throws -> Color {
        if let reference = object["reference"] as? String, let color = SystemColors.color(named: reference) {
            return color
        }
        let components = object["components"] as? [String: Any] ?? [:]
        let alpha = component(components["alpha"]) ?? 1
        if let white = component(components["white"]) { return Color(white: white, alpha: alpha) }
        guard let r = component(components["red"]), let g = component(components["green"]), let b = component(components["blue"]) else {
            throw InterfaceBuilderError(file: catalogue, element: set, reason: .malformedAsset("a colour without red, green and blue"))
        }
        return Color(red: r, green: g, blue: b, alpha: alpha)
    }
}

extension Image {
    /// The image set `name` from `bundle`'s asset catalogues (`UIImage(named:in:compatibleWith:)`):
    /// the variant for `scale` (default: the current ``Application``'s `scale`, the screen's as on
    /// iOS — not the scale frames are rendered at — else 2), a
    /// template image tinted system blue (UIKit's default tint; see
    /// `AssetCatalog.image(named:scale:tintColor:)` for another). `nil` when there is no such set,
    /// its files are missing (with a diagnostic, see `AssetCatalog.image(named:scale:)`) or its
    /// file does not decode. `Bundle.main` is the launched app's bundle (``AppBundle``).
    public convenience init?(named name: String, in bundle: Bundle = .main, scale: Double? = nil) {
        guard let catalog = try? AssetCatalog.catalogues(in: AppBundle.resolve(bundle)),
              let image = try? catalog.image(named: name, scale: scale ?? Application.current?.scale ?? 2,
                                             tintColor: Button.systemBlue) else { return nil }
        self.init(image.bitmap, scale: image.scale)
    }
}

extension Color {
    /// The colour set `name` from `bundle`'s asset catalogues in `style` (`UIColor(named:in:compatibleWith:)`).
    /// `nil` when there is none. `Bundle.main` is the launched app's bundle (``AppBundle``).
    public init?(named name: String, in bundle: Bundle = .main, style: UserInterfaceStyle = .light) {
        guard let catalog = try? AssetCatalog.catalogues(in: AppBundle.resolve(bundle)), let color = catalog.color(named: name, style: style) else {
            return nil
        }
        self = color
    }
}
