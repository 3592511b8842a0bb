import FlipbookCodecs

extension GIFSettings {
    /// The encoder options these settings stand for.
    public var options: GIFOptions {
        var o = GIFOptions(colors: colors)
        switch dither {
        case "ordered": o.dither = .ordered(strength: ditherStrength ?? 1)
        case "diffusion": o.dither = .diffusion(strength: ditherStrength ?? 0.75)
        default: o.dither = .none
        }
        switch palette {
        case "global": o.palette = .global
        case "local": o.palette = .local
        default: o.palette = .auto
        }
        o.loop = plays == 0 ? .forever : (plays == 1 ? .once : .plays(plays))
        if let matte { o.matte = matte }
        if let lossy { o.lossy = lossy }
        o.concurrent = concurrent
        o.effort = GIFEffort(rawValue: effort) ?? .default
        return o
    }
}
