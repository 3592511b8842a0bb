import Foundation
import FlipbookRaster

/// Stand-in for MagicMove's card "001" (1600×1600 game-character art): a hooded, cloaked figure
/// with a red sash on a near-black, smoky background, lit from behind (cool rim light) with embers.
enum HoodedFigureArt {
    static let designSize = (width: 1600.0, height: 1600.0)

    static func paint(scale: Double) -> Bitmap {
        var canvas = Canvas(designWidth: designSize.width, designHeight: designSize.height, scale: scale)
        paintBackground(&canvas)
        let figure = silhouette()
        canvas.fill(figure.inflated(by: 30), Paint.hex(0x5D7390), feather: 90, blend: .screen, opacity: 0.35)
        paintCloak(&canvas, figure)
        paintFace(&canvas)
        paintSashAndEmblem(&canvas, figure)
        canvas.fill(figure.subtracting(figure.translated(by: Vec2(9, 13))), Paint.hex(0xA9C2E6),
                    feather: 5, blend: .screen, opacity: 0.85)
        paintEmbers(&canvas)
        canvas.fillAll { p in
            Color(white: 0, alpha: 0.75 * Paint.smoothstep(0.55, 1.25, Paint.radial(p, Vec2(800, 760), 1000)))
        }
        return canvas.bitmap()
    }

    private static func paintBackground(_ canvas: inout Canvas) {
        let stops: [(Double, Color)] = [(0, Paint.hex(0x34405A)), (0.35, Paint.hex(0x161B26)),
                                        (0.8, Paint.hex(0x07080C)), (1, Paint.hex(0x030304))]
        canvas.fillAll { p in
            let base = Paint.ramp(stops, Paint.radial(p, Vec2(800, 560), 1150))
            let fog = Paint.fbm(p / 240, seed: 11)
            let lift = 0.09 * fog * Paint.smoothstep(300, 1500, p.y)
            return Color(red: base.red + lift * 0.7, green: base.green + lift * 0.8, blue: base.blue + lift)
        }
        for (x, width) in [(330.0, 170.0), (560.0, 90.0)] {
            let beam = Shape.polygon([Vec2(x, -60), Vec2(x + width, -60), Vec2(x + width + 700, 1660), Vec2(x + 420, 1660)])
            canvas.fill(beam, Paint.hex(0x9DB4D8), feather: 70, blend: .screen, opacity: 0.07)
        }
    }

    /// Hood and cloak as one smooth outline.
    private static func silhouette() -> Shape {
        let hood = Shape.ellipse(Vec2(800, 560), Vec2(178, 205))
            .smoothUnion(.polygon([Vec2(722, 430), Vec2(800, 318), Vec2(878, 430)]), radius: 60)
        let cloak = Shape.polygon([Vec2(690, 690), Vec2(910, 690), Vec2(1110, 770), Vec2(1230, 900), Vec2(1290, 1240),
                                   Vec2(1340, 1620), Vec2(260, 1620), Vec2(310, 1240), Vec2(370, 900), Vec2(490, 770)])
        return hood.smoothUnion(cloak, radius: 110)
    }

    private static func paintCloak(_ canvas: inout Canvas, _ figure: Shape) {
        canvas.fill(figure) { p in
            let fold = 0.5 + 0.5 * sin(p.x * 0.042 + 2.2 * sin(p.y * 0.0035))
            let depth = Paint.smoothstep(700, 1600, p.y)
            let side = Paint.smoothstep(1100, 300, p.x) * 0.25
            let k = (0.78 + 0.22 * fold) * (1 - 0.55 * depth) * (1 + side)
            return Color(red: 0.125 * k, green: 0.145 * k, blue: 0.18 * k)
        }
        let seam = Shape.capsule(Vec2(800, 700), Vec2(770, 1620), 5, 9)
        canvas.fill(seam, Paint.hex(0x040507), feather: 6, opacity: 0.9)
        let flap = Shape.polygon([Vec2(800, 700), Vec2(770, 1620), Vec2(620, 1620), Vec2(700, 900)])
        canvas.fill(flap, Paint.hex(0x000000), feather: 40, opacity: 0.25)
        let pauldron = Shape.ellipse(Vec2(560, 800), Vec2(96, 52)).rotated(by: -0.5, around: Vec2(560, 800))
            .intersection(figure.inflated(by: -14))
        canvas.fill(pauldron, feather: 1.5) { p in
            Paint.mix(Paint.hex(0x3E4654), Paint.hex(0x14171D), Paint.along(p, Vec2(500, 750), Vec2(620, 850)))
        }
        canvas.fill(.capsule(Vec2(500, 790), Vec2(600, 745), 4), Paint.hex(0x8C9BB3), feather: 3, blend: .screen, opacity: 0.5)
    }

    private static func paintFace(_ canvas: inout Canvas) {
        let opening = Shape.ellipse(Vec2(800, 590), Vec2(108, 128))
            .smoothUnion(.polygon([Vec2(745, 520), Vec2(800, 440), Vec2(855, 520)]), radius: 40)
        canvas.fill(opening.inflated(by: 16), Paint.hex(0x3A4352), feather: 3)
        canvas.fill(opening) { p in
            Paint.mix(Paint.hex(0x010102), Paint.hex(0x0B0A0B), Paint.smoothstep(520, 720, p.y))
        }
        canvas.fill(.ellipse(Vec2(800, 688), Vec2(58, 30)), Paint.hex(0x4A3A33), feather: 18, opacity: 0.55)
        for x in [760.0, 840.0] {
            canvas.fill(.ellipse(Vec2(x, 600), Vec2(16, 6)), Paint.hex(0xE8F2FF), feather: 8, blend: .screen, opacity: 0.55)
        }
    }

    private static func paintSashAndEmblem(_ canvas: inout Canvas, _ figure: Shape) {
        let sash = Shape.polygon([Vec2(300, 1140), Vec2(1300, 1060), Vec2(1310, 1160), Vec2(300, 1245)]).intersection(figure)
        canvas.fill(sash) { p in
            let crease = 0.5 + 0.5 * sin(p.x * 0.05 + p.y * 0.02)
            return Paint.mix(Paint.hex(0x8E1A1F), Paint.hex(0x4A0A0E), crease * 0.6 + Paint.smoothstep(600, 1250, p.x) * 0.4)
        }
        let medal = Shape.circle(Vec2(800, 1150), 46)
        canvas.fill(medal) { p in Paint.mix(Paint.hex(0xD8DEE8), Paint.hex(0x4C5360), Paint.along(p, Vec2(770, 1110), Vec2(830, 1190))) }
        canvas.fill(.polygon([Vec2(800, 1118), Vec2(826, 1150), Vec2(800, 1182), Vec2(774, 1150)]), Paint.hex(0x2A2F38))
    }

    private static func paintEmbers(_ canvas: inout Canvas) {
        var random = SeededRandom(seed: 1)
        for _ in 0..<70 {
            let p = Vec2(random.next(in: 40...1560), random.next(in: 500...1560))
            let r = random.next(in: 2...6.5)
            let warm = Paint.mix(Paint.hex(0xFF9A3C), Paint.hex(0xFFD27A), random.next(in: 0...1))
            canvas.fill(.circle(p, r * 5), warm, feather: r * 4, blend: .screen, opacity: 0.18)
            canvas.fill(.circle(p, r), warm, feather: r * 0.6, blend: .screen, opacity: 0.9)
        }
    }
}
