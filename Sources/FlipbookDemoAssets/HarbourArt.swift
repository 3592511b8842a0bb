import Foundation
import FlipbookRaster

/// Stand-in for Flip's "taylor" (3532×5640 photo, stored at 883×1410, the same aspect ratio
/// exactly): a bright summer harbour seen from a boat deck, with a city skyline, clouds, a sail,
/// and a figure in a sun hat seated on a bench at the railing.
enum HarbourArt {
    static let designSize = (width: 883.0, height: 1410.0)
    static let horizon = 640.0

    static func paint(scale: Double) -> Bitmap {
        var canvas = Canvas(designWidth: designSize.width, designHeight: designSize.height, scale: scale)
        paintSky(&canvas)
        paintSkyline(&canvas)
        paintWater(&canvas)
        paintDeck(&canvas)
        SeatedFigure.paint(&canvas)
        return canvas.bitmap()
    }

    private static func paintSky(_ canvas: inout Canvas) {
        let stops: [(Double, Color)] = [(0, Paint.hex(0x2C78D2)), (0.55, Paint.hex(0x7DB8EC)), (1, Paint.hex(0xE6F2F8))]
        canvas.fillAll { p in Paint.ramp(stops, p.y / horizon) }
        canvas.fill(.circle(Vec2(700, 250), 260), Paint.hex(0xFFF4D6), feather: 230, blend: .screen, opacity: 0.7)
        canvas.fill(.circle(Vec2(700, 250), 46), Paint.hex(0xFFFDF2), feather: 4)
        let clouds: [(Vec2, Double)] = [(Vec2(170, 190), 1), (Vec2(560, 420), 0.7), (Vec2(820, 120), 0.8)]
        for (c, s) in clouds {
            let puff = Shape.circle(c, 52 * s)
                .smoothUnion(.circle(c + Vec2(-62, 22) * s, 38 * s), radius: 20 * s)
                .smoothUnion(.circle(c + Vec2(64, 18) * s, 42 * s), radius: 20 * s)
                .smoothUnion(.roundedRect(c.x - 120 * s, c.y + 10 * s, 240 * s, 44 * s, radius: 22 * s), radius: 20 * s)
            canvas.fill(puff, feather: 3) { p in
                Paint.mix(Paint.hex(0xFFFFFF), Paint.hex(0xCFDDEC), Paint.smoothstep(c.y - 40 * s, c.y + 60 * s, p.y))
            }
        }
    }

    private static func paintSkyline(_ canvas: inout Canvas) {
        var random = SeededRandom(seed: 7)
        for (layer, colour) in [(0, Paint.hex(0xA9BDD3)), (1, Paint.hex(0x7C93AE))] {
            var x = -10.0
            while x < designSize.width {
                let w = random.next(in: 26...64)
                var h = random.next(in: 40...(layer == 0 ? 150 : 110))
                if random.next(in: 0...1) < 0.15 { h += random.next(in: 80...170) }
                let building = Shape.roundedRect(x, horizon - h, w - 3, h + 2, radius: 1.5)
                let lit = random.next(in: 0...1) < 0.5
                canvas.fill(building) { p in
                    let windows = (p.x - x).truncatingRemainder(dividingBy: 8) < 4
                        && (p.y - horizon + h).truncatingRemainder(dividingBy: 11) < 6 && p.y > horizon - h + 8
                    let k = (lit ? 1.07 : 1.0) * (windows ? 1.06 : 1.0)
                    return Color(red: colour.red * k, green: colour.green * k, blue: colour.blue * k)
                }
                x += w
            }
        }
        canvas.fill(.roundedRect(0, horizon - 30, designSize.width, 32), Paint.hex(0xDCEAF4), feather: 14, opacity: 0.45)
    }

    private static func paintWater(_ canvas: inout Canvas) {
        let water = Shape.roundedRect(0, horizon, designSize.width, designSize.height - horizon)
        canvas.fill(water) { p in
            let depth = Paint.smoothstep(horizon, 1150, p.y)
            let base = Paint.mix(Paint.hex(0x5BA8D8), Paint.hex(0x1C5E96), depth)
            let ripple = sin(p.y * 0.6 * (1 + depth) + 3 * sin(p.x * 0.013 + p.y * 0.01))
            let k = 1 + 0.05 * ripple * (0.3 + depth)
            return Color(red: base.red * k, green: base.green * k, blue: base.blue * k)
        }
        var random = SeededRandom(seed: 3)
        for _ in 0..<46 {
            let y = random.next(in: horizon + 6...980)
            let spread = 30 + (y - horizon) * 0.35
            let x = 700 + random.next(in: -spread...spread)
            let len = 6 + (y - horizon) * random.next(in: 0.05...0.12)
            canvas.fill(.capsule(Vec2(x - len, y), Vec2(x + len, y), 1.2 + (y - horizon) * 0.004),
                        Paint.hex(0xFFFBEA), feather: 1.5, blend: .screen, opacity: 0.75)
        }
        let hull = Shape.polygon([Vec2(150, 668), Vec2(226, 668), Vec2(214, 678), Vec2(160, 678)])
        canvas.fill(hull, Paint.hex(0xF7F7F4))
        canvas.fill(.polygon([Vec2(186, 664), Vec2(186, 572), Vec2(222, 662)]), Paint.hex(0xFFFFFF))
        canvas.fill(.polygon([Vec2(182, 664), Vec2(182, 596), Vec2(158, 662)]), Paint.hex(0xF0F3F6))
    }

    private static func paintDeck(_ canvas: inout Canvas) {
        let deckTop = 1180.0
        let deck = Shape.roundedRect(-2, deckTop, designSize.width + 4, designSize.height - deckTop + 2)
        canvas.fill(deck) { p in
            let u = (p.x - 300) / (p.y - 700) * 5
            let seam = abs(u - u.rounded()) < 0.035 * (p.y - 700) / 500 + 0.02
            let base = Paint.mix(Paint.hex(0xD39A62), Paint.hex(0xA86B3C), Paint.smoothstep(deckTop, 1410, p.y))
            let grain = 1 + 0.04 * sin(p.x * 0.05 + u * 9)
            let k = (seam ? 0.72 : 1) * grain
            return Color(red: base.red * k, green: base.green * k, blue: base.blue * k)
        }
        canvas.fill(.roundedRect(-2, deckTop - 70, designSize.width + 4, 72), feather: 1) { p in
            Paint.mix(Paint.hex(0xF6F5F0), Paint.hex(0xCFD3D6), Paint.smoothstep(deckTop - 70, deckTop, p.y))
        }
        let railColour: (Vec2) -> Color = { p in Paint.mix(Paint.hex(0xFFFFFF), Paint.hex(0xB9C2CA), Paint.smoothstep(0, 1, sin(p.y * 0.3) * 0.5 + 0.5) * 0.4) }
        for x in stride(from: 40.0, through: 880, by: 140) {
            canvas.fill(.capsule(Vec2(x, 900), Vec2(x, deckTop - 70), 7), Paint.hex(0xE9EDF0))
        }
        canvas.fill(.capsule(Vec2(-20, 1010), Vec2(905, 1010), 5), feather: 0.5, railColour)
        canvas.fill(.capsule(Vec2(-20, 900), Vec2(905, 900), 9), feather: 0.5, railColour)
        canvas.fill(.roundedRect(-2, 912, designSize.width + 4, 10), Paint.hex(0x000000), feather: 6, opacity: 0.12)
    }
}
