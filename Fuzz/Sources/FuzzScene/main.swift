import Foundation
import FlipbookGeometry
import FlipbookRaster
import FlipbookScene
import FuzzSupport

// Scene load → evaluate → render: any input must load or throw a SceneError; a loaded scene is
// rendered at its start, middle and end on a small canvas (48×32 points at scale 1, whatever the
// file says) so that one input costs milliseconds. `contents` paths resolve against the
// repository's `examples/` folder (so the seeds' `images/card.png` exists) and every existing
// file loads as the same 4×4 image, so no image file is decoded.

let picture = Image(Bitmap(width: 4, height: 4, fill: Pixel(r: 200, g: 40, b: 40, a: 255)))
let loader = SceneLoader(imageLoader: { _ in picture }, sizeOverride: Size(width: 48, height: 32), scaleOverride: 1)
let base = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../../examples", isDirectory: true).standardizedFileURL

@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let input = Data(FuzzDriver.bytes(data, size))
    let document: SceneDocument
    do {
        document = try loader.load(data: input, path: "fuzz.json", baseDirectory: base)
    } catch is SceneError {
        return 0
    } catch {
        FuzzDriver.finding("the loader threw a non-scene error: \(error)")
    }
    let clip = SceneClip(document: document)
    let renderer = Renderer()
    for time in [0, clip.duration / 2, clip.duration] {
        let frame = renderer.render(clip.renderTree(at: time))
        guard frame.width == clip.pixelWidth, frame.height == clip.pixelHeight else {
            FuzzDriver.finding("a \(clip.pixelWidth)×\(clip.pixelHeight) scene rendered \(frame.width)×\(frame.height)")
        }
    }
    return 0
}

FuzzDriver.run(testOneInput)
