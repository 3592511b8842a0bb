import FlipbookAnimation
import FlipbookGeometry
import FlipbookKit
import FlipbookKitTesting
import FlipbookLayers
import FlipbookRaster
import FlipbookSwiftTesting
import FlipbookTesting
import Testing
import FlipbookTestSupport

extension KitTests {
    /// `VisualEffectView` with blur and vibrancy effects: the style table, the effect animating
    /// in blocks and scrubbed animators, and the blur drawn through the whole pipeline.
    @Suite struct VisualEffects {
        static func backdrop(_ view: View, at time: Double) -> BackdropLayer {
            shown(view, at: time) as! BackdropLayer
        }

        @Test func classicStylesTakeTheValuesOfApplesImageEffectsSample() {
            let light = BlurEffect.parameters(.light), extra = BlurEffect.parameters(.extraLight)
            let dark = BlurEffect.parameters(.dark)
            #expect(light == BackdropPaint(radius: 30, saturation: 1.8, tint: Color(white: 1, alpha: 0.3)))
            #expect(extra == BackdropPaint(radius: 20, saturation: 1.8, tint: Color(white: 0.97, alpha: 0.82)))
            #expect(dark == BackdropPaint(radius: 20, saturation: 1.8, tint: Color(white: 0.11, alpha: 0.73)))
            // The adaptive classic styles show the light appearance's style (UIKit's header).
            #expect(BlurEffect.parameters(.regular) == light)
            #expect(BlurEffect.parameters(.prominent) == extra)
        }

        @Test func materialsGetThickerInOrderKitsChoice() {
            let light: [BlurEffect.Style] = [
                .systemUltraThinMaterialLight, .systemThinMaterialLight, .systemMaterialLight,
                .systemThickMaterialLight,
            ]
            let dark: [BlurEffect.Style] = [
                .systemUltraThinMaterialDark, .systemThinMaterialDark, .systemMaterialDark,
                .systemThickMaterialDark,
            ]
            for ramp in [light, dark] {
                let alphas = ramp.map { BlurEffect.parameters($0).tint.alpha }
                #expect(alphas == alphas.sorted() && Set(alphas).count == alphas.count)
            }
            #expect(BlurEffect.parameters(.systemMaterial) == BlurEffect.parameters(.systemMaterialLight))
            #expect(BlurEffect.parameters(.systemMaterialDark).tint.alpha == BlurEffect.parameters(.dark).tint.alpha)
            #expect(BlurEffect.parameters(.systemThickMaterialLight).tint.alpha == BlurEffect.parameters(.extraLight).tint.alpha)
        }

        @Test func effectFadesInOverTheBlockAt25_50_75Percent() {
            let app = Application()
            let blur = VisualEffectView(effect: nil)
            blur.frame = Rect(x: 0, y: 0, width: 100, height: 100)
            app.window.addSubview(blur)
            View.animate(withDuration: 0.4) { blur.effect = BlurEffect(style: .light) }
            for fraction in [0.25, 0.5, 0.75] {
                let p = TimingFunction.easeInEaseOut.progress(at: fraction)
                let b = Self.backdrop(blur, at: 0.4 * fraction)
                #expect(close(b.blurRadius, 30 * p, 1e-9), "radius at \(fraction): \(b.blurRadius)")
                #expect(close(b.saturation, 1 + 0.8 * p, 1e-9))
                #expect(close(b.tintColor.alpha, 0.3 * p, 1e-9))
                #expect(close(b.tintColor.red, 1, 1e-9))
            }
            #expect(Self.backdrop(blur, at: 0.4).backdropPaint == BlurEffect.parameters(.light))
        }

        @Test func effectFadesOutWhenSetToNilInABlock() {
            let app = Application()
            let blur = VisualEffectView(effect: BlurEffect(style: .dark))
            blur.frame = Rect(x: 0, y: 0, width: 100, height: 100)
            app.window.addSubview(blur)
            View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { blur.effect = nil })
            let half = Self.backdrop(blur, at: 0.5)
            #expect(close(half.blurRadius, 10, 1e-9) && close(half.tintColor.alpha, 0.365, 1e-9))
            #expect(close(half.tintColor.red, 0.11, 1e-9))
            #expect(Self.backdrop(blur, at: 1).backdropPaint.isIdentity)
        }

        @Test func aScrubbedAnimatorShowsTheBlurAtItsFraction() {
            let app = Application()
            let blur = VisualEffectView(effect: nil)
            blur.frame = Rect(x: 0, y: 0, width: 100, height: 100)
            app.window.addSubview(blur)
            let animator = ViewPropertyAnimator(duration: 0.5, curve: .easeInOut) { blur.effect = BlurEffect(style: .extraLight) }
            animator.pauseAnimation()
            for fraction in [0.25, 0.5, 0.75] {
                animator.fractionComplete = fraction
                let b = Self.backdrop(blur, at: 0)
                #expect(close(b.blurRadius, 20 * fraction, 1e-9), "at \(fraction): \(b.blurRadius)")
                #expect(close(b.tintColor.alpha, 0.82 * fraction, 1e-9))
            }
            animator.stopAnimation(true)
        }

