import Foundation
import FlipbookRaster

/// The navy top with a printed flower pattern in ``CurtainPortraitArt``: five-petal flowers on a
/// jittered grid, evaluated per pixel with analytic anti-aliasing.
enum FloralTop {
    static let cell = 78.0
    static let petals = [Paint.hex(0xF4A3B8), Paint.hex(0xFFF6EE), Paint.hex(0xF6C760), Paint.hex(0x9FC4F0)]

    static func paint(_ canvas: inout Canvas, top: Shape) {
        let pixel = 1 / canvas.scale
        canvas.fill(top, feather: 0.5) { p in
            let navy = Paint.mix(Paint.hex(0x25335A), Paint.hex(0x141B33), Paint.smoothstep(300, 900, p.x) * 0.7)
            var colour = navy
            let gx = (p.x / cell).rounded(.down), gy = (p.y / cell).rounded(.down)
            for oy in -1...1 {
                for ox in -1...1 {
                    let cx = gx + Double(ox), cy = gy + Double(oy)
                    var random = SeededRandom(seed: UInt64(bitPattern: Int64(cx * 7919 + cy * 104_729)))
                    let centre = Vec2((cx + random.next(in: 0.2...0.8)) * cell, (cy + random.next(in: 0.2...0.8)) * cell)
                    let size = random.next(in: 18...30)
                    let spin = random.next(in: 0...6.3)
                    let petal = petals[Int(random.next() % UInt64(petals.count))]
                    let d = p - centre
                    let r = Shape.length(d)
                    guard r < size + 2 else { continue }
                    let edge = r - size * (0.5 + 0.5 * abs(cos(2.5 * (atan2(d.y, d.x) + spin))))
                    let cover = min(max(0.5 - edge * 0.6 / pixel, 0), 1)
                    colour = Paint.mix(colour, Paint.mix(petal, navy, r / size * 0.35), cover)
                    let heart = min(max(0.5 - (r - size * 0.2) / pixel, 0), 1)
                    colour = Paint.mix(colour, Paint.hex(0xE7A93A), heart)
                }
            }
            return colour
        }
    }
}
