// Development tool behind scripts/dev/compare_pdf.py (not part of the library): draws the first
// page of each PDF with FlipbookPDF and writes it as a PNG.
//   PDFCompareTool <scale> <output-dir> <file.pdf>…   writes <output-dir>/<n>.png for the n-th file
// and prints one JSON line per file: {"index", "file", "width", "height", "warnings"} or "error".
import FlipbookCodecs
import FlipbookPDF
import Foundation

let arguments = CommandLine.arguments
guard arguments.count >= 4, let scale = Double(arguments[1]) else {
    FileHandle.standardError.write(Data("usage: PDFCompareTool <scale> <output-dir> <file.pdf>…\n".utf8))
    exit(2)
}
let directory = arguments[2]
try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
for (index, path) in arguments.dropFirst(3).enumerated() {
    var line: [String: Any] = ["index": index, "file": path]
    do {
        let bytes = try AtomicFile.read(path)
        let page = try PDFPage(bytes: bytes)
        let start = DispatchTime.now().uptimeNanoseconds
        let rendering = try page.render(scale: scale)
        line["milliseconds"] = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
        try PNG.write(rendering.bitmap, path: "\(directory)/\(index).png")
        line["width"] = rendering.bitmap.width
        line["height"] = rendering.bitmap.height
        line["warnings"] = rendering.warnings
    } catch {
        line["error"] = "\(error)"
    }
    let json = try JSONSerialization.data(withJSONObject: line, options: [.sortedKeys])
    print(String(decoding: json, as: UTF8.self))
}
