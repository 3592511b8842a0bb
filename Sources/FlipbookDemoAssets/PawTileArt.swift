import FlipbookRaster

/// Stand-in for Scale's "BackgroundPaws" (250×220): faint grey paw prints on transparent, laid
/// out as two diagonal trails that continue across the tile's edges, so the image tiles seamlessly.
enum PawTileArt {
    static let designSize = (width: 250.0, height: 220.0)

    static func paint(scale: Double) -> Bitmap {
        var canvas = Canvas(designWidth: designSize.width, designHeight: designSize.height, scale: scale)
        let prints: [(Vec2, Double, Double)] = [
            (Vec2(50, 62), 0.55, 1.05), (Vec2(118, 24), 0.55, 0.9), (Vec2(176, 158), -0.4, 1.05), (Vec2(238, 100), -0.4, 0.9),
        ]
        let colour = Color(white: 0.45, alpha: 0.22)
        for (centre, angle, size) in prints {
            for dx in [-designSize.width, 0, designSize.width] {
                for dy in [-designSize.height, 0, designSize.height] {
                    canvas.fill(paw(at: centre + Vec2(dx, dy), angle: angle, size: size), colour)
                }
            }
        }
        return canvas.bitmap()
    }

    /// A paw print centred on its main pad, toes pointing up before turning by `angle` radians.
    static func paw(at c: Vec2, angle: Double, size s: Double) -> Shape {
        let pad = Shape.ellipse(c + Vec2(0, 6) * s, Vec2(17, 12) * s)
            .smoothUnion(.ellipse(c + Vec2(-10, 12) * s, Vec2(10, 8) * s), radius: 6 * s)
            .smoothUnion(.ellipse(c + Vec2(10, 12) * s, Vec2(10, 8) * s), radius: 6 * s)
        var toes = pad
        for (offset, tilt) in [(Vec2(-20, -12), -0.45), (Vec2(-7, -24), -0.12), (Vec2(7, -24), 0.12), (Vec2(20, -12), 0.45)] {
            let centre = c + offset * s
            toes = toes.union(Shape.ellipse(centre, Vec2(6.5, 8.5) * s).rotated(by: tilt, around: centre))
        }
        return toes.rotated(by: angle, around: c)
    }
}
