import Foundation
import FlipbookRaster

/// Stand-in for Scale's "Bubbles" (908×908 pet photo): a goldfish with a fan tail swimming left
/// in blue water, with light rays, sand, swaying weed and rising bubbles.
enum GoldfishArt {
    static let designSize = (width: 908.0, height: 908.0)

    static func paint(scale: Double) -> Bitmap {
        var canvas = Canvas(designWidth: designSize.width, designHeight: designSize.height, scale: scale)
        paintWater(&canvas)
        paintFish(&canvas)
        paintBubbles(&canvas)
        return canvas.bitmap()
    }

    private static func paintWater(_ canvas: inout Canvas) {
        canvas.fillAll { p in
            Paint.ramp([(0, Paint.hex(0x8FDCF4)), (0.45, Paint.hex(0x2E8DCB)), (1, Paint.hex(0x0E4A86))], p.y / 908)
        }
        for (x, w) in [(120.0, 60.0), (330.0, 90.0), (560.0, 50.0), (720.0, 80.0)] {
            let ray = Shape.polygon([Vec2(x, -20), Vec2(x + w, -20), Vec2(x + w * 2.2 - 160, 930), Vec2(x - 200, 930)])
            canvas.fill(ray, Paint.hex(0xE8FBFF), feather: 30, blend: .screen, opacity: 0.12)
        }
        for (x, phase, colour) in [(90.0, 0.0, Paint.hex(0x2E8B57)), (150.0, 1.7, Paint.hex(0x3FA86A)), (800.0, 0.9, Paint.hex(0x2E8B57))] {
            var weed = Shape.circle(Vec2(x, 920), 1)
            var prev = Vec2(x, 920)
            for k in 1...9 {
                let next = Vec2(x + 26 * sin(Double(k) * 0.7 + phase), 920 - Double(k) * 42)
                weed = weed.union(.capsule(prev, next, 15 - Double(k) * 1.1, 14 - Double(k) * 1.1))
                prev = next
            }
            canvas.fill(weed, feather: 0.5) { p in Paint.mix(colour, Paint.hex(0x0F4A3A), Paint.smoothstep(600, 900, p.y) * 0.6) }
        }
        let sand = Shape.ellipse(Vec2(454, 1030), Vec2(720, 190))
        canvas.fill(sand, feather: 2) { p in
            let ripple = 1 + 0.04 * sin(p.x * 0.05 + sin(p.y * 0.08) * 2)
            let base = Paint.mix(Paint.hex(0xE8CF98), Paint.hex(0xB89560), Paint.smoothstep(840, 908, p.y))
            return Color(red: base.red * ripple, green: base.green * ripple, blue: base.blue * ripple)
        }
        var random = SeededRandom(seed: 9)
        for _ in 0..<22 {
            let c = Vec2(random.next(in: 20...890), random.next(in: 870...905))
            let r = random.next(in: 6...15)
            canvas.fill(.ellipse(c, Vec2(r, r * 0.7)), Paint.hsv(random.next(in: 0.05...0.12), 0.25, random.next(in: 0.45...0.8)), feather: 1)
        }
    }

