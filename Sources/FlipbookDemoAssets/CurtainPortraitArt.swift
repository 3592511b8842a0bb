import Foundation
import FlipbookRaster

/// Stand-in for Segue's "Taylor Swift 00006" (2759×4134 photo, stored at 920×1378): a close-up
/// profile portrait facing left, with dark hair and a navy top with a floral print, before a
/// warm brown curtain lit from behind.
enum CurtainPortraitArt {
    static let designSize = (width: 920.0, height: 1378.0)
    /// Head centre and size: the profile is authored in units of `unit` around `origin`.
    static let origin = Vec2(470, 540)
    static let unit = 230.0

    static func paint(scale: Double) -> Bitmap {
        var canvas = Canvas(designWidth: designSize.width, designHeight: designSize.height, scale: scale)
        paintCurtain(&canvas)
        paintPortrait(&canvas)
        return canvas.bitmap()
    }

    private static func paintCurtain(_ canvas: inout Canvas) {
        canvas.fillAll { p in
            let x = p.x + 14 * sin(p.y * 0.004)
            let folds = 0.5 * sin(x * 0.045) + 0.3 * sin(x * 0.11 + 1.3) + 0.2 * sin(x * 0.023 + 0.4)
            let t = 0.5 + 0.5 * folds
            let base = Paint.ramp([(0, Paint.hex(0x3A1F12)), (0.55, Paint.hex(0x7A4A2C)), (1, Paint.hex(0xB98052))], t)
            let k = 0.75 + 0.25 * Paint.smoothstep(0, 500, p.y) - 0.2 * Paint.smoothstep(900, 1378, p.y)
            return Color(red: base.red * k, green: base.green * k, blue: base.blue * k)
        }
        canvas.fill(.circle(Vec2(560, 520), 420), Paint.hex(0xFFC98A), feather: 380, blend: .screen, opacity: 0.35)
    }

    /// A point of the profile in design units from head-relative coordinates (1 = `unit`).
    static func at(_ x: Double, _ y: Double) -> Vec2 { origin + Vec2(x, y) * unit }

    private static func paintPortrait(_ canvas: inout Canvas) {
        let skin = Paint.hex(0xEDC1A2)
        let hairColour = Paint.hex(0x2E1C14)
        let profile = Shape.polygon([
            at(0.05, -1.0), at(-0.42, -0.86), at(-0.6, -0.56), at(-0.66, -0.3), at(-0.64, -0.2), at(-0.84, 0.06),
            at(-0.82, 0.12), at(-0.68, 0.15), at(-0.69, 0.24), at(-0.665, 0.3), at(-0.68, 0.36), at(-0.6, 0.46),
            at(-0.62, 0.58), at(-0.45, 0.72), at(-0.28, 0.78), at(-0.3, 1.4), at(0.3, 1.4), at(0.35, 0.65),
            at(0.62, 0.2), at(0.7, -0.3), at(0.55, -0.75), at(0.3, -0.95),
        ]).inflated(by: 9)
        canvas.fill(profile, feather: 0.5) { p in
            let k = 0.88 + 0.14 * Paint.smoothstep(at(0.5, 0).x, at(-0.6, 0).x, p.x) - 0.1 * Paint.smoothstep(at(0, 0.6).y, at(0, 1.3).y, p.y)
            return Color(red: skin.red * k, green: skin.green * k, blue: skin.blue * k)
        }
        canvas.fill(.ellipse(at(-0.42, 0.12), Vec2(0.16, 0.1) * unit), Paint.hex(0xE58C86), feather: 22, opacity: 0.35)
        let lips = Shape.ellipse(at(-0.655, 0.265), Vec2(0.05, 0.032) * unit)
            .union(.ellipse(at(-0.65, 0.335), Vec2(0.05, 0.038) * unit)).intersection(profile.inflated(by: -1))
        canvas.fill(lips, Paint.hex(0xC86A6E), feather: 1.5, opacity: 0.7)
        canvas.fill(.capsule(at(-0.68, 0.3), at(-0.6, 0.305), 1.6), Paint.hex(0x8A3A40), feather: 0.8, opacity: 0.8)
        let lash = Shape.capsule(at(-0.5, -0.22), at(-0.36, -0.2), 4).union(.capsule(at(-0.5, -0.22), at(-0.56, -0.26), 3))
        canvas.fill(lash, Paint.hex(0x2A1A14))
        canvas.fill(.capsule(at(-0.56, -0.37), at(-0.34, -0.41), 3.5, 2), Paint.hex(0x3A251A), feather: 1)
        let hairTop = Shape.ellipse(at(0.26, -0.4), Vec2(0.58, 0.68) * unit)
            .smoothUnion(.ellipse(at(-0.2, -0.78), Vec2(0.35, 0.2) * unit), radius: 0.2 * unit)
            .subtracting(.ellipse(at(0.05, 0.15), Vec2(0.24, 0.32) * unit))
        canvas.fill(hairTop, feather: 0.5) { p in hairShade(p, hairColour) }
        canvas.fill(.ellipse(at(0.08, 0.02), Vec2(0.1, 0.16) * unit), skin)
        canvas.fill(.circle(at(0.08, 0.24), 0.05 * unit), Paint.hex(0xE8C66A), feather: 1)
        canvas.fill(.circle(at(0.06, 0.22), 0.015 * unit), Paint.hex(0xFFF3C8), feather: 2)
        let top = Shape.polygon([at(-0.8, 1.12), at(0.45, 1.02), at(1.5, 1.3), at(1.9, 4), at(-1.6, 4), at(-1.35, 1.4)])
            .inflated(by: 30).subtracting(.ellipse(at(-0.08, 1.04), Vec2(0.4, 0.26) * unit))
        FloralTop.paint(&canvas, top: top)
        let hairBack = Shape.capsule(at(0.45, -0.2), at(0.85, 1.75), 0.42 * unit, 0.26 * unit)
            .smoothUnion(.circle(at(0.95, 1.95), 0.22 * unit), radius: 0.2 * unit)
        canvas.fill(hairBack, feather: 0.5) { p in hairShade(p, hairColour) }
    }

    static func hairShade(_ p: Vec2, _ base: Color) -> Color {
        let strand = 0.5 + 0.5 * sin((p.x - origin.x) * 0.09 + (p.y - origin.y) * 0.02)
        let k = 0.9 + 0.25 * strand * Paint.smoothstep(origin.x + 200, origin.x - 100, p.x)
        return Color(red: base.red * k, green: base.green * k, blue: base.blue * k)
    }
}
