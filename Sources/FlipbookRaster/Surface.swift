/// A pixel buffer the fast renderer draws into: premultiplied RGBA8 packed in `UInt32`
/// (see ``PixelMath``), `width × height`, rows top to bottom, in device pixels.
///
/// Offscreen groups are surfaces too; their device matrices are shifted so that pixel (0, 0)
/// is the top-left of the group's bounding box.
final class Surface {
    let width: Int
    let height: Int
    let pixels: UnsafeMutablePointer<UInt32>
    private let ownsPixels: Bool

    init(width: Int, height: Int, fill: UInt32 = 0) {
        self.width = max(width, 0)
        self.height = max(height, 0)
        pixels = .allocate(capacity: max(self.width * self.height, 1))
        pixels.initialize(repeating: fill, count: max(self.width * self.height, 1))
        ownsPixels = true
    }

    /// A surface over memory owned by the caller, which must outlive it (the output bitmap's
    /// bytes, so that the final frame needs no copy).
    init(width: Int, height: Int, borrowing pixels: UnsafeMutablePointer<UInt32>) {
        self.width = width
        self.height = height
        self.pixels = pixels
        ownsPixels = false
    }

    deinit { if ownsPixels { pixels.deallocate() } }

    /// The whole surface as a pixel box.
    var box: PixelBox { PixelBox(x0: 0, y0: 0, x1: width, y1: height) }

    /// A surface holding a copy of `bitmap`.
    convenience init(_ bitmap: Bitmap) {
        self.init(width: bitmap.width, height: bitmap.height)
        bitmap.bytes.withUnsafeBytes { raw in
            if !raw.isEmpty { UnsafeMutableRawPointer(pixels).copyMemory(from: raw.baseAddress!, byteCount: raw.count) }
        }
    }

    /// Source-over of `top`, placed with its pixel (0, 0) at `(ox, oy)` of this surface, with
    /// its alpha multiplied by `opacity` (0…255) and, when given, by a clip mask of this surface.
    func composite(_ top: Surface, atX ox: Int, y oy: Int, opacity: UInt32, clip: CoverageMask?) {
        let box = PixelBox(x0: ox, y0: oy, x1: ox + top.width, y1: oy + top.height)
            .intersection(self.box).intersection(clip?.box ?? self.box)
        guard !box.isEmpty, opacity > 0 else { return }
        for y in box.y0..<box.y1 {
            let d = pixels + y * width
            let s = top.pixels + (y - oy) * top.width - ox
            let m = clip.map { $0.alpha + y * width }
            for x in box.x0..<box.x1 {
                var p = s[x]
                if p == 0 { continue }
                var a = opacity
                if let m { a = PixelMath.mul8(a, UInt32(m[x])) }
                if a != 255 { p = PixelMath.scale(p, by: a) }
                d[x] = PixelMath.over(p, d[x])
            }
        }
    }
}

/// A coverage mask in a surface's pixel grid (0…255 per pixel), for the children of a node
/// with masksToBounds. Outside ``box`` the mask is 0.
final class CoverageMask {
    let width: Int
    let height: Int
    let alpha: UnsafeMutablePointer<UInt8>
    var box: PixelBox
    /// The shapes whose coverages the mask multiplies (the clips of this node and its
    /// ancestors), for occlusion tests along coincident edges.
    var shapes: [PlacedShape] = []

    /// A mask whose pixels in `zeroed` (a box inside the surface) are 0; the others are left
    /// uninitialized, so the caller must write every pixel it lets be read (readers stay inside
    /// `box`, which the caller sets inside `zeroed`).
    init(width: Int, height: Int, zeroing zeroed: PixelBox) {
        self.width = width
        self.height = height
        alpha = .allocate(capacity: max(width * height, 1))
        let z = zeroed.intersection(PixelBox(x0: 0, y0: 0, x1: width, y1: height))
        if !z.isEmpty {
            for y in z.y0..<z.y1 { (alpha + y * width + z.x0).initialize(repeating: 0, count: z.x1 - z.x0) }
        }
        box = PixelBox(x0: 0, y0: 0, x1: 0, y1: 0)
    }

    deinit { alpha.deallocate() }
}