    private static func paintFish(_ canvas: inout Canvas) {
        let pivot = Vec2(450, 430)
        let tilt = -0.12
        func placed(_ shape: Shape) -> Shape { shape.rotated(by: tilt, around: pivot) }
        let fin: (Vec2) -> Color = { p in
            let streak = 0.5 + 0.5 * sin(atan2(p.y - 440, p.x - 600) * 40)
            return Paint.mix(Paint.hex(0xFF9A3A, alpha: 0.9), Paint.hex(0xFFD7A0, alpha: 0.55), streak * 0.6)
        }
        var tailOutline = [Vec2(610, 420)]
        for k in 0...16 {
            let a = -1.05 + 2.1 * Double(k) / 16
            let notch = 1 - 0.28 * exp(-pow(a / 0.25, 2))
            tailOutline.append(Vec2(600, 440) + Vec2(cos(a), sin(a)) * (250 * notch))
        }
        tailOutline.append(Vec2(610, 460))
        let tail = placed(Shape.polygon(tailOutline).inflated(by: 10))
        canvas.fill(tail, feather: 1, fin)
        let dorsal = placed(Shape.polygon([Vec2(350, 340), Vec2(400, 250), Vec2(450, 205), Vec2(510, 195), Vec2(560, 215), Vec2(590, 270), Vec2(600, 340)]).inflated(by: 10))
        canvas.fill(dorsal, feather: 1, fin)
        let ventral = placed(Shape.polygon([Vec2(470, 540), Vec2(500, 610), Vec2(540, 650), Vec2(580, 630), Vec2(590, 520)]).inflated(by: 8))
        canvas.fill(ventral, feather: 1, fin)
        let body = placed(Shape.ellipse(Vec2(450, 440), Vec2(215, 140))
            .smoothUnion(.ellipse(Vec2(610, 440), Vec2(70, 48)), radius: 60))
        canvas.fill(body, feather: 0.8) { p in
            let t = Paint.smoothstep(300, 570, p.y)
            let base = Paint.ramp([(0, Paint.hex(0xE2480C)), (0.55, Paint.hex(0xFF8A25)), (1, Paint.hex(0xFFD08A))], t)
            let row = (p.y / 26).rounded(.down)
            let u = p.x / 26 + (row.truncatingRemainder(dividingBy: 2) == 0 ? 0 : 0.5)
            let scaleEdge = Shape.length(Vec2(u - u.rounded(), p.y / 26 - row - 0.1))
            let k = p.x > 340 ? 1 - 0.08 * Paint.smoothstep(0.42, 0.55, scaleEdge) : 1
            return Color(red: base.red * k, green: base.green * k, blue: base.blue * k)
        }
        canvas.fill(placed(.ellipse(Vec2(430, 360), Vec2(150, 40))), Paint.hex(0xFFE2B8), feather: 28, blend: .screen, opacity: 0.5)
        let gill = placed(Shape.circle(Vec2(225, 440), 135).subtracting(.circle(Vec2(225, 440), 127))
            .intersection(.roundedRect(330, 330, 60, 220)))
        canvas.fill(gill, Paint.hex(0xB8400E), feather: 2, opacity: 0.8)
        let pectoral = placed(Shape.ellipse(Vec2(390, 520), Vec2(60, 26))).rotated(by: 0.7, around: Vec2(380, 515))
        canvas.fill(pectoral, feather: 1, fin)
        let eye = Vec2(305, 400)
        canvas.fill(placed(.circle(eye, 31)), Paint.hex(0xFFF8EC))
        canvas.fill(placed(.circle(eye - Vec2(5, 0), 21)), Paint.hex(0x101418))
        canvas.fill(placed(.circle(eye - Vec2(12, 8), 7)), Paint.hex(0xFFFFFF))
        canvas.fill(placed(.ellipse(Vec2(244, 462), Vec2(14, 9))), Paint.hex(0xA8320C), feather: 1)
    }

    private static func paintBubbles(_ canvas: inout Canvas) {
        var bubbles: [(Vec2, Double)] = [(Vec2(215, 395), 12), (Vec2(200, 320), 18), (Vec2(228, 225), 25), (Vec2(190, 115), 32)]
        var random = SeededRandom(seed: 4)
        for _ in 0..<16 {
            bubbles.append((Vec2(random.next(in: 30...880), random.next(in: 30...820)), random.next(in: 5...16)))
        }
        for (c, r) in bubbles {
            canvas.fill(.circle(c, r), Paint.hex(0xCFF4FF), opacity: 0.14)
            canvas.fill(.circle(c, r).subtracting(.circle(c, r - max(2, r * 0.12))), Paint.hex(0xF2FCFF), feather: 0.6, opacity: 0.8)
            canvas.fill(.ellipse(c + Vec2(-0.38, -0.4) * r, Vec2(0.28, 0.18) * r).rotated(by: -0.7, around: c + Vec2(-0.38, -0.4) * r),
                        Paint.hex(0xFFFFFF), feather: 0.5, opacity: 0.9)
        }
    }
}
