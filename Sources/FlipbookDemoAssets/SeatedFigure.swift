import Foundation
import FlipbookRaster

/// The figure in ``HarbourArt``: a woman in a sun hat and coral dress, seated on a deck bench,
/// facing left towards the skyline, drawn as flat shapes with soft shading (sun from the upper right).
enum SeatedFigure {
    static let skin = Paint.hex(0xDDA07A)
    static let dress = Paint.hex(0xE4574C)
    static let hair = Paint.hex(0x3C2519)

    static func paint(_ canvas: inout Canvas) {
        let bench = Shape.roundedRect(520, 1048, 330, 46, radius: 12)
        canvas.fill(.ellipse(Vec2(620, 1186), Vec2(230, 18)), Paint.hex(0x000000), feather: 14, opacity: 0.25)
        canvas.fill(bench) { p in Paint.mix(Paint.hex(0xFBF8F1), Paint.hex(0xC9C3B6), Paint.smoothstep(1050, 1094, p.y)) }
        canvas.fill(.roundedRect(540, 1094, 16, 88, radius: 4), Paint.hex(0xBFC4C8))
        canvas.fill(.roundedRect(810, 1094, 16, 88, radius: 4), Paint.hex(0xBFC4C8))

        canvas.fill(.capsule(Vec2(622, 770), Vec2(652, 930), 42, 26), hair)
        let shin = Shape.capsule(Vec2(468, 1000), Vec2(470, 1158), 25, 17).union(.capsule(Vec2(505, 1010), Vec2(520, 1160), 23, 17))
        canvas.fill(shin, feather: 0.5, shaded(skin))
        canvas.fill(.ellipse(Vec2(452, 1168), Vec2(32, 12)).union(.ellipse(Vec2(506, 1170), Vec2(30, 11))), Paint.hex(0xF2F0EA))
        canvas.fill(.capsule(Vec2(604, 822), Vec2(610, 866), 17), feather: 0.5, shaded(skin))
        let torso = Shape.polygon([Vec2(576, 868), Vec2(642, 868), Vec2(654, 990), Vec2(584, 1002)]).inflated(by: 10)
            .smoothUnion(.circle(Vec2(598, 880), 24), radius: 16)
            .smoothUnion(.capsule(Vec2(640, 1030), Vec2(470, 990), 52, 44), radius: 40)
        canvas.fill(torso, feather: 0.5, shaded(dress))
        canvas.fill(.capsule(Vec2(600, 864), Vec2(552, 958), 19, 15).union(.capsule(Vec2(552, 958), Vec2(478, 980), 15, 12)),
                    feather: 0.5, shaded(skin))
        canvas.fill(.ellipse(Vec2(474, 978), Vec2(16, 12)), feather: 0.5, shaded(skin))

        canvas.fill(.ellipse(Vec2(594, 770), Vec2(44, 52)), feather: 0.5, shaded(skin))
        canvas.fill(.ellipse(Vec2(626, 762), Vec2(36, 48)), hair)
        canvas.fill(.capsule(Vec2(556, 766), Vec2(586, 764), 9), Paint.hex(0x14161A))
        let brim = Shape.ellipse(Vec2(600, 730), Vec2(104, 17)).rotated(by: 0.08, around: Vec2(600, 730))
        let crown = Shape.ellipse(Vec2(608, 712), Vec2(52, 38)).subtracting(.roundedRect(500, 726, 200, 60))
        canvas.fill(crown.union(brim), feather: 0.5) { p in
            Paint.mix(Paint.hex(0xF1DA9C), Paint.hex(0xC9A766), Paint.smoothstep(690, 745, p.y))
        }
        canvas.fill(crown.intersection(.roundedRect(500, 712, 200, 12)), Paint.hex(0xC23B33))
    }

    /// `base` darkened away from the sun (upper right) to give the flat shapes volume.
    static func shaded(_ base: Color) -> (Vec2) -> Color {
        { p in
            let k = 0.82 + 0.18 * Paint.smoothstep(430, 680, p.x) - 0.08 * Paint.smoothstep(800, 1180, p.y)
            return Color(red: base.red * k, green: base.green * k, blue: base.blue * k)
        }
    }
}
