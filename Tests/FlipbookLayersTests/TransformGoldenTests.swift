import FlipbookGeometry
import FlipbookLayers
import FlipbookSwiftTesting
import Testing

/// Golden images of layer geometry: anchor points, the page flip, flattening of nested 3D
/// transforms, and geometry that crosses behind the eye (FlipbookLayers article “Layer geometry”).
///
/// Goldens are exact: the fast renderer is deterministic, so any change of a pixel is a change
/// of behaviour to look at. Each test also checks the number behind its picture.
@Suite struct TransformGoldenTests {
    // MARK: Anchor point

    /// Two panels, the same 80 × 48 card and the same +30° rotation about z: on the left the
    /// anchor point is (0, 0), so the card turns about its top-left corner; on the right it is the
    /// default (0.5, 0.5), so it turns about its centre. The thin outline is the unrotated frame;
    /// the red dot marks `position`. Positive angles turn clockwise on screen (y down).
    @Test func rotationTurnsAboutTheAnchorPoint() {
        let frame = Rect(x: 30, y: 40, width: 80, height: 48)
        let stage = GoldenScenes.panels(2, width: 140, height: 140) { i, panel in
            let ghost = makeLayer(frame, name: "unrotated frame")
            ghost.borderWidth = 1
            ghost.borderColor = GoldenScenes.ink.multipliedAlpha(0.5)
            let card = GoldenScenes.crispCardLayer(frame, scale: 1)
            card.anchorPoint = i == 0 ? Point(x: 0, y: 0) : Point(x: 0.5, y: 0.5)
            card.frame = frame                       // put it back after moving the anchor
            card.transform = Transform3D(rotationAngle: .pi / 6, x: 0, y: 0, z: 1)
            let dot = makeLayer(Rect(x: card.position.x - 3, y: card.position.y - 3, width: 6, height: 6),
                                name: "position", color: GoldenScenes.red)
            dot.cornerRadius = 3
            for layer in [ghost, card, dot] { panel.addSublayer(layer) }
        }
        let bitmap = GoldenScenes.render(stage)
        assertSnapshot(of: bitmap)

        // Left: the card's local point (74, 6) turns about (30, 40) to (91.1, 82.2); its unrotated
        // place (104, 46) is bare paper. Right: the local point (6, 6) turns about the centre
        // (70, 64) to (49.6, 31.4).
        let paper = GoldenScenes.paper
        #expect(GoldenScenes.distance(bitmap[91, 82], paper) > 40)
        #expect(GoldenScenes.distance(bitmap[104, 46], paper) == 0)
        #expect(GoldenScenes.distance(bitmap[148 + 49, 31], paper) > 40)
    }

    // MARK: The page flip (FlipbookDemos article “Flip, frame by frame”)

    /// The Flip demo's scene at 1× (375 × 667 points): a container with `m34 = −0.002` in its
    /// `sublayerTransform`, the page underneath (cool card) and the turning page (warm card),
    /// hinged on its left edge (anchor (0, 0.5)) and rotated by `angle` about y.
    static func pageFlip(angle: Double?) -> Layer {
        let container = GoldenScenes.perspectiveContainer(Rect(x: 0, y: 0, width: 375, height: 667), distance: 500)
        container.addSublayer(GoldenScenes.cardLayer(container.bounds, card: TransformGoldenTests.under))
        if let angle {
            let page = GoldenScenes.cardLayer(container.bounds, card: TransformGoldenTests.page)
            page.anchorPoint = Point(x: 0, y: 0.5)
            page.frame = container.bounds
            page.transform = Transform3D(rotationAngle: angle, x: 0, y: 1, z: 0)
            container.addSublayer(page)
        }
        return container
    }

    /// Cards at half the screen's size, so the 2× magnification keeps their edges crisp.
    private static let page = Image(GoldenScenes.makeCard(width: 188, height: 334))
    private static let under = Image(GoldenScenes.makeCard(
        width: 188, height: 334, tints: [GoldenScenes.blue, GoldenScenes.green, GoldenScenes.blue, GoldenScenes.green]))

    /// φ = 45° toward the viewer (rotation −π/4): the free edge swings out, is drawn 2.13× tall
    /// (its corners leave the screen) and lands at x = 352.9 pt; the hinge stays at x = 0.
    /// Golden: the 375 × 667 frame downscaled by 2.
    @Test func pageFlipAt45DegreesSwingsTowardTheViewer() {
        let full = GoldenScenes.render(TransformGoldenTests.pageFlip(angle: -.pi / 4))
        assertSnapshot(of: full.downscaled(by: 2))
        // x' = 375·cos 45° = 265.2, z = 265.2, w = 1 − z/500 = 0.470 → 187.5 + 77.7/0.470 = 352.9.
        let under = GoldenScenes.render(TransformGoldenTests.pageFlip(angle: nil))
        #expect(GoldenScenes.differingColumns(full, under, row: 333)?.upperBound == 352)
    }

    /// φ = 89° toward the viewer: past φ = 69.4° the page's plane passes the eye line and the
    /// whole page projects to x < 0, so only the page underneath shows (w stays > 0).
    @Test func pageFlipAt89DegreesHasLeftTheScreen() {
        let full = GoldenScenes.render(TransformGoldenTests.pageFlip(angle: -89 * .pi / 180))
        assertSnapshot(of: full.downscaled(by: 2))
        #expect(full == GoldenScenes.render(TransformGoldenTests.pageFlip(angle: nil)))
    }

