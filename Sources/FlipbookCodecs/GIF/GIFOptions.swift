import FlipbookRaster

/// How the GIF encoder spreads quantization error to hide banding.
public enum GIFDither: Hashable, Sendable {
    /// Every pixel takes its nearest palette colour. Smallest files, visible banding in gradients.
    case none
    /// An 8×8 Bayer threshold pattern, fixed to the canvas so that it never crawls between frames.
    /// `strength` in 0…1 scales the pattern's amplitude (1 = the palette's typical colour spacing).
    case ordered(strength: Double)
    /// Floyd–Steinberg error diffusion (serpentine), run only over the pixels that changed since
    /// the previous frame. `strength` in 0…1 scales the diffused error (1 = classic Floyd–Steinberg).
    case diffusion(strength: Double)
}

/// Where the encoder keeps its colour tables.
public enum GIFPaletteMode: Hashable, Sendable {
    /// One global palette for the clip, and a local table for the frames whose colours the global
    /// palette serves much worse than a palette of their own would; the longer a frame is shown,
    /// the smaller the gain that earns it a table (the FlipbookCodecs article "Writing animated
    /// GIFs"). Default.
    case auto
    /// One palette built from all frames' colours, each weighted by its pixels times how long
    /// they are on screen; no local tables.
    case global
    /// A palette per frame (local colour tables), built from the pixels that frame draws.
    case local
}

/// How many times a viewer plays the animation.
///
/// Written as the NETSCAPE2.0 application extension: `.once` writes none, `.forever` writes a
/// repeat count of 0, `.plays(n)` writes `n − 1` repeats (NETSCAPE counts repeats after the first play).
public enum GIFLoop: Hashable, Sendable, CustomStringConvertible {
    /// Play once and stop on the last frame.
    case once
    /// Loop endlessly. Default.
    case forever
    /// Play `n` times in all, 1…65536 (`.plays(1)` is `.once`).
    case plays(Int)

    /// The NETSCAPE2.0 repeat count, or nil when no extension is written.
    var netscapeRepeatCount: Int? {
        switch self {
        case .once: return nil
        case .forever: return 0
        case .plays(let n): return n <= 1 ? nil : n - 1
        }
    }

    /// The loop a NETSCAPE2.0 repeat count (or its absence) means.
    init(netscapeRepeatCount count: Int?) {
        switch count {
        case nil: self = .once
        case 0?: self = .forever
        case let n?: self = .plays(n + 1)
        }
    }

    /// `once`, `forever` or `N plays`.
    public var description: String {
        switch self {
        case .once: return "once"
        case .forever: return "forever"
        case .plays(let n): return n == 1 ? "once" : "\(n) plays"
        }
    }
}

/// How much work the GIF encoder spends on each frame to make the file small (like gifski's
/// `--fast`). Every level is deterministic and gives the same bytes on any number of cores.
public enum GIFEffort: String, Hashable, Sendable, CaseIterable {
    /// Much less work than `.default`: with `.auto` palettes the global palette only (no per-frame
    /// histogram and quantizer, and without dithering no stable-shade count), one frame candidate
    /// instead of three LZW-sized ones, one k-means pass on the palette, and a shorter search for
    /// longer LZW matches in the lossy pass. About two thirds of the time at about the same size,
    /// but lower quality where frames would have had their own palette (measured in the
    /// FlipbookCodecs "Performance" article).
    case fast
    /// The balance the demos were judged at: three candidates sized on a quarter of their rows,
    /// four k-means passes, the lossy pass looking at the 16 newest children of a code. Default.
    case `default`
    /// Slower and smaller: candidates sized on every row, eight k-means passes, the lossy pass
    /// looking at up to 64 children.
    case best

    /// k-means (Lloyd) passes after the median cut of each palette.
    var refinementPasses: Int {
        switch self { case .fast: return 1; case .default: return 4; case .best: return 8 }
    }
    /// Children of a code the lossy pass looks at, newest first.
    var lossyChildren: Int {
        switch self { case .fast: return 8; case .default: return 16; case .best: return 64 }
    }
}