        @Test func outsideABlockTheEffectChangesAtOnce() {
            let app = Application()
            let blur = VisualEffectView(effect: nil)
            app.window.addSubview(blur)
            blur.effect = BlurEffect(style: .systemMaterial)
            #expect(blur.layer.animationKeys.isEmpty)
            #expect(Self.backdrop(blur, at: 0).backdropPaint == BlurEffect.parameters(.systemMaterial))
            #expect(app.diagnostics.contains { $0.code == "visualEffect.material" })
        }

        /// A flat colour behind a light blur: blurred flat stays flat, then the saturation
        /// matrix and the 30 % white tint, computed here from the stated formula.
        @Test func blurOverAFlatColourRendersTheSaturatedTintedColour() {
            let app = Application(screenSize: Size(width: 40, height: 40), statusBar: nil, scale: 1)
            app.window.backgroundColor = Color(red: 0.8, green: 0.4, blue: 0.2)
            let blur = VisualEffectView(effect: BlurEffect(style: .light))
            blur.frame = Rect(x: 10, y: 10, width: 20, height: 20)
            blur.layer.cornerRadius = 6
            app.window.addSubview(blur)
            let frame = Renderer().render(app.renderTree(at: 0))
            let c = app.window.backgroundColor!.premultiplied8
            let v = [Double(c.r), Double(c.g), Double(c.b)]
            let y = 0.2126 * v[0] + 0.7152 * v[1] + 0.0722 * v[2]
            let want = v.map { 255 * 0.3 + min(max(y + 1.8 * ($0 - y), 0), 255) * 0.7 }
            let p = frame[20, 20]
            for (got, w) in zip([p.r, p.g, p.b].map(Double.init), want) { #expect(abs(got - w) <= 1, "\(got) vs \(w)") }
            // The rounded corner leaves the backdrop as it is.
            #expect(frame[10, 10] == c)
        }

        @Test func vibrancyReportsItsApproximation() {
            let app = Application()
            let blur = VisualEffectView(effect: BlurEffect(style: .light))
            let vibrancy = VisualEffectView(effect: VibrancyEffect(blurEffect: BlurEffect(style: .light), style: .secondaryLabel))
            blur.contentView.addSubview(vibrancy)
            app.window.addSubview(blur)
            #expect(vibrancy.contentView.alpha == 0.6)
            #expect(app.diagnostics.contains { $0.code == "visualEffect.vibrancy" })
            #expect(Self.backdrop(vibrancy, at: 0).backdropPaint.isIdentity)
            vibrancy.effect = nil
            #expect(vibrancy.contentView.alpha == 1)
        }

        /// A 200 × 240 page of coloured stripes and discs; over it a full-screen effect view
        /// fades in a light blur while a card with 16 pt corners expands to the whole screen and
        /// its corners go to 0, in one 0.5 s linear property animator.
        static func cardOverBlur() -> ApplicationScript {
            ApplicationScript {
                let app = Application(screenSize: Size(width: 200, height: 240), statusBar: nil)
                let page = View(frame: Rect(x: 0, y: 0, width: 200, height: 240))
                page.backgroundColor = Color(red: 0.98, green: 0.96, blue: 0.9)
                let colours = [
                    Color(red: 0.9, green: 0.3, blue: 0.2), Color(red: 0.2, green: 0.5, blue: 0.9),
                    Color(red: 0.2, green: 0.7, blue: 0.4),
                ]
                for row in 0..<6 {
                    let stripe = View(frame: Rect(x: 0, y: Double(row) * 40, width: 200, height: 14))
                    stripe.backgroundColor = colours[row % 3]
                    page.addSubview(stripe)
                }
                for (i, x) in [30.0, 110, 160].enumerated() {
                    let disc = View(frame: Rect(x: x - 20, y: 60 + Double(i) * 50, width: 40, height: 40))
                    disc.backgroundColor = colours[(i + 1) % 3]
                    disc.layer.cornerRadius = 20
                    page.addSubview(disc)
                }
                app.window.addSubview(page)
                let blur = VisualEffectView(effect: nil)
                blur.frame = page.bounds
                page.addSubview(blur)
                let card = View(frame: Rect(x: 40, y: 80, width: 120, height: 80))
                card.backgroundColor = Color(red: 0.12, green: 0.14, blue: 0.2)
                card.layer.cornerRadius = 16
                card.clipsToBounds = true
                blur.contentView.addSubview(card)
                app.schedule(at: 0) {
                    let animator = ViewPropertyAnimator(duration: 0.5, curve: .linear) {
                        blur.effect = BlurEffect(style: .light)
                        card.frame = Rect(x: 10, y: 20, width: 180, height: 200)
                        card.layer.cornerRadius = 0
                    }
                    animator.startAnimation()
                }
                return app
            }
        }

        @Test func cardExpandsOverABackdropThatBlursIn() {
            // Blur σ 0 → 7.5 → 15 → 22.5 → 30 pt and corners 16 → 0 pt at 0, 25, 50, 75, 100 %.
            assertSnapshot(
                of: Self.cardOverBlur(), as: .filmstrip(times: [0, 0.125, 0.25, 0.375, 0.5], scale: 0.5),
                suite: "VisualEffectGoldens")
        }
    }
}