    /// The other way, rotation +89°: the page recedes almost edge-on; its free edge, 375 pt deep,
    /// is drawn 1/1.75 as tall and lands at x = 84.1 pt.
    @Test func pageFlipAt89DegreesAwayFromTheViewerRecedes() {
        let full = GoldenScenes.render(TransformGoldenTests.pageFlip(angle: 89 * .pi / 180))
        assertSnapshot(of: full.downscaled(by: 2))
        // x' = 375·cos 89° = 6.54, z = −374.9, w = 1.750 → 187.5 − 180.96/1.750 = 84.1.
        let under = GoldenScenes.render(TransformGoldenTests.pageFlip(angle: nil))
        // Edges are not anti-aliased (CA's default): the last column whose centre, 83.5, lies left of 84.1.
        #expect(GoldenScenes.differingColumns(full, under, row: 333)?.upperBound == 83)
    }

    // MARK: Flattening

    /// Two panels, each a container with perspective (eye 300 pt away) holding a white parent
    /// turned +45° about y, which holds a card turned another +45° about y. Every layer flattens
    /// its sublayers into its own plane (article “Layer geometry”), so the two turns do not add up to an
    /// edge-on 90°: the card is first drawn into the parent's plane, then turned with it.
    /// Left: the parent has no perspective of its own, so the card is only squashed (cos 45°)
    /// in the parent's plane. Right: the parent's `sublayerTransform` has `m34 = −1/150`, so the
    /// card is a trapezoid inside the parent's plane before the parent turns.
    @Test func nestedRotationsFlattenIntoTheParentsPlane() {
        let stage = TransformGoldenTests.nestedScene(withChild: true)
        let bitmap = GoldenScenes.render(stage, scale: 2)
        assertSnapshot(of: bitmap)
        // Card edges on the centre row (y = 75), computed with the matrices of the article “Layer
        // geometry”:
        // left panel 59.21…89.29 pt, right panel 158 + 56.45…87.59 pt.
        let bare = GoldenScenes.render(TransformGoldenTests.nestedScene(withChild: false), scale: 2)
        let left = GoldenScenes.differingColumns(bitmap.cropped(x: 0, y: 0, width: 300, height: 300),
                                                 bare.cropped(x: 0, y: 0, width: 300, height: 300), row: 150)
        let right = GoldenScenes.differingColumns(bitmap.cropped(x: 316, y: 0, width: 300, height: 300),
                                                  bare.cropped(x: 316, y: 0, width: 300, height: 300), row: 150)
        // The columns whose centres lie inside (edges are not anti-aliased, CA's default).
        #expect(left == 118...178)          // 59.21·2 = 118.4, 89.29·2 = 178.6
        #expect(right == 113...174)         // 56.45·2 = 112.9, 87.59·2 = 175.2
    }

    /// The scene of ``nestedRotationsFlattenIntoTheParentsPlane()``, optionally without the card.
    static func nestedScene(withChild: Bool) -> Layer {
        GoldenScenes.panels(2, width: 150, height: 150) { i, panel in
            let container = GoldenScenes.perspectiveContainer(panel.bounds, distance: 300)
            let parent = makeLayer(Rect(x: 30, y: 20, width: 90, height: 110), name: "parent", color: .white)
            parent.borderWidth = 2
            parent.borderColor = GoldenScenes.ink
            parent.transform = Transform3D(rotationAngle: .pi / 4, x: 0, y: 1, z: 0)
            if i == 1 { parent.sublayerTransform = .perspective(distance: 150) }
            if withChild {
                let child = GoldenScenes.cardLayer(Rect(x: 15, y: 15, width: 60, height: 80))
                child.transform = Transform3D(rotationAngle: .pi / 4, x: 0, y: 1, z: 0)
                parent.addSublayer(child)
            }
            container.addSublayer(parent)
            panel.addSublayer(container)
        }
    }

    // MARK: Behind the eye

    /// A 60 × 160 card tilted +60° about x (its lower part toward the viewer) and lifted by
    /// zPosition 150 under a perspective with the eye 200 pt away: its lower 22 pt pass behind the
    /// eye (w < 0). The renderer clips at w = 1/16384 (article “Layer geometry”): the visible part
    /// runs off
    /// the bottom of the canvas, and nothing wraps around — dividing by a negative w would have
    /// drawn the near corners above the far edge (at y = −335, left and right swapped).
    @Test func quadCrossingTheEyePlaneIsClippedNotWrapped() {
        let bitmap = GoldenScenes.render(TransformGoldenTests.eyePlaneScene(), scale: 2)
        assertSnapshot(of: bitmap)
        // The far edge: y' = −80·cos 60° = −40 about the centre, z = 150 − 69.3 = 80.7,
        // w = 0.596 → y = 80 − 40/0.596 = 12.93 pt, i.e. 25.9 px.
        let paper = GoldenScenes.paper
        let column = (0..<bitmap.height).map { GoldenScenes.distance(bitmap[160, $0], paper) }
        // The first row whose centre, 26.5, lies inside (edges are not anti-aliased, CA's default).
        #expect(column.firstIndex { $0 > 0 } == 26)
        #expect(column.last! > 40)
    }

    /// The scene of ``quadCrossingTheEyePlaneIsClippedNotWrapped()``.
    static func eyePlaneScene() -> Layer {
        let stage = GoldenScenes.stage(width: 160, height: 160)
        let container = GoldenScenes.perspectiveContainer(stage.bounds, distance: 200)
        let floor = GoldenScenes.cardLayer(Rect(x: 50, y: 0, width: 60, height: 160))
        floor.transform = Transform3D(rotationAngle: .pi / 3, x: 1, y: 0, z: 0)
        floor.zPosition = 150
        container.addSublayer(floor)
        stage.addSublayer(container)
        return stage
    }
}