/// Options for ``GIFEncoder``. Every property has a default, so `GIFOptions()` is a good start.
public struct GIFOptions: Hashable, Sendable {
    /// Visible colours in a palette, 2…256. Default 256. One more entry is used for the transparent
    /// index that the frame optimizer needs; at 256, one of the visible colours gives way to it.
    public var colors: Int
    /// Dithering. Default `.none` (smallest files); `.diffusion(strength: 0.75)` for photographs.
    public var dither: GIFDither
    /// Global, per-frame or automatic colour tables. Default `.auto`.
    public var palette: GIFPaletteMode
    /// Loop count. Default `.forever`.
    public var loop: GIFLoop
    /// Pixels whose alpha is below this value (0…1) become fully transparent; the others become
    /// opaque, composited over ``matte``. Default 0.5.
    public var alphaThreshold: Double
    /// The colour semi-transparent pixels above the threshold are composited over. Alpha ignored.
    /// Default white.
    public var matte: Color
    /// How much colour error (per channel, 0…255 scale, root-mean-square) a pixel may take on top of
    /// its quantization error so that LZW finds longer matches (the idea of gifsicle's `--lossy`),
    /// 0…64; 0 is lossless beyond quantization. Default nil: ``automaticLossy(for:)`` (0).
    public var lossy: Double?
    /// Colours that always stay in every palette (for example a brand colour or pure white), at
    /// most `colors − 1`. Alpha ignored. Default none.
    public var fixedColors: [Color]
    /// Whether the encoder may use a second core for independent parts of a frame's work and a
    /// background thread for giflib's writing. `false` keeps everything on the calling thread (what
    /// `flipbook render -j 1` asks for). The bytes are the same either way. Default true.
    public var concurrent: Bool
    /// How hard the encoder works for a smaller file. Default `.default`.
    public var effort: GIFEffort

    /// Options with the given values; every argument has the default documented on its property.
    public init(colors: Int = 256, dither: GIFDither = .none, palette: GIFPaletteMode = .auto,
                loop: GIFLoop = .forever, alphaThreshold: Double = 0.5, matte: Color = .white,
                lossy: Double? = nil, fixedColors: [Color] = [], concurrent: Bool = true,
                effort: GIFEffort = .default) {
        self.colors = colors
        self.dither = dither
        self.palette = palette
        self.loop = loop
        self.alphaThreshold = alphaThreshold
        self.matte = matte
        self.fixedColors = fixedColors
        self.lossy = lossy
        self.concurrent = concurrent
        self.effort = effort
    }

    /// The lossiness used when ``lossy`` is nil: 0 whatever the dithering, so the default adds no
    /// visible loss beyond quantization (no streaks or speckle in flat areas, no flicker). An
    /// explicit lossiness trades exactly those for bytes: `lossy: 5` was the default before and is
    /// 3 % smaller on a photographic page flip, with neighbouring pixels of one flat colour shown
    /// in different colours (the FlipbookCodecs article "GIF trade-offs").
    public static func automaticLossy(for dither: GIFDither) -> Double { 0 }

    /// ``lossy`` or its automatic value.
    var effectiveLossy: Double { lossy ?? GIFOptions.automaticLossy(for: dither) }

    /// The recommended frame rate: 25 fps makes every delay exactly 4 cs. 50 fps (2 cs) is the
    /// fastest rate browsers play at full speed; 30 fps alternates 3 and 4 cs delays.
    public static let recommendedFramesPerSecond = 25

    /// Throws ``GIFError/invalidOptions(_:)`` naming the first option out of range.
    func validate() throws {
        guard (2...256).contains(colors) else {
            throw GIFError.invalidOptions("colors must be 2…256, got \(colors)")
        }
        switch dither {
        case .none: break
        case .ordered(let s), .diffusion(let s):
            guard s.isFinite, (0...1).contains(s) else {
                throw GIFError.invalidOptions("dither strength must be 0…1, got \(s)")
            }
        }
        if case .plays(let n) = loop, !(1...65536).contains(n) {
            throw GIFError.invalidOptions("loop plays must be 1…65536, got \(n)")
        }
        guard alphaThreshold.isFinite, (0...1).contains(alphaThreshold) else {
            throw GIFError.invalidOptions("alphaThreshold must be 0…1, got \(alphaThreshold)")
        }
        if let lossy, !(lossy.isFinite && (0...64).contains(lossy)) {
            throw GIFError.invalidOptions("lossy must be 0…64, got \(lossy)")
        }
        guard fixedColors.count < colors else {
            throw GIFError.invalidOptions("fixedColors (\(fixedColors.count)) must be fewer than colors (\(colors))")
        }
    }
}
