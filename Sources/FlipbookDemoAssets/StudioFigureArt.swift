import Foundation
import FlipbookRaster

/// Stand-in for Segue's "Taylor Swift 00001" (2059×3089 photo, stored at 1030×1545): a figure
/// with long fair hair in a dark sleeveless dress, one hand on the hip, standing in a light grey
/// seamless studio with a soft floor shadow.
enum StudioFigureArt {
    static let designSize = (width: 1030.0, height: 1545.0)
    static let skin = Paint.hex(0xE8BFA0)
    static let hair = Paint.hex(0xCFA866)

    static func paint(scale: Double) -> Bitmap {
        var canvas = Canvas(designWidth: designSize.width, designHeight: designSize.height, scale: scale)
        canvas.fillAll { p in
            let wall = Paint.ramp([(0, Paint.hex(0xF0F0F2)), (0.55, Paint.hex(0xD4D5D8)), (1, Paint.hex(0xA9AAAE))],
                                  Paint.radial(p, Vec2(515, 650), 1050))
            return Paint.mix(wall, Paint.hex(0xDCDAD6), Paint.smoothstep(1180, 1380, p.y) * 0.8)
        }
        canvas.fill(.ellipse(Vec2(530, 1452), Vec2(250, 26)), Paint.hex(0x2A2A30), feather: 34, opacity: 0.4)
        paintFigure(&canvas)
        return canvas.bitmap()
    }

    private static func paintFigure(_ canvas: inout Canvas) {
        let lit = lighting
        canvas.fill(.ellipse(Vec2(515, 330), Vec2(84, 96)).smoothUnion(
            .polygon([Vec2(437, 330), Vec2(593, 330), Vec2(612, 540), Vec2(418, 540)]), radius: 50), feather: 0.5, lit(hair))
        let legs = Shape.capsule(Vec2(486, 1300), Vec2(482, 1430), 19, 14).union(.capsule(Vec2(548, 1300), Vec2(556, 1430), 19, 14))
        canvas.fill(legs, feather: 0.5, lit(skin))
        let shoes = Shape.ellipse(Vec2(474, 1440), Vec2(30, 11)).union(.ellipse(Vec2(566, 1440), Vec2(30, 11)))
        canvas.fill(shoes, Paint.hex(0x17171C))
        let arms = Shape.capsule(Vec2(448, 495), Vec2(386, 640), 27, 20).union(.capsule(Vec2(386, 640), Vec2(462, 738), 19, 15))
            .union(.capsule(Vec2(584, 495), Vec2(620, 700), 27, 19)).union(.capsule(Vec2(620, 700), Vec2(630, 890), 19, 14))
            .union(.ellipse(Vec2(632, 905), Vec2(14, 22)))
        canvas.fill(arms, feather: 0.5, lit(skin))
        canvas.fill(.capsule(Vec2(515, 400), Vec2(515, 520), 25), feather: 0.5, lit(skin))
        canvas.fill(.polygon([Vec2(470, 478), Vec2(560, 478), Vec2(515, 575)]), feather: 0.5, lit(skin))
        canvas.fill(.ellipse(Vec2(515, 330), Vec2(60, 78)), feather: 0.5, lit(skin))
        let fringe = Shape.ellipse(Vec2(515, 296), Vec2(76, 58)).subtracting(.ellipse(Vec2(532, 352), Vec2(74, 64)))
        canvas.fill(fringe, feather: 0.5, lit(hair))
        for x in [490.0, 540.0] {
            canvas.fill(.capsule(Vec2(x - 10, 338), Vec2(x + 10, 338), 2.2), Paint.hex(0x5A3A2A), feather: 0.6)
        }
        canvas.fill(.ellipse(Vec2(515, 378), Vec2(13, 5.5)), Paint.hex(0xC46A6A), feather: 1, opacity: 0.85)
        for x in [478.0, 552.0] {
            canvas.fill(.ellipse(Vec2(x, 360), Vec2(16, 10)), Paint.hex(0xE58C86), feather: 10, opacity: 0.3)
        }
        let bodice = Shape.polygon([Vec2(462, 488), Vec2(500, 520), Vec2(515, 560), Vec2(530, 520), Vec2(568, 488),
                                    Vec2(556, 730), Vec2(474, 730)]).inflated(by: 10)
        let skirt = Shape.polygon([Vec2(466, 715), Vec2(566, 715), Vec2(700, 1330), Vec2(340, 1330)])
            .intersection(.ellipse(Vec2(520, 1000), Vec2(400, 360)))
        let dress = bodice.smoothUnion(skirt, radius: 30)
        canvas.fill(dress, feather: 0.5) { p in
            let fold = 0.5 + 0.5 * sin((p.x - 515) / max(p.y - 650, 60) * 22)
            let k = (0.8 + 0.2 * fold * Paint.smoothstep(760, 1000, p.y)) * (0.85 + 0.3 * Paint.smoothstep(700, 420, p.x))
            return Color(red: 0.11 * k, green: 0.115 * k, blue: 0.16 * k)
        }
        canvas.fill(.roundedRect(468, 712, 96, 14, radius: 7), Paint.hex(0x3A3D4E))
        let locks = Shape.capsule(Vec2(445, 420), Vec2(462, 560), 26, 14).union(.capsule(Vec2(585, 420), Vec2(570, 560), 26, 14))
        canvas.fill(locks, feather: 0.5, lit(hair))
    }

    /// `base` lit by a key light from the left: brighter on the left, darker on the right.
    static func lighting(_ base: Color) -> (Vec2) -> Color {
        { p in
            let k = 1.04 - 0.18 * Paint.smoothstep(420, 640, p.x)
            return Color(red: base.red * k, green: base.green * k, blue: base.blue * k)
        }
    }
}
